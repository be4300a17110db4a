package cards

import (
	"slices"

	. "tessen/games/l5rlcg"
)

// Crab characters.
func init() {
	// Hida Kisada: while you have lost no conflict this phase, cancel the
	// first action ability your opponent triggers from a card during each
	// conflict.
	Register("hida-kisada", &Text{Abilities: []*Ability{{
		Text: "cancel the first action ability your opponent triggers from a card in each conflict", Timing: ForcedInterrupt, On: EvInitiate,
		If: func(x *Ctx) bool {
			e := x.Event()
			return DuringConflict(x) && e.Player == x.Opp() && e.N == int(Action) && x.S.P[x.P].LostThisPhase == 0 &&
				x.S.Conf.Actions[e.Player] == 1 // the first, whoever's it was or whether Kisada was in play then
		},
		Effect: func(x *Ctx) { x.CancelTrigger() },
		Limit:  PerConflict(1),
	}}})

	// Shrewd Yasuki: while participating with a holding in play, look at
	// the top 2 cards of your conflict deck, take one, the other to the bottom.
	Register("shrewd-yasuki", &Text{Abilities: []*Ability{{
		Text: "look at the top 2 cards of your conflict deck: take one, the other goes to the bottom", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool {
			return SelfParticipating(x) && x.S.Holdings(0)+x.S.Holdings(1) > 0 && len(x.S.P[x.P].ConflictDeck) > 0
		},
		Pick: &Pick{Prompt: "choose the card to add to your hand",
			From: func(x *Ctx) []int { return x.S.TopOfConflictDeck(x.P, 2) },
			Do: func(x *Ctx, id int) {
				for _, other := range x.S.TopOfConflictDeck(x.P, 2) {
					if other != id {
						x.ToDeckBottom(other)
					}
				}
				x.TakeToHand(id)
			}},
	}}})

	Register("hiruma-yojimbo", &Text{Bars: []string{"attack"}, Says: "it cannot attack", Cannot: cannotAttack})

	// Vanguard Warrior: sacrifice it to place 1 fate on a character.
	Register("vanguard-warrior", &Text{Abilities: []*Ability{{
		Text: "sacrifice it: place 1 fate on a character", Timing: Action,
		Costs:  []Cost{SacrificeSelf()},
		Target: &Target{Characters: true, Prompt: "choose a character", Filter: All(Character, Other)},
		Effect: func(x *Ctx) { x.PlaceFate(x.Target(), 1) },
	}}})

	// Stoic Gunso: during a conflict, sacrifice a friendly character: +3
	// military until the end of the conflict.
	Register("stoic-gunso", &Text{Abilities: []*Ability{{
		Text: "sacrifice a friendly character: +3 military until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If: DuringConflict, Costs: []Cost{SacrificeFriendly(Other)},
		Effect: func(x *Ctx) { x.Lasting(ModMil, 3, "conflict", x.Self) },
	}}})

	// Steadfast Witch Hunter: sacrifice a friendly character to ready a
	// character.
	Register("steadfast-witch-hunter", &Text{Abilities: []*Ability{{
		Text: "sacrifice a friendly character: ready a character", Timing: Action,
		Costs:  []Cost{SacrificeFriendly(nil)},
		Target: &Target{Characters: true, Prompt: "choose a character to ready", Filter: All(Character, CanReady)},
		Effect: func(x *Ctx) { x.Ready(x.Target()) },
	}}})

	// Hida Guardian: while participating, another participant gets +2/+2
	// for each holding you control, until the end of the conflict.
	Register("hida-guardian", &Text{Abilities: []*Ability{{
		Text: "another participant gets +2/+2 per holding you control until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return SelfParticipating(x) && x.S.Holdings(x.P) > 0 },
		Target: &Target{Characters: true, Prompt: "choose another participating character", Filter: All(ParticipatingChar, Other)},
		Effect: func(x *Ctx) { x.LastingSkills(2*x.S.Holdings(x.P), "conflict", x.Target()) },
	}}})

	// Kaiu Shuichi: covert; during a conflict it takes part in, with a
	// holding in play, gain 1 fate.
	Register("kaiu-shuichi", &Text{Abilities: []*Ability{{
		Text: "while participating with a holding in play: gain 1 fate", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return SelfParticipating(x) && x.S.Holdings(0)+x.S.Holdings(1) > 0 },
		Effect: func(x *Ctx) { x.GainFate(x.P, 1) },
	}}})

	// Hida Tomonatsu: after it wins as a defender, sacrifice it to put a
	// non-unique attacking character on top of its owner's deck.
	Register("hida-tomonatsu", &Text{Abilities: []*Ability{{
		Text: "after it wins as a defender, sacrifice it: return a non-unique attacker to the top of its deck", Timing: Reaction, On: EvResolved,
		If:     func(x *Ctx) bool { return selfWon(nil)(x) && SelfDefending(x) },
		Costs:  []Cost{SacrificeSelf()},
		Target: &Target{Characters: true, Prompt: "choose a non-unique attacking character", Filter: All(Attacking, NonUnique, CanDiscard)},
		Effect: func(x *Ctx) { x.ReturnToDeckTop(x.Target()) },
	}}})

	// Vengeful Berserker: after another character you control leaves play
	// during a conflict, double its military skill until the conflict ends.
	Register("vengeful-berserker", &Text{Abilities: []*Ability{{
		Text: "after another character you control leaves play during a conflict: double its military skill until the end of the conflict", Timing: Reaction, On: EvLeavePlay,
		If: func(x *Ctx) bool {
			e := x.Event()
			return DuringConflict(x) && len(e.Cards) == 1 && e.Cards[0] != x.Self && e.N == x.P && x.S.Printed(e.Cards[0]).Type == "character"
		},
		Effect: func(x *Ctx) { x.Lasting(ModTimes2Mil, 0, "conflict", x.Self) },
	}}})

	// Borderlands Defender: while defending, the opponent's card effects
	// cannot bow or move it.
	Register("borderlands-defender", &Text{Bars: []string{EvBow, "move-home", "move-conflict"}, Says: "while it defends, your opponents' card effects cannot bow it or move it", Cannot: func(s *State, self int, a Act) bool {
		moves := a.Kind == EvBow || a.Kind == "move-home" || a.Kind == "move-conflict"
		return moves && s.IsDefending(self) && a.Source >= 0 && a.By != s.Controller(self)
	}})

	// Intimidating Hida: after an opponent passes a conflict opportunity,
	// they lose 1 honor.
	Register("intimidating-hida", &Text{Abilities: []*Ability{{
		Text: "after an opponent passes on declaring a conflict: they lose 1 honor", Timing: Reaction, On: EvPassConflict,
		If:     ByAnOpponent,
		Effect: func(x *Ctx) { x.LoseHonor(x.Event().Player, 1) },
	}}})

	// Hiruma Ambusher: after it enters play as a defender, a character's
	// abilities cannot be triggered this conflict.
	Register("hiruma-ambusher", &Text{Abilities: []*Ability{{
		Text: "after it enters play defending: a character's abilities cannot be triggered this conflict", Timing: Reaction, On: EvEnterPlay,
		If:     func(x *Ctx) bool { return x.Event().Cards[0] == x.Self && x.S.IsDefending(x.Self) },
		Target: &Target{Characters: true, Prompt: "choose a character", Filter: Character},
		Effect: func(x *Ctx) { x.Lasting("cannot:"+ActTrigger, 0, "conflict", x.Target()) },
	}}})

	// Staunch Hida: after it wins a conflict as a defender, resolve the
	// ring's effect as if you were the attacking player. Max 1 per conflict.
	Register("staunch-hida", &Text{Abilities: []*Ability{{
		Text: "after it wins as a defender: resolve the ring's effect as the attacker would", Timing: Reaction, On: EvResolved,
		If:     func(x *Ctx) bool { return selfWon(nil)(x) && SelfDefending(x) },
		Effect: func(x *Ctx) { x.ResolveRingAs(x.P, x.S.Conf.Ring) },
		Max:    PerConflict(1),
	}}})

	// Hiruma Skirmisher: after you play it, it has covert until the end of
	// the phase.
	Register("hiruma-skirmisher", &Text{Abilities: []*Ability{{
		Text: "after you play it: it gains covert until the end of the phase", Timing: Reaction, On: EvPlayed,
		If: func(x *Ctx) bool {
			e := x.Event()
			return e.Player == x.P && e.Cards[0] == x.Self && x.S.IsCharacter(x.Self) && !x.S.HasKeyword(x.Self, "covert")
		},
		Effect: func(x *Ctx) { x.Lasting(ModKeyword+":covert", 1, "phase", x.Self) },
	}}})

	// Stoic Magistrate: while it defends, characters with printed cost 2
	// or lower do not count their skill toward the conflict's result.
	Register("stoic-magistrate", &Text{Bars: []string{ActCountSkill}, Says: "while it defends, characters with printed cost 2 or lower do not count their skill toward the conflict's result",
		Forbid: func(s *State, self int, a Act) bool {
			return a.Kind == ActCountSkill && s.IsDefending(self) && s.Printed(a.Card).Cost <= 2 && !s.Printed(a.Card).NoCost
		}})

	// Yasuki Taka: each time a Crab character leaves play during the
	// conflict phase, gain 1 fate (no limit).
	Register("yasuki-taka", &Text{Abilities: []*Ability{{
		Text: "after a Crab character leaves play during the conflict phase: gain 1 fate", Timing: Reaction, On: EvLeavePlay,
		If: func(x *Ctx) bool {
			if x.S.Phase != "conflict" {
				return false
			}
			return slices.ContainsFunc(x.Event().Cards, func(id int) bool {
				return x.S.Printed(id).Type == "character" && x.S.HasClan(id, "crab")
			})
		},
		Effect: func(x *Ctx) { x.GainFate(x.P, 1) },
		Limit:  Unlimited,
	}}})

	// Kuni Ritsuko: after it wins a conflict as a defender, an attacking
	// character loses 1 fate.
	Register("kuni-ritsuko", &Text{Abilities: []*Ability{{
		Text: "after it wins as a defender: remove 1 fate from an attacking character", Timing: Reaction, On: EvResolved,
		If:     func(x *Ctx) bool { return selfWon(nil)(x) && SelfDefending(x) },
		Target: &Target{Characters: true, Prompt: "choose an attacking character", Filter: All(Attacking, CanRemoveFate)},
		Effect: func(x *Ctx) { x.RemoveFate(x.Target(), 1) },
	}}})
}
