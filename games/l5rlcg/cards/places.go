package cards

import . "tessen/games/l5rlcg"

// Holdings, provinces, strongholds and roles.
func init() {
	// Funeral Pyre: sacrifice a friendly character to draw a card.
	Register("funeral-pyre", &Text{Abilities: []*Ability{{
		Text: "sacrifice a friendly character: draw 1 card", Timing: Action,
		Costs:  []Cost{SacrificeFriendly(nil)},
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})

	// Forgotten Library: after the draw phase begins, draw a card.
	Register("forgotten-library", &Text{Abilities: []*Ability{{
		Text: "after the draw phase begins: draw 1 card", Timing: Reaction, On: EvPhase,
		If:     func(x *Ctx) bool { return x.Event().Label == "draw" },
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})

	// Favorable Ground: during a conflict, sacrifice it to move a character
	// you control into the conflict or home from it.
	Register("favorable-ground", &Text{Abilities: []*Ability{{
		Text: "sacrifice it: move a character you control to the conflict, or home from it", Timing: Action, InConflict: true,
		If: DuringConflict, Costs: []Cost{SacrificeSelf()},
		Target: &Target{Characters: true, Prompt: "choose a character you control", Filter: All(Character, Friendly,
			func(x *Ctx, id int) bool { return CanMoveIn(x, id) || CanSendHome(x, id) })},
		Effect: func(x *Ctx) {
			if x.S.Participating(x.Target()) {
				x.SendHome(x.Target())
			} else {
				x.MoveToConflict(x.Target())
			}
		},
	}}})

	// Secluded Temple: after the conflict phase begins, an opponent who
	// controls more characters removes 1 fate from one of theirs.
	Register("secluded-temple", &Text{Abilities: []*Ability{{
		Text: "after the conflict phase begins: an opponent with more characters removes 1 fate from one of theirs", Timing: Reaction, On: EvPhase,
		If: func(x *Ctx) bool {
			return x.Event().Label == "conflict" && len(x.S.Seat(x.Opp()).Play) > len(x.S.P[x.P].Play) && len(withFate(x, x.Opp())) > 0
		},
		Pick: &Pick{By: "opponent", Prompt: "choose a character of yours with fate",
			From: func(x *Ctx) []int { return withFate(x, x.Opp()) },
			Do:   func(x *Ctx, id int) { x.RemoveFate(id, 1) }},
	}}})

	// Ancestral Lands / Entrenched Position: +5 strength during political /
	// military conflicts.
	for id, typ := range map[string]string{"ancestral-lands": "political", "entrenched-position": "military"} {
		Register(id, &Text{ModKinds: []string{ModStrength}, Mods: func(s *State, self int, add func(int, string, int)) {
			if s.Conf.Active && s.Conf.Type == typ {
				add(self, ModStrength, 5)
			}
		}})
	}

	// Fertile Fields / Manicured Garden: during a conflict here, draw a
	// card / gain 1 fate.
	Register("fertile-fields", &Text{Abilities: []*Ability{{
		Text: "during a conflict at this province: draw 1 card", Timing: Action, InConflict: true, If: AtThisProvince,
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})
	Register("manicured-garden", &Text{Abilities: []*Ability{{
		Text: "during a conflict at this province: gain 1 fate", Timing: Action, InConflict: true, If: AtThisProvince,
		Effect: func(x *Ctx) { x.GainFate(x.P, 1) },
	}}})

	// Meditations on the Tao: during a conflict here, remove 1 fate from an
	// attacking character.
	Register("meditations-on-the-tao", &Text{Abilities: []*Ability{{
		Text: "during a conflict at this province: remove 1 fate from an attacker", Timing: Action, InConflict: true, If: AtThisProvince,
		Target: &Target{Characters: true, Prompt: "choose an attacking character", Filter: All(Attacking, CanRemoveFate)},
		Effect: func(x *Ctx) { x.RemoveFate(x.Target(), 1) },
	}}})

	// The Art of Peace: when it is broken, dishonor each attacker and honor
	// each defender.
	Register("the-art-of-peace", &Text{Abilities: []*Ability{{
		Text: "when this province is broken: dishonor each attacker, honor each defender", Timing: Interrupt, On: EvBreak,
		If: func(x *Ctx) bool { return x.Event().Cards[0] == x.Self },
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
	Register("pilgrimage", &Text{Cannot: func(s *State, self int, a Act) bool { return a.Kind == ActRingEffects }})

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

	// Strongholds.
	// Shiro Nishiyama: during a conflict, bow it: each defending character
	// you control gets +1/+1 until the end of the conflict.
	Register("shiro-nishiyama", &Text{Abilities: []*Ability{{
		Text: "bow it: your defending characters get +1/+1 until the end of the conflict", Timing: Action, InConflict: true,
		If: func(x *Ctx) bool {
			return DuringConflict(x) && x.S.Conf.Defender == x.P && len(x.S.Participants(x.P)) > 0
		},
		Costs:  []Cost{BowSelf()},
		Effect: func(x *Ctx) { x.LastingSkills(1, "conflict", x.S.Participants(x.P)...) },
	}}})
	// Yojin no Shiro: during a conflict, bow it: each attacking character
	// you control gets +1 military until the end of the conflict.
	Register("yojin-no-shiro", &Text{Abilities: []*Ability{{
		Text: "bow it: your attacking characters get +1 military until the end of the conflict", Timing: Action, InConflict: true,
		If: func(x *Ctx) bool {
			return DuringConflict(x) && x.S.Conf.Attacker == x.P && len(x.S.Participants(x.P)) > 0
		},
		Costs:  []Cost{BowSelf()},
		Effect: func(x *Ctx) { x.Lasting(ModMil, 1, "conflict", x.S.Participants(x.P)...) },
	}}})
	// Isawa Mori Seido: bow it: a character gets +2 glory until the end of
	// the phase.
	Register("isawa-mori-seido", &Text{Abilities: []*Ability{{
		Text: "bow it: a character gets +2 glory until the end of the phase", Timing: Action,
		Costs:  []Cost{BowSelf()},
		Target: &Target{Characters: true, Prompt: "choose a character", Filter: Character},
		Effect: func(x *Ctx) { x.Lasting(ModGlory, 2, "phase", x.Target()) },
	}}})
	// City of the Open Hand: while less honorable, bow it: the opponent
	// loses 1 honor, or you gain 1 honor.
	Register("city-of-the-open-hand", &Text{Abilities: []*Ability{{
		Text: "while less honorable, bow it: your opponent loses 1 honor, or you gain 1", Timing: Action,
		If: LessHonorable, Costs: []Cost{BowSelf()},
		Select: &Select{Options: []Option{
			{Label: "opponent-loses-1-honor", Do: func(x *Ctx) { x.LoseHonor(x.Opp(), 1) }},
			{Label: "gain-1-honor", Do: func(x *Ctx) { x.GainHonor(x.P, 1) }},
		}},
	}}})
	// Golden Plains Outpost: during a military conflict, bow it to move a
	// Cavalry character you control into the conflict.
	Register("golden-plains-outpost", &Text{Abilities: []*Ability{{
		Text: "bow it: move a Cavalry character you control to the military conflict", Timing: Action, InConflict: true,
		If: ConflictOfType("military"), Costs: []Cost{BowSelf()},
		Target: &Target{Characters: true, Prompt: "choose a Cavalry character you control", Filter: All(Character, Friendly, Trait("cavalry"), CanMoveIn)},
		Effect: func(x *Ctx) { x.MoveToConflict(x.Target()) },
	}}})
	// Mountain's Anvil Castle: during a conflict, bow it: a participant with
	// an attachment gets +1/+1 (+2/+2 with two or more) until the conflict ends.
	Register("mountains-anvil-castle", &Text{Abilities: []*Ability{{
		Text: "bow it: a participant with attachments gets +1/+1, or +2/+2 with two or more, until the end of the conflict", Timing: Action, InConflict: true,
		If: DuringConflict, Costs: []Cost{BowSelf()},
		Target: &Target{Characters: true, Prompt: "choose a participating character with an attachment",
			Filter: All(ParticipatingChar, func(x *Ctx, id int) bool { return len(x.S.Attachments(id)) > 0 })},
		Effect: func(x *Ctx) {
			n := 1
			if len(x.S.Attachments(x.Target())) >= 2 {
				n = 2
			}
			x.LastingSkills(n, "conflict", x.Target())
		},
	}}})

	// Roles: each Keeper gains 1 fate after its player wins a conflict of
	// its element as the defender; each Seeker after a province of its
	// element that its player controls is revealed.
	for ring, element := range RingNames {
		Register("keeper-of-"+element, &Text{Abilities: []*Ability{{
			Text: "after you win a " + element + " conflict as the defending player: gain 1 fate", Timing: Reaction, On: EvResolved,
			If: func(x *Ctx) bool {
				return x.Event().Player == x.P && x.S.Conf.Defender == x.P && x.S.ConflictHasElement(ring)
			},
			Effect: func(x *Ctx) { x.GainFate(x.P, 1) },
		}}})
		Register("seeker-of-"+element, &Text{Abilities: []*Ability{{
			Text: "after a " + element + " province you control is revealed: gain 1 fate", Timing: Reaction, On: EvReveal,
			If: func(x *Ctx) bool {
				prov := x.Event().Cards[0]
				return x.S.Controller(prov) == x.P && x.S.HasElement(prov, element)
			},
			Effect: func(x *Ctx) { x.GainFate(x.P, 1) },
		}}})
	}
}

// withFate lists p's characters with fate on them.
func withFate(x *Ctx, p int) []int {
	var out []int
	for _, id := range x.S.Seat(p).Play {
		if x.S.Card(id).Fate > 0 {
			out = append(out, id)
		}
	}
	return out
}
