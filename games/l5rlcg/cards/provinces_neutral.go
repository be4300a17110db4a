package cards

import (
	"fmt"
	"slices"

	. "tessen/games/l5rlcg"
)

// Neutral provinces.
func init() {
	// Night Raid: after it is revealed, the opponent discards cards of their
	// choice, one per attacking character.
	Register("night-raid", &Text{Abilities: []*Ability{{
		Text: "after this province is revealed: your opponent discards a card of their choice per attacker", Timing: Reaction, On: EvReveal,
		If: func(x *Ctx) bool {
			return x.Event().Cards[0] == x.Self && DuringConflict(x) && len(x.S.Seat(x.Opp()).Hand) > 0
		},
		Pick: &Pick{By: "opponent", Prompt: "choose the cards to discard",
			Count: func(x *Ctx) int { return len(x.S.Participants(x.Opp())) },
			From:  func(x *Ctx) []int { return append([]int(nil), x.S.Seat(x.Opp()).Hand...) },
			Do:    func(x *Ctx, id int) { x.DiscardFromHandCard(id) }},
	}}})

	// Shameful Display: during a conflict at this province, choose two
	// participants; honor one and dishonor the other.
	Register("shameful-display", &Text{Abilities: []*Ability{{
		Text: "choose two participating characters: honor one, dishonor the other", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool { return x.S.AttackedProvince() == x.Self },
		Target: &Target{Characters: true, Prompt: "choose 2 participating characters", Count: 2,
			Filter: All(ParticipatingChar, func(x *Ctx, id int) bool { return CanHonor(x, id) || CanDishonor(x, id) })},
		Pick: &Pick{Prompt: "choose the character to honor (the other is dishonored)",
			From: func(x *Ctx) []int { return x.Targets },
			Do: func(x *Ctx, honored int) {
				for _, id := range x.Targets {
					if id == honored {
						x.Honor(id)
					} else {
						x.Dishonor(id)
					}
				}
			}},
	}}})

	// Elemental Fury: after it is revealed, switch the contested ring with
	// an unclaimed ring (the conflict keeps its type).
	elements := make([]Option, len(RingNames))
	for i, name := range RingNames {
		elements[i] = Option{Label: name,
			Can: func(x *Ctx) bool { return x.S.Rings[i].Claimed < 0 && x.S.Conf.Ring != i },
			Do:  func(x *Ctx) { x.SwitchContestedRing(i) }}
	}
	Register("elemental-fury", &Text{Abilities: []*Ability{{
		Text: "after this province is revealed: switch the contested ring with an unclaimed ring", Timing: Reaction, On: EvReveal,
		If: func(x *Ctx) bool {
			return x.Event().Cards[0] == x.Self && DuringConflict(x) && x.S.UnclaimedRings() > 0
		},
		Select: &Select{Options: elements},
	}}})

	// Ancestral Lands / Entrenched Position: +5 strength during political /
	// military conflicts.
	for id, typ := range map[string]string{"ancestral-lands": "political", "entrenched-position": "military"} {
		Register(id, &Text{Says: "+5 strength during " + typ + " conflicts", ModKinds: []string{ModStrength}, Mods: func(s *State, self int, add func(int, string, int)) {
			if s.Conf.Active && s.Conf.Type == typ {
				add(self, ModStrength, 5)
			}
		}})
	}

	// Fertile Fields / Manicured Garden: during a conflict here, draw a
	// card / gain 1 fate.
	Register("fertile-fields", &Text{Abilities: []*Ability{{
		Text: "during a conflict at this province: draw 1 card", Timing: Action, Needs: NeedAtThisProvince, If: AtThisProvince,
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})

	Register("manicured-garden", &Text{Abilities: []*Ability{{
		Text: "during a conflict at this province: gain 1 fate", Timing: Action, Needs: NeedAtThisProvince, If: AtThisProvince,
		Effect: func(x *Ctx) { x.GainFate(x.P, 1) },
	}}})

	// Meditations on the Tao: during a conflict here, remove 1 fate from an
	// attacking character.
	Register("meditations-on-the-tao", &Text{Abilities: []*Ability{{
		Text: "during a conflict at this province: remove 1 fate from an attacker", Timing: Action, Needs: NeedAtThisProvince, If: AtThisProvince,
		Target: &Target{Characters: true, Prompt: "choose an attacking character", Filter: All(Attacking, CanRemoveFate)},
		Effect: func(x *Ctx) { x.RemoveFate(x.Target(), 1) },
	}}})

	// Pilgrimage: during conflicts here, the ring effects are cancelled
	// (a broken Pilgrimage is blank, so they resolve as usual).
	Register("pilgrimage", &Text{Bars: []string{ActRingEffects}, Says: "the contested ring's effect does not resolve after a conflict at this province", Cannot: func(s *State, self int, a Act) bool { return a.Kind == ActRingEffects }})

	// Rally to the Cause: after it is revealed, switch the conflict's type.
	Register("rally-to-the-cause", &Text{Abilities: []*Ability{{
		Text: "after this province is revealed: switch the conflict type", Timing: Reaction, On: EvReveal,
		If:     func(x *Ctx) bool { return x.Event().Cards[0] == x.Self && DuringConflict(x) },
		Effect: func(x *Ctx) { x.SwitchConflictType() },
	}}})

	// Tears of Amaterasu (Keeper role only): after this province is
	// revealed, gain 1 fate per attacking character.
	Register("tears-of-amaterasu", &Text{Abilities: []*Ability{{
		Text: "after this province is revealed: gain 1 fate per attacker", Timing: Reaction, On: EvReveal,
		If: func(x *Ctx) bool {
			return x.Event().Cards[0] == x.Self && DuringConflict(x) && len(x.S.Participants(x.S.Conf.Attacker)) > 0
		},
		Effect: func(x *Ctx) { x.GainFate(x.P, len(x.S.Participants(x.S.Conf.Attacker))) },
	}}})

	// Frostbitten Crossing (Air role only): during a conflict here, every
	// attachment on a participating character is discarded.
	Register("frostbitten-crossing", &Text{Abilities: []*Ability{{
		Text: "during a conflict at this province: discard every attachment on a participating character", Timing: Action, Needs: NeedAtThisProvince, If: AtThisProvince,
		Target: &Target{Characters: true, Prompt: "choose a participating character with attachments", Filter: All(ParticipatingChar,
			func(x *Ctx, id int) bool {
				return slices.ContainsFunc(x.S.Attachments(id), func(a int) bool { return CanDiscard(x, a) })
			})},
		Effect: func(x *Ctx) {
			if atts := x.S.Attachments(x.Target()); len(atts) > 0 {
				x.Discard(atts...)
			}
		},
	}}})

	// Riot in the Streets: during a conflict here, with 3 or more
	// participating Bushi of yours, bow a participating character.
	Register("riot-in-the-streets", &Text{Abilities: []*Ability{{
		Text: "during a conflict at this province, with 3 participating Bushi of yours: bow a participant", Timing: Action, Needs: NeedAtThisProvince,
		If:     func(x *Ctx) bool { return AtThisProvince(x) && x.S.CountTrait(x.P, "bushi", true) >= 3 },
		Target: &Target{Characters: true, Prompt: "choose a participating character", Filter: All(ParticipatingChar, CanBow)},
		Effect: func(x *Ctx) { x.Bow(x.Target()) },
	}}})

	// Feast or Famine (Fire role only): when this province is broken, move
	// 1 fate from an opponent's character to a character you control.
	Register("feast-or-famine", &Text{Abilities: []*Ability{{
		Text: "when this province is broken: move 1 fate from an opponent's character to one of yours", Timing: Interrupt, On: EvBreak,
		If:     func(x *Ctx) bool { return x.Event().Cards[0] == x.Self && len(x.S.P[x.P].Play) > 0 },
		Target: &Target{Characters: true, Prompt: "choose an opponent's character with fate", Filter: All(Character, AnOpponents, CanRemoveFate)},
		Pick: &Pick{Prompt: "choose a character you control to receive the fate",
			From: func(x *Ctx) []int { return charactersOf(x, x.P, Character) },
			Do:   func(x *Ctx, id int) { x.MoveFate(x.Target(), id) }},
	}}})

	// Public Forum: never the stronghold province; when it would be broken
	// while it holds no honor token, an honor token is placed on it
	// instead (it is not broken).
	Register("public-forum", &Text{Bars: []string{ActStrongholdProvince}, Says: "it cannot be placed under the stronghold",
		Cannot: func(s *State, self int, a Act) bool { return a.Kind == ActStrongholdProvince }, Abilities: []*Ability{{
			Text: "when this province would be broken, with no honor token on it: place 1 honor token on it instead", Timing: Interrupt, Would: true, On: EvBreak,
			If:      func(x *Ctx) bool { return x.Event().Cards[0] == x.Self && x.S.HonorTokensOn(x.Self) == 0 },
			Instead: func(x *Ctx) { x.PlaceHonorToken(x.Self) },
		}}})

	// Blood of Onnotangu (Seeker role only): during a conflict at this
	// province, no player can spend fate from their fate pool.
	Register("blood-of-onnotangu", &Text{Bars: []string{ActSpendFate}, Says: "during a conflict at this province, no player can spend fate from their fate pool",
		Forbid: func(s *State, self int, a Act) bool { return a.Kind == ActSpendFate && s.AttackedProvince() == self }})

	// Before the Throne: never the stronghold province; as it breaks, its
	// controller takes 2 honor from the opponent.
	Register("before-the-throne", &Text{Bars: []string{ActStrongholdProvince}, Says: "it cannot be placed under the stronghold",
		Cannot: func(s *State, self int, a Act) bool { return a.Kind == ActStrongholdProvince }, Abilities: []*Ability{{
			Text: "when this province is broken: take 2 honor from your opponent", Timing: Interrupt, On: EvBreak,
			If:     func(x *Ctx) bool { return x.Event().Cards[0] == x.Self && x.S.P[x.Opp()].Honor > 0 },
			Effect: func(x *Ctx) { x.TakeHonor(x.Opp(), 2) },
		}}})

	// Guardians of the Seikitsu (Earth role only): after it is revealed,
	// every character with printed cost 2 or lower bows, whoever controls
	// it.
	cheapReady := func(x *Ctx) []int {
		var out []int
		for p := range x.S.P {
			out = append(out, charactersOf(x, p, All(PrintedCostAtMost(2), CanBow))...)
		}
		return out
	}
	Register("guardians-of-the-seikitsu", &Text{Abilities: []*Ability{{
		Text: "after this province is revealed: bow each character with printed cost 2 or lower", Timing: Reaction, On: EvReveal,
		If:     func(x *Ctx) bool { return x.Event().Cards[0] == x.Self && len(cheapReady(x)) > 0 },
		Effect: func(x *Ctx) { x.Bow(cheapReady(x)...) },
	}}})

	// Demonstrating Excellence, Upholding Authority, Abandoning Honor,
	// Seeking the Truth and Appealing to the Fortunes: 2 more strength
	// while their controller's role is of one element, and an interrupt
	// as they are broken.
	brokenSelf := func(x *Ctx) bool { return x.Event().Cards[0] == x.Self }
	roleProvince := func(element string, ab *Ability) *Text {
		return &Text{Says: "+2 strength while your role is of " + element, ModKinds: []string{ModStrength},
			Mods: func(s *State, self int, add func(int, string, int)) {
				if s.RoleElement(s.Controller(self)) == element {
					add(self, ModStrength, 2)
				}
			},
			Abilities: []*Ability{ab}}
	}
	Register("demonstrating-excellence", roleProvince("air", &Ability{
		Text: "when this province is broken: gain 1 fate and draw 1 card", Timing: Interrupt, On: EvBreak, If: brokenSelf,
		Effect: func(x *Ctx) {
			x.GainFate(x.P, 1)
			x.Draw(x.P, 1)
		},
	}))
	Register("abandoning-honor", roleProvince("fire", &Ability{
		Text: "when this province is broken: discard a dishonored character", Timing: Interrupt, On: EvBreak, If: brokenSelf,
		Target: &Target{Characters: true, Prompt: "choose a dishonored character", Filter: All(Character, StatusIs(Dishonored), CanDiscard)},
		Effect: func(x *Ctx) { x.Discard(x.Target()) },
	}))
	Register("seeking-the-truth", roleProvince("water", &Ability{
		Text: "when this province is broken: move a defending character home", Timing: Interrupt, On: EvBreak, If: brokenSelf,
		Target: &Target{Characters: true, Prompt: "choose a defending character", Filter: All(Defending, CanSendHome)},
		Effect: func(x *Ctx) { x.SendHome(x.Target()) },
	}))
	// Appealing to the Fortunes: the character comes from a faceup card
	// in one of its player's provinces, or from their hand.
	fortunes := func(x *Ctx) []int {
		var out []int
		for _, ids := range x.S.P[x.P].Dyn {
			for _, id := range ids {
				if InOwnProvince(x, id) && x.S.Printed(id).Type == "character" && CanPutIntoPlay(x, id) {
					out = append(out, id)
				}
			}
		}
		for _, id := range x.S.P[x.P].Hand {
			if x.S.Printed(id).Type == "character" && CanPutIntoPlay(x, id) {
				out = append(out, id)
			}
		}
		return out
	}
	Register("appealing-to-the-fortunes", roleProvince("void", &Ability{
		Text: "when this province is broken: put a character into play from one of your provinces or your hand", Timing: Interrupt, On: EvBreak,
		If:   func(x *Ctx) bool { return brokenSelf(x) && len(fortunes(x)) > 0 },
		Pick: &Pick{Prompt: "choose a character to put into play", From: fortunes, Do: func(x *Ctx, id int) { x.PutIntoPlay(id, false) }},
	}))
	// Upholding Authority: the attacking player shows their hand; its
	// controller names one of those cards, and every copy of it there is
	// discarded.
	Register("upholding-authority", roleProvince("earth", &Ability{
		Text: "when this province is broken: the attacker reveals their hand; discard every copy of a card of it you choose", Timing: Interrupt, On: EvBreak,
		If: func(x *Ctx) bool {
			return brokenSelf(x) && DuringConflict(x) && len(x.S.Seat(x.S.Conf.Attacker).Hand) > 0
		},
		Effect: func(x *Ctx) {
			for _, id := range x.S.Seat(x.S.Conf.Attacker).Hand {
				x.S.LookAt(x.P, id)
			}
		},
		Pick: &Pick{Prompt: "choose a card of the attacking player's hand: every copy of it is discarded",
			From: func(x *Ctx) []int { return append([]int(nil), x.S.Seat(x.S.Conf.Attacker).Hand...) },
			Do: func(x *Ctx, chosen int) {
				for _, id := range slices.Clone(x.S.Seat(x.S.Conf.Attacker).Hand) {
					if x.S.Printed(id).ID == x.S.Printed(chosen).ID {
						x.DiscardFromHandCard(id)
					}
				}
			}},
	}))

	// Vassal Fields: during a conflict here, the opponent loses 1 fate.
	Register("vassal-fields", &Text{Abilities: []*Ability{{
		Text: "during a conflict at this province: your opponent loses 1 fate", Timing: Action, Needs: NeedAtThisProvince,
		If:     func(x *Ctx) bool { return AtThisProvince(x) && x.S.Seat(x.Opp()).Fate > 0 },
		Effect: func(x *Ctx) { x.LoseFate(x.Opp(), 1) },
	}}})

	// Midnight Revels: after a conflict is declared against it, bow a
	// character among those in play with the highest printed cost.
	costliest := func(x *Ctx, id int) bool {
		top := -1
		for p := range x.S.P {
			for _, c := range x.S.P[p].Play {
				top = max(top, x.S.Printed(c).Cost)
			}
		}
		return x.S.Printed(id).Cost == top
	}
	Register("midnight-revels", &Text{Abilities: []*Ability{{
		Text: "after a conflict is declared against this province: bow a character with the highest printed cost in play", Timing: Reaction, On: EvDeclared,
		If:     func(x *Ctx) bool { return x.S.AttackedProvince() == x.Self },
		Target: &Target{Characters: true, Prompt: "choose a character with the highest printed cost in play", Filter: All(Character, costliest, CanBow)},
		Effect: func(x *Ctx) { x.Bow(x.Target()) },
	}}})

	// Temple of the Dragons: after it is revealed, its player resolves the
	// contested ring's effect as if they were the attacking player.
	Register("temple-of-the-dragons", &Text{Abilities: []*Ability{{
		Text: "after this province is revealed: resolve the contested ring's effect as the attacking player", Timing: Reaction, On: EvReveal,
		If:     func(x *Ctx) bool { return x.Event().Cards[0] == x.Self && DuringConflict(x) },
		Effect: func(x *Ctx) { x.ResolveRingAs(x.P, x.S.Conf.Ring) },
	}}})

	// Along the River of Gold (Water role only): during a conflict at a
	// Water province, switch a participant's base military and political
	// skills until the end of the conflict.
	Register("along-the-river-of-gold", &Text{Abilities: []*Ability{{
		Text: "during a conflict at a Water province: switch a participant's base military and political skills until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return DuringConflict(x) && x.S.HasElement(x.S.AttackedProvince(), "water") },
		Target: &Target{Characters: true, Prompt: "choose a participating character", Filter: All(ParticipatingChar, NoDash("military"), NoDash("political"))},
		Effect: func(x *Ctx) { x.Lasting(ModSwapBase, 0, "conflict", x.Target()) },
	}}})

	// Kiku Matsuri: during a conflict here, choose a participant of each
	// player and honor both (both targets must be there to choose).
	Register("kiku-matsuri", &Text{Abilities: []*Ability{{
		Text: "during a conflict at this province: honor a participating character of each player", Timing: Action, Needs: NeedAtThisProvince,
		If: AtThisProvince,
		Target: &Target{Characters: true, Prompt: "choose a participating character of each player", Count: 2,
			Filter: All(ParticipatingChar, CanHonor),
			Valid: func(x *Ctx, cards []int) error {
				if len(cards) == 2 && x.S.Controller(cards[0]) != x.S.Controller(cards[1]) {
					return nil
				}
				return fmt.Errorf("choose one character of each player")
			}},
		Effect: func(x *Ctx) { x.Honor(x.Targets...) },
	}}})

	// Illustrious Forge: after it is revealed, search the top 5 cards of
	// your conflict deck for an attachment and put it into play on a
	// character you control; shuffle. The attachment and its character
	// are picked together, the attachment first.
	forgeable := func(x *Ctx, att int) bool {
		return x.S.Printed(att).Type == "attachment" && len(charactersOf(x, x.P, func(x *Ctx, id int) bool { return x.S.CanAttach(id, att, x.P) })) > 0
	}
	Register("illustrious-forge", &Text{Abilities: []*Ability{{
		Text: "after this province is revealed: search the top 5 cards of your conflict deck for an attachment and put it into play on a character you control", Timing: Reaction, On: EvReveal,
		If: func(x *Ctx) bool { return x.Event().Cards[0] == x.Self && len(x.S.P[x.P].ConflictDeck) > 0 },
		Pick: &Pick{Optional: true, Prompt: "choose an attachment, then a character you control to put it on (or pass)",
			Count: func(x *Ctx) int { return 2 },
			From: func(x *Ctx) []int {
				var out []int
				for _, id := range x.S.TopOfConflictDeck(x.P, 5) {
					if forgeable(x, id) {
						out = append(out, id)
					}
				}
				if len(out) == 0 {
					return nil
				}
				return append(out, charactersOf(x, x.P, Character)...)
			},
			Valid: func(x *Ctx, cards []int) error {
				if len(cards) == 2 && x.S.Card(cards[0]).Zone == ZConflictDeck && x.S.IsCharacter(cards[1]) && x.S.CanAttach(cards[1], cards[0], x.P) {
					return nil
				}
				return fmt.Errorf("choose an attachment among the cards looked at, then a character you control that can take it")
			},
			Ordered: func(x *Ctx, cards []int) { x.PutAttachmentIntoPlay(cards[0], cards[1]) },
			After:   func(x *Ctx) { x.ShuffleConflictDeck(x.P) }},
	}}})

	// Massing at Twilight (Void role only): in a conflict at this province,
	// each participant counts its military and political skills together.
	Register("massing-at-twilight", &Text{Says: "in conflicts at this province, each character counts its military and political skill together", ModKinds: []string{ModCountBothSkills},
		Mods: func(s *State, self int, add func(int, string, int)) {
			if s.AttackedProvince() == self {
				add(self, ModCountBothSkills, 1)
			}
		}})
}
