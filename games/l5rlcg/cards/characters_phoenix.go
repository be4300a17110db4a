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
		If:     func(x *Ctx) bool { return DuringConflict(x) && x.S.HasClaimedRing(x.P, Earth) },
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
		If:     func(x *Ctx) bool { return x.S.InAClaimedPool(Water) && CanReady(x, x.Self) },
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
		return s.HasClaimedRing(s.Controller(self), ring) || (s.Conf.Active && s.Conf.Ring == ring)
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

	// Reader of Omens: +3 political while its player has claimed the Air
	// or the Void ring.
	Register("reader-of-omens", &Text{Says: "+3 political while you have claimed the Air or the Void ring", ModKinds: []string{ModPol}, Mods: func(s *State, self int, add func(int, string, int)) {
		if p := s.Controller(self); s.HasClaimedRing(p, Air) || s.HasClaimedRing(p, Void) {
			add(self, ModPol, 3)
		}
	}})

	// Pacifist Philosopher: after any player passes a conflict
	// opportunity, gain 1 fate; twice per round.
	Register("pacifist-philosopher", &Text{Abilities: []*Ability{{
		Text: "after a player passes on declaring a conflict: gain 1 fate", Timing: Reaction, On: EvPassConflict,
		Effect: func(x *Ctx) { x.GainFate(x.P, 1) },
		Limit:  PerRound(2),
	}}})

	// Shiba Tetsu: each time its player plays a Spell card during a
	// conflict, it gets +1/+1 until the end of the conflict (no limit).
	Register("shiba-tetsu", &Text{Abilities: []*Ability{{
		Text: "after you play a Spell card during a conflict: +1/+1 until the end of the conflict", Timing: Reaction, On: EvPlayed,
		If:     playedDuringConflict("spell"),
		Effect: func(x *Ctx) { x.LastingSkills(1, "conflict", x.Self) },
		Limit:  Unlimited,
	}}})

	// Isawa Uona: after its player plays an Air card during a conflict, bow
	// a non-unique participating character.
	Register("isawa-uona", &Text{Abilities: []*Ability{{
		Text: "after you play an Air card during a conflict: bow a non-unique participating character", Timing: Reaction, On: EvPlayed,
		If:     playedDuringConflict("air"),
		Target: &Target{Characters: true, Prompt: "choose a non-unique participating character", Filter: All(ParticipatingChar, NonUnique, CanBow)},
		Effect: func(x *Ctx) { x.Bow(x.Target()) },
	}}})

	// Roving Michibiku: after it wins a conflict, its player takes a ring
	// from the defending player's claimed ring pool.
	michibiku := make([]Option, len(RingNames))
	for i, name := range RingNames {
		michibiku[i] = Option{Label: name,
			Can: func(x *Ctx) bool { return x.S.Rings[i].Claimed == x.S.Conf.Defender && x.S.Conf.Defender != x.P },
			Do:  func(x *Ctx) { x.TakeRing(i) }}
	}
	Register("roving-michibiku", &Text{Abilities: []*Ability{{
		Text: "after it wins a conflict: take a ring from the defending player's claimed ring pool", Timing: Reaction, On: EvResolved,
		If:     selfWon(func(x *Ctx) bool { return x.S.Conf.Defender != x.P && len(x.S.RingsHeldBy(x.S.Conf.Defender)) > 0 }),
		Select: &Select{Options: michibiku},
	}}})

	// Chikai Order Protector: while it defends beside a participating
	// Courtier or Shugenja of its player's, it does not bow as the conflict
	// resolves.
	Register("chikai-order-protector", &Text{Bars: []string{ActResolutionBow}, Says: "while it defends with a participating Courtier or Shugenja of yours, it does not bow as the conflict resolves",
		Cannot: func(s *State, self int, a Act) bool {
			if a.Kind != ActResolutionBow || !s.IsDefending(self) {
				return false
			}
			for _, id := range s.Participants(s.Controller(self)) {
				if s.HasTrait(id, "courtier") || s.HasTrait(id, "shugenja") {
					return true
				}
			}
			return false
		}})

	// Sage of Gisei Toshi: during a conflict, if its player is more
	// honorable, it goes home, and then so does a participant its opponent
	// controls.
	Register("sage-of-gisei-toshi", &Text{Abilities: []*Ability{{
		Text: "while more honorable: it goes home, then an opposing participant does", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return MoreHonorable(x) && SelfParticipating(x) && CanSendHome(x, x.Self) },
		Target: &Target{Characters: true, Prompt: "choose a participating character your opponent controls", Filter: All(ParticipatingChar, Opponents, CanSendHome)},
		Effect: func(x *Ctx) { x.SendHome(x.Self) },
		Then:   func(x *Ctx) { x.SendHome(x.Target()) },
	}}})

	// Isawa Tadaka: while the Earth ring is contested or in its player's
	// claimed ring pool, opponents cannot play an event of which a copy (a
	// card of the same title) lies in their conflict discard pile.
	Register("isawa-tadaka", &Text{Bars: []string{ActPlayEvent}, Says: "while the Earth ring is contested or claimed by you, opponents cannot play events with a copy in their conflict discard pile",
		Forbid: func(s *State, self int, a Act) bool {
			p := s.Controller(self)
			if a.Kind != ActPlayEvent || a.By == p || a.By < 0 {
				return false
			}
			if !(s.Conf.Active && s.Conf.Ring == Earth) && !s.HasClaimedRing(p, Earth) {
				return false
			}
			for _, id := range s.Seat(a.By).ConflictDiscard {
				if s.Title(id) == s.Title(a.Card) {
					return true
				}
			}
			return false
		}})

	// Asako Maezawa: while she participates and her player's ready
	// participants have more glory than the opponent's, double a
	// participant's base political skill until the end of the conflict.
	Register("asako-maezawa", &Text{Abilities: []*Ability{{
		Text: "with more glory among ready participants: double a participant's base political skill until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool {
			return SelfParticipating(x) && x.S.ParticipantGlory(x.P) > x.S.ParticipantGlory(x.Opp())
		},
		Target: &Target{Characters: true, Prompt: "choose a participating character", Filter: All(ParticipatingChar, NoDash("political"))},
		Effect: func(x *Ctx) { x.Lasting(ModDoublePol, 0, "conflict", x.Target()) },
	}}})

	// Ethereal Dreamer: as the conflict phase begins, choose a ring: this
	// phase it gets +2/+2 while that ring is contested.
	dreamer := make([]Option, len(RingNames))
	for i, name := range RingNames {
		dreamer[i] = Option{Label: name, Do: func(x *Ctx) { x.Lasting("ethereal-dreamer:"+name, 0, "phase", x.Self) }}
	}
	Register("ethereal-dreamer", &Text{Says: "+2/+2 while the ring chosen as the conflict phase began is contested",
		ModKinds: []string{ModMil, ModPol},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if !s.Conf.Active {
				return
			}
			chosen := "ethereal-dreamer:" + RingNames[s.Conf.Ring]
			for _, l := range s.Effects.List {
				if l.Kind == chosen && slices.Contains(l.Cards, self) {
					Skills(add, self, 2)
					return
				}
			}
		},
		Abilities: []*Ability{{
			Text: "after the conflict phase begins: choose a ring; +2/+2 while it is contested this phase", Timing: Reaction, On: EvPhase,
			If:     func(x *Ctx) bool { return x.Event().Label == "conflict" },
			Select: &Select{Options: dreamer},
		}}})

	// Chukan Nobue: the abilities its player's opponents trigger cannot
	// discard cards from that player's hand.
	Register("chukan-nobue", &Text{Bars: []string{ActDiscardFromHand}, Says: "your opponents' abilities cannot discard cards from your hand",
		Forbid: func(s *State, self int, a Act) bool {
			p := s.Controller(self)
			return a.Kind == ActDiscardFromHand && a.By != p && a.Source >= 0 && s.Owner(a.Card) == p
		}})

	// Inquisitive Ishika: during a conflict, each card with a trait naming
	// an element of the contested ring costs 1 less to play, whoever plays
	// it.
	ishikaKinds := make([]string, len(RingNames))
	for i, name := range RingNames {
		ishikaKinds[i] = ModTraitCostLess + ":" + name
	}
	Register("inquisitive-ishika", &Text{Says: "during a conflict, cards with a trait matching an element of the contested ring cost 1 less to play",
		ModKinds: ishikaKinds,
		Mods: func(s *State, self int, add func(int, string, int)) {
			for _, e := range s.ConflictElements() {
				add(self, ishikaKinds[e], 1)
			}
		}})

	// Kaito Nobukai: while it participates, sacrifice it to bow every
	// participant; no character may be moved to this conflict afterwards.
	Register("kaito-nobukai", &Text{Abilities: []*Ability{{
		Text: "sacrifice it: bow each participating character; characters cannot be moved to this conflict", Timing: Action, Needs: NeedConflict,
		If: SelfParticipating, Costs: []Cost{SacrificeSelf()},
		Effect: func(x *Ctx) {
			var all []int
			for p := range x.S.P {
				all = append(all, x.S.Participants(p)...)
			}
			x.Bow(all...)
			for p := range x.S.P {
				x.Restrict(ModNoMoveToConflict, p, "conflict")
			}
		},
	}}})

	// Master of Gisei Toshi: as the conflict phase begins, choose a ring:
	// this phase, while it is contested, no player may play an event
	// without the Spell trait.
	gisei := make([]Option, len(RingNames))
	for i, name := range RingNames {
		gisei[i] = Option{Label: name, Do: func(x *Ctx) {
			for p := range x.S.P {
				x.Restrict(ModNoEventsWhileContested+":"+name+":spell", p, "phase")
			}
			x.S.Say("while the ", name, " ring is contested this phase, only Spell events may be played")
		}}
	}
	Register("master-of-gisei-toshi", &Text{Abilities: []*Ability{{
		Text: "after the conflict phase begins: choose a ring; while it is contested this phase, non-Spell events cannot be played", Timing: Reaction, On: EvPhase,
		If:     func(x *Ctx) bool { return x.Event().Label == "conflict" },
		Select: &Select{Options: gisei},
	}}})

	// Kaito Kosori: during each Air conflict, while it is home and ready
	// and its player has a participant, it adds its skill to their side.
	Register("kaito-kosori", &Text{Says: "in an Air conflict, ready at home while you have a participant, it contributes its skill to your side",
		ModKinds: []string{ModContributeFromHome},
		Mods: func(s *State, self int, add func(int, string, int)) {
			c := s.Card(self)
			if c.Zone == ZPlay && !c.InConflict && !c.Bowed && s.ConflictHasElement(Air) && len(s.Participants(s.Controller(self))) > 0 {
				add(self, ModContributeFromHome, 1)
			}
		}})

	// Kaito Temple Protector: while it defends, your opponents' card
	// effects cannot move it; and it may take another participant's current
	// skills as its base skills until the end of the conflict.
	Register("kaito-temple-protector", &Text{Bars: []string{"move-home", "move-conflict"}, Says: "while it defends, your opponents' card effects cannot move it",
		Cannot: func(s *State, self int, a Act) bool {
			return (a.Kind == "move-home" || a.Kind == "move-conflict") && s.IsDefending(self) && a.Source >= 0 && a.By != s.Controller(self)
		},
		Abilities: []*Ability{{
			Text: "while it defends: its base skills become another participant's current skills until the end of the conflict", Timing: Action, Needs: NeedDefending,
			If:     SelfDefending,
			Target: &Target{Characters: true, Prompt: "choose another participating character", Filter: All(ParticipatingChar, Other)},
			Effect: func(x *Ctx) {
				x.SetBaseSkills(x.Self, x.S.Skill(x.Target(), "military"), x.S.Skill(x.Target(), "political"), "conflict")
			},
		}}})

	// Fushichō: when it leaves play, put a Phoenix character from your
	// dynasty discard pile (the card's "dynasty pile") into play with 1
	// fate on it.
	Register("fushicho", &Text{Abilities: []*Ability{{
		Text: "when it leaves play: put a Phoenix character from your dynasty discard pile into play with 1 fate", Timing: Interrupt, On: EvLeavePlay,
		If: func(x *Ctx) bool { return contains(x.Event().Cards, x.Self) },
		Target: &Target{Prompt: "choose a Phoenix character in your dynasty discard pile", In: []Zone{ZDynastyDiscard},
			Filter: All(InOwnDiscard, Clan("phoenix"), CanPutIntoPlay)},
		Effect: func(x *Ctx) {
			x.PutIntoPlay(x.Target(), false)
			x.PlaceFate(x.Target(), 1)
		},
	}}})

	// Feral Ningyo: during a Water conflict, put it into play from your
	// hand into the conflict; at the end of the conflict, shuffle it into
	// your conflict deck.
	Register("feral-ningyo", &Text{Abilities: []*Ability{{
		Text: "during a Water conflict: put it into the conflict from your hand; it is shuffled into your conflict deck as the conflict ends", Timing: Action, Needs: NeedConflict,
		From: []Zone{ZHand},
		If:   func(x *Ctx) bool { return ConflictElement(Water)(x) && CanPutIntoConflict(x, x.Self) },
		Effect: func(x *Ctx) {
			x.PutIntoPlay(x.Self, true)
			x.Delay("conflict", x.Self)
		},
		Later: func(x *Ctx) { x.ShuffleIntoDeck(x.Targets...) },
	}}})

	// Fire Elemental Guard: during a conflict in which its player has played
	// 3 or more Spell cards, discard an attachment.
	Register("fire-elemental-guard", &Text{Abilities: []*Ability{{
		Text: "after you played 3 Spell cards this conflict: discard an attachment", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return DuringConflict(x) && x.S.PlayedThisConflict(x.P, "spell") >= 3 },
		Target: &Target{Prompt: "choose an attachment", Filter: All(Attachment, CanDiscard)},
		Effect: func(x *Ctx) { x.Discard(x.Target()) },
	}}})

	// Sincere Challenger: with composure, +2 political; during a conflict,
	// it challenges a character an opponent controls to a political duel,
	// whose winner is immune to events until the end of the conflict.
	Register("sincere-challenger", &Text{Says: "composure: +2 political",
		ModKinds: []string{ModPol},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if s.HasComposure(s.Controller(self)) {
				add(self, ModPol, 2)
			}
		},
		Abilities: []*Ability{{
			Text: "during a conflict: political duel with an opponent's character; the winner is immune to events until the end of the conflict", Timing: Action, Needs: NeedConflict,
			If:     DuringConflict,
			Target: &Target{Characters: true, Prompt: "choose a character your opponent controls to challenge", Filter: All(Character, Opponents, NoDash("political"))},
			Duel: &DuelSpec{Type: "political", Result: func(x *Ctx, winner, loser int) {
				x.Lasting(ModImmune+":event", 1, "conflict", winner)
			}},
		}}})

	// Asako Azunami: when you would resolve the Water ring's effect, bow a
	// character and ready a different one instead (each "you may": a
	// character chosen that is already bowed, or ready, is left as it is).
	Register("asako-azunami", &Text{Abilities: []*Ability{{
		Text: "when you would resolve the Water ring's effect: instead, bow a character and ready a different one", Timing: Interrupt, Would: true, On: EvRingEffectWould,
		If:     func(x *Ctx) bool { return x.Event().Player == x.P && x.Event().N == Water },
		Target: &Target{Characters: true, Prompt: "choose the character to bow, then a different character to ready", Count: 2, Filter: Character},
		Instead: func(x *Ctx) {
			x.ReplaceRingEffect()
			if CanBow(x, x.Targets[0]) {
				x.Bow(x.Targets[0])
			}
			if CanReady(x, x.Targets[1]) {
				x.Ready(x.Targets[1])
			}
		},
	}}})

	// Fire Tensai Acolyte: it may be declared as an attacker only in a
	// Fire conflict.
	Register("fire-tensai-acolyte", &Text{Bars: []string{ActDeclareAttacker}, Says: "it can be declared as an attacker only in Fire conflicts",
		Cannot: func(s *State, self int, a Act) bool {
			return a.Kind == ActDeclareAttacker && !s.ConflictHasElement(Fire)
		}})

	// Isawa Ujina: forced, each time the Void ring is claimed, remove a
	// character with no fate from the game (no limit).
	Register("isawa-ujina", &Text{Abilities: []*Ability{{
		Text: "after the Void ring is claimed: remove a character with no fate from the game", Timing: ForcedReaction, On: EvClaimRing,
		If:     func(x *Ctx) bool { return x.Event().N == Void },
		Target: &Target{Characters: true, Prompt: "choose a character with no fate", Filter: All(Character, Not(HasFate))},
		Effect: func(x *Ctx) { x.RemoveFromGame(x.Target()) },
		Limit:  Unlimited,
	}}})
}
