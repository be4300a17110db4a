package cards

import (
	. "tessen/games/l5rlcg"
)

// Neutral characters.
func init() {
	Register("seeker-initiate", &Text{Abilities: []*Ability{{
		Text: "after you claim the ring of your role's element: search the top 5 cards of your conflict deck for a card", Timing: Reaction, On: EvClaimRing,
		If:   func(x *Ctx) bool { return x.Event().Player == x.P && x.S.RoleElement(x.P) == RingNames[x.Event().N] },
		Pick: search(nil),
	}}})

	Register("otomo-courtier", &Text{Bars: []string{"attack"}, Says: "it cannot attack a player who holds the Imperial Favor", Cannot: cannotAttackFavor})

	// Wandering Ronin: during a conflict, remove 1 fate from it: +2/+2 until
	// the end of the conflict. Limit twice per conflict.
	Register("wandering-ronin", &Text{Abilities: []*Ability{{
		Text: "remove 1 fate from it: +2 military and +2 political until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If: DuringConflict, Costs: []Cost{RemoveFateSelf(1)},
		Effect: func(x *Ctx) { x.LastingSkills(2, "conflict", x.Self) },
		Limit:  PerConflict(2),
	}}})

	// Miya Mystic: during the conflict phase, sacrifice it to discard an
	// attachment.
	Register("miya-mystic", &Text{Abilities: []*Ability{{
		Text: "sacrifice it, during the conflict phase: discard an attachment", Timing: Action, Needs: NeedConflictPhase,
		If: func(x *Ctx) bool { return x.S.Phase == "conflict" }, Costs: []Cost{SacrificeSelf()},
		Target: &Target{Prompt: "choose an attachment", Filter: All(Attachment, CanDiscard)},
		Effect: func(x *Ctx) { x.Discard(x.Target()) },
	}}})

	// Seppun Guardsman: cannot attack a player who holds the Imperial Favor.
	Register("seppun-guardsman", &Text{Bars: []string{"attack"}, Says: "it cannot attack a player who holds the Imperial Favor", Cannot: cannotAttackFavor})

	// Keeper Initiate: after you claim a ring of your role's element, put it
	// into play from your dynasty discard pile or a province, then place
	// 1 fate on it.
	Register("keeper-initiate", &Text{Abilities: []*Ability{{
		Text: "after you claim a ring of your role's element: put it into play, then 1 fate on it", Timing: Reaction, On: EvClaimRing,
		From: []Zone{ZDynastyDiscard, ZProvince},
		If: func(x *Ctx) bool {
			return x.Event().Player == x.P && x.S.RoleElement(x.P) == RingNames[x.Event().N] && CanPutIntoPlay(x, x.Self)
		},
		Effect: func(x *Ctx) {
			x.PutIntoPlay(x.Self, false)
			x.PlaceFate(x.Self, 1)
		},
	}}})

	// Goblin Sneak: after it enters play, place on it 1 fate taken from an
	// opponent's pool.
	Register("goblin-sneak", &Text{Abilities: []*Ability{{
		Text: "after it enters play: place 1 fate from an opponent's pool on it", Timing: Reaction, On: EvEnterPlay,
		If:      func(x *Ctx) bool { return x.Event().Cards[0] == x.Self && x.S.IsCharacter(x.Self) },
		Against: func(x *Ctx, q int) bool { return x.S.P[q].Fate > 0 },
		Effect:  func(x *Ctx) { x.PlaceFateFrom(x.Opp(), x.Self, 1) },
	}}})

	// Seppun Ishikawa: +1 military and +1 political for each other
	// Imperial card its controller controls: characters, attachments,
	// faceup holdings, provinces, the stronghold (cards in play; a
	// facedown card has no trait). The printed trait is counted.
	otherImperial := func(s *State, self int) int {
		p, n := s.Controller(self), 0
		for id := range s.Cards {
			c := &s.Cards[id]
			if id == self || int(c.Controller) != p || c.Facedown {
				continue
			}
			switch c.Zone {
			case ZPlay, ZAttached, ZProvinceCard, ZStronghold:
			case ZProvince:
				if s.Printed(id).Type != "holding" {
					continue
				}
			default:
				continue
			}
			// The printed trait: asking HasTrait here would ask every
			// modifier again, this one included.
			if s.Printed(id).HasTrait("imperial") {
				n++
			}
		}
		return n
	}
	Register("seppun-ishikawa", &Text{Says: "+1 military and +1 political per other Imperial card you control", ModKinds: []string{ModMil, ModPol},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if s.Cards[self].Zone != ZPlay {
				return
			}
			if n := otherImperial(s, self); n > 0 {
				add(self, ModMil, n)
				add(self, ModPol, n)
			}
		}})
}
