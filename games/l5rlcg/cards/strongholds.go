package cards

import (
	. "tessen/games/l5rlcg"
)

// Strongholds.
func init() {
	// Shizuka Toshi: during a political conflict, bow the stronghold to bow
	// a participating character with political skill 2 or lower.
	Register("shizuka-toshi", &Text{Abilities: []*Ability{{
		Text: "bow it: bow a participating character with political skill 2 or lower", Timing: Action, Needs: NeedPolitical,
		If: ConflictOfType("political"), Costs: []Cost{BowSelf()},
		Target: &Target{Characters: true, Prompt: "choose a participating character with political skill 2 or lower",
			Filter: All(ParticipatingChar, SkillAtMost("political", 2), CanBow)},
		Effect: func(x *Ctx) { x.Bow(x.Target()) },
	}}})

	// Strongholds.
	// Shiro Nishiyama: during a conflict, bow it: each defending character
	// you control gets +1/+1 until the end of the conflict.
	Register("shiro-nishiyama", &Text{Abilities: []*Ability{{
		Text: "bow it: your defending characters get +1/+1 until the end of the conflict", Timing: Action, Needs: NeedDefending,
		If: func(x *Ctx) bool {
			return DuringConflict(x) && x.S.Conf.Defender == x.P && len(x.S.Participants(x.P)) > 0
		},
		Costs:  []Cost{BowSelf()},
		Effect: func(x *Ctx) { x.LastingSkills(1, "conflict", x.S.Participants(x.P)...) },
	}}})

	// Yojin no Shiro: during a conflict, bow it: each attacking character
	// you control gets +1 military until the end of the conflict.
	Register("yojin-no-shiro", &Text{Abilities: []*Ability{{
		Text: "bow it: your attacking characters get +1 military until the end of the conflict", Timing: Action, Needs: NeedAttacking,
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
		Against: LessHonorableThan, Costs: []Cost{BowSelf()},
		Select: &Select{Options: []Option{
			{Label: "opponent-loses-1-honor", Do: func(x *Ctx) { x.LoseHonor(x.Opp(), 1) }},
			{Label: "gain-1-honor", Do: func(x *Ctx) { x.GainHonor(x.P, 1) }},
		}},
	}}})

	// Golden Plains Outpost: during a military conflict, bow it to move a
	// Cavalry character you control into the conflict.
	Register("golden-plains-outpost", &Text{Abilities: []*Ability{{
		Text: "bow it: move a Cavalry character you control to the military conflict", Timing: Action, Needs: NeedMilitary,
		If: ConflictOfType("military"), Costs: []Cost{BowSelf()},
		Target: &Target{Characters: true, Prompt: "choose a Cavalry character you control", Filter: All(Character, Friendly, Trait("cavalry"), CanMoveIn)},
		Effect: func(x *Ctx) { x.MoveToConflict(x.Target()) },
	}}})

	// Mountain's Anvil Castle: during a conflict, bow it: a participant with
	// an attachment gets +1/+1 (+2/+2 with two or more) until the conflict ends.
	Register("mountains-anvil-castle", &Text{Abilities: []*Ability{{
		Text: "bow it: a participant with attachments gets +1/+1, or +2/+2 with two or more, until the end of the conflict", Timing: Action, Needs: NeedConflict,
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
	// Kyūden Kakita: after a duel resolves, bow it to honor a character of
	// yours that was one of the duel's two characters.
	duellist := func(x *Ctx, id int) bool { return id == x.S.Duel.Challenger || id == x.S.Duel.Challengee }
	Register("kyuden-kakita", &Text{Abilities: []*Ability{{
		Text: "after a duel resolves, bow it: honor a character of yours that was in the duel", Timing: Reaction, On: EvDuelResolved,
		Costs:  []Cost{BowSelf()},
		Target: &Target{Characters: true, Prompt: "choose a character you control that was in the duel", Filter: All(Character, Friendly, CanHonor, duellist)},
		Effect: func(x *Ctx) { x.Honor(x.Target()) },
	}}})

	// Hisu Mori Toride (Lion): after you win a military conflict by 5 or
	// more skill, bow it and sacrifice a Bushi of yours to be allowed an
	// additional military conflict this phase.
	Register("hisu-mori-toride", &Text{Abilities: []*Ability{{
		Text: "after you win a military conflict by 5 or more, bow it and sacrifice a Bushi of yours: declare an additional military conflict this phase", Timing: Reaction, On: EvResolved,
		If: func(x *Ctx) bool {
			return x.Event().Player == x.P && ConflictOfType("military")(x) && x.S.WinMargin() >= 5
		},
		Costs:  []Cost{BowSelf(), SacrificeFriendly(Trait("bushi"))},
		Effect: func(x *Ctx) { x.AdditionalConflict(x.P, "military") },
	}}})

	// Kyūden Bayushi: bow it to ready a dishonored character you control;
	// with 6 honor or fewer, that character also gets +1/+1 until the end
	// of the phase.
	Register("kyuden-bayushi", &Text{Abilities: []*Ability{{
		Text: "bow it: ready a dishonored character you control; with 6 or fewer honor it also gets +1 military and +1 political this phase", Timing: Action,
		Costs: []Cost{BowSelf()},
		Target: &Target{Characters: true, Prompt: "choose a dishonored character you control", Filter: All(Character, Friendly, StatusIs(Dishonored),
			func(x *Ctx, id int) bool { return CanReady(x, id) || sixOrFewerHonor(x) })},
		Effect: func(x *Ctx) {
			x.Ready(x.Target())
			if sixOrFewerHonor(x) {
				x.LastingSkills(1, "phase", x.Target())
			}
		},
	}}})

	// Shiro Shinjo: after you collect fate in the dynasty phase, bow it to
	// gain 1 fate for each faceup non-stronghold province an opponent of
	// your choice controls.
	Register("shiro-shinjo", &Text{Abilities: []*Ability{{
		Text: "after you collect fate in the dynasty phase, bow it: gain 1 fate per faceup non-stronghold province of an opponent's", Timing: Reaction, On: EvCollectFate,
		If:      func(x *Ctx) bool { return x.Event().Player == x.P && faceupProvinces(x.S, x.Opp()) > 0 },
		Against: AnyOpponent,
		Costs:   []Cost{BowSelf()},
		Effect:  func(x *Ctx) { x.GainFate(x.P, faceupProvinces(x.S, x.Opp())) },
	}}})

	// Kyūden Isawa: during a conflict, bow it to play a Spell event from
	// your conflict discard pile as if it were in your hand; the event is
	// then removed from the game.
	Register("kyuden-isawa", &Text{Abilities: []*Ability{{
		Text: "bow it, during a conflict: play a Spell event from your conflict discard pile as if from hand, then remove it from the game", Timing: Action, Needs: NeedConflict,
		If: DuringConflict, Costs: []Cost{BowSelf()},
		Target: &Target{Prompt: "choose a Spell event in your conflict discard pile", In: []Zone{ZConflictDiscard},
			Filter: func(x *Ctx, id int) bool {
				return InOwnDiscard(x, id) && x.S.Printed(id).Type == "event" && x.S.HasTrait(id, "spell") && x.S.CanPlayAsIfInHand(x.P, id)
			}},
		Effect: func(x *Ctx) { x.PlayAsIfInHandRemoved(x.Target()) },
	}}})

	// Hisu Mori Toride: after you win a military conflict with more
	// participating characters than your opponent, bow it and sacrifice a
	// Cavalry character of yours: you may declare an additional military
	// conflict this phase.
	Register("14-hisu-mori-toride", &Text{Abilities: []*Ability{{
		Text: "after you win a military conflict with more characters, bow it and sacrifice a Cavalry character: you may declare an additional military conflict this phase", Timing: Reaction, On: EvResolved,
		If: func(x *Ctx) bool {
			return x.Event().Player == x.P && x.S.Conf.Type == "military" && x.S.MoreParticipants(x.P)
		},
		Costs:  []Cost{BowSelf(), SacrificeFriendly(Trait("cavalry"))},
		Effect: func(x *Ctx) { x.AdditionalConflict(x.P, "military") },
	}}})
}
