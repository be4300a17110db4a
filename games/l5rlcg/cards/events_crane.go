package cards

import (
	"fmt"
	"slices"
	"strings"

	. "tessen/games/l5rlcg"
)

// Crane events.
func init() {
	// The Perfect Gift: reveal the top 4 cards of each player's conflict
	// deck; choose one revealed card of each player's to go to its owner's
	// hand; each deck is shuffled.
	// Each player's, the controller's first, then clockwise.
	players := func(x *Ctx) []int {
		out := make([]int, len(x.S.P))
		for i := range out {
			out[i] = (x.P + i) % len(out)
		}
		return out
	}
	revealed := func(x *Ctx) []int {
		var out []int
		for _, p := range players(x) {
			out = append(out, x.S.TopOfConflictDeck(p, 4)...)
		}
		return out
	}
	Register("the-perfect-gift", &Text{Abilities: []*Ability{{
		Text: "reveal the top 4 cards of each conflict deck: one of each player's goes to its owner's hand", Timing: Action,
		If: func(x *Ctx) bool { return len(revealed(x)) > 0 },
		Effect: func(x *Ctx) {
			for _, id := range revealed(x) {
				for p := range x.S.P {
					x.S.LookAt(p, id)
				}
			}
		},
		Pick: &Pick{Prompt: "choose one revealed card of each player",
			Count: func(x *Ctx) int {
				n := 0
				for p := range x.S.P {
					if len(x.S.P[p].ConflictDeck) > 0 {
						n++
					}
				}
				return n
			},
			From: revealed,
			Valid: func(x *Ctx, cards []int) error {
				for i, id := range cards {
					for _, other := range cards[i+1:] {
						if x.S.Card(id).Owner == x.S.Card(other).Owner {
							return fmt.Errorf("choose one card of each player")
						}
					}
				}
				return nil
			},
			Do: func(x *Ctx, id int) { x.TakeToHand(id) },
			After: func(x *Ctx) {
				for _, p := range players(x) {
					x.ShuffleConflictDeck(p)
				}
			}},
	}}})

	// Way of the Crane: honor a Crane character you control.
	Register("way-of-the-crane", &Text{Abilities: []*Ability{{
		Text: "honor a Crane character you control", Timing: Action,
		Target: &Target{Characters: true, Prompt: "choose a Crane character you control", Filter: All(Character, Friendly, Clan("crane"), CanHonor)},
		Effect: func(x *Ctx) { x.Honor(x.Target()) },
	}}})

	// Admit Defeat: bow a character that defends alone.
	Register("admit-defeat", &Text{Abilities: []*Ability{{
		Text: "bow a character that is defending alone", Timing: Action,
		Target: &Target{Characters: true, Prompt: "choose a character defending alone", Filter: All(ParticipatingChar, CanBow,
			func(x *Ctx, id int) bool {
				return x.S.IsDefending(id) && len(x.S.Participants(x.S.Controller(id))) == 1
			})},
		Effect: func(x *Ctx) { x.Bow(x.Target()) },
	}}})

	// Voice of Honor: when an event's effects would initiate, if you
	// control more honored characters than your opponent, cancel them.
	Register("voice-of-honor", &Text{Abilities: []*Ability{{
		Text: "cancel an event's effects while you control more honored characters", Timing: Interrupt, Would: true, On: EvInitiate,
		If: func(x *Ctx) bool {
			return x.Event().Label == "event" && x.S.AnOpponent(x.P, func(q int) bool { return x.S.CountHonored(x.P) > x.S.CountHonored(q) })
		},
		Effect: func(x *Ctx) { x.CancelTrigger() },
	}}})

	// Noble Sacrifice: sacrifice a friendly honored character to discard a
	// dishonored character.
	Register("noble-sacrifice", &Text{Abilities: []*Ability{{
		Text: "sacrifice a friendly honored character: discard a dishonored character", Timing: Action,
		Costs:  []Cost{SacrificeFriendly(StatusIs(Honored))},
		Target: &Target{Characters: true, Prompt: "choose a dishonored character", Filter: All(Character, StatusIs(Dishonored), CanDiscard)},
		Effect: func(x *Ctx) { x.Discard(x.Target()) },
	}}})

	// Disdainful Remark: during a conflict, with a participating Courtier
	// of yours, the attacked province gets +1 strength for each card in
	// your opponent's hand until the end of the conflict.
	Register("disdainful-remark", &Text{Abilities: []*Ability{{
		Text: "with a participating Courtier: the attacked province gets +1 strength per card in your opponent's hand, until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool {
			return DuringConflict(x) && ControlsParticipating("courtier")(x) && x.S.AttackedProvince() >= 0 && len(x.S.Seat(x.Opp()).Hand) > 0
		},
		Effect: func(x *Ctx) { x.Lasting(ModStrength, len(x.S.Seat(x.Opp()).Hand), "conflict", x.S.AttackedProvince()) },
	}}})

	// Curry Favor: after the resolution of the second conflict you
	// declared this round bows a character of yours, ready it. The
	// resolution's bow is the framework's (no source, no player) while the
	// conflict is still under way; a player who has declared both a
	// military and a political conflict this round and attacks now is in
	// the second conflict they declared.
	curryBowed := func(x *Ctx) bool {
		e := x.Event()
		pl := x.S.P[x.P]
		return e.Source < 0 && e.Player < 0 && x.S.Conf.Active && x.S.Conf.Attacker == x.P && pl.MilDone && pl.PolDone
	}
	Register("curry-favor", &Text{Abilities: []*Ability{{
		Text: "after the resolution of your second declared conflict this round bows your character: ready it", Timing: Reaction, On: EvBow,
		If: curryBowed,
		Target: &Target{Characters: true, Prompt: "choose a character of yours the resolution bowed",
			Filter: All(Friendly, CanReady, func(x *Ctx, id int) bool { return contains(x.Event().Cards, id) })},
		Effect: func(x *Ctx) { x.Ready(x.Target()) },
	}}})
	// Soul Beyond Reproach: honor a character you control, then honor it
	// once more (a dishonored one ends honored).
	Register("soul-beyond-reproach", &Text{Abilities: []*Ability{{
		Text: "honor a character you control, then honor it again", Timing: Action,
		Target: &Target{Characters: true, Prompt: "choose a character you control", Filter: All(Character, Friendly, CanHonor)},
		Effect: func(x *Ctx) { x.Honor(x.Target()) },
		Then: func(x *Ctx) {
			if CanHonor(x, x.Target()) {
				x.Honor(x.Target())
			}
		},
	}}})

	// Festival for the Fortunes: honor every character in play.
	everyCharacter := func(x *Ctx, f Filter) []int {
		var out []int
		for p := range x.S.P {
			out = append(out, charactersOf(x, p, f)...)
		}
		return out
	}
	Register("festival-for-the-fortunes", &Text{Abilities: []*Ability{{
		Text: "honor each character", Timing: Action,
		Can:    func(x *Ctx) bool { return len(everyCharacter(x, CanHonor)) > 0 },
		Effect: func(x *Ctx) { x.Honor(everyCharacter(x, CanHonor)...) },
	}}})

	// Insult to Injury: after a Duelist of yours wins a duel, dishonor the
	// character that lost it.
	Register("insult-to-injury", &Text{Abilities: []*Ability{{
		Text: "after a Duelist you control wins a duel: dishonor the loser", Timing: Reaction, On: EvDuelResolved,
		If: func(x *Ctx) bool {
			w := x.Event().Cards[0]
			return w >= 0 && x.Event().Cards[1] >= 0 && x.S.Controller(w) == x.P && x.S.HasTrait(w, "duelist")
		},
		Can:    func(x *Ctx) bool { return CanDishonor(x, x.Event().Cards[1]) },
		Effect: func(x *Ctx) { x.Dishonor(x.Event().Cards[1]) },
	}}})

	// Try Again Tomorrow: with an honored Courtier of yours taking part in
	// the conflict, send an attacking character home.
	Register("try-again-tomorrow", &Text{Abilities: []*Ability{{
		Text: "with an honored Courtier of yours participating: move an attacking character home", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return len(participantsOf(x, x.P, All(Trait("courtier"), StatusIs(Honored)))) > 0 },
		Target: &Target{Characters: true, Prompt: "choose an attacking character", Filter: All(Attacking, CanSendHome)},
		Effect: func(x *Ctx) { x.SendHome(x.Target()) },
	}}})

	// The Spear Rushes Forth: in a military conflict, discard the honored
	// status token of a participant of yours to bow an opposing participant.
	discardHonoredToken := Cost{Text: "discard an honored status token from a participating character you control",
		Choices: func(x *Ctx) []int { return participantsOf(x, x.P, StatusIs(Honored)) },
		Pay:     func(x *Ctx, id int) { x.DiscardStatus(id) }}
	Register("the-spear-rushes-forth", &Text{Abilities: []*Ability{{
		Text: "in a military conflict, discard a participant's honored status token: bow an opposing participant", Timing: Action, Needs: NeedMilitary,
		If:     ConflictOfType("military"),
		Costs:  []Cost{discardHonoredToken},
		Target: &Target{Characters: true, Prompt: "choose a participating character your opponent controls", Filter: All(ParticipatingChar, Opponents, CanBow)},
		Effect: func(x *Ctx) { x.Bow(x.Target()) },
	}}})

	// Game of Sadane: a participant of yours challenges an opposing one to
	// a political duel; honor the winner and dishonor the loser.
	Register("game-of-sadane", &Text{Abilities: []*Ability{{
		Text: "your participant duels an opposing one (political): honor the winner, dishonor the loser", Timing: Action, Needs: NeedConflict,
		Target: participantOfEachSide("political"),
		Duel: duelOfSides("political", func(x *Ctx, winner, loser int) {
			x.Honor(winner)
			x.Dishonor(loser)
		}),
	}}})
	// Storied Defeat: bow a character that has lost a duel during this
	// conflict; then you may spend 1 fate to dishonor it.
	spendOne := SpendFate(1)
	Register("storied-defeat", &Text{Abilities: []*Ability{{
		Text: "bow a character that lost a duel this conflict; you may spend 1 fate to dishonor it", Timing: Action, Needs: NeedConflict,
		Target: &Target{Characters: true, Prompt: "choose a character that lost a duel during this conflict",
			Filter: All(Character, CanBow, func(x *Ctx, id int) bool { return x.S.LostDuelThisConflict(id) })},
		Effect: func(x *Ctx) {
			x.Bow(x.Target())
			if spendOne.CanPay(x) && CanDishonor(x, x.Target()) {
				x.MayLater()
			}
		},
		Yes: func(x *Ctx) {
			if spendOne.CanPay(x) {
				spendOne.Pay(x, -1)
				x.Dishonor(x.Target())
			}
		},
	}}})
	// Test of Skill: name a card type, reveal the top 3 cards of your
	// conflict deck (4 while you control a Duelist); take up to 2 revealed
	// cards of that type into your hand and discard the rest. The revealed
	// cards still on the deck are its top cards that every player has seen.
	skillReveal := func(x *Ctx) int {
		if len(charactersOf(x, x.P, Trait("duelist"))) > 0 {
			return 4
		}
		return 3
	}
	stillRevealed := func(x *Ctx) []int {
		var out []int
		for _, id := range x.S.TopOfConflictDeck(x.P, skillReveal(x)) {
			for p := range x.S.P {
				if !x.S.Visible(p, id) {
					return out
				}
			}
			out = append(out, id)
		}
		return out
	}
	discardRevealed := func(x *Ctx) {
		for _, id := range stillRevealed(x) {
			x.DiscardFromDeck(id)
		}
	}
	nameType := func(typ string) Option {
		return Option{Label: typ, Do: func(x *Ctx) {
			if !slices.ContainsFunc(stillRevealed(x), func(id int) bool { return x.S.Printed(id).Type == typ }) {
				discardRevealed(x) // none to take: no pick follows
			}
		}}
	}
	Register("test-of-skill", &Text{Abilities: []*Ability{{
		Text: "name a card type, reveal your top 3 conflict cards (4 with a Duelist): take up to 2 of that type, discard the rest", Timing: Action,
		If: func(x *Ctx) bool { return len(x.S.P[x.P].ConflictDeck) > 0 },
		Effect: func(x *Ctx) {
			for _, id := range x.S.TopOfConflictDeck(x.P, skillReveal(x)) {
				for p := range x.S.P {
					x.S.LookAt(p, id)
				}
			}
		},
		Select: &Select{Options: []Option{nameType("attachment"), nameType("character"), nameType("event")}},
		Pick: &Pick{UpTo: true, Optional: true, Prompt: "choose up to 2 revealed cards of the named type to add to your hand (or pass)",
			Count: func(x *Ctx) int { return 2 },
			From: func(x *Ctx) []int {
				var out []int
				for _, id := range stillRevealed(x) {
					if x.S.Printed(id).Type == x.Label {
						out = append(out, id)
					}
				}
				return out
			},
			Do:    func(x *Ctx, id int) { x.TakeToHand(id) },
			After: discardRevealed},
	}}})
	// Civil Discourse: a participant of yours duels (political) an
	// opposing participant of the opponent's choice; until the end of the
	// conflict, each card the loser's controller plays from hand costs 1
	// more while the loser is in play.
	Register("civil-discourse", &Text{Abilities: []*Ability{{
		Text: "your participant duels one your opponent picks (political): the loser's player pays 1 more for each card from hand this conflict", Timing: Action, Needs: NeedConflict,
		If:     func(x *Ctx) bool { return len(opponentParticipants(x, NoDash("political"))) > 0 },
		Target: yourDuellist("political"), Pick: opponentPicksChallengee("political"),
		Duel: &DuelSpec{Type: "political",
			Challenger: func(x *Ctx) int { return targetOfSide(x, x.P) },
			Result:     func(x *Ctx, winner, loser int) { x.Lasting(ModHandCostMore, 1, "conflict", loser) }},
	}}})

	// Courteous Scheming: in a political conflict, a participant of yours
	// duels (political) an opposing participant of the opponent's choice;
	// the winner's controller may declare an additional political conflict
	// this phase.
	Register("courteous-scheming", &Text{Abilities: []*Ability{{
		Text: "your participant duels one your opponent picks (political): the winner's player may declare an additional political conflict this phase", Timing: Action, Needs: NeedPolitical,
		If: func(x *Ctx) bool {
			return ConflictOfType("political")(x) && len(opponentParticipants(x, NoDash("political"))) > 0
		},
		Target: yourDuellist("political"), Pick: opponentPicksChallengee("political"),
		Duel: &DuelSpec{Type: "political",
			Challenger: func(x *Ctx) int { return targetOfSide(x, x.P) },
			Result:     func(x *Ctx, winner, loser int) { x.AdditionalConflict(x.S.Controller(winner), "political") }},
		Max: PerRound(1),
	}}})
	// Gossip: name a card (any card that can be in a hand: a conflict card
	// of the pool, by its id); until the end of the phase each opponent
	// cannot play cards of that name from their hand.
	var names []Option
	seen := map[string]bool{}
	for _, d := range Cards().All {
		if d.Side != "conflict" || seen[d.Title] {
			continue
		}
		seen[d.Title] = true
		title := d.Title
		names = append(names, Option{Label: d.ID, Do: func(x *Ctx) {
			for q := range x.S.P {
				if q != x.P && x.S.AnOpponent(x.P, func(o int) bool { return o == q }) {
					x.ForbidNamedFromHand(q, title, "phase")
				}
			}
		}})
	}
	slices.SortFunc(names, func(a, b Option) int { return strings.Compare(a.Label, b.Label) })
	Register("gossip", &Text{Abilities: []*Ability{{
		Text: "name a card: your opponents cannot play cards of that name from their hand this phase", Timing: Action,
		Select: &Select{Options: names},
	}}})
}
