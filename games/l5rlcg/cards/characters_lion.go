package cards

import (
	"slices"

	. "tessen/games/l5rlcg"
)

// Lion characters.
func init() {
	// Obstinate Recruit: discarded while an opponent is more honorable.
	Register("obstinate-recruit", &Text{Says: "it is discarded while an opponent has more honor than you", DiscardIf: func(s *State, self int) bool {
		p := s.Controller(self)
		return s.AnOpponent(p, func(o int) bool { return s.P[o].Honor > s.P[p].Honor })
	}})

	// Honored General: while it participates, each other participating
	// Lion character its controller controls gets +1 military; after it
	// enters play, honor it.
	Register("honored-general", &Text{
		Says:     "while it takes part in a conflict, each other Lion character of yours taking part gets +1 military",
		ModKinds: []string{ModMil},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if !s.Participating(self) {
				return
			}
			for _, id := range s.Participants(s.Controller(self)) {
				if id != self && s.Printed(id).Clan == "lion" {
					add(id, ModMil, 1)
				}
			}
		},
		Abilities: []*Ability{{
			Text: "after it enters play: honor it", Timing: Reaction, On: EvEnterPlay,
			If:     func(x *Ctx) bool { return x.Event().Cards[0] == x.Self && CanHonor(x, x.Self) },
			Effect: func(x *Ctx) { x.Honor(x.Self) },
		}},
	})

	// Venerable Historian: while participating, if you are more honorable,
	// honor it.
	Register("venerable-historian", &Text{Abilities: []*Ability{{
		Text: "while participating and more honorable: honor it", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return SelfParticipating(x) && MoreHonorable(x) && CanHonor(x, x.Self) },
		Effect: func(x *Ctx) { x.Honor(x.Self) },
	}}})

	// Lion's Pride Brawler: while attacking, bow a character whose military
	// skill is no higher than its own.
	Register("lions-pride-brawler", &Text{Abilities: []*Ability{{
		Text: "while attacking: bow a character with equal or lower military skill", Timing: Action, Needs: NeedConflict,
		If: SelfAttacking,
		Target: &Target{Characters: true, Prompt: "choose a character with equal or lower military skill", Filter: All(Character, Other, CanBow, NoDash("military"),
			func(x *Ctx, id int) bool { return x.S.Skill(id, "military") <= x.S.Skill(x.Self, "military") })},
		Effect: func(x *Ctx) { x.Bow(x.Target()) },
	}}})

	// Master of the Spear: while attacking, the opponent sends one of their
	// participants home, their choice.
	Register("master-of-the-spear", &Text{Abilities: []*Ability{{
		Text: "while attacking: your opponent moves one of their participating characters home", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool { return SelfAttacking(x) && len(opponentParticipants(x, CanSendHome)) > 0 },
		Pick: &Pick{By: "opponent", Prompt: "choose one of your participating characters to move home",
			From: func(x *Ctx) []int { return opponentParticipants(x, CanSendHome) },
			Do:   func(x *Ctx, id int) { x.SendHome(id) }},
	}}})

	// Matsu Beiona: after it enters play, with 3 or more other Bushi under
	// your control, place 2 fate on it.
	Register("matsu-beiona", &Text{Abilities: []*Ability{{
		Text: "after it enters play with 3 other Bushi under your control: place 2 fate on it", Timing: Reaction, On: EvEnterPlay,
		If: func(x *Ctx) bool {
			return x.Event().Cards[0] == x.Self && x.S.CountTrait(x.P, "bushi", false)-1 >= 3
		},
		Effect: func(x *Ctx) { x.PlaceFate(x.Self, 2) },
	}}})

	// Deathseeker: after it loses a conflict as an attacker, sacrifice it
	// to make an opposing character lose 1 fate, or be discarded if it has
	// none.
	Register("deathseeker", &Text{Abilities: []*Ability{{
		Text: "after it loses as an attacker, sacrifice it: an opposing character loses 1 fate, or is discarded without fate", Timing: Reaction, On: EvResolved,
		If:     func(x *Ctx) bool { return selfLost(x) && Attacking(x, x.Self) },
		Costs:  []Cost{SacrificeSelf()},
		Target: &Target{Characters: true, Prompt: "choose a character your opponent controls", Filter: All(Character, Opponents)},
		Effect: func(x *Ctx) {
			if x.S.Card(x.Target()).Fate == 0 {
				x.Discard(x.Target())
			} else {
				x.RemoveFate(x.Target(), 1)
			}
		},
	}}})

	// Akodo Toturi / Doji Hotaru: after you claim a ring during a conflict
	// of their type in which they take part, resolve that ring's effect.
	for id, typ := range map[string]string{"akodo-toturi": "military", "doji-hotaru": "political"} {
		Register(id, &Text{Abilities: []*Ability{{
			Text:   "after you claim a ring during a " + typ + " conflict it takes part in: resolve that ring's effect",
			Timing: Reaction, On: EvClaimRing,
			If: func(x *Ctx) bool {
				return x.Event().Player == x.P && ConflictOfType(typ)(x) && SelfParticipating(x)
			},
			Effect: func(x *Ctx) { x.ResolveRing(x.Event().N) },
		}}})
	}

	// Akodo Gunso: after it enters play from a province, refill that
	// province faceup.
	Register("akodo-gunso", &Text{Abilities: []*Ability{{
		Text: "after it enters play from a province: refill that province faceup", Timing: Reaction, On: EvEnterPlay,
		If: func(x *Ctx) bool {
			e := x.Event()
			return e.Label == "province" && len(e.Cards) == 1 && e.Cards[0] == x.Self && x.S.ProvinceEmpty(x.S.Owner(x.Self), e.N)
		},
		Effect: func(x *Ctx) { x.RefillFaceup(x.S.Owner(x.Self), x.Event().N) },
	}}})

	// Kitsu Spiritcaller: during a conflict, bow it to put a character from
	// one of your discard piles into play in the conflict; if that
	// character is still in play when the conflict ends, it goes to the
	// bottom of its deck.
	Register("kitsu-spiritcaller", &Text{Abilities: []*Ability{{
		Text: "bow it: put a character from your discard pile into the conflict until it ends", Timing: Action, Needs: NeedConflict,
		If: DuringConflict, Costs: []Cost{BowSelf()},
		Target: &Target{Prompt: "choose a character in your discard piles", In: discardPiles,
			Filter: func(x *Ctx, id int) bool { return InOwnDiscard(x, id) && CanPutIntoConflict(x, id) }},
		Effect: func(x *Ctx) {
			x.PutIntoPlay(x.Target(), true)
			x.Delay("conflict", x.Target())
		},
		Later: func(x *Ctx) { x.ReturnToDeckBottom(x.Targets...) },
	}}})

	// Ikoma Prodigy: after fate is placed on it, gain 1 honor.
	Register("ikoma-prodigy", &Text{Abilities: []*Ability{{
		Text: "after 1 or more fate is placed on it: gain 1 honor", Timing: Reaction, On: EvPlaceFate,
		If:     func(x *Ctx) bool { return x.Event().Cards[0] == x.Self && x.Event().N > 0 },
		Effect: func(x *Ctx) { x.GainHonor(x.P, 1) },
	}}})

	// Vengeful Oathkeeper: after you lose a military conflict, put it into
	// play from your hand.
	Register("vengeful-oathkeeper", &Text{Abilities: []*Ability{{
		Text: "after you lose a military conflict: put it into play from your hand", Timing: Reaction, On: EvResolved,
		From: []Zone{ZHand},
		If: func(x *Ctx) bool {
			w := x.Event().Player
			return w == x.Opp() && ConflictOfType("military")(x) && CanPutIntoPlay(x, x.Self)
		},
		Effect: func(x *Ctx) { x.PutIntoPlay(x.Self, false) },
	}}})

	// Ikoma Eiji: after you lose a political conflict, put a Bushi with
	// printed cost 3 or lower into play from your dynasty discard pile or a
	// province.
	Register("ikoma-eiji", &Text{Abilities: []*Ability{{
		Text: "after you lose a political conflict: put a Bushi costing 3 or less into play from your discard pile or provinces", Timing: Reaction, On: EvResolved,
		If: func(x *Ctx) bool { return x.Event().Player == x.Opp() && ConflictOfType("political")(x) },
		Target: &Target{Prompt: "choose a Bushi with printed cost 3 or lower", In: provincesAndDynastyDiscard,
			Filter: func(x *Ctx, id int) bool {
				return (InOwnProvince(x, id) || (InOwnDiscard(x, id) && x.S.Card(id).Zone == ZDynastyDiscard)) &&
					x.S.HasTrait(id, "bushi") && PrintedCostAtMost(3)(x, id) && CanPutIntoPlay(x, id)
			}},
		Effect: func(x *Ctx) { x.PutIntoPlay(x.Target(), false) },
	}}})

	// Steadfast Samurai: forced, after the fate phase begins, with 5 more
	// honor than the opponent: it cannot be discarded or lose fate this phase.
	Register("steadfast-samurai", &Text{Abilities: []*Ability{{
		Text: "after the fate phase begins, 5 honor ahead: it cannot be discarded or lose fate this phase", Timing: ForcedReaction, On: EvPhase,
		If: func(x *Ctx) bool {
			return x.Event().Label == "fate" && x.S.AnOpponent(x.P, func(q int) bool { return x.S.P[x.P].Honor >= x.S.P[q].Honor+5 })
		},
		Effect: func(x *Ctx) {
			x.Lasting("cannot:discard", 0, "phase", x.Self)
			x.Lasting("cannot:"+EvRemoveFate, 0, "phase", x.Self)
		},
	}}})

	// Gifted Tactician: after it wins a military conflict, draw a card.
	Register("gifted-tactician", &Text{Abilities: []*Ability{{
		Text: "after it wins a military conflict: draw 1 card", Timing: Reaction, On: EvResolved,
		If:     selfWon(ConflictOfType("military")),
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})

	// provinceRecruits lists the faceup characters in the controller's
	// provinces that could be put into play in the conflict.
	provinceRecruits := func(x *Ctx) []int {
		var out []int
		for _, cards := range x.S.P[x.P].Dyn {
			for _, id := range cards {
				if InOwnProvince(x, id) && CanPutIntoConflict(x, id) {
					out = append(out, id)
				}
			}
		}
		slices.Sort(out)
		return out
	}

	// Ikoma Ujiaki: while it takes part in a conflict, discard the Imperial
	// Favor to turn every facedown card in your provinces faceup, then put
	// up to 2 characters from your provinces into play in the conflict.
	Register("ikoma-ujiaki", &Text{Abilities: []*Ability{{
		Text: "discard the Imperial Favor: turn your facedown province cards faceup, then put up to 2 characters from your provinces into the conflict", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool {
			return SelfParticipating(x) && (len(facedownInProvinces(x)) > 0 || len(provinceRecruits(x)) > 0)
		},
		Costs: []Cost{DiscardFavor()},
		Effect: func(x *Ctx) {
			for _, id := range facedownInProvinces(x) {
				x.TurnFaceup(id)
			}
		},
		Pick: &Pick{UpTo: true, Optional: true, Prompt: "choose up to 2 characters in your provinces to put into the conflict",
			Count: func(x *Ctx) int { return 2 },
			From:  provinceRecruits,
			Do:    func(x *Ctx, id int) { x.PutIntoPlay(id, true) }},
	}}})

	// Ageless Crone: while it takes part in a conflict, every event costs
	// each player 1 more fate to play.
	Register("ageless-crone", &Text{Says: "while it takes part in a conflict, each event costs every player 1 more to play",
		ModKinds: []string{ModEventCost},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if s.Participating(self) {
				add(self, ModEventCost, 1)
			}
		}})

	// Beastmaster Matriarch: +2 military for each ring its controller's
	// opponents have claimed.
	Register("beastmaster-matriarch", &Text{Says: "+2 military for each ring in your opponents' claimed ring pools", ModKinds: []string{ModMil},
		Mods: func(s *State, self int, add func(int, string, int)) {
			p, n := s.Controller(self), 0
			for o := range s.P {
				if o != p {
					n += s.ClaimedRings(o)
				}
			}
			if n > 0 {
				add(self, ModMil, 2*n)
			}
		}})

	// Implacable Magistrate: while it attacks, only it and honored
	// characters count their skill toward the conflict's result.
	Register("implacable-magistrate", &Text{Bars: []string{ActCountSkill}, Says: "while it attacks, only it and honored characters count their skill toward the conflict's result",
		Forbid: func(s *State, self int, a Act) bool {
			return a.Kind == ActCountSkill && a.Card != self && s.Participating(self) && s.Controller(self) == s.Conf.Attacker &&
				s.Card(a.Card).Status != Honored
		}})
}
