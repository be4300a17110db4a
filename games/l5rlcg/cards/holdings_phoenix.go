package cards

import (
	. "tessen/games/l5rlcg"
)

// Phoenix holdings.
func init() {
	// Forgotten Library: after the draw phase begins, draw a card.
	Register("forgotten-library", &Text{Abilities: []*Ability{{
		Text: "after the draw phase begins: draw 1 card", Timing: Reaction, On: EvPhase,
		If:     func(x *Ctx) bool { return x.Event().Label == "draw" },
		Effect: func(x *Ctx) { x.Draw(x.P, 1) },
	}}})

	// Magnificent Lighthouse: look at the top 3 cards of one of an
	// opponent's decks (either deck: the card says "deck"); discard one,
	// put one back on top and the last on the bottom.
	lighthouseTop := func(x *Ctx) []int {
		if x.Label == "dynasty-deck" {
			return x.S.TopOfDynastyDeck(x.Opp(), 3)
		}
		return x.S.TopOfConflictDeck(x.Opp(), 3)
	}
	Register("magnificent-lighthouse", &Text{Abilities: []*Ability{{
		Text: "look at the top 3 cards of an opponent's deck: discard 1, put 1 back on top and 1 on the bottom", Timing: Action,
		Can: func(x *Ctx) bool { o := x.S.Seat(x.Opp()); return len(o.ConflictDeck)+len(o.DynastyDeck) > 0 },
		Select: &Select{Options: []Option{
			{Label: "conflict-deck", Can: func(x *Ctx) bool { return len(x.S.Seat(x.Opp()).ConflictDeck) > 0 }, Do: func(x *Ctx) {}},
			{Label: "dynasty-deck", Can: func(x *Ctx) bool { return len(x.S.Seat(x.Opp()).DynastyDeck) > 0 }, Do: func(x *Ctx) {}},
		}},
		Pick: &Pick{Prompt: "choose the card to discard, then the card to put back on top (the other goes to the bottom)",
			Count: func(x *Ctx) int { return 2 },
			From: func(x *Ctx) []int {
				top := lighthouseTop(x)
				for _, id := range top {
					x.S.LookAt(x.P, id)
				}
				return top
			},
			Ordered: func(x *Ctx, cards []int) {
				looked := lighthouseTop(x)
				x.DiscardFromDeck(cards[0])
				for _, id := range looked {
					if !contains(cards, id) {
						x.PutOnDeckBottom(id)
						x.S.LookAt(x.P, id)
					}
				}
				if len(cards) > 1 {
					x.PutOnDeckTop(cards[1])
					x.S.LookAt(x.P, cards[1])
				}
			}},
	}}})

	// Kanjo District: during a conflict, discard the Imperial Favor to bow
	// a participating character and send it home.
	Register("kanjo-district", &Text{Abilities: []*Ability{{
		Text: "discard the Imperial Favor: bow a participating character and send it home", Timing: Action, Needs: NeedConflict,
		If:     DuringConflict,
		Costs:  []Cost{DiscardFavor()},
		Target: &Target{Characters: true, Prompt: "choose a participating character", Filter: ParticipatingChar},
		Effect: func(x *Ctx) {
			x.Bow(x.Target())
			x.SendHome(x.Target())
		},
	}}})

	// Bustling Academy: while you control a Scholar, discard a card in a
	// province (anyone's); that province then refills faceup (the one
	// province of its owner's left empty: the others refill at once).
	Register("bustling-academy", &Text{Abilities: []*Ability{{
		Text: "with a Scholar of yours: discard a card in a province and refill that province faceup", Timing: Action,
		If:     func(x *Ctx) bool { return x.S.CountTrait(x.P, "scholar", false) > 0 },
		Target: &Target{Prompt: "choose a card in a province", In: provinces, Filter: func(x *Ctx, id int) bool { return x.S.Card(id).Zone == ZProvince }},
		Effect: func(x *Ctx) { x.DiscardKeepEmpty(x.Target()) },
		Then: func(x *Ctx) {
			owner := x.S.Owner(x.Target())
			for prov := range x.S.Provinces() {
				if x.S.ProvinceEmpty(owner, prov) {
					x.RefillFaceup(owner, prov)
				}
			}
		},
	}}})

	// Ancestral Shrine: return 1 or more rings from your claimed ring pool
	// to the unclaimed pool (the cost) to gain 1 honor for each.
	Register("ancestral-shrine", &Text{Abilities: []*Ability{{
		Text: "return 1 or more of your claimed rings: gain 1 honor for each", Timing: Action,
		Costs: []Cost{{Text: "return 1 or more rings from your claimed ring pool", ClaimedRings: true,
			CanPay: func(x *Ctx) bool { return len(x.S.RingsHeldBy(x.P)) > 0 },
			Pay: func(x *Ctx, set int) {
				for _, r := range RingsIn(set) {
					x.ReturnRing(r)
				}
			}}},
		Effect: func(x *Ctx) { x.GainHonor(x.P, len(RingsIn(x.Chosen))) },
	}}})

	// Secluded Shrine: after the conflict phase begins, choose a ring; its
	// player is considered to have it in their claimed ring pool until the
	// phase ends (the ring stays where it is; nothing is claimed).
	shrine := make([]Option, len(RingNames))
	for i, name := range RingNames {
		shrine[i] = Option{Label: name, Do: func(x *Ctx) { x.ConsiderClaimed(i, "phase") }}
	}
	Register("secluded-shrine", &Text{Abilities: []*Ability{{
		Text: "after the conflict phase begins: choose a ring; you are considered to have it in your claimed ring pool this phase", Timing: Reaction, On: EvPhase,
		If:     func(x *Ctx) bool { return x.Event().Label == "conflict" },
		Select: &Select{Options: shrine},
	}}})
}
