package cards

import (
	"slices"

	. "tessen/games/l5rlcg"
)

// Phoenix characters.
func init() {
	// Adept of the Waves: a character gains covert during Water conflicts
	// until the end of the phase.
	Register("adept-of-the-waves", &Text{Abilities: []*Ability{{
		Text: "a character gains covert during Water conflicts this phase", Timing: Action,
		Target: &Target{Characters: true, Prompt: "choose a character", Filter: Character},
		Effect: func(x *Ctx) { x.Lasting(ModKeyword+":covert:water", 0, "phase", x.Target()) },
	}}})

	// Seeker of Knowledge: while it attacks, the contested ring also has
	// the Air element; its player chooses which element's effect to resolve.
	Register("seeker-of-knowledge", &Text{Says: "while it attacks, the contested ring has the air element too", RingGains: func(s *State, self int) int {
		if s.Participating(self) && s.Controller(self) == s.Conf.Attacker {
			return Air
		}
		return -1
	}})

	// Shiba Tsukune: when the conflict phase ends, resolve the effects of
	// up to 2 unclaimed rings as if you were the attacking player.
	rings := make([]Option, len(RingNames))
	for i, name := range RingNames {
		rings[i] = Option{Label: name,
			Can: func(x *Ctx) bool { return x.S.Rings[i].Claimed < 0 && !x.S.HasRestriction(x.P, "tsukune:"+name) },
			Do: func(x *Ctx) {
				x.Restrict("tsukune:"+name, x.P, "round") // each ring once
				x.ResolveRingAs(x.P, i)
			}}
	}
	Register("shiba-tsukune", &Text{Abilities: []*Ability{{
		Text: "when the conflict phase ends: resolve the effects of up to 2 unclaimed rings as the attacker would", Timing: Interrupt, On: EvPhaseEnds,
		If:     func(x *Ctx) bool { return x.Event().Label == "conflict" },
		Select: &Select{Options: rings},
		Twice:  Again(Cost{Text: "resolve a second ring"}),
	}}})

	Register("shiba-peacemaker", &Text{Bars: []string{"attack"}, Says: "it cannot attack", Cannot: cannotAttack})

	// Ishiken Initiate: +1/+1 for each claimed ring.
	Register("ishiken-initiate", &Text{Says: "+1 military and +1 political for each claimed ring", ModKinds: []string{ModMil, ModPol}, Mods: func(s *State, self int, add func(int, string, int)) {
		Skills(add, self, s.ClaimedRings(-1))
	}})

	// Isawa Masahiro: during a Fire conflict, bow it to discard a
	// participant with printed cost 2 or lower.
	Register("isawa-masahiro", &Text{Abilities: []*Ability{{
		Text: "bow it, during a Fire conflict: discard a participating character with printed cost 2 or lower", Timing: Action, Needs: NeedConflict,
		If: ConflictElement(Fire), Costs: []Cost{BowSelf()},
		Target: &Target{Characters: true, Prompt: "choose a participating character with printed cost 2 or lower", Filter: All(ParticipatingChar, PrintedCostAtMost(2), CanDiscard)},
		Effect: func(x *Ctx) { x.Discard(x.Target()) },
	}}})

	// Solemn Scholar: during a conflict, if you have claimed the Earth
	// ring, bow an attacking character.
	Register("solemn-scholar", &Text{Abilities: []*Ability{{
		Text: "with the Earth ring claimed: bow an attacking character", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return DuringConflict(x) && x.S.Rings[Earth].Claimed == x.P },
		Target: &Target{Characters: true, Prompt: "choose an attacking character", Filter: All(Attacking, CanBow)},
		Effect: func(x *Ctx) { x.Bow(x.Target()) },
	}}})

	// Asako Diplomat: after it wins a conflict, honor or dishonor a character.
	Register("asako-diplomat", &Text{Abilities: []*Ability{{
		Text: "after it wins a conflict: honor or dishonor a character", Timing: Reaction, On: EvResolved,
		If:     selfWon(nil),
		Target: &Target{Characters: true, Prompt: "choose a character", Filter: All(Character, func(x *Ctx, id int) bool { return CanHonor(x, id) || CanDishonor(x, id) })},
		Select: &Select{Options: []Option{
			{Label: "honor", Can: func(x *Ctx) bool { return CanHonor(x, x.Target()) }, Do: func(x *Ctx) { x.Honor(x.Target()) }},
			{Label: "dishonor", Can: func(x *Ctx) bool { return CanDishonor(x, x.Target()) }, Do: func(x *Ctx) { x.Dishonor(x.Target()) }},
		}},
	}}})

	// Isawa Atsuko: during a Void conflict, your participants get +1/+1 and
	// your opponent's -1/-1 until the end of the conflict.
	Register("isawa-atsuko", &Text{Abilities: []*Ability{{
		Text: "during a Void conflict: your participants +1/+1, your opponent's -1/-1, until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If: ConflictElement(Void),
		Effect: func(x *Ctx) {
			x.LastingSkills(1, "conflict", x.S.Participants(x.P)...)
			x.LastingSkills(-1, "conflict", x.S.Participants(x.Opp())...)
		},
	}}})

	// Fearsome Mystic: +2 glory during Air conflicts; while participating,
	// remove 1 fate from each opposing participant with lower glory.
	fearsomeVictims := func(x *Ctx) []int {
		var out []int
		for _, id := range x.S.Participants(x.Opp()) {
			if x.S.Glory(id) < x.S.Glory(x.Self) && CanRemoveFate(x, id) {
				out = append(out, id)
			}
		}
		return out
	}
	Register("fearsome-mystic", &Text{
		Says:     "+2 glory while the contested ring has the air element",
		ModKinds: []string{ModGlory},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if s.ConflictHasElement(Air) {
				add(self, ModGlory, 2)
			}
		},
		Abilities: []*Ability{{
			Text: "remove 1 fate from each opposing participant with lower glory", Timing: Action, Needs: NeedConflict,
			If: func(x *Ctx) bool { return SelfParticipating(x) && len(fearsomeVictims(x)) > 0 },
			Effect: func(x *Ctx) {
				for _, id := range fearsomeVictims(x) {
					x.RemoveFate(id, 1)
				}
			},
		}},
	})

	// Meddling Mediator: once an opponent has declared 2 conflicts against
	// you this phase, take 1 fate or 1 honor from them.
	Register("meddling-mediator", &Text{Abilities: []*Ability{{
		Text: "after an opponent declared 2 conflicts against you this phase: take 1 fate or 1 honor from them", Timing: Action,
		Against: func(x *Ctx, q int) bool {
			return x.S.ConflictsAgainst(x.P, q) >= 2 && x.S.P[q].Fate+x.S.P[q].Honor > 0
		},
		Select: &Select{Options: takeFateOrHonor},
	}}})

	// Radiant Orator: while participating, if your ready participants have
	// more glory than your opponent's, send an opposing character home.
	Register("radiant-orator", &Text{Abilities: []*Ability{{
		Text: "with more glory among ready participants: move an opposing character home", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool {
			return SelfParticipating(x) && x.S.ParticipantGlory(x.P) > x.S.ParticipantGlory(x.Opp())
		},
		Target: &Target{Prompt: "choose a character your opponent controls", Filter: All(Opponents, CanSendHome)},
		Effect: func(x *Ctx) { x.SendHome(x.Target()) },
	}}})

	// Shiba Yojimbo: when the effects of an ability that targets a Shugenja
	// you control would initiate, cancel them.
	Register("shiba-yojimbo", &Text{Abilities: []*Ability{{
		Text: "cancel an ability that targets a Shugenja you control", Timing: Interrupt, Would: true, On: EvInitiate,
		If: func(x *Ctx) bool {
			for _, id := range x.Event().Cards {
				if x.S.IsCharacter(id) && x.S.Controller(id) == x.P && x.S.HasTrait(id, "shugenja") {
					return true
				}
			}
			return false
		},
		Effect: func(x *Ctx) { x.CancelTrigger() },
	}}})

	// Prodigy of the Waves: while the Water ring is claimed, ready it.
	Register("prodigy-of-the-waves", &Text{Abilities: []*Ability{{
		Text: "while the Water ring is claimed: ready it", Timing: Action,
		If:     func(x *Ctx) bool { return x.S.Rings[Water].Claimed >= 0 && CanReady(x, x.Self) },
		Effect: func(x *Ctx) { x.Ready(x.Self) },
	}}})

	// Shrine Maiden: after it enters play, reveal the top 3 cards of your
	// conflict deck; the Spells and Kihos among them go to your hand, the
	// rest to your conflict discard pile.
	Register("shrine-maiden", &Text{Abilities: []*Ability{{
		Text: "after it enters play: reveal your top 3 conflict cards; take the Spells and Kihos, discard the rest", Timing: Reaction, On: EvEnterPlay,
		If: func(x *Ctx) bool { return slices.Contains(x.Event().Cards, x.Self) && len(x.S.P[x.P].ConflictDeck) > 0 },
		Effect: func(x *Ctx) {
			for _, id := range x.S.TopOfConflictDeck(x.P, 3) {
				for p := range x.S.P {
					x.S.LookAt(p, id)
				}
				if x.S.HasTrait(id, "spell") || x.S.HasTrait(id, "kiho") {
					x.TakeToHand(id)
				} else {
					x.DiscardFromDeck(id)
				}
			}
		},
	}}})

	// Isawa Kaede: immune to the ring effects an opponent resolves; while
	// she attacks, the contested ring has the Void element too; if she wins
	// the conflict as an attacker, her player resolves each of the ring's
	// elements' effects instead of choosing one.
	Register("isawa-kaede", &Text{Says: "immune to an opponent's ring effects; while she attacks, the contested ring has the void element too; if she wins as an attacker, each of the ring's effects resolves",
		ModKinds: []string{ModImmuneOpponentRing, ModResolveEachElement},
		Mods: func(s *State, self int, add func(int, string, int)) {
			add(self, ModImmuneOpponentRing, 1)
			if c := s.Controller(self); s.Participating(self) && s.Conf.Attacker == c && s.Conf.Winner == c {
				add(self, ModResolveEachElement, 1)
			}
		},
		RingGains: func(s *State, self int) int { return Void }})

	// Haughty Magistrate: while it attacks, characters whose glory is lower
	// than its own do not count their skill toward the conflict's result.
	Register("haughty-magistrate", &Text{Bars: []string{ActCountSkill}, Says: "while it attacks, characters of lower glory than it do not count their skill toward the conflict's result",
		Forbid: func(s *State, self int, a Act) bool {
			return a.Kind == ActCountSkill && s.Participating(self) && s.Controller(self) == s.Conf.Attacker &&
				s.Glory(a.Card) < s.Glory(self)
		}})

	// Asako Tsuki: after anyone claims the Water ring, honor a Scholar
	// character.
	Register("asako-tsuki", &Text{Abilities: []*Ability{{
		Text: "after the Water ring is claimed: honor a Scholar character", Timing: Reaction, On: EvClaimRing,
		If:     func(x *Ctx) bool { return x.Event().N == Water },
		Target: &Target{Characters: true, Prompt: "choose a Scholar character", Filter: All(Character, Trait("scholar"), CanHonor)},
		Effect: func(x *Ctx) { x.Honor(x.Target()) },
	}}})

	// Henshin Disciple: for each of the Air, Earth and Fire rings that its
	// player has claimed or is contesting (it is the ring of the conflict
	// under way), +2 political, +2 military, or pride.
	henshinRing := func(s *State, self, ring int) bool {
		return s.Rings[ring].Claimed == s.Controller(self) || (s.Conf.Active && s.Conf.Ring == ring)
	}
	Register("henshin-disciple", &Text{Says: "+2 political with the Air ring, +2 military with the Earth ring, pride with the Fire ring, each while you have claimed or are contesting it",
		ModKinds: []string{ModPol, ModMil, ModKeyword + ":pride"},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if henshinRing(s, self, Air) {
				add(self, ModPol, 2)
			}
			if henshinRing(s, self, Earth) {
				add(self, ModMil, 2)
			}
			if henshinRing(s, self, Fire) {
				add(self, ModKeyword+":pride", 1)
			}
		}})
}
