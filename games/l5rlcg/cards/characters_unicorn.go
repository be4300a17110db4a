package cards

import (
	. "tessen/games/l5rlcg"
)

// Unicorn characters.
func init() {
	// Moto Youth: +1 military during the first military conflict each round.
	Register("moto-youth", &Text{Says: "+1 military during the round's first military conflict", ModKinds: []string{ModMil}, Mods: func(s *State, self int, add func(int, string, int)) {
		if s.Conf.Active && s.Conf.Type == "military" && s.Declared["military"] == 1 {
			add(self, ModMil, 1)
		}
	}})

	// Shinjo Tatsuo: during a conflict, move it and up to 1 other character
	// you control to the conflict.
	Register("shinjo-tatsuo", &Text{Abilities: []*Ability{{
		Text: "move it and up to 1 other character you control to the conflict", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool {
			return DuringConflict(x) && (CanMoveIn(x, x.Self) || len(charactersOf(x, x.P, All(Other, CanMoveIn))) > 0)
		},
		Effect: func(x *Ctx) { x.MoveToConflict(x.Self) },
		Pick: &Pick{Optional: true, Prompt: "choose up to 1 other character you control to move (or pass)",
			From: func(x *Ctx) []int { return charactersOf(x, x.P, All(Other, CanMoveIn)) },
			Do:   func(x *Ctx, id int) { x.MoveToConflict(id) }},
	}}})

	// Iuchi Wayfinder: after it enters play, look at a facedown province.
	Register("iuchi-wayfinder", &Text{Abilities: []*Ability{{
		Text: "after it enters play: look at a facedown province", Timing: Reaction, On: EvEnterPlay,
		If: func(x *Ctx) bool { return x.Event().Cards[0] == x.Self && len(facedownProvinces(x)) > 0 },
		Pick: &Pick{Prompt: "choose a facedown province to look at",
			From: facedownProvinces,
			Do:   func(x *Ctx, id int) { x.S.LookAt(x.P, id) }},
	}}})

	Register("aggressive-moto", &Text{Bars: []string{"defend"}, Says: "it cannot defend", Cannot: cannotDefend})

	// Utaku Infantry: while participating, +1/+1 for each participating
	// Unicorn character its controller controls.
	Register("utaku-infantry", &Text{Says: "while it takes part in a conflict, +1 military and +1 political for each Unicorn character of yours taking part", ModKinds: []string{ModMil, ModPol}, Mods: func(s *State, self int, add func(int, string, int)) {
		if !s.Participating(self) {
			return
		}
		n := 0
		for _, id := range s.Participants(s.Controller(self)) {
			if s.Printed(id).Clan == "unicorn" {
				n++
			}
		}
		Skills(add, self, n)
	}})

	// Border Rider: ready it.
	Register("border-rider", &Text{Abilities: []*Ability{{
		Text: "ready this character", Timing: Action,
		If:     func(x *Ctx) bool { return CanReady(x, x.Self) },
		Effect: func(x *Ctx) { x.Ready(x.Self) },
	}}})

	// Shinjo Outrider: during a conflict, move it to the conflict.
	Register("shinjo-outrider", &Text{Abilities: []*Ability{{
		Text: "move this character to the conflict", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return DuringConflict(x) && CanMoveIn(x, x.Self) },
		Effect: func(x *Ctx) { x.MoveToConflict(x.Self) },
	}}})

	// Ide Messenger: during a conflict, spend 1 fate to move a character
	// you control to the conflict.
	Register("ide-messenger", &Text{Abilities: []*Ability{{
		Text: "spend 1 fate: move a character you control to the conflict", Timing: Action, Needs: NeedConflict,
		If: DuringConflict, Costs: []Cost{SpendFate(1)},
		Target: &Target{Characters: true, Prompt: "choose a character you control", Filter: All(Character, Friendly, CanMoveIn)},
		Effect: func(x *Ctx) { x.MoveToConflict(x.Target()) },
	}}})

	// Warrior Poet: while participating, each opposing participant gets
	// -1/-1 until the end of the conflict.
	Register("warrior-poet", &Text{Abilities: []*Ability{{
		Text: "each participating character of your opponent gets -1 military and -1 political until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return SelfParticipating(x) && len(x.S.Participants(x.Opp())) > 0 },
		Effect: func(x *Ctx) { x.LastingSkills(-1, "conflict", x.S.Participants(x.Opp())...) },
	}}})

	// Giver of Gifts: move an attachment you control to another eligible
	// character you control.
	Register("giver-of-gifts", &Text{Abilities: []*Ability{{
		Text: "move an attachment you control to another character you control", Timing: Action,
		Target: &Target{Prompt: "choose an attachment you control", Filter: All(Attachment, Friendly,
			func(x *Ctx, id int) bool { return len(giftTargets(x, id)) > 0 })},
		Pick: &Pick{Prompt: "choose the character to move it to",
			From: func(x *Ctx) []int { return giftTargets(x, x.Target()) },
			Do:   func(x *Ctx, char int) { x.Attach(x.Target(), char) }},
	}}})

	// Ide Trader: after characters move to a conflict it takes part in, gain
	// 1 fate or draw 1 card. Limit once per conflict.
	Register("ide-trader", &Text{Abilities: []*Ability{{
		Text: "after characters move to its conflict: gain 1 fate or draw 1 card", Timing: Reaction, On: EvMoveToConflict,
		If:    func(x *Ctx) bool { return SelfParticipating(x) },
		Limit: PerConflict(1),
		Select: &Select{Options: []Option{
			{Label: "fate", Do: func(x *Ctx) { x.GainFate(x.P, 1) }},
			{Label: "draw", Do: func(x *Ctx) { x.Draw(x.P, 1) }},
		}},
	}}})

	// Shinjo Altansarnai: after you break a province in a military conflict
	// she takes part in, your opponent discards one of their characters.
	Register("shinjo-altansarnai", &Text{Abilities: []*Ability{{
		Text: "after you break a province in a military conflict: your opponent discards a character of their choice", Timing: Reaction, On: EvBreak,
		If: func(x *Ctx) bool {
			return x.Event().Player == x.P && ConflictOfType("military")(x) && SelfParticipating(x) && len(x.S.Seat(x.Opp()).Play) > 0
		},
		Pick: &Pick{By: "opponent", Prompt: "choose one of your characters to discard",
			From: func(x *Ctx) []int { return charactersOf(x, x.Opp(), CanDiscard) },
			Do:   func(x *Ctx, id int) { x.Discard(id) }},
	}}})

	// Utaku Yumino: during a conflict, discard a card from your hand: +2/+2
	// until the end of the conflict. Limit once per conflict.
	Register("utaku-yumino", &Text{Abilities: []*Ability{{
		Text: "discard a card from your hand: +2/+2 until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If: DuringConflict, Costs: []Cost{DiscardFromHand()},
		Effect: func(x *Ctx) { x.LastingSkills(2, "conflict", x.Self) },
		Limit:  PerConflict(1),
	}}})

	// Meishodo Wielder: costs 1 less while you are the first player.
	Register("meishodo-wielder", &Text{Says: "costs 1 less fate to play for the first player", CostMod: func(s *State, self, p int) int {
		if s.First == p {
			return -1
		}
		return 0
	}})

	// War Dog Master: after it is declared as an attacker, discard the top
	// card of your dynasty deck; it gets +X military until the end of the
	// conflict, X that card's printed cost.
	Register("war-dog-master", &Text{Abilities: []*Ability{{
		Text: "after it is declared as an attacker: discard the top card of your dynasty deck; it gets +X military this conflict, X that card's printed cost", Timing: Reaction, On: EvDeclared,
		If: func(x *Ctx) bool { return contains(x.Event().Cards, x.Self) && SelfAttacking(x) },
		Effect: func(x *Ctx) {
			if id := x.DiscardTopOfDynastyDeck(x.P); id >= 0 && !x.S.Printed(id).NoCost {
				x.Lasting(ModMil, x.S.Printed(id).Cost, "conflict", x.Self)
			}
		},
	}}})

	// tadajiMoves: a ready character at home, printed cost 2 or lower, that
	// could be moved to the conflict.
	tadajiMoves := func(x *Ctx, id int) bool {
		return AtHome(x, id) && !x.S.Card(id).Bowed && PrintedCostAtMost(2)(x, id) && CanMoveIn(x, id)
	}

	// Ide Tadaji: while it takes part in a conflict, move to the conflict a
	// ready character with printed cost 2 or lower at home of each player.
	// Both are chosen: the opponent's as the target, then the controller's.
	Register("ide-tadaji", &Text{Abilities: []*Ability{{
		Text: "move to the conflict a ready character costing 2 or less at home of each player", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return SelfParticipating(x) && len(charactersOf(x, x.P, tadajiMoves)) > 0 },
		Target: &Target{Characters: true, Prompt: "choose a ready character at home with printed cost 2 or lower your opponent controls", Filter: All(Opponents, tadajiMoves)},
		Pick: &Pick{Prompt: "choose a ready character at home with printed cost 2 or lower you control",
			From: func(x *Ctx) []int { return charactersOf(x, x.P, tadajiMoves) },
			Do:   func(x *Ctx, id int) { x.MoveToConflict(x.Target(), id) }},
	}}})

	// Swift Magistrate: while it attacks, each other character with fate
	// on it does not count its skill toward the conflict's resolution.
	Register("swift-magistrate", &Text{Bars: []string{ActCountSkill}, Says: "while it attacks, no other character with fate on it counts its skill toward the conflict's result",
		Forbid: func(s *State, self int, a Act) bool {
			return a.Kind == ActCountSkill && a.Card != self && s.Card(a.Card).Fate > 0 &&
				s.Participating(self) && s.Controller(self) == s.Conf.Attacker
		}})

	// Child of the Plains: after a province it is attacking is revealed,
	// the attacker has the first action opportunity of the conflict.
	Register("child-of-the-plains", &Text{Abilities: []*Ability{{
		Text: "after the province it attacks is revealed: the attacker acts first in this conflict", Timing: Reaction, On: EvReveal,
		If: func(x *Ctx) bool {
			return SelfAttacking(x) && x.Event().Cards[0] == x.S.AttackedProvince() && !x.S.Conf.AttackerFirst && !x.S.Conf.Defended
		},
		Effect: func(x *Ctx) { x.AttackerActsFirst() },
	}}})

	// Utaku Mediator: +1 military and +1 political while its controller
	// does not hold the Imperial Favor.
	Register("utaku-mediator", &Text{Says: "+1 military and +1 political while you do not hold the Imperial Favor", ModKinds: []string{ModMil, ModPol},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if !s.HoldsFavor(s.Controller(self)) {
				add(self, ModMil, 1)
				add(self, ModPol, 1)
			}
		}})

	// Moto Juro: move itself into the conflict, or home from it; twice a
	// round.
	Register("moto-juro", &Text{Abilities: []*Ability{{
		Text: "move it into the conflict or home from it", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool { return DuringConflict(x) && (CanMoveIn(x, x.Self) || CanSendHome(x, x.Self)) },
		Select: &Select{Options: []Option{
			{Label: "conflict", Can: func(x *Ctx) bool { return CanMoveIn(x, x.Self) }, Do: func(x *Ctx) { x.MoveToConflict(x.Self) }},
			{Label: "home", Can: func(x *Ctx) bool { return CanSendHome(x, x.Self) }, Do: func(x *Ctx) { x.SendHome(x.Self) }},
		}},
		Limit: PerRound(2),
	}}})
}
