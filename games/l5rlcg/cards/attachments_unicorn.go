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

	// Curved Blade (Unicorn only): while the attached character attacks,
	// +2 military.
	Register("curved-blade", &Text{Says: "attach to a Unicorn character: +2 military while it is attacking",
		AttachTo: func(s *State, p, char int) bool { return s.HasClan(char, "unicorn") },
		ModKinds: []string{ModMil},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if par := s.Parent(self); par >= 0 && s.Participating(par) && s.Controller(par) == s.Conf.Attacker {
				add(par, ModMil, 2)
			}
		}})

	// Utaku Battle Steed (Unicorn only): the attached character gains
	// Cavalry; after it wins a military conflict, honor it.
	Register("utaku-battle-steed", &Text{Says: "attach to a Unicorn character: it gains the Cavalry trait",
		AttachTo: func(s *State, p, char int) bool { return s.HasClan(char, "unicorn") },
		ModKinds: []string{ModTrait + ":cavalry"},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if par := s.Parent(self); par >= 0 {
				add(par, ModTrait+":cavalry", 1)
			}
		},
		Abilities: []*Ability{{
			Text: "after the attached character wins a military conflict: honor it", Timing: Reaction, On: EvResolved,
			If: func(x *Ctx) bool {
				par := parentOf(x)
				return x.S.Conf.Type == "military" && x.Event().Player >= 0 && x.S.Participating(par) &&
					x.S.Controller(par) == x.Event().Player && CanHonor(x, par)
			},
			Effect: func(x *Ctx) { x.Honor(parentOf(x)) },
		}}})

	// Invocation of Ash: lose 1 honor to move it onto a character you
	// control; then that character loses 1 fate.
	Register("invocation-of-ash", &Text{Abilities: []*Ability{{
		Text: "lose 1 honor: move it to a character you control, then remove 1 fate from that character", Timing: Action,
		Costs: []Cost{LoseHonor(1)},
		Target: &Target{Characters: true, Prompt: "choose a character you control to move it to", Filter: All(Character, Friendly,
			func(x *Ctx, id int) bool { return id != parentOf(x) && x.S.CanAttach(id, x.Self, x.P) })},
		Effect: func(x *Ctx) { x.Attach(x.Self, x.Target()) },
		Then: func(x *Ctx) {
			if CanRemoveFate(x, x.Target()) {
				x.RemoveFate(x.Target(), 1)
			}
		},
	}}})

	// Ring of Binding: in the fate phase, while its controller is the
	// first player, the attached character cannot lose fate or be
	// discarded.
	Register("ring-of-binding", &Text{Bars: []string{"discard", EvRemoveFate}, Says: "in the fate phase, if you are the first player, the attached character cannot lose fate or be discarded",
		CannotParent: func(s *State, self int, a Act) bool {
			return (a.Kind == EvRemoveFate || a.Kind == "discard") && s.Phase == "fate" && s.First == s.Controller(self)
		}})

	// Jewel of the Khamasin: while the attached character attacks, lose 1
	// honor: the attacked province gets -1 strength until the end of the
	// conflict (not below 0). Unlimited.
	Register("jewel-of-the-khamasin", &Text{Abilities: []*Ability{{
		Text: "while the attached character attacks, lose 1 honor: the attacked province gets -1 strength this conflict", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool {
			par := parentOf(x)
			return par >= 0 && x.S.Participating(par) && x.S.Controller(par) == x.S.Conf.Attacker &&
				x.S.AttackedProvince() >= 0 && x.S.Strength(x.S.AttackedProvince()) > 0
		},
		Costs:  []Cost{LoseHonor(1)},
		Effect: func(x *Ctx) { x.Lasting(ModStrength, -1, "conflict", x.S.AttackedProvince()) },
		Limit:  Unlimited,
	}}})

	// Force of the River: on a Shugenja you control. During a conflict,
	// every facedown card in your provinces enters play facedown in the
	// conflict as a character of 1 military, a dash political skill and 0
	// glory, with the Cavalry and Spirit traits (RR-FACEDOWN-CHAR-1); they
	// are discarded as the conflict ends.
	Register("force-of-the-river", &Text{Says: "attach to a Shugenja you control",
		AttachTo: func(s *State, p, char int) bool { return s.Controller(char) == p && s.HasTrait(char, "shugenja") },
		Abilities: []*Ability{{
			Text: "each facedown card in your provinces enters the conflict facedown as a 1 military Cavalry Spirit character until it ends", Timing: Action, Needs: NeedConflict,
			If: func(x *Ctx) bool { return DuringConflict(x) && len(facedownInProvinces(x)) > 0 },
			Effect: func(x *Ctx) {
				ids := facedownInProvinces(x)
				for _, id := range ids {
					x.PutIntoPlayFacedown(id, Body{Military: 1, PolDash: true, Traits: []string{"cavalry", "spirit"}}, true)
				}
				x.Delay("conflict", ids...)
			},
			Later: func(x *Ctx) {
				for _, id := range x.Targets {
					if x.S.IsFacedownCharacter(id) {
						x.Discard(id)
					}
				}
			},
		}}})
}
