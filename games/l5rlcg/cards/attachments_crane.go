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
}
