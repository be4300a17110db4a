package cards

import (
	"slices"

	. "tessen/games/l5rlcg"
)

// Provinces.
func init() {
	// Kuroi Mori: during a conflict at it, switch the contested ring with
	// an unclaimed ring, or switch the conflict type.
	options := []Option{{Label: "type", Do: func(x *Ctx) { x.SwitchConflictType() }}}
	for i, name := range RingNames {
		options = append(options, Option{Label: name,
			Can: func(x *Ctx) bool { return x.S.Rings[i].Claimed < 0 && x.S.Conf.Ring != i },
			Do:  func(x *Ctx) { x.SwitchContestedRing(i) }})
	}
	Register("kuroi-mori", &Text{Abilities: []*Ability{{
		Text: "during a conflict here: switch the contested ring with an unclaimed one (choose it), or switch the conflict type", Timing: Action, Needs: NeedAtThisProvince,
		If: AtThisProvince, Select: &Select{Options: options},
	}}})

	// Secret Cache: after a conflict is declared against it, search the top
	// 5 cards of your conflict deck for any card (search, words.go).
	Register("secret-cache", &Text{Abilities: []*Ability{{
		Text: "after a conflict is declared against it: search the top 5 cards of your conflict deck for a card", Timing: Reaction, On: EvDeclared,
		If: AtThisProvince, Pick: search(nil),
	}}})

	// Night Raid: after it is revealed, the opponent discards cards of their
	// choice, one per attacking character.
	Register("night-raid", &Text{Abilities: []*Ability{{
		Text: "after this province is revealed: your opponent discards a card of their choice per attacker", Timing: Reaction, On: EvReveal,
		If: func(x *Ctx) bool {
			return x.Event().Cards[0] == x.Self && DuringConflict(x) && len(x.S.Seat(x.Opp()).Hand) > 0
		},
		Pick: &Pick{By: "opponent", Prompt: "choose the cards to discard",
			Count: func(x *Ctx) int { return len(x.S.Participants(x.Opp())) },
			From:  func(x *Ctx) []int { return append([]int(nil), x.S.Seat(x.Opp()).Hand...) },
			Do:    func(x *Ctx, id int) { x.DiscardFromHandCard(id) }},
	}}})

	// Restoration of Balance: when it is broken, the opponent discards cards
	// of their choice down to 4 in hand.
	Register("restoration-of-balance", &Text{Abilities: []*Ability{{
		Text: "when this province is broken: your opponent discards down to 4 cards", Timing: Interrupt, On: EvBreak,
		If: func(x *Ctx) bool { return x.Event().Cards[0] == x.Self && len(x.S.Seat(x.Opp()).Hand) > 4 },
		Pick: &Pick{By: "opponent", Prompt: "choose the cards to discard",
			Count: func(x *Ctx) int { return len(x.S.Seat(x.Opp()).Hand) - 4 },
			From:  func(x *Ctx) []int { return append([]int(nil), x.S.Seat(x.Opp()).Hand...) },
			Do:    func(x *Ctx, id int) { x.DiscardFromHandCard(id) }},
	}}})

	// Shameful Display: during a conflict at this province, choose two
	// participants; honor one and dishonor the other.
	Register("shameful-display", &Text{Abilities: []*Ability{{
		Text: "choose two participating characters: honor one, dishonor the other", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool { return x.S.AttackedProvince() == x.Self },
		Target: &Target{Characters: true, Prompt: "choose 2 participating characters", Count: 2,
			Filter: All(ParticipatingChar, func(x *Ctx, id int) bool { return CanHonor(x, id) || CanDishonor(x, id) })},
		Pick: &Pick{Prompt: "choose the character to honor (the other is dishonored)",
			From: func(x *Ctx) []int { return x.Targets },
			Do: func(x *Ctx, honored int) {
				for _, id := range x.Targets {
					if id == honored {
						x.Honor(id)
					} else {
						x.Dishonor(id)
					}
				}
			}},
	}}})

	// The Art of War: when this province is broken, draw 3 cards.
	Register("the-art-of-war", &Text{Abilities: []*Ability{{
		Text: "when this province is broken: draw 3 cards", Timing: Interrupt, On: EvBreak,
		If:     func(x *Ctx) bool { return x.Event().Cards[0] == x.Self },
		Effect: func(x *Ctx) { x.Draw(x.P, 3) },
	}}})

	// Elemental Fury: after it is revealed, switch the contested ring with
	// an unclaimed ring (the conflict keeps its type).
	elements := make([]Option, len(RingNames))
	for i, name := range RingNames {
		elements[i] = Option{Label: name,
			Can: func(x *Ctx) bool { return x.S.Rings[i].Claimed < 0 && x.S.Conf.Ring != i },
			Do:  func(x *Ctx) { x.SwitchContestedRing(i) }}
	}
	Register("elemental-fury", &Text{Abilities: []*Ability{{
		Text: "after this province is revealed: switch the contested ring with an unclaimed ring", Timing: Reaction, On: EvReveal,
		If: func(x *Ctx) bool {
			return x.Event().Cards[0] == x.Self && DuringConflict(x) && x.S.UnclaimedRings() > 0
		},
		Select: &Select{Options: elements},
	}}})

	// Ancestral Lands / Entrenched Position: +5 strength during political /
	// military conflicts.
	for id, typ := range map[string]string{"ancestral-lands": "political", "entrenched-position": "military"} {
		Register(id, &Text{Says: "+5 strength during " + typ + " conflicts", ModKinds: []string{ModStrength}, Mods: func(s *State, self int, add func(int, string, int)) {
			if s.Conf.Active && s.Conf.Type == typ {
				add(self, ModStrength, 5)
			}
		}})
	}

	// Fertile Fields / Manicured Garden: during a conflict here, draw a
	// card / gain 1 fate.
	Register("fertile-fields", &Text{Abilities: []*Ability{{
		Text: "during a conflict at this province: draw 1 card", Timing: Action, Needs: NeedAtThisProvince, If: AtThisProvince,
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})

	Register("manicured-garden", &Text{Abilities: []*Ability{{
		Text: "during a conflict at this province: gain 1 fate", Timing: Action, Needs: NeedAtThisProvince, If: AtThisProvince,
		Effect: func(x *Ctx) { x.GainFate(x.P, 1) },
	}}})

	// Meditations on the Tao: during a conflict here, remove 1 fate from an
	// attacking character.
	Register("meditations-on-the-tao", &Text{Abilities: []*Ability{{
		Text: "during a conflict at this province: remove 1 fate from an attacker", Timing: Action, Needs: NeedAtThisProvince, If: AtThisProvince,
		Target: &Target{Characters: true, Prompt: "choose an attacking character", Filter: All(Attacking, CanRemoveFate)},
		Effect: func(x *Ctx) { x.RemoveFate(x.Target(), 1) },
	}}})

	// The Art of Peace: when it is broken, dishonor each attacker and honor
	// each defender.
	Register("the-art-of-peace", &Text{Abilities: []*Ability{{
		Text: "when this province is broken: dishonor each attacker, honor each defender", Timing: Interrupt, On: EvBreak,
		If: func(x *Ctx) bool { return x.Event().Cards[0] == x.Self },
		// It may be used if either part could change the game state, and
		// resolves what it can (RR "Triggered Abilities", "Effects").
		Can: func(x *Ctx) bool {
			return slices.ContainsFunc(x.S.Participants(x.Opp()), func(id int) bool { return CanDishonor(x, id) }) ||
				slices.ContainsFunc(x.S.Participants(x.P), func(id int) bool { return CanHonor(x, id) })
		},
		Effect: func(x *Ctx) {
			x.Dishonor(x.S.Participants(x.Opp())...)
			x.Honor(x.S.Participants(x.P)...)
		},
	}}})

	// Defend the Wall: after you win a conflict here, resolve its ring's
	// effect as if you were the attacking player.
	Register("defend-the-wall", &Text{Abilities: []*Ability{{
		Text: "after you win a conflict at this province: resolve the ring's effect as the attacker would", Timing: Reaction, On: EvResolved,
		If:     func(x *Ctx) bool { return x.Event().Player == x.P && AtThisProvince(x) },
		Effect: func(x *Ctx) { x.ResolveRingAs(x.P, x.S.Conf.Ring) },
	}}})

	// Pilgrimage: during conflicts here, the ring effects are cancelled
	// (a broken Pilgrimage is blank, so they resolve as usual).
	Register("pilgrimage", &Text{Says: "the contested ring's effect does not resolve after a conflict at this province", Cannot: func(s *State, self int, a Act) bool { return a.Kind == ActRingEffects }})

	// Rally to the Cause: after it is revealed, switch the conflict's type.
	Register("rally-to-the-cause", &Text{Abilities: []*Ability{{
		Text: "after this province is revealed: switch the conflict type", Timing: Reaction, On: EvReveal,
		If:     func(x *Ctx) bool { return x.Event().Cards[0] == x.Self && DuringConflict(x) },
		Effect: func(x *Ctx) { x.SwitchConflictType() },
	}}})

	// Endless Plains: after an attack is declared here, break it; the
	// opponent then discards one of their attackers, their choice.
	Register("endless-plains", &Text{Abilities: []*Ability{{
		Text: "after an attack is declared here: break this province; your opponent discards an attacker of their choice", Timing: Reaction, On: EvDeclared,
		If: AtThisProvince,
		Effect: func(x *Ctx) {
			x.BreakProvince(x.Self)
		},
		Pick: &Pick{By: "opponent", Prompt: "choose one of your attacking characters to discard",
			From: func(x *Ctx) []int { return participantsOf(x, x.Opp(), CanDiscard) },
			Do:   func(x *Ctx, id int) { x.Discard(id) }},
	}}})
}
