package cards

import (
	"slices"
	"strings"

	. "tessen/games/l5rlcg"
)

// Dragon characters.
func init() {
	Register("agasha-swordsmith", &Text{Abilities: []*Ability{{
		Text: "search the top 5 cards of your conflict deck for an attachment", Timing: Action,
		If:   func(x *Ctx) bool { return len(x.S.P[x.P].ConflictDeck) > 0 },
		Pick: search(func(x *Ctx, id int) bool { return x.S.Printed(id).Type == "attachment" }),
	}}})

	// Kitsuki Investigator: in a political conflict, spend 1 fate to an
	// unclaimed ring: look at your opponent's hand and discard a card of it.
	// Max 1 per conflict.
	Register("kitsuki-investigator", &Text{Abilities: []*Ability{{
		Text: "spend 1 fate to an unclaimed ring: look at your opponent's hand and discard a card from it", Timing: Action, Needs: NeedPolitical,
		If: func(x *Ctx) bool {
			return SelfParticipating(x) && ConflictOfType("political")(x) && len(x.S.Seat(x.Opp()).Hand) > 0
		},
		Costs: []Cost{SpendFateToRing(1)}, Max: PerConflict(1),
		Pick: &Pick{Prompt: "choose a card from your opponent's hand to discard",
			From: func(x *Ctx) []int { return append([]int(nil), x.S.Seat(x.Opp()).Hand...) },
			Do:   func(x *Ctx, id int) { x.DiscardFromHandCard(id) }},
	}}})

	// Enlightened Warrior: after an opponent selects a ring with fate on it
	// (declaring a conflict), place 1 fate on this character.
	Register("enlightened-warrior", &Text{Abilities: []*Ability{{
		Text: "after an opponent declares a conflict on a ring with fate: place 1 fate on it", Timing: Reaction, On: EvDeclared,
		If:     func(x *Ctx) bool { return ByAnOpponent(x) && x.Event().M > 0 },
		Effect: func(x *Ctx) { x.PlaceFate(x.Self, 1) },
	}}})

	// Togashi Yokuni: gain a triggered ability printed on another character
	// until the end of the phase. Max 1 per round. (Of a character with
	// several, the first is taken: see docs/rulings.md.)
	Register("togashi-yokuni", &Text{Abilities: []*Ability{{
		Text: "gain a triggered ability printed on another character until the end of the phase", Timing: Action,
		Target: &Target{Characters: true, Prompt: "choose another character with a triggered ability", Filter: All(Character, Other,
			func(x *Ctx, id int) bool { return x.S.FirstTriggered(id) >= 0 })},
		Effect: func(x *Ctx) { x.GainAbility(x.Target(), x.S.FirstTriggered(x.Target()), "phase") },
		Max:    PerRound(1),
	}}})

	// Tattooed Wanderer: may be played as an attachment; the attached
	// character gains covert.
	Register("tattooed-wanderer", &Text{Says: "may be played as an attachment; attached, it gives its character covert", AsAttachment: true,
		ModKinds: []string{ModKeyword + ":covert"},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if c := s.Card(self); c.Zone == ZAttached {
				add(int(c.Parent), ModKeyword+":covert", 1)
			}
		}})

	// Togashi Kazue: may be played as an attachment; then, during a
	// conflict its character takes part in, move 1 fate from another
	// participant to the attached character.
	Register("togashi-kazue", &Text{Says: "may be played as an attachment", AsAttachment: true, Abilities: []*Ability{{
		Text: "attached: move 1 fate from another participant to the attached character", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool {
			c := x.S.Card(x.Self)
			return c.Zone == ZAttached && x.S.Participating(int(c.Parent))
		},
		Target: &Target{Characters: true, Prompt: "choose another participating character with fate", Filter: All(ParticipatingChar, CanRemoveFate,
			func(x *Ctx, id int) bool { return id != parentOf(x) })},
		Effect: func(x *Ctx) { x.MoveFate(x.Target(), parentOf(x)) },
	}}})

	// Seeker of Enlightenment: +1/+1 for each fate on the unclaimed rings.
	Register("seeker-of-enlightenment", &Text{Says: "+1 military and +1 political for each fate on the unclaimed rings", ModKinds: []string{ModMil, ModPol}, Mods: func(s *State, self int, add func(int, string, int)) {
		Skills(add, self, s.UnclaimedRingFate())
	}})

	// Mirumoto Raitsugu: while participating, challenge an opponent's
	// participating character to a military duel; the loser is discarded
	// if it has no fate, else it loses 1 fate.
	Register("mirumoto-raitsugu", &Text{Abilities: []*Ability{{
		Text: "military duel: the loser loses 1 fate, or is discarded if it has none", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return SelfParticipating(x) && !x.S.Dash(x.Self, "military") },
		Target: &Target{Characters: true, Prompt: "choose a participating character your opponent controls", Filter: All(ParticipatingChar, Opponents, NoDash("military"))},
		Duel: &DuelSpec{Type: "military", Result: func(x *Ctx, winner, loser int) {
			if x.S.Card(loser).Fate == 0 {
				x.Discard(loser)
			} else {
				x.RemoveFate(loser, 1)
			}
		}},
	}}})

	// Doomed Shugenja: no additional fate may be placed on it when it is
	// played from a province.
	Register("doomed-shugenja", &Text{Bars: []string{ActFateFromProvince}, Says: "no fate may be placed on it as it is played from a province", Cannot: func(s *State, self int, a Act) bool {
		return a.Kind == ActFateFromProvince
	}})

	// Niten Adept: while participating, bow an attachment on it to bow a
	// participating character without attachments.
	Register("niten-adept", &Text{Abilities: []*Ability{{
		Text: "bow one of its attachments: bow a participating character without attachments", Timing: Action, Needs: NeedConflict,
		If: SelfParticipating,
		Costs: []Cost{{Text: "bow an attachment on this character",
			Choices: func(x *Ctx) []int {
				var out []int
				for _, a := range x.S.Attachments(x.Self) {
					if !x.S.Card(a).Bowed && x.S.Controller(a) == x.P {
						out = append(out, a)
					}
				}
				return out
			},
			Pay: func(x *Ctx, a int) { x.BowCost(a) }}},
		Target: &Target{Characters: true, Prompt: "choose a participating character without attachments",
			Filter: All(ParticipatingChar, CanBow, func(x *Ctx, id int) bool { return len(x.S.Attachments(id)) == 0 })},
		Effect: func(x *Ctx) { x.Bow(x.Target()) },
	}}})

	// Niten Master: after you attach a Weapon to it, ready it. Limit twice
	// per round.
	Register("niten-master", &Text{Abilities: []*Ability{{
		Text: "after you attach a Weapon to it: ready it", Timing: Reaction, On: EvEnterPlay,
		If: func(x *Ctx) bool {
			a := x.Event().Cards[0]
			return x.Event().Player == x.P && x.S.Parent(a) == x.Self && x.S.HasTrait(a, "weapon") && CanReady(x, x.Self)
		},
		Effect: func(x *Ctx) { x.Ready(x.Self) },
		Limit:  PerRound(2),
	}}})

	// Togashi Initiate: while attacking, spend 1 fate to an unclaimed ring
	// to honor it.
	Register("togashi-initiate", &Text{Abilities: []*Ability{{
		Text: "while attacking, spend 1 fate to an unclaimed ring: honor it", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool { return SelfAttacking(x) && CanHonor(x, x.Self) }, Costs: []Cost{SpendFateToRing(1)},
		Effect: func(x *Ctx) { x.Honor(x.Self) },
	}}})

	// Ascetic Visionary: while attacking, spend 1 fate to an unclaimed ring
	// to ready a Monk, or a character with a Monk attachment.
	Register("ascetic-visionary", &Text{Abilities: []*Ability{{
		Text: "while attacking, spend 1 fate to an unclaimed ring: ready a Monk or a character with a Monk attachment", Timing: Action, Needs: NeedConflict,
		If: SelfAttacking, Costs: []Cost{SpendFateToRing(1)},
		Target: &Target{Characters: true, Prompt: "choose a Monk character or one with a Monk attachment", Filter: All(Character, CanReady, monkish)},
		Effect: func(x *Ctx) { x.Ready(x.Target()) },
	}}})

	// Mirumoto Prodigy: while it attacks alone, its opponent cannot declare
	// more than one defender.
	Register("mirumoto-prodigy", &Text{Bars: []string{ActDefendSeveral}, Says: "while it attacks alone, no more than one character may defend", Forbid: func(s *State, self int, a Act) bool {
		return a.Kind == ActDefendSeveral && s.Participating(self) && len(s.Participants(s.Controller(self))) == 1 &&
			s.Conf.Attacker == s.Controller(self)
	}})

	// Kitsuki Yaruma: after it enters play, turn an unbroken faceup
	// province facedown.
	Register("kitsuki-yaruma", &Text{Abilities: []*Ability{{
		Text: "after it enters play: turn an unbroken province facedown", Timing: Reaction, On: EvEnterPlay,
		If: func(x *Ctx) bool { return slices.Contains(x.Event().Cards, x.Self) },
		Target: &Target{Prompt: "choose an unbroken faceup province",
			Filter: func(x *Ctx, id int) bool {
				c := x.S.Card(id)
				return c.Zone == ZProvinceCard && !c.Broken && !c.Facedown
			}},
		Effect: func(x *Ctx) { x.TurnFacedown(x.Target()) },
	}}})

	// Northern Wall Sensei: while it participates, a participating
	// character of yours with an attachment becomes immune to events until
	// the end of the conflict.
	Register("northern-wall-sensei", &Text{Abilities: []*Ability{{
		Text: "while participating: one of your participants with an attachment is immune to events until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If: SelfParticipating,
		Target: &Target{Characters: true, Prompt: "choose a participating character you control with an attachment",
			Filter: All(ParticipatingChar, Friendly, func(x *Ctx, id int) bool { return len(x.S.Attachments(id)) > 0 })},
		Effect: func(x *Ctx) { x.Lasting(ModImmune+":event", 1, "conflict", x.Target()) },
	}}})

	// Enigmatic Magistrate: while it attacks, a participant's skill counts
	// toward the conflict's result only if its printed cost is odd.
	Register("enigmatic-magistrate", &Text{Bars: []string{ActCountSkill}, Says: "while it attacks, only characters with an odd printed cost count their skill in the conflict", Forbid: func(s *State, self int, a Act) bool {
		return a.Kind == ActCountSkill && s.Participating(self) && s.Controller(self) == s.Conf.Attacker && s.Printed(a.Card).Cost%2 == 0
	}})

	// Itinerant Philosopher: while it participates, discard the Imperial
	// Favor to bow an opposing participant that has an attachment.
	Register("itinerant-philosopher", &Text{Abilities: []*Ability{{
		Text: "while participating, discard the Imperial Favor: bow an opposing participant with an attachment", Timing: Action, Needs: NeedConflict,
		If:    SelfParticipating,
		Costs: []Cost{DiscardFavor()},
		Target: &Target{Characters: true, Prompt: "choose a participating character your opponent controls with an attachment",
			Filter: All(ParticipatingChar, Opponents, CanBow, func(x *Ctx, id int) bool { return len(x.S.Attachments(id)) > 0 })},
		Effect: func(x *Ctx) { x.Bow(x.Target()) },
	}}})

	// Impulsive Novice: +1/+1 while its controller has claimed the Fire
	// or the Void ring.
	Register("impulsive-novice", &Text{Says: "+1 military and +1 political while you have claimed the Fire or the Void ring", ModKinds: []string{ModMil, ModPol}, Mods: func(s *State, self int, add func(int, string, int)) {
		if p := s.Controller(self); s.HasClaimedRing(p, Fire) || s.HasClaimedRing(p, Void) {
			Skills(add, self, 1)
		}
	}})

	// Volcanic Troll: +2/+2 while the Fire ring is in the unclaimed pool
	// (not while it is contested; its "no attachments except Weapon" is
	// the keyword's).
	Register("volcanic-troll", &Text{Says: "+2 military and +2 political while the Fire ring is unclaimed", ModKinds: []string{ModMil, ModPol}, Mods: func(s *State, self int, add func(int, string, int)) {
		if s.Unclaimed(Fire) {
			Skills(add, self, 2)
		}
	}})

	// Kitsuki Counselor: composure, +1/+1.
	Register("kitsuki-counselor", &Text{Says: "composure: +1 military and +1 political", ModKinds: []string{ModMil, ModPol}, Mods: func(s *State, self int, add func(int, string, int)) {
		if s.HasComposure(s.Controller(self)) {
			Skills(add, self, 1)
		}
	}})

	// Agasha Sumiko: while its controller holds the Imperial Favor, it is
	// not bowed by the resolution of a conflict it attacks in.
	Register("agasha-sumiko", &Text{Bars: []string{ActResolutionBow}, Says: "while you have the Imperial Favor, it does not bow at the resolution of a conflict in which it attacks", Cannot: func(s *State, self int, a Act) bool {
		p := s.Controller(self)
		return a.Kind == ActResolutionBow && s.HoldsFavor(p) && s.Conf.Attacker == p && s.Participating(self)
	}})

	// Tranquil Philosopher: move 1 fate from an unclaimed ring to another
	// unclaimed ring; then gain 1 honor.
	Register("tranquil-philosopher", &Text{Abilities: []*Ability{{
		Text: "move 1 fate from an unclaimed ring to another unclaimed ring, then gain 1 honor", Timing: Action,
		Can: canRingToRing, Select: ringToRing,
		Then: func(x *Ctx) { x.GainHonor(x.P, 1) },
	}}})

	// Master Alchemist: during a conflict, spend 1 fate to the Fire ring to
	// honor or dishonor a character.
	Register("master-alchemist", &Text{Abilities: []*Ability{{
		Text: "spend 1 fate to the Fire ring: honor or dishonor a character", Timing: Action, Needs: NeedConflict,
		If: DuringConflict, Costs: []Cost{SpendFateTo(Fire, 1)},
		Target: honorOrDishonorTarget, Select: honorOrDishonorSelect,
	}}})

	// Togashi Mendicant: after the fate phase begins, look at the top 3
	// cards of your dynasty deck and put them back in the order you choose.
	mendicantTop := func(x *Ctx) []int { return x.S.TopOfDynastyDeck(x.P, 3) }
	Register("togashi-mendicant", &Text{Abilities: []*Ability{{
		Text: "after the fate phase begins: look at the top 3 cards of your dynasty deck and put them back in any order", Timing: Reaction, On: EvPhase,
		If:   func(x *Ctx) bool { return x.Event().Label == "fate" && len(x.S.P[x.P].DynastyDeck) > 0 },
		Pick: reorderTop(mendicantTop),
	}}})

	// Agasha Taiko: after you play it, no conflict can be declared against
	// a non-stronghold province of your choice this round.
	Register("agasha-taiko", &Text{Abilities: []*Ability{{
		Text: "after you play it: a non-stronghold province cannot be attacked this round", Timing: Reaction, On: EvPlayed,
		If: func(x *Ctx) bool {
			e := x.Event()
			return e.Player == x.P && len(e.Cards) == 1 && e.Cards[0] == x.Self
		},
		Target: &Target{Prompt: "choose a non-stronghold province", In: []Zone{ZProvinceCard},
			Filter: func(x *Ctx, id int) bool {
				c := x.S.Card(id)
				return c.Zone == ZProvinceCard && int(c.Prov) != StrongholdProv && !c.Broken
			}},
		Effect: func(x *Ctx) {
			for _, typ := range []string{"military", "political"} {
				x.Lasting("cannot:"+ActDeclare+":"+typ, 0, "round", x.Target())
			}
		},
	}}})

	// Prudent Challenger: while participating, a military duel against an
	// opposing participant; discard an attachment of the loser's.
	Register("prudent-challenger", &Text{Abilities: []*Ability{{
		Text: "military duel with an opposing participant: discard an attachment on the loser", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return SelfParticipating(x) && !x.S.Dash(x.Self, "military") },
		Target: &Target{Characters: true, Prompt: "choose a participating character your opponent controls", Filter: All(ParticipatingChar, Opponents, NoDash("military"))},
		Duel:   &DuelSpec{Type: "military"},
		Pick: &Pick{AfterDuel: true, Prompt: "choose an attachment on the duel's loser to discard",
			From: func(x *Ctx) []int {
				if x.S.Duel.Loser < 0 {
					return nil
				}
				var out []int
				for _, a := range x.S.Attachments(x.S.Duel.Loser) {
					if CanDiscard(x, a) {
						out = append(out, a)
					}
				}
				return out
			},
			Do: func(x *Ctx, id int) { x.Discard(id) }},
	}}})

	// Kitsuki Shomon: when another character you control would be
	// dishonored, this one is dishonored instead; then it readies.
	Register("kitsuki-shomon", &Text{Abilities: []*Ability{{
		Text: "when another character you control would be dishonored: dishonor this one instead, then ready it", Timing: Interrupt, Would: true, On: EvDishonor,
		If: func(x *Ctx) bool {
			e := x.Event()
			return len(e.Cards) == 1 && e.Cards[0] != x.Self && x.S.IsCharacter(e.Cards[0]) && x.S.Controller(e.Cards[0]) == x.P && CanDishonor(x, x.Self)
		},
		Instead: func(x *Ctx) { x.Redirect(x.Self) },
		Then: func(x *Ctx) {
			if CanReady(x, x.Self) {
				x.Ready(x.Self)
			}
		},
	}}})

	// Kitsuki Jusai: after the honor dials are revealed, with a bid equal
	// to an opponent's, move 1 fate from that opponent's pool to an
	// unclaimed ring.
	var jusaiRings []Option
	for i, name := range RingNames {
		jusaiRings = append(jusaiRings, Option{Label: name, Can: func(x *Ctx) bool { return x.S.Unclaimed(i) },
			Do: func(x *Ctx) { x.MovePoolFateToRing(x.Opp(), i, 1) }})
	}
	Register("kitsuki-jusai", &Text{Abilities: []*Ability{{
		Text: "after the honor dials are revealed, with a bid equal to an opponent's: move 1 fate from their pool to an unclaimed ring", Timing: Reaction, On: EvBids,
		Against: func(x *Ctx, q int) bool { return x.S.P[x.P].Bid == x.S.P[q].Bid && x.S.P[q].Fate > 0 },
		If:      func(x *Ctx) bool { return x.S.UnclaimedRings() > 0 },
		Select:  &Select{Options: jusaiRings},
	}}})

	// Ancient Master: may be played as an attachment; then, after its
	// character is declared as an attacker or a defender, search the top 5
	// cards of your conflict deck for a Kihō or a Tattoo.
	Register("ancient-master", &Text{Says: "may be played as an attachment", AsAttachment: true, Abilities: []*Ability{{
		Text: "attached: after its character is declared as an attacker or defender, search the top 5 cards of your conflict deck for a Kiho or Tattoo", Timing: Reaction,
		On: EvDeclared + "|" + EvDefended,
		If: func(x *Ctx) bool {
			c := x.S.Card(x.Self)
			return c.Zone == ZAttached && contains(x.Event().Cards, int(c.Parent)) && len(x.S.P[x.P].ConflictDeck) > 0
		},
		Pick: search(func(x *Ctx, id int) bool { return x.S.HasTrait(id, "kiho") || x.S.HasTrait(id, "tattoo") }),
	}}})

	// Agasha Shunsen: during a conflict, return 1 or more of your claimed
	// rings to the unclaimed pool: search your conflict deck for an
	// attachment costing at most as many as the rings returned and attach
	// it to a character you control. The rings are chosen as one of the
	// sets of claimed rings ("air-fire"), once the character is.
	var shunsenRings []Option
	for set := 1; set < 1<<len(RingNames); set++ {
		var names []string
		for i, n := range RingNames {
			if set&(1<<i) != 0 {
				names = append(names, n)
			}
		}
		shunsenRings = append(shunsenRings, Option{Label: strings.Join(names, "-"),
			Can: func(x *Ctx) bool {
				for i := range RingNames {
					if set&(1<<i) != 0 && x.S.Rings[i].Claimed != x.P {
						return false
					}
				}
				return true
			},
			Do: func(x *Ctx) {
				for i := range RingNames {
					if set&(1<<i) != 0 {
						x.ReturnRing(i)
					}
				}
			}})
	}
	Register("agasha-shunsen", &Text{Abilities: []*Ability{{
		Text: "return claimed rings: search your conflict deck for an attachment costing at most that many and attach it to a character you control", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return DuringConflict(x) && len(x.S.RingsHeldBy(x.P)) > 0 },
		Target: &Target{Characters: true, Prompt: "choose a character you control", Filter: All(Character, Friendly)},
		Select: &Select{Options: shunsenRings},
		Pick: &Pick{Optional: true, Prompt: "choose an attachment to attach (or pass)",
			From: func(x *Ctx) []int {
				n := len(strings.Split(x.Label, "-"))
				var out []int
				for _, id := range x.S.P[x.P].ConflictDeck {
					if d := x.S.Printed(id); d.Type == "attachment" && !d.NoCost && d.Cost <= n && x.S.CanAttach(x.Target(), id, x.P) {
						out = append(out, id)
					}
				}
				return out
			},
			Do:    func(x *Ctx, id int) { x.PutAttachmentIntoPlay(id, x.Target()) },
			After: func(x *Ctx) { x.ShuffleConflictDeck(x.P) }},
	}}})

	// Togashi Mitsu: while it participates, play a Monk, Tattoo or Kihō
	// card from your conflict discard pile as if it were in your hand; an
	// event so played goes to the bottom of your conflict deck afterwards.
	Register("togashi-mitsu", &Text{Abilities: []*Ability{{
		Text: "play a Monk, Tattoo or Kiho card from your conflict discard pile as if from hand (an event then goes to the bottom of your deck)", Timing: Action, Needs: NeedConflict,
		If: SelfParticipating,
		Target: &Target{Prompt: "choose a Monk, Tattoo or Kiho card in your conflict discard pile", In: []Zone{ZConflictDiscard},
			Filter: func(x *Ctx, id int) bool {
				return (x.S.HasTrait(id, "monk") || x.S.HasTrait(id, "tattoo") || x.S.HasTrait(id, "kiho")) && x.S.CanPlayAsIfInHand(x.P, id)
			}},
		Effect: func(x *Ctx) { x.PlayAsIfInHand(x.Target(), true) },
	}}})

	// Togashi Tadakatsu: its controller, not the attacker, chooses the
	// element of each conflict declared against them, before the rest of
	// the declaration.
	Register("togashi-tadakatsu", &Text{Bars: []string{ActChooseElement}, Says: "you choose the element (not the type) of each conflict declared against you, before the rest is declared",
		Forbid: func(s *State, self int, a Act) bool {
			return a.Kind == ActChooseElement && a.By >= 0 && a.By != s.Controller(self)
		}})

	// Mirumoto Hitomi: during a conflict, challenge one or two of the
	// opponent's characters at once to a military duel (their skills
	// summed); each character that loses it is dishonored or bowed, as its
	// controller chooses.
	Register("mirumoto-hitomi", &Text{Abilities: []*Ability{{
		Text: "military duel against up to two of your opponent's characters: each loser's controller dishonors or bows it", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return DuringConflict(x) && !x.S.Dash(x.Self, "military") },
		Target: &Target{Characters: true, Count: 2, UpTo: true, Prompt: "choose up to two characters your opponent controls", Filter: All(Character, Opponents, NoDash("military"))},
		Duel:   &DuelSpec{Type: "military", EachTarget: true},
		Select: &Select{AfterDuel: true, EachLoser: true, Options: []Option{
			{Label: "dishonor", Can: func(x *Ctx) bool { return CanDishonor(x, x.Target()) }, Do: func(x *Ctx) { x.Dishonor(x.Target()) }},
			{Label: "bow", Can: func(x *Ctx) bool { return CanBow(x, x.Target()) }, Do: func(x *Ctx) { x.Bow(x.Target()) }},
		}},
	}}})
}
