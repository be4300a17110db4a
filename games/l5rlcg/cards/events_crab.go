package cards

import (
	"fmt"
	"slices"

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
			if id < 0 {
				return // the card was turned or left before the effect resolved
			}
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

	// Spreading the Darkness: lose 2 honor; a participating character you
	// control gets +4 military, and your opponents' card abilities cannot
	// target it, until the end of the conflict.
	Register("spreading-the-darkness", &Text{Abilities: []*Ability{{
		Text: "lose 2 honor: a participating character you control gets +4 military and cannot be targeted by your opponents' card abilities until the end of the conflict", Timing: Action, Needs: NeedConflict,
		Costs:  []Cost{LoseHonor(2)},
		Target: &Target{Characters: true, Prompt: "choose a participating character you control", Filter: All(ParticipatingChar, Friendly)},
		Effect: func(x *Ctx) {
			x.Lasting(ModMil, 4, "conflict", x.Target())
			x.Lasting(ModOpponentsCannot+":"+ActTarget, 0, "conflict", x.Target())
		},
	}}})

	// Fight On (Water role only): while you defend, ready a bowed character
	// you control and move it to the conflict.
	Register("fight-on", &Text{Abilities: []*Ability{{
		Text: "while you defend: ready a bowed character you control and move it to the conflict", Timing: Action, Needs: NeedDefending,
		If:     func(x *Ctx) bool { return x.S.Conf.Active && x.S.Conf.Defender == x.P },
		Target: &Target{Characters: true, Prompt: "choose a bowed character you control", Filter: All(Character, Friendly, CanReady)},
		Effect: func(x *Ctx) {
			x.Ready(x.Target())
			x.MoveToConflict(x.Target())
		},
	}}})

	// In Defense of Rokugan: during a conflict, sacrifice one of your
	// defending characters to set an attacking character's military skill
	// to 0 until the end of the conflict.
	Register("in-defense-of-rokugan", &Text{Abilities: []*Ability{{
		Text: "sacrifice a defending character you control: an attacking character's military skill is 0 until the end of the conflict", Timing: Action, Needs: NeedConflict | NeedDefending,
		If: DuringConflict, Costs: []Cost{SacrificeFriendly(Defending)},
		Target: &Target{Characters: true, Prompt: "choose an attacking character", Filter: All(Attacking, NoDash("military"))},
		Effect: func(x *Ctx) { x.Lasting(ModSetMil, 0, "conflict", x.Target()) },
	}}})

	// Smuggling Deal: give an opponent 1 honor; an ability of a character
	// you control (your choice of its triggered abilities) may be triggered
	// once more this round (or in its limit's period).
	smuggled := func(i int) Option {
		return Option{Label: fmt.Sprintf("ability-%d", i+1),
			Can: func(x *Ctx) bool { return slices.Contains(x.S.TriggeredAbilities(x.Target()), i) },
			Do:  func(x *Ctx) { x.AllowExtraUse(x.Target(), i) }}
	}
	Register("smuggling-deal", &Text{Abilities: []*Ability{{
		Text: "give an opponent 1 honor: an ability of a character you control may be triggered an additional time this round (or its period)", Timing: Action,
		Against: AnyOpponent, Costs: []Cost{GiveHonor(1)},
		Target: &Target{Characters: true, Prompt: "choose a character you control",
			Filter: All(Character, Friendly, func(x *Ctx, id int) bool { return len(x.S.TriggeredAbilities(id)) > 0 })},
		Select: &Select{Options: []Option{smuggled(0), smuggled(1), smuggled(2)}},
	}}})

	// Specialized Defenses (Earth role only): during a conflict, if the
	// attacked province has the element of the contested ring or of a ring
	// you have claimed, its strength is doubled until the end of the
	// conflict.
	Register("specialized-defenses", &Text{Abilities: []*Ability{{
		Text: "if the attacked province shares an element with the contested ring or a ring you claimed: double its strength until the end of the conflict", Timing: Action, Needs: NeedConflict,
		If: func(x *Ctx) bool {
			prov := x.S.AttackedProvince()
			if prov < 0 {
				return false
			}
			for e, name := range RingNames {
				if (x.S.HasElement(prov, name) || x.S.HasElement(prov, "all")) && (x.S.ConflictHasElement(e) || x.S.HasClaimedRing(x.P, e)) {
					return true
				}
			}
			return false
		},
		Effect: func(x *Ctx) { x.Lasting(ModTimes2Strength, 0, "conflict", x.S.AttackedProvince()) },
	}}})
}
