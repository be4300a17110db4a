package cards

import (
	"slices"

	"tessen/engine"
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

	// Yoritomo: +X military and +X political, X the fate in his
	// controller's pool.
	Register("yoritomo", &Text{Says: "+1 military and +1 political per fate in your fate pool", ModKinds: []string{ModMil, ModPol},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if s.Cards[self].Zone != ZPlay {
				return
			}
			if n := s.P[s.Controller(self)].Fate; n > 0 {
				Skills(add, self, n)
			}
		}})

	// Imperial Librarian (Fire role only): every other character in play
	// has 1 more glory.
	Register("imperial-librarian", &Text{Says: "each other character gets +1 glory", ModKinds: []string{ModGlory},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if s.Cards[self].Zone != ZPlay {
				return
			}
			for p := range s.P {
				for _, id := range s.P[p].Play {
					if id != self {
						add(id, ModGlory, 1)
					}
				}
			}
		}})

	// Kudaka: after his controller claims the Air ring, gain 1 fate and
	// draw 1 card; twice a round.
	Register("kudaka", &Text{Abilities: []*Ability{{
		Text: "after you claim the Air ring: gain 1 fate and draw 1 card", Timing: Reaction, On: EvClaimRing,
		If: func(x *Ctx) bool { return x.Event().Player == x.P && x.Event().N == Air },
		Effect: func(x *Ctx) {
			x.GainFate(x.P, 1)
			x.Draw(x.P, 1)
		},
		Limit: PerRound(2),
	}}})

	// Mantis Seafarer (Air role only): each time it wins a conflict, its
	// controller may lose 1 honor to gain 1 fate.
	Register("mantis-seafarer", &Text{Abilities: []*Ability{{
		Text: "after it wins a conflict, lose 1 honor: gain 1 fate", Timing: Reaction, On: EvResolved,
		If: selfWon(nil), Costs: []Cost{LoseHonor(1)},
		Effect: func(x *Ctx) { x.GainFate(x.P, 1) },
		Limit:  Unlimited,
	}}})

	// Marauding Oni: never honored nor dishonored; each time it is
	// declared as an attacker or a defender, its controller loses 1 honor.
	Register("marauding-oni", &Text{Bars: []string{EvHonor, EvDishonor}, Says: "it cannot be honored or dishonored",
		Cannot: func(s *State, self int, a Act) bool { return a.Kind == EvHonor || a.Kind == EvDishonor },
		Abilities: []*Ability{{
			Text: "after it is declared as an attacker or a defender: lose 1 honor", Timing: ForcedReaction, On: EvDeclared + "|" + EvDefended,
			If:     func(x *Ctx) bool { return contains(x.Event().Cards, x.Self) },
			Effect: func(x *Ctx) { x.LoseHonor(x.P, 1) },
			Limit:  Unlimited,
		}}})

	// Armament Artisan: after another character its controller controls
	// is honored, it is honored too.
	Register("armament-artisan", &Text{Abilities: []*Ability{{
		Text: "after another character you control is honored: honor it", Timing: Reaction, On: EvHonor,
		If: func(x *Ctx) bool {
			for _, id := range x.Event().Cards {
				if id != x.Self && x.S.IsCharacter(id) && x.S.Controller(id) == x.P {
					return CanHonor(x, x.Self)
				}
			}
			return false
		},
		Effect: func(x *Ctx) { x.Honor(x.Self) },
	}}})

	// Seppun Truthseeker: as it leaves play, each player draws 2 cards.
	Register("seppun-truthseeker", &Text{Abilities: []*Ability{{
		Text: "when it leaves play: each player draws 2 cards", Timing: ForcedInterrupt, On: EvLeavePlay,
		If: func(x *Ctx) bool { return contains(x.Event().Cards, x.Self) },
		Effect: func(x *Ctx) {
			for p := range x.S.P {
				x.Draw(p, 2)
			}
		},
	}}})

	// Guardian Kami (Keeper role only) and Kami Unleashed (Seeker role
	// only): while it defends (attacks), sacrifice it to resolve the
	// contested ring's effect as if its controller had won the conflict as
	// the attacker. Max 1 per conflict.
	for id, side := range map[string]struct {
		while func(x *Ctx) bool
		needs engine.Needs
		says  string
	}{"guardian-kami": {SelfDefending, NeedDefending, "defending"}, "kami-unleashed": {SelfAttacking, NeedAttacking, "attacking"}} {
		Register(id, &Text{Abilities: []*Ability{{
			Text: "while " + side.says + ", sacrifice it: resolve the contested ring's effect as the attacking player", Timing: Action, Needs: NeedConflict | side.needs,
			If: side.while, Costs: []Cost{SacrificeSelf()},
			Effect: func(x *Ctx) { x.ResolveRingAs(x.P, x.S.Conf.Ring) },
			Max:    PerConflict(1),
		}}})
	}

	// Humble Magistrate (Seeker role only): while it attacks, characters
	// with printed cost 4 or higher do not count their skill toward the
	// conflict's result.
	Register("humble-magistrate", &Text{Bars: []string{ActCountSkill}, Says: "while it attacks, characters with printed cost 4 or higher do not count their skill toward the conflict's result",
		Forbid: func(s *State, self int, a Act) bool {
			return a.Kind == ActCountSkill && s.Participating(self) && s.Controller(self) == s.Conf.Attacker && s.Printed(a.Card).Cost >= 4
		}})

	// Seppun Hidden Guard: when a character ability that targets a unique
	// character its controller controls would initiate, sacrifice it to
	// cancel those effects; the ability's player then discards 1 card at
	// random.
	Register("seppun-hidden-guard", &Text{Abilities: []*Ability{{
		Text: "sacrifice it, when a character ability targeting a unique character of yours would initiate: cancel it; its player discards 1 card at random", Timing: Interrupt, Would: true, On: EvInitiate,
		If: func(x *Ctx) bool {
			e := x.Event()
			return e.Label == "character" && slices.ContainsFunc(e.Cards, func(id int) bool {
				return x.S.IsCharacter(id) && x.S.Controller(id) == x.P && x.S.Printed(id).Unique
			})
		},
		Costs: []Cost{SacrificeSelf()},
		Effect: func(x *Ctx) {
			x.CancelTrigger()
			x.DiscardAtRandom(x.Event().Player, 1)
		},
	}}})

	// Miya Satoshi: discard the top cards of your dynasty deck until an
	// Imperial card is discarded; then discard a card in one of your
	// non-stronghold provinces and put that Imperial card there, faceup.
	// The Imperial card found is the top of the dynasty discard pile once
	// the discards stop: the deck was not empty, so if none was found the
	// top is the deck's last card, not an Imperial one.
	imperialDiscarded := func(x *Ctx) int {
		d := x.S.P[x.P].DynastyDiscard
		if len(d) == 0 || !x.S.Printed(d[len(d)-1]).HasTrait("imperial") {
			return -1
		}
		return d[len(d)-1]
	}
	Register("miya-satoshi", &Text{Abilities: []*Ability{{
		Text: "discard from your dynasty deck until an Imperial card; then swap it for a card in one of your provinces, faceup", Timing: Action,
		If: func(x *Ctx) bool { return len(x.S.P[x.P].DynastyDeck) > 0 },
		Effect: func(x *Ctx) {
			for {
				if id := x.DiscardTopOfDynastyDeck(x.P); id < 0 || x.S.Printed(id).HasTrait("imperial") {
					return
				}
			}
		},
		Pick: &Pick{Prompt: "choose a card in one of your provinces to discard: the Imperial card takes its place",
			From: func(x *Ctx) []int {
				if imperialDiscarded(x) < 0 {
					return nil
				}
				return inOwnProvinces(x)
			},
			Do: func(x *Ctx, id int) {
				imp, prov := imperialDiscarded(x), int(x.S.Card(id).Prov)
				x.DiscardFromProvince(id)
				x.PutInProvince(imp, prov)
			}},
	}}})

	// Akodo Toturi (the Imperial cycle's, 16-akodo-toturi): while he
	// participates and his player holds the Imperial Favor, no player can
	// play cards from hand until the end of the conflict.
	Register("16-akodo-toturi", &Text{Abilities: []*Ability{{
		Text: "while participating, with the Imperial Favor: no player can play cards from hand until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool { return SelfParticipating(x) && x.S.HoldsFavor(x.P) },
		Effect: func(x *Ctx) {
			for p := range x.S.P {
				x.Restrict(ModNoHandPlay, p, "conflict")
			}
		},
	}}})

	// Righteous Magistrate (Keeper role only): while it defends, no player
	// gains or loses honor.
	Register("righteous-magistrate", &Text{Bars: []string{ActGainHonor, ActLoseHonor}, Says: "while it defends, players cannot gain or lose honor",
		Forbid: func(s *State, self int, a Act) bool {
			return (a.Kind == ActGainHonor || a.Kind == ActLoseHonor) && s.IsDefending(self)
		}})

	// Aspiring Challenger: +2 glory while its controller has composure;
	// during a conflict, it challenges a participating opposing character
	// to a military duel, and the winner is honored (the duellists taking
	// part in the conflict, as for Mirumoto Raitsugu).
	Register("aspiring-challenger", &Text{Says: "+2 glory while you have composure", ModKinds: []string{ModGlory},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if s.Cards[self].Zone == ZPlay && s.HasComposure(s.Controller(self)) {
				add(self, ModGlory, 2)
			}
		},
		Abilities: []*Ability{{
			Text: "military duel against a participating opposing character: honor the winner", Timing: Action, Needs: NeedConflict,
			If:     func(x *Ctx) bool { return SelfParticipating(x) && !x.S.Dash(x.Self, "military") },
			Target: &Target{Characters: true, Prompt: "choose a participating character your opponent controls", Filter: All(ParticipatingChar, Opponents, NoDash("military"))},
			Duel: &DuelSpec{Type: "military", Result: func(x *Ctx, winner, loser int) {
				if CanHonor(x, winner) {
					x.Honor(winner)
				}
			}},
		}}})

	// Mantis Tenkinja (Water role only): as its controller plays an event,
	// they may lose 1 honor to have it cost 1 less (an event that costs
	// nothing cannot be reduced).
	Register("mantis-tenkinja", &Text{Abilities: []*Ability{{
		Text: "when you play an event, lose 1 honor: it costs 1 less", Timing: Interrupt, On: EvPlayingEvent,
		If:     func(x *Ctx) bool { e := x.Event(); return e.Player == x.P && x.S.Printed(e.Source).Cost > 0 },
		Costs:  []Cost{LoseHonor(1)},
		Effect: func(x *Ctx) { x.Discount(ModEventDiscount, 1, "phase") },
	}}})

	// Ivory Kingdoms Unicorn: after a conflict it attacked in that broke a
	// province, its player declares their next conflict of the phase at
	// once, a military one instead of its normal type (with a ready
	// character that could attack in one: the declaration may still be
	// passed).
	Register("ivory-kingdoms-unicorn", &Text{Abilities: []*Ability{{
		Text: "after a conflict it attacked in broke a province: declare your next conflict at once, military instead of its normal type", Timing: Reaction, On: EvConflictEnds,
		If: func(x *Ctx) bool {
			e, pl := x.Event(), x.S.P[x.P]
			return e.Player == x.P && contains(e.Cards, x.Self) && x.S.Conf.Broke && pl.Opps >= 1 &&
				(!pl.Declared("military") || !pl.Declared("political")) &&
				len(charactersOf(x, x.P, func(x *Ctx, id int) bool { return !x.S.Card(id).Bowed && !x.S.Dash(id, "military") })) > 0
		},
		Effect: func(x *Ctx) { x.DeclareNowAs("military") },
	}}})

	// Kujira's Hireling: any player may spend 1 fate to give it +1/+1, or
	// -1/-1, until the end of the phase, as often as they like.
	Register("kujiras-hireling", &Text{Abilities: []*Ability{{
		Text: "any player, spend 1 fate: it gets +1/+1, or -1/-1, until the end of the phase", Timing: Action, AnyPlayer: true,
		Costs: []Cost{SpendFate(1)},
		Select: &Select{Options: []Option{
			{Label: "plus-one", Do: func(x *Ctx) { x.LastingSkills(1, "phase", x.Self) }},
			{Label: "minus-one", Do: func(x *Ctx) { x.LastingSkills(-1, "phase", x.Self) }},
		}},
		Limit: Unlimited,
	}}})

	// Awakened Tsukumogami (Void role only): while it is in play, its
	// controller may pay a conflict card's cost with the fate on a ring
	// whose element one of that card's traits names (RR-FATE-7).
	Register("awakened-tsukumogami", &Text{Says: "you may pay a conflict card's cost with fate from a ring whose element matches one of its traits",
		ModKinds: []string{ModRingFatePays},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if s.Cards[self].Zone == ZPlay {
				add(self, ModRingFatePays, 1)
			}
		}})

	// Hantei XXXVIII: no attachments (the keyword); discarded while an
	// opponent holds the Imperial Favor; during a conflict, bows a
	// participating character; and as an opponent triggers an ability that
	// chooses targets, its controller chooses them in that opponent's place
	// (RR-TARGET-9).
	Register("hantei-xxxviii", &Text{Says: "it is discarded while an opponent holds the Imperial Favor",
		DiscardIf: func(s *State, self int) bool { return s.Favor >= 0 && !s.HoldsFavor(s.Controller(self)) },
		Abilities: []*Ability{{
			Text: "during a conflict: bow a participating character", Timing: Action, Needs: NeedConflict,
			If:     DuringConflict,
			Target: &Target{Characters: true, Prompt: "choose a participating character to bow", Filter: All(ParticipatingChar, CanBow)},
			Effect: func(x *Ctx) { x.Bow(x.Target()) },
		}, {
			Text: "when an opponent triggers an ability that chooses targets: you choose them instead", Timing: Interrupt, On: EvTargeting,
			If:     ByAnOpponent,
			Effect: func(x *Ctx) { x.ChooseTargetsInstead() },
		}},
	})
}
