package cards

import (
	"slices"
	"strconv"

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
				if id != self && s.HasClan(id, "lion") {
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

	// Ikoma Reservist: +2 military while its controller has claimed the
	// Fire or the Water ring.
	Register("ikoma-reservist", &Text{Says: "+2 military while you have claimed the Fire or the Water ring", ModKinds: []string{ModMil},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if p := s.Controller(self); s.HasClaimedRing(p, Fire) || s.HasClaimedRing(p, Water) {
				add(self, ModMil, 2)
			}
		}})

	// Ikoma Orator: +2 political while its controller has more honor than
	// an opponent.
	Register("ikoma-orator", &Text{Says: "+2 political while you are more honorable than an opponent", ModKinds: []string{ModPol},
		Mods: func(s *State, self int, add func(int, string, int)) {
			p := s.Controller(self)
			if s.AnOpponent(p, func(o int) bool { return s.P[p].Honor > s.P[o].Honor }) {
				add(self, ModPol, 2)
			}
		}})

	// Tireless Sodan Senzo: when the conflict is decided against its side,
	// it stays ready through the resolution bow.
	Register("tireless-sodan-senzo", &Text{Bars: []string{ActResolutionBow}, Says: "it does not bow at the end of a conflict it lost",
		Cannot: func(s *State, self int, a Act) bool {
			return a.Kind == ActResolutionBow && s.Conf.Winner >= 0 && s.Conf.Winner != s.Controller(self)
		}})

	// Matsu Seventh Legion: while it attacks, no Courtier may be declared
	// as a defender. (Its "no attachments but Weapons" is a keyword.)
	Register("matsu-seventh-legion", &Text{Bars: []string{"defend"}, Says: "while it attacks, Courtier characters cannot be declared as defenders",
		Forbid: func(s *State, self int, a Act) bool {
			return a.Kind == "defend" && s.Participating(self) && s.Controller(self) == s.Conf.Attacker && s.HasTrait(a.Card, "courtier")
		}})

	// Ikoma Anakazu: while it takes part in a conflict, +3 military and +3
	// political if an opponent broke one of its controller's provinces
	// this phase.
	Register("ikoma-anakazu", &Text{Says: "while it takes part in a conflict, +3 military and +3 political if your opponent has broken one of your provinces this phase",
		ModKinds: []string{ModMil, ModPol},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if !s.Participating(self) {
				return
			}
			p := s.Controller(self)
			if s.ProvincesBrokenBy(p, s.Opponent(p)) > 0 {
				Skills(add, self, 3)
			}
		}})

	// Student of War: with composure, it cannot lose fate or be discarded.
	Register("student-of-war", &Text{Bars: []string{"discard", EvRemoveFate}, Says: "with composure (your honor bid lower than an opponent's), it cannot lose fate or be discarded",
		Cannot: func(s *State, self int, a Act) bool {
			return (a.Kind == "discard" || a.Kind == EvRemoveFate) && s.HasComposure(s.Controller(self))
		}})

	// Ikoma Ikehata: after it wins a political conflict, honor a character
	// you control, then draw a card. (Covert is a keyword.)
	Register("ikoma-ikehata", &Text{Abilities: []*Ability{{
		Text: "after it wins a political conflict: honor a character of yours and draw 1 card", Timing: Reaction, On: EvResolved,
		If:     selfWon(ConflictOfType("political")),
		Target: &Target{Characters: true, Prompt: "choose a character you control to honor", Filter: All(Character, Friendly, CanHonor)},
		Effect: func(x *Ctx) {
			x.Honor(x.Target())
			x.Draw(x.P, 1)
		},
	}}})

	// Matsu Mitsuko: in a military conflict, while its player has more
	// honor than the opponent, move a character of theirs to the conflict.
	Register("matsu-mitsuko", &Text{Abilities: []*Ability{{
		Text: "during a military conflict, more honorable: move a character of yours to the conflict", Timing: Action, Needs: NeedMilitary,
		If:     Both(ConflictOfType("military"), MoreHonorable),
		Target: &Target{Characters: true, Prompt: "choose a character you control to move to the conflict", Filter: All(Character, Friendly, CanMoveIn)},
		Effect: func(x *Ctx) { x.MoveToConflict(x.Target()) },
	}}})

	// Ikoma Tsanuri: while it takes part in a conflict alongside 3 or more
	// Bushi of its player, each participant of that player gets +1
	// military and +1 political until the conflict ends.
	Register("ikoma-tsanuri", &Text{Abilities: []*Ability{{
		Text: "with 3 or more participating Bushi of yours: your participants get +1 military and +1 political until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return SelfParticipating(x) && len(participantsOf(x, x.P, Trait("bushi"))) >= 3 },
		Effect: func(x *Ctx) { x.LastingSkills(1, "conflict", x.S.Participants(x.P)...) },
	}}})

	// Akodo Makoto: after it wins a conflict, a participating Courtier
	// loses 1 fate, or is discarded if it has none.
	Register("akodo-makoto", &Text{Abilities: []*Ability{{
		Text: "after it wins a conflict: a participating Courtier loses 1 fate, or is discarded without fate", Timing: Reaction, On: EvResolved,
		If: selfWon(nil),
		Target: &Target{Characters: true, Prompt: "choose a participating Courtier", Filter: All(ParticipatingChar, Trait("courtier"),
			func(x *Ctx, id int) bool {
				if x.S.Card(id).Fate == 0 {
					return CanDiscard(x, id)
				}
				return CanRemoveFate(x, id)
			})},
		Effect: func(x *Ctx) {
			if x.S.Card(x.Target()).Fate == 0 {
				x.Discard(x.Target())
			} else {
				x.RemoveFate(x.Target(), 1)
			}
		},
	}}})

	// lowerBidThan: the controller's honor bid, as revealed, is lower than
	// opponent q's.
	lowerBidThan := func(x *Ctx, q int) bool { return x.S.P[x.P].Bid < x.S.P[q].Bid }

	// Tactician's Apprentice: once a phase, after the honor dials are
	// revealed with its player's bid lower than an opponent's, draw a card.
	Register("tacticians-apprentice", &Text{Abilities: []*Ability{{
		Text: "after honor dials are revealed, your bid lower than an opponent's: draw 1 card", Timing: Reaction, On: EvBids,
		Against: lowerBidThan,
		Effect:  func(x *Ctx) { x.Draw(x.P, 1) },
		Limit:   PerPhase(1),
	}}})

	// Akodo Kage: after honor dials are revealed, its player's bid lower
	// than an opponent's and its player more honorable than that
	// opponent, that opponent's dial is set to its player's bid.
	Register("akodo-kage", &Text{Abilities: []*Ability{{
		Text: "after honor dials are revealed, your bid lower and your honor higher than an opponent's: set their dial to your bid", Timing: Reaction, On: EvBids,
		Against: func(x *Ctx, q int) bool { return lowerBidThan(x, q) && x.S.P[x.P].Honor > x.S.P[q].Honor },
		Effect: func(x *Ctx) {
			q := x.Opp()
			x.ChangeBid(q, x.S.P[x.P].Bid-x.S.P[q].Bid)
			x.S.Say(x.S.Names[q], "'s honor dial is set to ", strconv.Itoa(x.S.P[q].Bid), " (Akodo Kage)")
		},
	}}})

	// Honorable Challenger: during a conflict it takes part in, a military
	// duel with an opposing participant; the winner stays ready when the
	// conflict resolves. (Pride is a keyword.)
	Register("honorable-challenger", &Text{Abilities: []*Ability{{
		Text: "military duel: the winner does not bow when this conflict resolves", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return SelfParticipating(x) && !x.S.Dash(x.Self, "military") },
		Target: &Target{Characters: true, Prompt: "choose a participating character your opponent controls", Filter: All(ParticipatingChar, Opponents, NoDash("military"))},
		Duel: &DuelSpec{Type: "military", Result: func(x *Ctx, winner, loser int) {
			x.Lasting("cannot:"+ActResolutionBow, 0, "conflict", winner)
			x.S.Say(x.S.Title(winner), " will not bow when this conflict resolves")
		}},
	}}})

	// Akodo Toshiro: while attacking, +5 military until the conflict ends
	// and no province can be broken in it; when it ends, it is discarded
	// unless its player controls a Commander.
	Register("akodo-toshiro", &Text{Abilities: []*Ability{{
		Text: "while attacking: +5 military and no province can break this conflict; at its end, discard it unless you control a Commander", Timing: Action, Needs: NeedAttacking,
		If: SelfAttacking,
		Effect: func(x *Ctx) {
			x.Lasting(ModMil, 5, "conflict", x.Self)
			x.NoBreaks("conflict")
			x.Delay("conflict", x.Self)
		},
		Later: func(x *Ctx) {
			if x.S.IsCharacter(x.Self) && x.S.Controller(x.Self) == x.P && x.S.CountTrait(x.P, "commander", false) == 0 {
				x.S.Say(x.S.Names[x.P], " controls no Commander")
				x.Discard(x.Self)
			}
		},
	}}})

	// Matsu Tsuko: while it attacks and its player is more honorable, the
	// next card its player plays this conflict costs 2 less.
	Register("matsu-tsuko", &Text{Abilities: []*Ability{{
		Text: "while attacking, more honorable: the next card you play this conflict costs 2 less", Timing: Action, Needs: NeedAttacking,
		If: Both(SelfAttacking, MoreHonorable),
		Effect: func(x *Ctx) {
			x.DiscountNext(2, "conflict")
			x.S.Say("the next card ", x.S.Names[x.P], " plays this conflict costs 2 less")
		},
	}}})

	// Kitsu Warrior: +2 military for each claimed ring showing its
	// military side, +2 political for each showing its political side.
	Register("kitsu-warrior", &Text{Says: "+2 military for each claimed military ring, +2 political for each claimed political ring",
		ModKinds: []string{ModMil, ModPol},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if n := s.ClaimedRingsOfType("military"); n > 0 {
				add(self, ModMil, 2*n)
			}
			if n := s.ClaimedRingsOfType("political"); n > 0 {
				add(self, ModPol, 2*n)
			}
		}})
}
