package agot1e

import (
	"slices"
	"strings"

	"tessen/engine"
)

// Words the neutral cards brought to the vocabulary; any card may use
// them. What they remember lives in the lasting effects (State.Effects),
// so a copy of the game carries it. Where a rule's mechanism was missing
// from the core files, the core calls in here (named in each comment).

// ---- A gold cost of X, X chosen by its payer ----

// PayX is a cost of X gold, X chosen by the payer as the costs are paid
// (at least least, and at least 1); the effect reads it in x.X. It is
// asked in initiateAbility and paid with the other costs (AG-ABIL-1,
// AG-ABIL-4).
func PayX(least int) Cost { return Cost{Kind: "gold-x", N: least} }

func init() {
	// the X of a "gold-x" cost: from its least to what the payer may spend
	optionSets["gold-x"] = func(s *State, f *engine.Frame) []engine.Answer {
		var out []engine.Answer
		for n := max(1, f.N); n <= s.Spendable(f.Player); n++ {
			out = append(out, engine.Answer{Verb: "choose", Labels: []string{itoa(n)}})
		}
		return out
	}
}

// hasGoldX reports an ability with a "gold-x" cost.
func hasGoldX(a *Ability) bool {
	return a != nil && slices.ContainsFunc(a.Costs, func(c Cost) bool { return c.Kind == "gold-x" })
}

// askGoldX pushes the choice of X for the "gold-x" cost of the ability of
// window f; the answer lands in the window's Ev.Label, which an ability
// with a gold-x cost does not use to choose a player (called from
// initiateAbility).
func (s *State) askGoldX(f *engine.Frame, a *Ability) {
	for _, c := range a.Costs {
		if c.Kind == "gold-x" {
			s.Push(engine.Frame{Kind: kOption, Player: f.Ev.Player, At: slices.Index(s.Stack, f), N: max(1, c.N),
				Labels: []string{"choose how much gold to pay", "gold-x"}})
			return
		}
	}
}

// payGoldX pays the X of window f's "gold-x" cost (called from
// initiateAbility).
func (s *State) payGoldX(f *engine.Frame, a *Ability) {
	if n := s.xOf(f.Ev); n > 0 {
		s.Spend(f.Ev.Player, min(n, s.Spendable(f.Ev.Player)))
	}
}

// xOf is the X the ability of window event ev pays, 0 for none.
func (s *State) xOf(ev *engine.Event) int {
	if !hasGoldX(s.ability(ev.Source, ev.N)) {
		return 0
	}
	return max(0, atoi(ev.Label))
}

// ---- Crests gained for a while ----

// GainCrest gives cards a crest until the period ends (the Crest filter
// sees it).
func (x *Ctx) GainCrest(c, until string, ids ...int) { x.Lasting("gain-crest", 0, c, until, ids...) }

// gainedCrest reports card id holding crest c by a lasting effect
// (called from Crest).
func (s *State) gainedCrest(id int, c string) bool {
	for _, l := range s.Effects.List {
		if l.Kind == "gain-crest" && l.Label == c && containsInt(l.Cards, id) {
			return true
		}
	}
	return false
}

// ---- Cost reducers that ask for an icon ----

// ReduceNextWithIcon lowers by n the gold cost of the next card x's
// controller plays this phase of type kind ("" for any) with a challenge
// icon ("the next character with an intrigue icon", AG-MARSH-5); houses
// as ReduceNext, "neutral" naming the cards of no House.
func (x *Ctx) ReduceNextWithIcon(n int, kind, icon string, houses ...string) {
	x.S.Effects.Add(engine.Lasting{Kind: kReduce, Source: x.Card, Player: x.P, N: n,
		Label: kind + ":" + strings.Join(houses, ",") + ":" + icon, Until: UntilPhase})
	x.S.Say(x.S.Names[x.P], "'s next ", kind, " with ", article(icon), " ", icon, " icon this phase costs ", itoa(n), " less")
}

// ---- Every card an effect without a target reaches ----

// Each lists the cards in play that f passes and x's effect may reach:
// not moribund, no duplicate, not immune to it (AG-ABIL-7) — "kill every
// attacking character", "discard all characters".
func (x *Ctx) Each(f func(x *Ctx, id int) bool) []int {
	var out []int
	for id := range x.S.cardsInPlay() {
		if !x.S.dying(id) && !x.S.Cards[id].Dup && f(x, id) && !x.S.immuneTo(id, x) {
			out = append(out, id)
		}
	}
	return out
}

// Titled passes the cards of one title, by id ("every card named Bay of
// Ice").
func Titled(def string) func(x *Ctx, id int) bool {
	k := engine.KeyOf(def)
	return func(x *Ctx, id int) bool { return x.S.Cards[id].Def == k }
}

// ---- Piles back into the deck ----

// ShuffleIntoDeck shuffles p's discard or dead pile (z) into his deck.
func (x *Ctx) ShuffleIntoDeck(p int, z Zone) {
	s := x.S
	pile := slices.Clone(*s.list(p, z))
	for _, id := range pile {
		s.move(id, p, ZDeck, false)
	}
	engine.Shuffle(&s.RNG, s.P[p].Deck)
	if len(pile) > 0 {
		what := "discard pile"
		if z == ZDead {
			what = "dead pile"
		}
		s.Say(s.Names[p], " shuffles ", count(len(pile), "card"), " of the ", what, " into the deck")
	}
}

// ---- Challenge tolls (AG-CHAL-6) ----

// ChallengeToll has player q pay x's controller n gold each time he
// initiates a challenge of type typ until the period ends; one who
// cannot pay cannot initiate it (AG-CHAL-6). The lasting effect holds q's
// House card.
func (x *Ctx) ChallengeToll(q int, typ string, n int, until string) {
	x.S.Effects.Add(engine.Lasting{Kind: "toll", Source: x.Card, Player: x.P, Cards: engine.One(x.S.P[q].HouseCard),
		N: n, Label: typ, Until: until})
	x.S.Say(x.S.Names[q], " must pay ", x.S.Names[x.P], " ", count(n, "gold"), " to initiate ", article(typ), " ", typ, " challenge")
}

// challengeTolls lists the lasting tolls on p's challenges of type typ.
func (s *State) challengeTolls(p int, typ string) []engine.Lasting {
	var out []engine.Lasting
	for _, l := range s.Effects.List {
		if l.Kind == "toll" && l.Label == typ && len(l.Cards) == 1 && l.Cards[0] == s.P[p].HouseCard && l.Player != p && s.Playing(l.Player) {
			out = append(out, l)
		}
	}
	return out
}

// lastingToll is the gold the lasting tolls ask of p for a challenge of
// type typ (called where initiating one is checked: AG-CHAL-6).
func (s *State) lastingToll(p int, typ string) int {
	n := 0
	for _, l := range s.challengeTolls(p, typ) {
		n += l.N
	}
	return n
}

// payLastingTolls pays the lasting tolls on the challenge p initiates
// (called as the challenge begins).
func (s *State) payLastingTolls(p int, typ string) {
	for _, l := range s.challengeTolls(p, typ) {
		n := min(l.N, s.P[p].Gold)
		s.P[p].Gold -= n
		s.P[l.Player].Gold += n
		s.Say(s.Names[p], " pays ", s.Names[l.Player], " ", count(n, "gold"), " to initiate the challenge")
	}
}

// ---- Switched plot decks ----

// SwitchPlots has x's controller and player q each choose their plots
// from the other's plot deck until the period ends (AG-PLOT-3); a plot
// so revealed is its revealer's while revealed and goes to its owner's
// used pile after (AG-GEN-5).
func (x *Ctx) SwitchPlots(q int, until string) {
	x.S.Effects.Add(engine.Lasting{Kind: "switch-plots", Source: x.Card, Player: x.P, N: q, Until: until})
	x.S.Say(x.S.Names[x.P], " and ", x.S.Names[q], " switch plot decks")
}

// PlotsSwitched reports player p choosing from another's plot deck; a
// player switches with one other at a time.
func (s *State) PlotsSwitched(p int) bool { return s.plotsOf(p) != p }

// plotsOf is the player whose plot deck p chooses his plot from (called
// from the plot choice, its suggestions and what a seat may see).
func (s *State) plotsOf(p int) int {
	for _, l := range s.Effects.List {
		if l.Kind == "switch-plots" {
			switch p {
			case l.Player:
				return l.N
			case l.N:
				return l.Player
			}
		}
	}
	return p
}

// ---- Blank text boxes that keep their traits ----

// blankTraits reports card id's traits gone with a blank text box: blank
// by a card whose words do not keep them (Text.BlankKeepsTraits); a text
// box blank for a while (x.Blank: "except for Traits") keeps them
// (called from HasTrait).
func (s *State) blankTraits(id int) bool {
	for _, c := range s.blankers {
		if t := s.texts[c]; s.acting(c) && !t.BlankKeepsTraits && t.Blanks(s, c, id) {
			return true
		}
	}
	return false
}

// ---- Looking at a hand ----

// LookAtHand lets player p see every card of player q's hand while the
// effect resolves ("look at an opponent's hand": State.Peeks).
func (x *Ctx) LookAtHand(p, q int) {
	s := x.S
	for _, id := range s.P[q].Hand {
		s.Peeks = append(s.Peeks, Peek{Player: p, Card: id, Inst: s.Cards[id].Inst})
	}
	s.Say(s.Names[p], " looks at ", s.Names[q], "'s hand")
}
