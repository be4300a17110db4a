package cards

import (
	. "tessen/games/l5rlcg"
)

// Crab attachments.
func init() {
	// Watch Commander: on a character you control, one per character; after
	// an opponent plays a card during a conflict the attached character
	// takes part in, that player loses 1 honor (no limit).
	Register("watch-commander", &Text{
		Says:     "attach to a character you control; one per character",
		AttachTo: youControl, OnePerCharacter: true,
		Abilities: []*Ability{{
			Text: "after an opponent plays a card during a conflict the attached character is in: they lose 1 honor", Timing: Reaction, On: EvPlayed,
			If:     func(x *Ctx) bool { return ByAnOpponent(x) && x.S.Participating(parentOf(x)) },
			Effect: func(x *Ctx) { x.LoseHonor(x.Event().Player, 1) },
			Limit:  Unlimited,
		}},
	})

	// Jade Tetsubō: on a character you control; while it participates, bow
	// this to return all fate on a participant with lower military skill
	// to its owner's pool.
	Register("jade-tetsubo", &Text{Says: "attach to a character you control", AttachTo: youControl, Abilities: []*Ability{{
		Text: "bow it: return the fate on a weaker participant to its owner", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool { return x.S.Participating(parentOf(x)) }, Costs: []Cost{BowSelf()},
		Target: &Target{Characters: true, Prompt: "choose a participating character with lower military skill", Filter: All(ParticipatingChar, HasFate, NoDash("military"),
			func(x *Ctx, id int) bool { return x.S.Skill(id, "military") < x.S.Skill(parentOf(x), "military") })},
		Effect: func(x *Ctx) { x.ReturnFate(x.Target()) },
	}}})

	// Reprieve: when the attached character would leave play, discard this
	// attachment instead.
	Register("reprieve", &Text{Abilities: []*Ability{{
		Text: "when the attached character would leave play: discard this instead", Timing: Interrupt, Would: true, On: EvLeavePlay,
		If:      func(x *Ctx) bool { e := x.Event(); return len(e.Cards) == 1 && e.Cards[0] == parentOf(x) },
		Instead: func(x *Ctx) { x.Discard(x.Self) },
	}}})

	// Pathfinder's Blade (Seeker role only): while the attached character
	// attacks, sacrifice this to cancel an ability of the attacked province.
	Register("pathfinders-blade", &Text{Abilities: []*Ability{{
		Text: "sacrifice it, while the attached character attacks: cancel an ability of the attacked province", Timing: Interrupt, Would: true, On: EvInitiate,
		If: func(x *Ctx) bool {
			par := parentOf(x)
			return par >= 0 && x.Event().Source == x.S.AttackedProvince() && x.S.Participating(par) && x.S.Controller(par) == x.S.Conf.Attacker
		},
		Costs:  []Cost{SacrificeSelf()},
		Effect: func(x *Ctx) { x.CancelTrigger() },
	}}})

	// Seal of the Crab: the attached character is also of the Crab clan,
	// and a Berserker.
	Register("seal-of-the-crab", sealOf("crab", "berserker"))

	// Pit Trap: played only on an attacking character (any player's);
	// the character it is attached to stays bowed in the regroup phase.
	Register("pit-trap", &Text{Bars: []string{ActRegroupReady}, Says: "play only on an attacking character; the attached character does not ready during the regroup phase",
		PlayOn: func(s *State, p, char int) bool {
			return s.Conf.Active && s.Participating(char) && s.Controller(char) == s.Conf.Attacker
		},
		CannotParent: func(s *State, self int, a Act) bool { return a.Kind == ActRegroupReady },
	})

	// Wicked Tetsubō: on a Berserker; while the attached character attacks,
	// set a defender's military or political skill (your choice) to 0
	// until the end of the conflict.
	Register("wicked-tetsubo", &Text{Says: "attach to a Berserker character",
		AttachTo: func(s *State, p, char int) bool { return s.HasTrait(char, "berserker") },
		Abilities: []*Ability{{
			Text: "while the attached character attacks: a defending character's military or political skill is 0 until the end of the conflict", Timing: Action, Needs: NeedConflict,
			If: func(x *Ctx) bool {
				par := parentOf(x)
				return par >= 0 && x.S.Participating(par) && x.S.Controller(par) == x.S.Conf.Attacker
			},
			Target: &Target{Characters: true, Prompt: "choose a defending character",
				Filter: All(Defending, func(x *Ctx, id int) bool { return !x.S.Dash(id, "military") || !x.S.Dash(id, "political") })},
			Select: &Select{Options: []Option{
				{Label: "military", Can: func(x *Ctx) bool { return !x.S.Dash(x.Target(), "military") }, Do: func(x *Ctx) { x.Lasting(ModSetMil, 0, "conflict", x.Target()) }},
				{Label: "political", Can: func(x *Ctx) bool { return !x.S.Dash(x.Target(), "political") }, Do: func(x *Ctx) { x.Lasting(ModSetPol, 0, "conflict", x.Target()) }},
			}},
		}}})

	// Honed Nodachi: on a Bushi; after the attached character wins a
	// military conflict, remove 1 fate from it: your opponent discards a
	// participating character of theirs, their choice.
	nodachiVictims := func(x *Ctx) []int { return participantsOf(x, x.Opp(), CanDiscard) }
	Register("honed-nodachi", &Text{Says: "attach to a Bushi character",
		AttachTo: func(s *State, p, char int) bool { return s.HasTrait(char, "bushi") },
		Abilities: []*Ability{{
			Text: "after the attached character wins a military conflict, remove 1 fate from it: your opponent discards a participating character of theirs", Timing: Reaction, On: EvResolved,
			If: func(x *Ctx) bool {
				par := parentOf(x)
				return par >= 0 && x.S.Conf.Type == "military" && x.Event().Player == x.S.Controller(par) && x.S.Participating(par) && len(nodachiVictims(x)) > 0
			},
			Costs: []Cost{{Text: "remove 1 fate from the attached character",
				CanPay: func(x *Ctx) bool { par := parentOf(x); return par >= 0 && CanRemoveFate(x, par) },
				Pay:    func(x *Ctx, _ int) { x.RemoveFate(parentOf(x), 1) }}},
			Pick: &Pick{By: "opponent", Prompt: "choose one of your participating characters to discard",
				From: nodachiVictims,
				Do:   func(x *Ctx, id int) { x.Discard(id) }},
		}}})

	// Pragmatism: on a character you control; while you are less honorable
	// than an opponent, the attached character gets +1/+1 and can be
	// neither honored nor dishonored.
	pragmatic := func(s *State, self int) bool {
		p := s.Controller(self)
		return s.AnOpponent(p, func(o int) bool { return s.P[p].Honor < s.P[o].Honor })
	}
	Register("pragmatism", &Text{Bars: []string{EvHonor, EvDishonor}, Says: "attach to a character you control; while you are less honorable than an opponent, the attached character gets +1 military and +1 political and cannot be honored or dishonored",
		AttachTo: youControl, ModKinds: []string{ModMil, ModPol},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if par := s.Parent(self); par >= 0 && pragmatic(s, self) {
				Skills(add, par, 1)
			}
		},
		CannotParent: func(s *State, self int, a Act) bool {
			return (a.Kind == EvHonor || a.Kind == EvDishonor) && pragmatic(s, self)
		},
	})
}
