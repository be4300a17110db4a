package cards

import (
	"fmt"
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
		Pick: takeOneOfTopTwo,
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

	// Third Tower Guard: +2 military while its controller has claimed the
	// Earth ring or the Water ring.
	Register("third-tower-guard", &Text{Says: "+2 military while you have claimed the Earth or the Water ring", ModKinds: []string{ModMil},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if p := s.Controller(self); s.HasClaimedRing(p, Earth) || s.HasClaimedRing(p, Water) {
				add(self, ModMil, 2)
			}
		}})

	// Kuni Yori: in conflicts with the Earth element, each character its
	// controller controls gets +1/+1; during a conflict, lose 1 honor to
	// make a player (you or your opponent) discard a card at random.
	Register("kuni-yori", &Text{Says: "during Earth conflicts, each character you control gets +1 military and +1 political", ModKinds: []string{ModMil, ModPol},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if !s.Conf.Active || !s.ConflictHasElement(Earth) {
				return
			}
			for _, id := range s.P[s.Controller(self)].Play {
				Skills(add, id, 1)
			}
		},
		Abilities: []*Ability{{
			Text: "lose 1 honor: a player of your choice discards a card at random", Timing: Action, Needs: NeedConflict,
			If: DuringConflict, Costs: []Cost{LoseHonor(1)},
			Select: &Select{Options: []Option{
				{Label: "you", Can: func(x *Ctx) bool { return len(x.S.P[x.P].Hand) > 0 }, Do: func(x *Ctx) { x.DiscardAtRandom(x.P, 1) }},
				{Label: "opponent", Can: func(x *Ctx) bool { return len(x.S.Seat(x.Opp()).Hand) > 0 }, Do: func(x *Ctx) { x.DiscardAtRandom(x.Opp(), 1) }},
			}},
		}}})

	// Yasuki Broker: while it participates, each character its controller
	// controls has courtesy and sincerity.
	Register("yasuki-broker", &Text{Says: "while it takes part in a conflict, each character you control gains courtesy and sincerity",
		ModKinds: []string{ModKeyword + ":courtesy", ModKeyword + ":sincerity"},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if !s.Participating(self) {
				return
			}
			for _, id := range s.P[s.Controller(self)].Play {
				add(id, ModKeyword+":courtesy", 1)
				add(id, ModKeyword+":sincerity", 1)
			}
		}})

	// Yasuki Oguri: each time an opponent plays an event during a conflict
	// it defends in, it gets +1/+1 until the conflict ends (no limit).
	Register("yasuki-oguri", &Text{Abilities: []*Ability{{
		Text: "after an opponent plays an event during a conflict it defends in: +1 military and +1 political until the end of the conflict", Timing: Reaction, On: EvPlayed,
		If: func(x *Ctx) bool {
			return ByAnOpponent(x) && x.Event().Label == "event" && DuringConflict(x) && SelfDefending(x)
		},
		Effect: func(x *Ctx) { x.LastingSkills(1, "conflict", x.Self) },
		Limit:  Unlimited,
	}}})

	// Daring Challenger: +1 military while its controller has less honor
	// than an opponent; during a conflict it takes part in, it challenges a
	// participant of the opponent's to a military duel, and the winner
	// gets 1 fate.
	Register("daring-challenger", &Text{Says: "+1 military while you are less honorable than an opponent", ModKinds: []string{ModMil},
		Mods: func(s *State, self int, add func(int, string, int)) {
			p := s.Controller(self)
			if s.AnOpponent(p, func(o int) bool { return s.P[p].Honor < s.P[o].Honor }) {
				add(self, ModMil, 1)
			}
		},
		Abilities: []*Ability{{
			Text: "military duel with a participant of your opponent's: the winner gets 1 fate", Timing: Action, Needs: NeedConflict,
			If:     func(x *Ctx) bool { return SelfParticipating(x) && !x.S.Dash(x.Self, "military") },
			Target: &Target{Characters: true, Prompt: "choose a participating character your opponent controls", Filter: All(ParticipatingChar, Opponents, NoDash("military"))},
			Duel:   &DuelSpec{Type: "military", Result: func(x *Ctx, winner, loser int) { x.PlaceFate(winner, 1) }},
		}}})

	// Hida Tsuru: each time a character is moved into, or played into, a
	// conflict it takes part in, it gets +1/+1 until the conflict ends
	// (no limit).
	Register("hida-tsuru", &Text{Abilities: []*Ability{{
		Text: "after a character moves to, or is played into, its conflict: +1 military and +1 political until the end of the conflict", Timing: Reaction,
		On: EvMoveToConflict + "|" + EvPlayed,
		If: func(x *Ctx) bool {
			e := x.Event()
			if e.Kind == EvPlayed && (e.Label != "character" || !x.S.Participating(e.Cards[0])) {
				return false
			}
			return SelfParticipating(x)
		},
		Effect: func(x *Ctx) { x.LastingSkills(1, "conflict", x.Self) },
		Limit:  Unlimited,
	}}})

	// Crisis Breaker (Keeper role only): during a military conflict in
	// which the opponent counts more military skill than you, ready a
	// Berserker you control and move it to the conflict.
	Register("crisis-breaker", &Text{Abilities: []*Ability{{
		Text: "while your opponent counts more military skill in a military conflict: ready a Berserker you control and move it to the conflict", Timing: Action, Needs: NeedMilitary,
		If: func(x *Ctx) bool {
			return ConflictOfType("military")(x) && x.S.SideSkill(x.Opp()) > x.S.SideSkill(x.P)
		},
		Target: &Target{Characters: true, Prompt: "choose a Berserker character you control",
			Filter: All(Character, Friendly, Trait("berserker"), func(x *Ctx, id int) bool { return CanReady(x, id) || CanMoveIn(x, id) })},
		Effect: func(x *Ctx) {
			x.Ready(x.Target())
			x.MoveToConflict(x.Target())
		},
	}}})

	// Apprentice Earthcaller: during a conflict, an attacking character
	// with no attachments has its printed skills until the end of the
	// conflict.
	Register("apprentice-earthcaller", &Text{Abilities: []*Ability{{
		Text: "an attacking character with no attachments has its printed skills until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If: DuringConflict,
		Target: &Target{Characters: true, Prompt: "choose an attacking character without attachments",
			Filter: All(Attacking, func(x *Ctx, id int) bool { return len(x.S.Attachments(id)) == 0 })},
		Effect: func(x *Ctx) {
			d := x.S.Printed(x.Target())
			if !d.MilDash {
				x.Lasting(ModSetMil, d.Military, "conflict", x.Target())
			}
			if !d.PolDash {
				x.Lasting(ModSetPol, d.Political, "conflict", x.Target())
			}
		},
	}}})

	// Hida Amoro: each time a player passes a conflict opportunity, that
	// player sacrifices a character of their choice (no limit).
	amoroVictims := func(x *Ctx) []int { return charactersOf(x, x.Event().Player, CanDiscard) }
	Register("hida-amoro", &Text{Abilities: []*Ability{{
		Text: "after a player passes on declaring a conflict: they sacrifice a character", Timing: ForcedReaction, On: EvPassConflict,
		If: func(x *Ctx) bool { return len(amoroVictims(x)) > 0 },
		Pick: &Pick{Who: func(x *Ctx) int { return x.Event().Player }, Prompt: "choose one of your characters to sacrifice",
			From: amoroVictims,
			Do:   func(x *Ctx, id int) { x.Discard(id) }},
		Limit: Unlimited,
	}}})

	// Yasuki Fuzake: as it leaves play, discard the status tokens of up to
	// one character of each player.
	withStatus := func(x *Ctx) []int {
		var out []int
		for p := range x.S.P {
			out = append(out, charactersOf(x, p, func(x *Ctx, id int) bool { return x.S.Card(id).Status != Ordinary })...)
		}
		return out
	}
	Register("yasuki-fuzake", &Text{Abilities: []*Ability{{
		Text: "when it leaves play: discard the status token of up to one character of each player", Timing: Interrupt, On: EvLeavePlay,
		If: func(x *Ctx) bool { return slices.Contains(x.Event().Cards, x.Self) && len(withStatus(x)) > 0 },
		Pick: &Pick{UpTo: true, Optional: true, Prompt: "choose up to one character of each player",
			Count: func(x *Ctx) int { return len(x.S.P) },
			From:  withStatus,
			Valid: func(x *Ctx, cards []int) error {
				seen := map[int]bool{}
				for _, id := range cards {
					if seen[x.S.Controller(id)] {
						return fmt.Errorf("at most one character of each player")
					}
					seen[x.S.Controller(id)] = true
				}
				return nil
			},
			Do: func(x *Ctx, id int) { x.DiscardStatus(id) }},
	}}})

	// Hiruma Kogoe: after the draw phase begins, while you have less honor
	// than an opponent, look at the top 3 cards of your conflict deck and
	// put them back in the order you choose.
	kogoeTop := func(x *Ctx) []int { return x.S.TopOfConflictDeck(x.P, 3) }
	Register("hiruma-kogoe", &Text{Abilities: []*Ability{{
		Text: "after the draw phase begins, if you are less honorable than an opponent: look at the top 3 cards of your conflict deck and put them back in any order", Timing: Reaction, On: EvPhase,
		If: func(x *Ctx) bool {
			return x.Event().Label == "draw" && x.S.AnOpponent(x.P, func(o int) bool { return LessHonorableThan(x, o) }) && len(kogoeTop(x)) > 0
		},
		Pick: reorderTop(kogoeTop),
	}}})

	// Guardian of Virtue (Air role only): while its controller has
	// composure, it does not bow from the resolution of a conflict it
	// defends in.
	Register("guardian-of-virtue", &Text{Bars: []string{ActResolutionBowDefending}, Says: "while you have composure, it does not bow from the resolution of a conflict it defends in",
		Cannot: func(s *State, self int, a Act) bool {
			return a.Kind == ActResolutionBowDefending && s.HasComposure(s.Controller(self))
		}})

	// Tainted Hero: it cannot attack or defend; sacrifice another friendly
	// character to treat its printed text box as blank until the end of
	// the phase, its traits kept.
	Register("tainted-hero", &Text{Bars: []string{"attack", "defend"}, Says: "it cannot attack or defend",
		Cannot: func(s *State, self int, a Act) bool { return cannotAttack(s, self, a) || cannotDefend(s, self, a) },
		Abilities: []*Ability{{
			Text: "sacrifice another friendly character: its printed text box is blank until the end of the phase (its traits stay)", Timing: Action,
			Costs: []Cost{SacrificeFriendly(Other)},
			Effect: func(x *Ctx) {
				x.Lasting(ModBlank, 0, "phase", x.Self)
				for _, t := range x.S.Printed(x.Self).Traits {
					x.Lasting(ModTrait+":"+t, 1, "phase", x.Self)
				}
			},
		}}})

	// Nezumi Infiltrator: immune to Shadowlands and Mahō card effects;
	// after it enters play during a conflict, the attacked province's
	// strength goes 1 up or 1 down (not below 1) until the end of the
	// conflict. Max 1 per conflict.
	Register("nezumi-infiltrator", &Text{Says: "immune to Shadowlands and Mahō card effects",
		ModKinds: []string{ModImmuneTrait + ":shadowlands", ModImmuneTrait + ":maho"},
		Mods: func(s *State, self int, add func(int, string, int)) {
			add(self, ModImmuneTrait+":shadowlands", 1)
			add(self, ModImmuneTrait+":maho", 1)
		},
		Abilities: []*Ability{{
			Text: "after it enters play during a conflict: the attacked province gets +1 or -1 strength (not below 1) until the end of the conflict", Timing: Reaction, On: EvEnterPlay,
			If: func(x *Ctx) bool {
				return x.Event().Cards[0] == x.Self && DuringConflict(x) && x.S.AttackedProvince() >= 0
			},
			Select: &Select{Options: []Option{
				{Label: "raise", Do: func(x *Ctx) { x.Lasting(ModStrength, 1, "conflict", x.S.AttackedProvince()) }},
				{Label: "lower", Can: func(x *Ctx) bool { return x.S.Strength(x.S.AttackedProvince()) > 1 },
					Do: func(x *Ctx) { x.Lasting(ModStrength, -1, "conflict", x.S.AttackedProvince()) }},
			}},
			Max: PerConflict(1),
		}}})

	// Yasuki Procurer: dishonor it: the next character or attachment you
	// play this phase costs 1 less.
	Register("yasuki-procurer", &Text{Abilities: []*Ability{{
		Text: "dishonor it: the next character or attachment you play this phase costs 1 less", Timing: Action,
		Costs: []Cost{{Text: "dishonor this character",
			CanPay: func(x *Ctx) bool { return CanDishonor(x, x.Self) },
			Pay:    func(x *Ctx, _ int) { x.Dishonor(x.Self) }}},
		Effect: func(x *Ctx) { x.DiscountNext(1, "phase", "character", "attachment") },
	}}})

	// Kaiu Inventor: each triggered ability of a holding you control may
	// be triggered once more this round (or in its limit's period).
	Register("kaiu-inventor", &Text{Abilities: []*Ability{{
		Text: "each triggered ability of a holding you control may be triggered an additional time this round (or its period)", Timing: Action,
		Target: &Target{Prompt: "choose a holding you control",
			Filter: func(x *Ctx, id int) bool {
				c := x.S.Card(id)
				return c.Zone == ZProvince && !c.Facedown && x.S.Printed(id).Type == "holding" && x.S.Controller(id) == x.P && len(x.S.TriggeredAbilities(id)) > 0
			}},
		Effect: func(x *Ctx) {
			for _, i := range x.S.TriggeredAbilities(x.Target()) {
				x.AllowExtraUse(x.Target(), i)
			}
		},
	}}})

	// Hida Yakamo: while its controller has less honor than an opponent,
	// it stays ready through the resolution of military conflicts and no
	// duel can make it the loser (the other duellist still wins:
	// RR-DUEL-NO-LOSER-1).
	Register("hida-yakamo", &Text{Bars: []string{ActResolutionBow, ActLoseDuel},
		Says: "while you are less honorable than an opponent, it does not bow from the resolution of a military conflict and cannot lose duels (its opponent in the duel still wins it)",
		Cannot: func(s *State, self int, a Act) bool {
			return (a.Kind == ActLoseDuel || a.Kind == ResolutionBowIn("military")) && lessHonorable(s, s.Controller(self))
		}})
}
