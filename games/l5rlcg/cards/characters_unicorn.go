package cards

import (
	"fmt"

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
			if s.HasClan(id, "unicorn") {
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

	// Battle Maiden Recruit: +2 military while its controller has claimed
	// the Water ring or the Void ring.
	Register("battle-maiden-recruit", &Text{Says: "+2 military while you have claimed the Water or the Void ring", ModKinds: []string{ModMil},
		Mods: func(s *State, self int, add func(int, string, int)) {
			p := s.Controller(self)
			if s.HasClaimedRing(p, Water) || s.HasClaimedRing(p, Void) {
				add(self, ModMil, 2)
			}
		}})

	// Shinjo Haruko: while it takes part in a conflict, move an honored
	// character to the conflict.
	Register("shinjo-haruko", &Text{Abilities: []*Ability{{
		Text: "while it takes part in a conflict: move an honored character to the conflict", Timing: Action, Needs: NeedConflict,
		If:     SelfParticipating,
		Target: &Target{Characters: true, Prompt: "choose an honored character", Filter: All(Character, StatusIs(Honored), CanMoveIn)},
		Effect: func(x *Ctx) { x.MoveToConflict(x.Target()) },
	}}})

	// Visiting Advisor: while it takes part in a conflict, move it and up
	// to 1 other character you control home.
	Register("visiting-advisor", &Text{Abilities: []*Ability{{
		Text: "while it takes part in a conflict: move it and up to 1 other character you control home", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return SelfParticipating(x) && CanSendHome(x, x.Self) },
		Effect: func(x *Ctx) { x.SendHome(x.Self) },
		Pick: &Pick{Optional: true, Prompt: "choose up to 1 other character you control to move home (or pass)",
			From: func(x *Ctx) []int { return charactersOf(x, x.P, All(Other, CanSendHome)) },
			Do:   func(x *Ctx, id int) { x.SendHome(id) }},
	}}})

	// Wild Stallion: during a conflict it does not take part in, move it
	// and up to 1 other character you control to the conflict.
	Register("wild-stallion", &Text{Abilities: []*Ability{{
		Text: "during a conflict it is not in: move it and up to 1 other character you control to the conflict", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return DuringConflict(x) && !SelfParticipating(x) && CanMoveIn(x, x.Self) },
		Effect: func(x *Ctx) { x.MoveToConflict(x.Self) },
		Pick: &Pick{Optional: true, Prompt: "choose up to 1 other character you control to move (or pass)",
			From: func(x *Ctx) []int { return charactersOf(x, x.P, All(Other, CanMoveIn)) },
			Do:   func(x *Ctx, id int) { x.MoveToConflict(id) }},
	}}})

	// Shinomen Wayfinders: during a conflict, costs 1 less for each
	// participating Unicorn character its player controls.
	Register("shinomen-wayfinders", &Text{Says: "during a conflict, costs 1 less for each participating Unicorn character you control",
		CostMod: func(s *State, self, p int) int {
			if !s.Conf.Active {
				return 0
			}
			n := 0
			for _, id := range s.Participants(p) {
				if s.HasClan(id, "unicorn") {
					n++
				}
			}
			return -n
		}})

	// Iuchi Daiyu: during a conflict, a character gets +1 military until
	// the end of the conflict for each faceup non-stronghold province of
	// the opponent's.
	Register("iuchi-daiyu", &Text{Abilities: []*Ability{{
		Text: "during a conflict: a character gets +1 military this conflict for each faceup non-stronghold province your opponent has", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return DuringConflict(x) && faceupProvinces(x.S, x.Opp()) > 0 },
		Target: &Target{Characters: true, Prompt: "choose a character", Filter: Character},
		Effect: func(x *Ctx) { x.Lasting(ModMil, faceupProvinces(x.S, x.Opp()), "conflict", x.Target()) },
	}}})

	// Moto Nergui: while it takes part in a military conflict, move home a
	// participating character with the highest glory there (its
	// controller breaks a tie by choosing).
	highestGlory := func(x *Ctx, id int) bool {
		if !x.S.Participating(id) {
			return false
		}
		for p := range x.S.P {
			for _, other := range x.S.Participants(p) {
				if x.S.Glory(other) > x.S.Glory(id) {
					return false
				}
			}
		}
		return true
	}
	Register("moto-nergui", &Text{Abilities: []*Ability{{
		Text: "while it takes part in a military conflict: move home a participating character with the highest glory", Timing: Action, Needs: NeedMilitary,
		If:     func(x *Ctx) bool { return SelfParticipating(x) && ConflictOfType("military")(x) },
		Target: &Target{Characters: true, Prompt: "choose a participating character with the highest glory", Filter: All(highestGlory, CanSendHome)},
		Effect: func(x *Ctx) { x.SendHome(x.Target()) },
	}}})

	// Saadiyah al-Mozedu: discard a card from your hand to turn facedown
	// an unbroken province that is not being attacked.
	Register("saadiyah-al-mozedu", &Text{Abilities: []*Ability{{
		Text: "discard a card from your hand: turn facedown an unbroken province not being attacked", Timing: Action,
		Costs: []Cost{DiscardFromHand()},
		Target: &Target{Prompt: "choose an unbroken faceup province not being attacked",
			Filter: func(x *Ctx, id int) bool {
				c := x.S.Card(id)
				return c.Zone == ZProvinceCard && !c.Broken && !c.Facedown && id != x.S.AttackedProvince()
			}},
		Effect: func(x *Ctx) { x.TurnFacedown(x.Target()) },
	}}})

	// Ide Negotiator: after the honor dials are revealed, its player turns
	// their own dial 1 higher or 1 lower (between 1 and 5).
	Register("ide-negotiator", &Text{Abilities: []*Ability{{
		Text: "after you reveal your honor dial: turn it 1 higher or 1 lower (1 to 5)", Timing: Reaction, On: EvBids,
		Select: &Select{Options: []Option{
			{Label: "higher", Can: func(x *Ctx) bool { return x.S.P[x.P].Bid < 5 }, Do: func(x *Ctx) { x.ChangeBid(x.P, 1) }},
			{Label: "lower", Can: func(x *Ctx) bool { return x.S.P[x.P].Bid > 1 }, Do: func(x *Ctx) { x.ChangeBid(x.P, -1) }},
		}},
	}}})

	// Outskirts Sentry: after a character moves to the conflict it takes
	// part in, honor a participating character.
	Register("outskirts-sentry", &Text{Abilities: []*Ability{{
		Text: "after a character moves to its conflict: honor a participating character", Timing: Reaction, On: EvMoveToConflict,
		If:     SelfParticipating,
		Target: &Target{Characters: true, Prompt: "choose a participating character to honor", Filter: All(ParticipatingChar, CanHonor)},
		Effect: func(x *Ctx) { x.Honor(x.Target()) },
	}}})

	// Shinjo Trailblazer: after an opponent's province is revealed during a
	// conflict, it gets +2 military and +2 political until the conflict
	// ends.
	Register("shinjo-trailblazer", &Text{Abilities: []*Ability{{
		Text: "after an opponent's province is revealed during a conflict: +2 military and +2 political this conflict", Timing: Reaction, On: EvReveal,
		If: func(x *Ctx) bool {
			return DuringConflict(x) && x.S.Controller(x.Event().Cards[0]) != x.P
		},
		Effect: func(x *Ctx) { x.LastingSkills(2, "conflict", x.Self) },
	}}})

	// Master of the Swift Waves: during a conflict, a participating
	// character you control and one of yours at home switch places.
	Register("master-of-the-swift-waves", &Text{Abilities: []*Ability{{
		Text: "during a conflict: a participating character you control and one you control at home switch places", Timing: Action, Needs: NeedConflict,
		If: DuringConflict,
		Target: &Target{Characters: true, Count: 2, Prompt: "choose a participating character you control and a character you control at home",
			Filter: All(Character, Friendly, func(x *Ctx, id int) bool {
				if x.S.Participating(id) {
					return CanSendHome(x, id)
				}
				return CanMoveIn(x, id)
			}),
			Valid: func(x *Ctx, cards []int) error {
				if x.S.Participating(cards[0]) == x.S.Participating(cards[1]) {
					return fmt.Errorf("choose one participating character and one at home")
				}
				return nil
			}},
		Effect: func(x *Ctx) {
			for _, id := range x.Targets {
				if x.S.Participating(id) {
					x.SendHome(id)
				} else {
					x.MoveToConflict(id)
				}
			}
		},
	}}})

	// Moto Chagatai: it does not bow in the resolution of a conflict that
	// broke an opponent's province (its controller attacking).
	Register("moto-chagatai", &Text{Bars: []string{ActResolutionBow}, Says: "does not bow from the resolution of a conflict that broke a province of your opponent's",
		Cannot: func(s *State, self int, a Act) bool {
			return a.Kind == ActResolutionBow && s.Conf.Broke && s.Conf.Attacker == s.Controller(self)
		}})

	// Shiksha Scout: while it takes part in a conflict, its controller
	// counts as controlling one more character in that conflict.
	Register("shiksha-scout", &Text{Says: "while it takes part in a conflict, you count as controlling an additional character in it",
		ModKinds: []string{ModExtraParticipant},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if s.Participating(self) {
				add(self, ModExtraParticipant, 1)
			}
		}})

	// Shinjo Shono: while it takes part in a conflict in which you have
	// more characters than your opponent, your participating Cavalry
	// characters get +1 military and +1 political until the conflict ends.
	Register("shinjo-shono", &Text{Abilities: []*Ability{{
		Text: "while it takes part in a conflict where you have more characters: your participating Cavalry characters get +1/+1 this conflict", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool {
			return SelfParticipating(x) && x.S.MoreParticipants(x.P) && len(participantsOf(x, x.P, Trait("cavalry"))) > 0
		},
		Effect: func(x *Ctx) { x.LastingSkills(1, "conflict", participantsOf(x, x.P, Trait("cavalry"))...) },
	}}})

	// Minami Kaze Regulars: after it wins a conflict in which you had
	// more participating characters than your opponent, gain 1 fate and
	// draw 1 card.
	Register("minami-kaze-regulars", &Text{Abilities: []*Ability{{
		Text: "after it wins a conflict where you have more characters: gain 1 fate and draw 1 card", Timing: Reaction, On: EvResolved,
		If: selfWon(func(x *Ctx) bool { return x.S.MoreParticipants(x.P) }),
		Effect: func(x *Ctx) {
			x.GainFate(x.P, 1)
			x.Draw(x.P, 1)
		},
	}}})

	// Iuchi Farseer: after it enters play, reveal a facedown province of
	// an opponent's.
	Register("iuchi-farseer", &Text{Abilities: []*Ability{{
		Text: "after it enters play: reveal a facedown province of an opponent's", Timing: Reaction, On: EvEnterPlay,
		If:     func(x *Ctx) bool { return x.Event().Cards[0] == x.Self },
		Target: &Target{Prompt: "choose a facedown province of an opponent's", In: []Zone{ZProvinceCard}, Filter: All(FacedownProvince, AnOpponents)},
		Effect: func(x *Ctx) { x.RevealProvince(x.Target()) },
	}}})

	// Aranat: after you play it, an opponent of your choice may reveal any
	// of their facedown non-stronghold provinces; then it takes 1 fate for
	// each facedown province that player still has (the stronghold
	// province too).
	Register("aranat", &Text{Abilities: []*Ability{{
		Text: "after you play it: an opponent may reveal facedown provinces; then it takes 1 fate per facedown province that player has", Timing: Reaction, On: EvPlayed,
		If: func(x *Ctx) bool {
			return x.Event().Player == x.P && x.Event().Cards[0] == x.Self && x.S.IsCharacter(x.Self)
		},
		Against: AnyOpponent,
		Pick: &Pick{By: "opponent", UpTo: true, Optional: true, Prompt: "reveal any number of your facedown non-stronghold provinces (or pass)",
			Count: func(x *Ctx) int { return 4 },
			From: func(x *Ctx) []int {
				var out []int
				for i, id := range x.S.ProvinceCards(x.Opp()) {
					if i != StrongholdProv && x.S.Card(id).Facedown {
						out = append(out, id)
					}
				}
				return out
			},
			Do: func(x *Ctx, id int) { x.RevealProvince(id) }},
		Then: func(x *Ctx) {
			if n := x.S.FacedownProvinces(x.Opp()); n > 0 {
				x.PlaceFate(x.Self, n)
			}
		},
	}}})

	// Shinjo Ambusher: after you play it into a conflict, the attacked
	// province cannot trigger its abilities this conflict.
	Register("shinjo-ambusher", &Text{Abilities: []*Ability{{
		Text: "after you play it into a conflict: the attacked province cannot trigger its abilities this conflict", Timing: Reaction, On: EvPlayed,
		If: func(x *Ctx) bool {
			return x.Event().Player == x.P && x.Event().Cards[0] == x.Self && x.S.Participating(x.Self) && x.S.AttackedProvince() >= 0
		},
		Effect: func(x *Ctx) { x.Lasting("cannot:"+ActTrigger, 0, "conflict", x.S.AttackedProvince()) },
	}}})

	// Honest Challenger: +2 military with composure. While it takes part
	// in a conflict, it challenges a participating character of the
	// opponent's to a military duel; the winner's controller moves one of
	// their characters at home to the conflict.
	Register("honest-challenger", &Text{Says: "+2 military while you have composure (a lower honor bid than an opponent's)",
		ModKinds: []string{ModMil},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if s.HasComposure(s.Controller(self)) {
				add(self, ModMil, 2)
			}
		},
		Abilities: []*Ability{{
			Text: "military duel with a participant of your opponent's: the winner's controller moves one of their characters at home to the conflict", Timing: Action, Needs: NeedConflict,
			If:     func(x *Ctx) bool { return SelfParticipating(x) && !x.S.Dash(x.Self, "military") },
			Target: &Target{Characters: true, Prompt: "choose a participating character of your opponent's to challenge", Filter: All(ParticipatingChar, Opponents, NoDash("military"))},
			Duel:   &DuelSpec{Type: "military"},
			Pick: &Pick{AfterDuel: true, Prompt: "choose a character of yours at home to move to the conflict",
				Who: func(x *Ctx) int { return x.S.Controller(x.S.Duel.Winner) },
				From: func(x *Ctx) []int {
					if x.S.Duel.Winner < 0 {
						return nil
					}
					return charactersOf(x, x.S.Controller(x.S.Duel.Winner), All(AtHome, CanMoveIn))
				},
				Do: func(x *Ctx, id int) { x.MoveToConflict(id) }},
		}}})

	// Utaku Kamoko: while dishonored, its glory is not taken from its
	// skills. After an opponent breaks one of your provinces, discard a
	// card from your hand to ready and honor it.
	Register("utaku-kamoko", &Text{Bars: []string{ActDishonorSkills}, Says: "while dishonored, its glory is not taken from its skills",
		Cannot: func(s *State, self int, a Act) bool { return a.Kind == ActDishonorSkills },
		Abilities: []*Ability{{
			Text: "after an opponent breaks one of your provinces, discard a card from your hand: ready and honor it", Timing: Reaction, On: EvBreak,
			If: func(x *Ctx) bool {
				e := x.Event()
				return e.Player >= 0 && e.Player != x.P && x.S.Owner(e.Cards[0]) == x.P && (CanReady(x, x.Self) || CanHonor(x, x.Self))
			},
			Costs: []Cost{DiscardFromHand()},
			Effect: func(x *Ctx) {
				x.Ready(x.Self)
				x.Honor(x.Self)
			},
		}}})

	// Utaku Tetsuko: while it attacks, the cards its opponent plays from
	// hand cost 1 more.
	Register("utaku-tetsuko", &Text{Says: "while it attacks, your opponent's cards cost 1 more to play from hand",
		ModKinds: []string{ModHandCost},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if s.Participating(self) && s.Controller(self) == s.Conf.Attacker {
				add(self, ModHandCost, 1)
			}
		}})

	// Shinjo Scout: after you gain fate for passing first in the dynasty
	// phase, gain 1 fate more.
	Register("shinjo-scout", &Text{Abilities: []*Ability{{
		Text: "after you gain fate for passing in the dynasty phase: gain 1 fate", Timing: Reaction, On: EvPassDynasty,
		If:     func(x *Ctx) bool { return x.Event().Player == x.P && x.Event().N > 0 },
		Effect: func(x *Ctx) { x.GainFate(x.P, 1) },
	}}})

	// Sneaky Shinjo: after you pass in the dynasty phase, play it from
	// your province (paying its cost).
	Register("sneaky-shinjo", &Text{Abilities: []*Ability{{
		Text: "after you pass in the dynasty phase: play it from your province", Timing: Reaction, On: EvPassDynasty,
		From:   []Zone{ZProvince},
		If:     func(x *Ctx) bool { return x.Event().Player == x.P && x.S.CanPlayAsInProvince(x.P, x.Self) },
		Effect: func(x *Ctx) { x.PlayFrom(x.Self) },
	}}})

	// Iuchi Shahai: each Meishodo attachment costs 1 less to play on it or
	// on a neutral character.
	Register("iuchi-shahai", &Text{Says: "Meishodo attachments cost 1 less to play on it or on a neutral character",
		ModKinds: []string{ModAttachCostLess + ":meishodo"},
		Mods: func(s *State, self int, add func(int, string, int)) {
			add(self, ModAttachCostLess+":meishodo", 1)
			for p := range s.P {
				for _, id := range s.Seat(p).Play {
					if id != self && s.Printed(id).Clan == "neutral" {
						add(id, ModAttachCostLess+":meishodo", 1)
					}
				}
			}
		}})

	// Shiotome Heroine: after an opponent gains honor through a card
	// effect, ready it.
	Register("shiotome-heroine", &Text{Abilities: []*Ability{{
		Text: "after an opponent gains honor through a card effect: ready it", Timing: Reaction, On: EvGainHonor,
		If:     func(x *Ctx) bool { return x.Event().Player != x.P && CanReady(x, x.Self) },
		Effect: func(x *Ctx) { x.Ready(x.Self) },
	}}})

	// Young Warrior: it must be declared as an attacker or as a defender
	// in the first conflict declared each round, if it can be.
	Register("young-warrior", &Text{Says: "must be declared as an attacker or a defender in the round's first conflict",
		ModKinds: []string{ModMustJoinFirst},
		Mods: func(s *State, self int, add func(int, string, int)) {
			add(self, ModMustJoinFirst, 1)
		}})
}
