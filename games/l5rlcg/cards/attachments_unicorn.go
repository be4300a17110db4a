package cards

import (
	. "tessen/games/l5rlcg"
)

// Unicorn attachments.
func init() {
	// Favored Mount: on a character you control, which gains Cavalry; during
	// a conflict, bow it to move the attached character to the conflict.
	Register("favored-mount", &Text{Says: "attach to a character you control: it gains the Cavalry trait", AttachTo: youControl,
		ModKinds: []string{ModTrait + ":cavalry"},
		Mods: func(s *State, self int, add func(int, string, int)) {
			add(s.Parent(self), ModTrait+":cavalry", 1)
		},
		Abilities: []*Ability{{
			Text: "bow it: move the attached character to the conflict", Timing: Action, Needs: NeedConflict,
			If: func(x *Ctx) bool { return DuringConflict(x) && CanMoveIn(x, parentOf(x)) }, Costs: []Cost{BowSelf()},
			Effect: func(x *Ctx) { x.MoveToConflict(parentOf(x)) },
		}}})

	// Born in War: Cavalry only; +X military, X the number of unclaimed rings.
	Register("born-in-war", &Text{
		Says:     "attach to a Cavalry character: it gets +1 military for each unclaimed ring",
		AttachTo: func(s *State, p, char int) bool { return s.HasTrait(char, "cavalry") },
		ModKinds: []string{ModMil},
		Mods: func(s *State, self int, add func(int, string, int)) {
			add(s.Parent(self), ModMil, s.UnclaimedRings())
		},
	})

	// Spyglass: after the attached character joins a conflict (declared
	// as an attacker or defender, or moved in), draw a card. Limit twice
	// per round.
	Register("spyglass", &Text{Abilities: []*Ability{{
		Text: "after the attached character joins a conflict: draw 1 card", Timing: Reaction,
		On:     EvDeclared + "|" + EvDefended + "|" + EvMoveToConflict,
		If:     func(x *Ctx) bool { return contains(x.Event().Cards, parentOf(x)) && x.S.Participating(parentOf(x)) },
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
		Limit:  PerRound(2),
	}}})

	// Shinjo Saddle: on a Cavalry character; move it onto another Cavalry
	// character you control.
	Register("shinjo-saddle", &Text{
		Says:     "attach to a Cavalry character",
		AttachTo: func(s *State, p, char int) bool { return s.HasTrait(char, "cavalry") },
		Abilities: []*Ability{{
			Text: "attach it to another Cavalry character you control", Timing: Action,
			If: func(x *Ctx) bool { return x.S.Card(x.Self).Zone == ZAttached },
			Target: &Target{Characters: true, Prompt: "choose another Cavalry character you control", Filter: All(Character, Friendly, Trait("cavalry"),
				func(x *Ctx, id int) bool { return id != parentOf(x) && x.S.CanAttach(id, x.Self, x.P) })},
			Effect: func(x *Ctx) { x.Attach(x.Self, x.Target()) },
		}}})

	// Seal of the Unicorn: the attached character gains the Unicorn clan
	// and the Cavalry trait.
	Register("seal-of-the-unicorn", sealOf("unicorn", "cavalry"))

	// Talisman of the Sun (Keeper only): as the defending player, bow it
	// to move the conflict to another of your provinces that could be
	// attacked, revealing it; that province is now the attacked one.
	Register("talisman-of-the-sun", &Text{Abilities: []*Ability{{
		Text: "bow it: move the conflict to another of your provinces that could be attacked, and reveal it", Timing: Action, Needs: NeedDefending,
		If: func(x *Ctx) bool {
			return x.S.Conf.Active && x.S.Conf.Defender == x.P && len(x.S.OtherAttackable()) > 0
		},
		Costs: []Cost{BowSelf()},
		Pick: &Pick{Prompt: "choose the province the conflict moves to",
			From: func(x *Ctx) []int { return x.S.OtherAttackable() },
			Do:   func(x *Ctx, id int) { x.MoveConflict(id) }},
	}}})
}
