package cards

import (
	. "tessen/games/l5rlcg"
)

// Crab events.
func init() {
	// Rebuild: shuffle a card from one of your unbroken provinces into your
	// dynasty deck, and put a holding from your dynasty discard pile into
	// play in that province.
	Register("rebuild", &Text{Abilities: []*Ability{{
		Text: "shuffle a card from an unbroken province of yours into your deck; put a discarded holding into play there", Timing: Action,
		Costs: []Cost{{Text: "shuffle a card in one of your unbroken provinces back into your dynasty deck",
			Choices: func(x *Ctx) []int { return x.S.CardsInUnbrokenProvinces(x.P) },
			Pay:     func(x *Ctx, id int) { x.ShuffleIntoDynastyDeck(id) }}},
		Target: &Target{Prompt: "choose a holding in your dynasty discard pile", In: dynastyDiscard,
			Filter: func(x *Ctx, id int) bool {
				c := x.S.Card(id)
				return int(c.Owner) == x.P && c.Zone == ZDynastyDiscard && x.S.Printed(id).Type == "holding"
			}},
		Effect: func(x *Ctx) { x.PutHoldingInEmptyProvince(x.Target()) },
	}}})

	// Levy: the opponent gives you 1 fate or 1 honor, their choice.
	Register("levy", &Text{Abilities: []*Ability{{
		Text: "your opponent gives you 1 fate or 1 honor, as they choose", Timing: Action,
		Against: func(x *Ctx, q int) bool { return x.S.P[q].Fate > 0 || x.S.P[q].Honor > 0 },
		Select:  &Select{By: "opponent", Options: takeFateOrHonor},
	}}})

	// Way of the Crab: sacrifice a friendly Crab character; your opponent
	// sacrifices a character of their choice. Max 1 per round.
	Register("way-of-the-crab", &Text{Abilities: []*Ability{{
		Text: "sacrifice a Crab character: your opponent sacrifices a character", Timing: Action,
		Costs: []Cost{SacrificeFriendly(Clan("crab"))}, Max: PerRound(1),
		Against: func(x *Ctx, q int) bool { return len(charactersOf(x, q, CanDiscard)) > 0 },
		Pick: &Pick{By: "opponent", Prompt: "choose one of your characters to sacrifice",
			From: func(x *Ctx) []int { return charactersOf(x, x.Opp(), CanDiscard) },
			Do:   func(x *Ctx, id int) { x.Discard(id) }},
	}}})

	// The Mountain Does Not Fall: until the end of the phase, a character
	// does not bow from conflict resolution while defending. Max 1 per round.
	Register("the-mountain-does-not-fall", &Text{Abilities: []*Ability{{
		Text: "a character does not bow from conflict resolution while defending this phase", Timing: Action,
		Target: &Target{Characters: true, Prompt: "choose a character", Filter: Character},
		Effect: func(x *Ctx) { x.Lasting("cannot:"+ActResolutionBowDefending, 0, "phase", x.Target()) },
		Max:    PerRound(1),
	}}})

	// Raise the Alarm: during a military conflict you defend, the facedown
	// dynasty card in the attacked province turns faceup; then, if it is a
	// character, it is put into play defending. With no facedown card
	// there the first part could change nothing, so it cannot be played.
	alarmCard := func(x *Ctx) int {
		for _, id := range x.S.P[x.P].Dyn[x.S.Conf.Prov] {
			if x.S.Card(id).Facedown {
				return id
			}
		}
		return -1
	}
	Register("raise-the-alarm", &Text{Abilities: []*Ability{{
		Text: "turn the facedown card in the attacked province faceup; then a character there is put into play defending", Timing: Action, Needs: NeedMilitary | NeedDefending,
		If: func(x *Ctx) bool {
			return ConflictOfType("military")(x) && x.S.Conf.Defender == x.P && alarmCard(x) >= 0
		},
		Effect: func(x *Ctx) {
			// Turning the card faceup cannot fall short, so the part
			// after "then" follows it here.
			id := alarmCard(x)
			x.TurnFaceup(id)
			if x.S.Printed(id).Type == "character" && CanPutIntoConflict(x, id) {
				x.PutIntoPlay(id, true)
			}
		},
	}}})

	// Fair Accord: in the dynasty phase, give up the Imperial Favor for
	// 2 fate.
	Register("fair-accord", &Text{Abilities: []*Ability{{
		Text: "during the dynasty phase, discard the Imperial Favor: gain 2 fate", Timing: Action,
		If:     func(x *Ctx) bool { return x.S.Phase == "dynasty" },
		Costs:  []Cost{DiscardFavor()},
		Effect: func(x *Ctx) { x.GainFate(x.P, 2) },
	}}})
}
