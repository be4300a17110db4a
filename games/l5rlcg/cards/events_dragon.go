package cards

import (
	. "tessen/games/l5rlcg"
)

// Dragon events.
func init() {
	// Tranquility: during a conflict, your opponent's characters at home
	// cannot trigger abilities until the conflict ends.
	Register("tranquility", &Text{Abilities: []*Ability{{
		Text: "your opponent's characters at home cannot trigger abilities until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If:     DuringConflict,
		Effect: func(x *Ctx) { x.Restrict(ModQuietHome, x.Opp(), "conflict") },
	}}})

	// Let Go: discard an attachment.
	Register("let-go", &Text{Abilities: []*Ability{{
		Text: "discard an attachment", Timing: Action,
		Target: &Target{Prompt: "choose an attachment", Filter: All(Attachment, CanDiscard)},
		Effect: func(x *Ctx) { x.Discard(x.Target()) },
	}}})

	// Mirumoto's Fury: during a conflict, bow an attacker whose glory is at
	// most the number of your facedown provinces.
	Register("mirumotos-fury", &Text{Abilities: []*Ability{{
		Text: "bow an attacker whose glory is at most the number of your unrevealed provinces", Timing: Action, Needs: NeedConflict,
		If: DuringConflict,
		Target: &Target{Characters: true, Prompt: "choose an attacking character", Filter: All(Attacking, CanBow,
			func(x *Ctx, id int) bool { return x.S.Glory(id) <= x.S.FacedownProvinces(x.P) })},
		Effect: func(x *Ctx) { x.Bow(x.Target()) },
	}}})

	// Indomitable Will: after you win a conflict with a single participant,
	// it does not bow from the conflict's resolution.
	Register("indomitable-will", &Text{Abilities: []*Ability{{
		Text: "after you win with a single participant: it does not bow from the conflict's resolution", Timing: Reaction, On: EvResolved,
		If: func(x *Ctx) bool { return x.Event().Player == x.P && len(x.S.Participants(x.P)) == 1 },
		Effect: func(x *Ctx) {
			x.Lasting("cannot:"+ActResolutionBow, 0, "conflict", x.S.Participants(x.P)[0])
		},
	}}})

	// Mantra of Fire: after an opponent declares a Fire conflict, place 1
	// fate on a Monk (or a character with a Monk attachment) and draw a card.
	Register("mantra-of-fire", &Text{Abilities: []*Ability{{
		Text: "after an opponent declares a Fire conflict: 1 fate on a Monk, and draw 1 card", Timing: Reaction, On: EvDeclared,
		If:     func(x *Ctx) bool { return ByAnOpponent(x) && x.Event().N == Fire },
		Target: &Target{Characters: true, Prompt: "choose a Monk character or one with a Monk attachment", Filter: All(Character, monkish)},
		Effect: func(x *Ctx) {
			x.PlaceFate(x.Target(), 1)
			x.Draw(x.P, 1)
		},
	}}})

	// High Kick: during a military conflict, bow a participating Monk of
	// yours to bow a participating character of your opponent's, which
	// cannot trigger abilities for the rest of the conflict.
	Register("high-kick", &Text{Abilities: []*Ability{{
		Text: "bow a participating Monk of yours: bow an opposing participant; it cannot trigger abilities this conflict", Timing: Action, Needs: NeedMilitary,
		If:     ConflictOfType("military"),
		Costs:  []Cost{BowFriendly(All(ParticipatingChar, Trait("monk")))},
		Target: &Target{Characters: true, Prompt: "choose a participating character your opponent controls", Filter: All(ParticipatingChar, Opponents)},
		Effect: func(x *Ctx) {
			x.Bow(x.Target())
			x.Lasting("cannot:"+ActTrigger, 0, "conflict", x.Target())
		},
	}}})

	// Mantra of Water: after an opponent declares a Water conflict, ready
	// a Monk (or a character with a Monk attachment) and draw a card.
	Register("mantra-of-water", &Text{Abilities: []*Ability{{
		Text: "after an opponent declares a Water conflict: ready a Monk, and draw 1 card", Timing: Reaction, On: EvDeclared,
		If:     func(x *Ctx) bool { return ByAnOpponent(x) && x.S.ConflictHasElement(Water) },
		Target: &Target{Characters: true, Prompt: "choose a bowed Monk character or one with a Monk attachment", Filter: All(Character, monkish, CanReady)},
		Effect: func(x *Ctx) {
			x.Ready(x.Target())
			x.Draw(x.P, 1)
		},
	}}})

	// Written in the Stars: either put 1 fate on each unclaimed ring that
	// has none, or take 1 fate off each unclaimed ring.
	starsRings := func(x *Ctx, bare bool) []int {
		var out []int
		for r := range x.S.Rings {
			if x.S.Unclaimed(r) && (x.S.Rings[r].Fate == 0) == bare {
				out = append(out, r)
			}
		}
		return out
	}
	Register("written-in-the-stars", &Text{Abilities: []*Ability{{
		Text: "put 1 fate on each unclaimed ring without fate, or remove 1 fate from each unclaimed ring", Timing: Action,
		Select: &Select{Options: []Option{
			{Label: "place", Can: func(x *Ctx) bool { return len(starsRings(x, true)) > 0 }, Do: func(x *Ctx) {
				for _, r := range starsRings(x, true) {
					x.PlaceRingFate(r, 1)
				}
			}},
			{Label: "remove", Can: func(x *Ctx) bool { return len(starsRings(x, false)) > 0 && !x.S.CannotTakeRingFate(x.P) }, Do: func(x *Ctx) {
				for _, r := range starsRings(x, false) {
					x.RemoveRingFate(r, 1)
				}
			}},
		}},
	}}})

	// Hurricane Punch: during a conflict, a participating Monk gets +2
	// military until the end of the conflict; draw a card.
	Register("hurricane-punch", &Text{Abilities: []*Ability{{
		Text: "a participating Monk gets +2 military until the end of the conflict; draw 1 card", Timing: Action, Needs: NeedConflict,
		If:     DuringConflict,
		Target: &Target{Characters: true, Prompt: "choose a participating Monk character", Filter: All(ParticipatingChar, Trait("monk"))},
		Effect: func(x *Ctx) {
			x.Lasting(ModMil, 2, "conflict", x.Target())
			x.Draw(x.P, 1)
		},
	}}})

	// Karmic Balance: only with a bid equal to an opponent's; each player
	// shuffles hand and conflict discard pile into the conflict deck and
	// draws 4; the card is then removed from the game.
	Register("karmic-balance", &Text{Says: "play only if your honor bid equals an opponent's",
		PlayIf: func(s *State, p int) bool {
			return s.AnOpponent(p, func(q int) bool { return s.P[p].Bid == s.P[q].Bid })
		},
		Abilities: []*Ability{{
			Text: "each player shuffles hand and conflict discard pile into the conflict deck and draws 4; remove this card from the game", Timing: Action,
			Effect: func(x *Ctx) {
				for p := range x.S.P {
					if x.S.Playing(p) {
						x.ShuffleHandAndDiscardIntoDeck(p)
						x.Draw(p, 4)
					}
				}
				x.RemoveFromGame(x.Self)
			},
		}}})

	// Mantra of Earth: after an opponent declares an Earth conflict, your
	// opponents' card abilities cannot choose a Monk (or a character with a
	// Monk attachment) as a target until the end of the conflict; draw a
	// card.
	Register("mantra-of-earth", &Text{Abilities: []*Ability{{
		Text: "after an opponent declares an Earth conflict: your opponents' card abilities cannot target a Monk this conflict, and draw 1 card", Timing: Reaction, On: EvDeclared,
		If:     func(x *Ctx) bool { return ByAnOpponent(x) && x.S.ConflictHasElement(Earth) },
		Target: &Target{Characters: true, Prompt: "choose a Monk character or one with a Monk attachment", Filter: All(Character, monkish)},
		Effect: func(x *Ctx) {
			x.Lasting(ModOpponentsCannot+":"+ActTarget, 0, "conflict", x.Target())
			x.Draw(x.P, 1)
		},
	}}})

	// Magnificent Triumph: during a conflict, a character that has won a
	// duel during it gets +2/+2 and cannot be chosen by your opponents'
	// events until the end of the conflict.
	Register("magnificent-triumph", &Text{Abilities: []*Ability{{
		Text: "a character that won a duel this conflict gets +2/+2 and your opponents' events cannot target it, until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If: DuringConflict,
		Target: &Target{Characters: true, Prompt: "choose a character that has won a duel during this conflict",
			Filter: All(Character, func(x *Ctx, id int) bool { return x.S.WonDuelThisConflict(id) })},
		Effect: func(x *Ctx) {
			x.LastingSkills(2, "conflict", x.Target())
			x.Lasting(ModNoOpponentEventTarget, 1, "conflict", x.Target())
		},
	}}})

	// Void Fist: during a conflict in which you have played at least 2
	// other cards, send home and bow a participant whose military skill is
	// at most that of a participating Monk of yours.
	fistMonkSkill := func(x *Ctx) int {
		best := -1
		for _, id := range participantsOf(x, x.P, Trait("monk")) {
			best = max(best, x.S.Skill(id, "military"))
		}
		return best
	}
	Register("void-fist", &Text{Abilities: []*Ability{{
		Text: "with 2 other cards played this conflict: send home and bow a participant with military skill at most a participating Monk's of yours", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool { return DuringConflict(x) && x.S.PlayedThisConflict(x.P, "") >= 2 },
		Target: &Target{Characters: true, Prompt: "choose a participating character with military skill equal to or lower than a participating Monk of yours",
			Filter: All(ParticipatingChar, func(x *Ctx, id int) bool {
				return x.S.Skill(id, "military") <= fistMonkSkill(x) && (CanSendHome(x, id) || CanBow(x, id))
			})},
		Effect: func(x *Ctx) {
			x.SendHome(x.Target())
			x.Bow(x.Target())
		},
	}}})
}
