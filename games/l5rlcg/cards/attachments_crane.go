package cards

import (
	. "tessen/games/l5rlcg"
)

// Crane attachments.
func init() {
	// Height of Fashion: not during a conflict.
	Register("height-of-fashion", &Text{Says: "cannot be played during a conflict", PlayIf: notDuringConflict})

	// Above Question: the attached character cannot be chosen as the target
	// of an event of an opponent of Above Question's controller, even when
	// the event has its own controller choose.
	Register("above-question", &Text{Bars: []string{ActTarget}, Says: "attached character: your opponents' events cannot choose it", CannotParent: func(s *State, self int, a Act) bool {
		return a.Kind == ActTarget && a.By != s.Controller(self) && a.Source >= 0 && s.Printed(a.Source).Type == "event"
	}})

	// Duelist Training: the attached character gains a military duel
	// action against a participant; the higher bidder may discard cards
	// instead of giving honor; the loser bows.
	Register("duelist-training", &Text{Abilities: []*Ability{{
		Text: "the attached character: military duel with an opposing participant; the loser bows", Timing: Action, Gained: true,
		If:     func(x *Ctx) bool { p := parentOf(x); return x.S.Participating(p) && !x.S.Dash(p, "military") },
		Target: &Target{Characters: true, Prompt: "choose a participating character your opponent controls", Filter: All(ParticipatingChar, Opponents, NoDash("military"))},
		Duel: &DuelSpec{Type: "military", DiscardForHonor: true,
			Challenger: parentOf,
			Result:     func(x *Ctx, winner, loser int) { x.Bow(loser) }},
	}}})

	// Kakita Blade: the attached character gets +2 political skill while
	// it duels; after it wins a duel, gain 1 honor.
	Register("kakita-blade", &Text{Says: "attached character: +2 political while it is in a duel", ModKinds: []string{ModPol},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if p := s.Parent(self); s.Duel.Active && (s.Duel.Challenger == p || s.Duel.Challengee == p) {
				add(p, ModPol, 2)
			}
		},
		Abilities: []*Ability{{
			Text: "after the attached character wins a duel: gain 1 honor", Timing: Reaction, On: EvDuelResolved,
			If:     func(x *Ctx) bool { w := x.Event().Cards[0]; return w >= 0 && w == parentOf(x) },
			Effect: func(x *Ctx) { x.GainHonor(x.P, 1) },
		}}})

	// Seal of the Crane: the attached character gains the Crane clan and
	// the Duelist trait.
	Register("seal-of-the-crane", sealOf("crane", "duelist"))
	// Icon of Favor: +1 glory to the attached character while you hold
	// the Imperial Favor; after you win a Fire conflict, honor it.
	Register("icon-of-favor", &Text{Says: "attached character: +1 glory while you hold the Imperial Favor", ModKinds: []string{ModGlory},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if par := s.Parent(self); par >= 0 && s.HoldsFavor(s.Controller(self)) {
				add(par, ModGlory, 1)
			}
		},
		Abilities: []*Ability{{
			Text: "after you win a Fire conflict: honor the attached character", Timing: Reaction, On: EvResolved,
			If:     func(x *Ctx) bool { return x.Event().Player == x.P && ConflictElement(Fire)(x) },
			Can:    func(x *Ctx) bool { return CanHonor(x, parentOf(x)) },
			Effect: func(x *Ctx) { x.Honor(parentOf(x)) },
		}}})

	// Letter from the Daimyō: on a character you control; after it wins a
	// political conflict, sacrifice the letter: the opponent discards two
	// cards of their choice.
	Register("letter-from-the-daimyo", &Text{Says: "attach to a character you control", AttachTo: youControl, Abilities: []*Ability{{
		Text: "after the attached character wins a political conflict, sacrifice this: your opponent discards 2 cards of their choice", Timing: Reaction, On: EvResolved,
		If: func(x *Ctx) bool {
			w, p := x.Event().Player, parentOf(x)
			return w >= 0 && x.S.Participating(p) && x.S.Controller(p) == w && ConflictOfType("political")(x) && len(x.S.Seat(x.Opp()).Hand) > 0
		},
		Costs: []Cost{SacrificeSelf()},
		Pick: &Pick{By: "opponent", Prompt: "choose 2 cards to discard from your hand",
			Count: func(x *Ctx) int { return 2 },
			From:  func(x *Ctx) []int { return append([]int(nil), x.S.Seat(x.Opp()).Hand...) },
			Do:    func(x *Ctx, id int) { x.DiscardFromHandCard(id) }},
	}}})

	// Political Sanction: played only in a political conflict its player
	// is winning on skill, on a participant; the attached character
	// cannot trigger its abilities.
	Register("political-sanction", &Text{Bars: []string{ActTrigger}, Says: "play only on a participant, during a political conflict you are winning on skill; attached character cannot trigger its abilities",
		PlayIf: func(s *State, p int) bool {
			return s.Conf.Active && s.Conf.Type == "political" && s.AnOpponent(p, func(q int) bool { return s.SideSkill(p) > s.SideSkill(q) })
		},
		PlayOn:       func(s *State, p, char int) bool { return s.Participating(char) },
		CannotParent: func(s *State, self int, a Act) bool { return a.Kind == ActTrigger }})

	// Formal Invitation: on a character with glory 2 or more; during a
	// political conflict, move the attached character to the conflict.
	Register("formal-invitation", &Text{Says: "attach to a character with glory 2 or higher",
		AttachTo: func(s *State, p, char int) bool { return s.Glory(char) >= 2 },
		Abilities: []*Ability{{
			Text: "during a political conflict: move the attached character to the conflict", Timing: Action, Needs: NeedPolitical,
			If:     func(x *Ctx) bool { return ConflictOfType("political")(x) && CanMoveIn(x, parentOf(x)) },
			Effect: func(x *Ctx) { x.MoveToConflict(parentOf(x)) },
		}}})
	// Iaijutsu Master: on a Duelist; after the dials are revealed in a
	// duel of its character, your bid counts 1 more or 1 less.
	Register("iaijutsu-master", &Text{Says: "attach to a Duelist character", AttachTo: func(s *State, p, char int) bool { return s.HasTrait(char, "duelist") },
		Abilities: []*Ability{{
			Text: "after the dials are revealed in a duel of the attached character: your bid counts 1 more or 1 less", Timing: Reaction, On: EvBids,
			If: func(x *Ctx) bool {
				p := parentOf(x)
				return x.Event().Label == "duel" && x.S.Duel.Active && (x.S.Duel.Challenger == p || x.S.Duel.Challengee == p)
			},
			Select: &Select{Options: bidOneMoreOrLess},
		}}})
	// Pillow Book: while the attached character takes part in a conflict,
	// reveal the top card of your conflict deck; until the conflict ends,
	// while it is still there, you may play it as if it were in your hand.
	Register("pillow-book", &Text{Abilities: []*Ability{{
		Text: "while the attached character participates: reveal your top conflict card; you may play it this conflict as if it were in your hand", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return x.S.Participating(parentOf(x)) && len(x.S.P[x.P].ConflictDeck) > 0 },
		Effect: func(x *Ctx) { revealTopToPlay(x, "conflict") },
	}}})
	// The Mirror's Gaze: on a Shugenja you control; after the effects of an
	// opponent's event resolve, resolve that event again as if you had
	// just played it, without its costs or its triggering condition,
	// choosing its targets anew. Only an action event is resolved again:
	// a reaction's or an interrupt's is about a moment that is over.
	Register("the-mirrors-gaze", &Text{Says: "attach to a Shugenja you control",
		AttachTo: func(s *State, p, char int) bool { return s.Controller(char) == p && s.HasTrait(char, "shugenja") },
		Abilities: []*Ability{{
			Text: "after the effects of an opponent's event resolve: resolve it again as yours, without costs, choosing new targets", Timing: Reaction, On: EvEventResolved,
			If:     func(x *Ctx) bool { return ByAnOpponent(x) && x.S.CanResolveAgain(x.Event().Source, x.Event().N) },
			Effect: func(x *Ctx) { x.ResolveAgain(x.Event().Source, x.Event().N) },
		}}})
}
