package cards

import (
	. "tessen/games/l5rlcg"
)

// Unicorn holdings.
func init() {
	// Windswept Yurt: sacrifice it to have each player gain 2 fate or each
	// gain 2 honor, its controller's choice; then its province refills
	// faceup. Sacrificed as a cost, it leaves its province empty until the
	// ability has resolved (RR-REFILL-3): the one empty province of its
	// owner's is the one it left.
	refillEmptyFaceup := func(x *Ctx) {
		for prov := range x.S.Provinces() {
			if x.S.ProvinceEmpty(x.P, prov) {
				x.RefillFaceup(x.P, prov)
			}
		}
	}
	eachGains := func(what string) Option {
		return Option{Label: what, Do: func(x *Ctx) {
			for p := range x.S.P {
				if what == "fate" {
					x.GainFate(p, 2)
				} else {
					x.GainHonor(p, 2)
				}
			}
			refillEmptyFaceup(x)
		}}
	}
	Register("windswept-yurt", &Text{Abilities: []*Ability{{
		Text: "sacrifice it: each player gains 2 fate, or each gains 2 honor; then its province refills faceup", Timing: Action,
		Costs:  []Cost{SacrificeSelf()},
		Select: &Select{Options: []Option{eachGains("fate"), eachGains("honor")}},
	}}})

	// Shiotome Encampment: while you have a military ring in your claimed
	// ring pool, ready a Cavalry character.
	Register("shiotome-encampment", &Text{Abilities: []*Ability{{
		Text: "with a military ring in your claimed ring pool: ready a Cavalry character", Timing: Action,
		If: func(x *Ctx) bool {
			for i, r := range x.S.Rings {
				if r.Type == "military" && x.S.HasClaimedRing(x.P, i) {
					return true
				}
			}
			return false
		},
		Target: &Target{Characters: true, Prompt: "choose a Cavalry character", Filter: All(Character, Trait("cavalry"), CanReady)},
		Effect: func(x *Ctx) { x.Ready(x.Target()) },
	}}})
}
