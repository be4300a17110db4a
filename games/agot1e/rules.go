package agot1e

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// Rules are the switches of the game: each rule the digest
// (../shared/rules/agot-1e.md) marks reconstructed or unknown that the
// engine must decide is one switch, set to the digest's default unless a
// game's setup names another value (Players.Rules, by the rule's ID), so
// that a reader of the printed rulebook can change it in one place. The
// rules map (docs/rules/agot-1e.md) names each.
type Rules struct {
	// AG-DOM-2: does unspent gold in the pool add to dominance? "no"
	// (default) or "yes".
	DominanceGold string `json:"dominanceGold"`
	// AG-WIN-5: a player who must draw from an empty deck: "nothing"
	// (default: he draws what he can) or "loses".
	EmptyDeck string `json:"emptyDeck"`
	// AG-WIN-3: several players reach the winning power at once:
	// "first-player" (default: the first of them in clockwise order from
	// the first player) or "none" (the game goes on until one alone has
	// it, as a draw is no win).
	Simultaneous string `json:"simultaneous"`
	// AG-SETUP-5: a mulligan: "redraw-7" (default: shuffle the 7 back and
	// draw 7, kept) or "none" (no mulligan is offered).
	Mulligan string `json:"mulligan"`
	// AG-SETUP-8: Limited cards among a player's setup cards: "one"
	// (default) or "any".
	SetupLimited string `json:"setupLimited"`
	// AG-CHAL-15: a 0 to 0 challenge: "attacker" (default: ties go to
	// the attacker) or "none" (no winner).
	ZeroTie string `json:"zeroTie"`
	// AG-MELEE-1: titles at five or six players: "yes" (default) or "no".
	TitlesAtSix string `json:"titlesAtSix"`
	// AG-MELEE-3: may a player take the title he held last round? "yes"
	// (default) or "no".
	RetakeTitle string `json:"retakeTitle"`
	// AG-MELEE-8: who earns the opposed title's extra power: "attacker"
	// (default: the attacker who wins against a title his title opposes)
	// or "winner" (either side).
	OpposedBonus string `json:"opposedBonus"`
	// AG-PLOT-9: when an empty plot deck takes back the used pile:
	// "after-revealed" (default: after the "when revealed" effects) or
	// "at-reveal".
	PlotRotation string `json:"plotRotation"`
	// AG-ABIL-5: kneeling for influence may give more than the cost
	// ("lost", default) or "none": no card beyond what the cost needs.
	InfluenceChange string `json:"influenceChange"`
	// AG-CHAL-16: a loser short of the claim pays "as-able" (default:
	// what he can) or "none" (nothing).
	ClaimShortfall string `json:"claimShortfall"`
	// AG-TAX-1: gold tokens on cards in taxation "stay" (default) or
	// "return" to the treasury with the pool.
	TaxTokens string `json:"taxTokens"`
	// AG-GEN-3: kneeling a card that already kneels "fails" (default: it
	// changes nothing, so a "then" does not follow) or "succeeds".
	KneelKneeling string `json:"kneelKneeling"`
	// AG-WIN-4: a player may concede: "yes" (default) or "no".
	Concede string `json:"concede"`
	// AG-CARD-8: a card with several House shields belongs to "each"
	// (default) or to its "first" only.
	MultiHouse string `json:"multiHouse"`
	// AG-DRAW-2: the Master of Laws' extra card "counts" against the draw
	// cap (default) or is "free".
	TitleDraw string `json:"titleDraw"`
	// AG-PLOT-2: a player-action window "before-reveal" in the plot phase
	// (default) or "none".
	PlotActions string `json:"plotActions"`
	// AG-SETUP-7: a second copy of a unique among one's setup cards is
	// "barred" (default) or placed as a "duplicate" on the first.
	SetupBars string `json:"setupBars"`
	// AG-MELEE-6: supporters are asked "clockwise" from the defender
	// (default) or "counterclockwise".
	SupporterOrder string `json:"supporterOrder"`
	// AG-KW-11: ambush costs "printed" (default: printed cost and
	// penalties, and it counts as played) or "free" (put into play).
	Ambush string `json:"ambush"`
}

// Switch is one of the game's switches as the rules map names it.
type Switch struct {
	Rule   string   // the digest's rule ID
	Name   string   // the field's JSON name
	Values []string // the default first
	field  func(r *Rules) *string
}

// Switches lists every switch, by rule ID.
var Switches = []Switch{
	{"AG-ABIL-5", "influenceChange", []string{"lost", "none"}, func(r *Rules) *string { return &r.InfluenceChange }},
	{"AG-CARD-8", "multiHouse", []string{"each", "first"}, func(r *Rules) *string { return &r.MultiHouse }},
	{"AG-CHAL-16", "claimShortfall", []string{"as-able", "none"}, func(r *Rules) *string { return &r.ClaimShortfall }},
	{"AG-DRAW-2", "titleDraw", []string{"counts", "free"}, func(r *Rules) *string { return &r.TitleDraw }},
	{"AG-GEN-3", "kneelKneeling", []string{"fails", "succeeds"}, func(r *Rules) *string { return &r.KneelKneeling }},
	{"AG-MELEE-6", "supporterOrder", []string{"clockwise", "counterclockwise"}, func(r *Rules) *string { return &r.SupporterOrder }},
	{"AG-PLOT-2", "plotActions", []string{"before-reveal", "none"}, func(r *Rules) *string { return &r.PlotActions }},
	{"AG-SETUP-7", "setupBars", []string{"barred", "duplicate"}, func(r *Rules) *string { return &r.SetupBars }},
	{"AG-TAX-1", "taxTokens", []string{"stay", "return"}, func(r *Rules) *string { return &r.TaxTokens }},
	{"AG-WIN-4", "concede", []string{"yes", "no"}, func(r *Rules) *string { return &r.Concede }},
	{"AG-CHAL-15", "zeroTie", []string{"attacker", "none"}, func(r *Rules) *string { return &r.ZeroTie }},
	{"AG-DOM-2", "dominanceGold", []string{"no", "yes"}, func(r *Rules) *string { return &r.DominanceGold }},
	{"AG-KW-11", "ambush", []string{"printed", "free"}, func(r *Rules) *string { return &r.Ambush }},
	{"AG-MELEE-1", "titlesAtSix", []string{"yes", "no"}, func(r *Rules) *string { return &r.TitlesAtSix }},
	{"AG-MELEE-3", "retakeTitle", []string{"yes", "no"}, func(r *Rules) *string { return &r.RetakeTitle }},
	{"AG-MELEE-8", "opposedBonus", []string{"attacker", "winner"}, func(r *Rules) *string { return &r.OpposedBonus }},
	{"AG-PLOT-9", "plotRotation", []string{"after-revealed", "at-reveal"}, func(r *Rules) *string { return &r.PlotRotation }},
	{"AG-SETUP-5", "mulligan", []string{"redraw-7", "none"}, func(r *Rules) *string { return &r.Mulligan }},
	{"AG-SETUP-8", "setupLimited", []string{"one", "any"}, func(r *Rules) *string { return &r.SetupLimited }},
	{"AG-WIN-3", "simultaneous", []string{"first-player", "none"}, func(r *Rules) *string { return &r.Simultaneous }},
	{"AG-WIN-5", "emptyDeck", []string{"nothing", "loses"}, func(r *Rules) *string { return &r.EmptyDeck }},
}

// DefaultRules are the digest's defaults.
func DefaultRules() Rules {
	var r Rules
	for _, sw := range Switches {
		*sw.field(&r) = sw.Values[0]
	}
	return r
}

// MakeRules sets the switches a setup names (by rule ID or by the
// switch's name) over the defaults; an unknown rule or value is refused,
// naming it.
func MakeRules(set map[string]string) (Rules, error) {
	r := DefaultRules()
	keys := make([]string, 0, len(set))
	for k := range set {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		i := slices.IndexFunc(Switches, func(sw Switch) bool { return sw.Rule == k || sw.Name == k })
		if i < 0 {
			var ids []string
			for _, sw := range Switches {
				ids = append(ids, sw.Rule)
			}
			return r, fmt.Errorf("agot-1e: no rules switch %q (switches: %s)", k, strings.Join(ids, ", "))
		}
		sw := Switches[i]
		if !slices.Contains(sw.Values, set[k]) {
			return r, fmt.Errorf("agot-1e: switch %s (%s) takes %s, not %q", sw.Rule, sw.Name, strings.Join(sw.Values, " or "), set[k])
		}
		*sw.field(&r) = set[k]
	}
	return r, nil
}
