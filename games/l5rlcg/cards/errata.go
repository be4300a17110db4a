package cards

import . "tessen/games/l5rlcg"

// Cards beyond the Core Set whose whole text the Rules Reference gives in
// its errata, so tessen can write them without the card in hand.
func init() {
	// Yogo Kikuyo (Disciples of the Void, errata): when the effects of a
	// Spell event an opponent plays during a conflict would initiate, put
	// this character into play from your hand and cancel those effects.
	// (Putting it into play stands before the dash, with the cancel after;
	// tessen resolves both as the effect, in that order.)
	Register("yogo-kikuyo", &Text{Abilities: []*Ability{{
		Text:   "when an opponent's Spell event would initiate during a conflict: put this character into play from your hand, and cancel its effects",
		Timing: Interrupt, Would: true, On: EvInitiate, From: []Zone{ZHand},
		If: func(x *Ctx) bool {
			ev := x.Event()
			return ev.Label == "event" && ev.Player == x.Opp() && x.S.Conf.Active &&
				x.S.HasTrait(ev.Source, "spell") && CanPutIntoPlay(x, x.Self)
		},
		Effect: func(x *Ctx) {
			x.PutIntoPlay(x.Self, false)
			x.CancelTrigger()
		},
	}}})
}
