package agot1e

import (
	"slices"

	"tessen/engine"
)

// Words the plots brought to the vocabulary, any card may use them:
// constant modifiers by name (Text.Mod), prohibitions on other cards
// (Text.Forbids) and between players (Text.Bars, the "bar" lasting
// effect), replacements of how a card leaves play (Text.Instead), tolls
// (gold given to another player to play an event or initiate a
// challenge), a chosen player (Ability.ChoosePlayer), choices made for
// each player in turn (Pick.Each), a window for saves only before a
// removal chosen while resolving (Pick.Removes), untargeted removals that
// saves may answer (Ability.Dooms), "you may" passives (Ability.Optional),
// "cannot be cancelled" (Ability.NoCancel), and verbs on hands and decks.

// WhenRevealed makes a plot's "when revealed" ability: a passive
// answering the reveal of its own plot (AG-PLOT-8, FAQ §2.2).
func WhenRevealed(a *Ability) *Ability {
	a.Timing, a.On = Passive, "revealed"
	if cond := a.If; cond != nil {
		a.If = Both(GateIsSelf, cond)
	} else {
		a.If = GateIsSelf
	}
	return a
}

// IsWhenRevealed reports a plot's "when revealed" ability.
func IsWhenRevealed(a *Ability) bool { return a.Timing == Passive && a.On == "revealed" }

// revealedPlots lists the revealed plots, from the first player clockwise.
func (s *State) revealedPlots() []int {
	var out []int
	for _, p := range s.order(s.First) {
		if pl := s.P[p].Plot; pl >= 0 {
			out = append(out, pl)
		}
	}
	return out
}

// Plot is player p's revealed plot, or -1.
func (s *State) Plot(p int) int { return s.P[p].Plot }

// eachText calls f for each card whose constant words hold now: in play
// (not duplicates) and the revealed plots (AG-PLOT-4); f says to stop.
func (s *State) eachText(f func(t *Text, self int) bool) {
	for id := range s.cardsInPlay() {
		if t := s.text(id); t != nil && !s.Cards[id].Dup && f(t, id) {
			return
		}
	}
	for p := range s.clockwise(s.First) { // the revealed plots, as revealedPlots lists them
		if id := s.P[p].Plot; id >= 0 {
			if t := s.text(id); t != nil && f(t, id) {
				return
			}
		}
	}
}

// Mod is what the constant words in force add to a named quantity of
// player p's (Text.Mod).
func (s *State) Mod(p int, what string) int {
	return s.sumMods(modMod, func(t *Text, self int) int {
		if t.Mod == nil {
			return 0
		}
		return t.Mod(s, self, p, what)
	})
}

// Barred reports player p kept from doing what against player q: by a
// card's constant words (Text.Bars) or a "bar" lasting effect between the
// two (Ctx.BarBetween).
func (s *State) Barred(p, q int, what string) bool {
	for _, l := range s.Effects.List {
		if l.Kind == "bar" && l.Label == what && (l.Player == p && l.N == q || l.Player == q && l.N == p) {
			return true
		}
	}
	for _, c := range s.barrers { // whichever bars: the order is no matter
		if s.modifying(c) {
			if t := s.text(c); t != nil && t.Bars(s, c, p, q, what) {
				return true
			}
		}
	}
	return false
}

// BarBetween keeps x's controller and player q from doing what against
// one another until the period ends.
func (x *Ctx) BarBetween(q int, what, until string) {
	x.S.Effects.Add(engine.Lasting{Kind: "bar", Source: x.Card, Player: x.P, N: q, Label: what, Until: until})
}

// leaveZone is where each way of leaving play goes.
var leaveZone = map[string]Zone{"killed": ZDead, "discarded": ZDiscard, "returned": ZHand}

// challengeOpen reports whether p may still initiate a challenge of typ
// this phase against someone: one left, no card barring it against
// every opponent, its toll payable (AG-CHAL-4, AG-CHAL-6).
func (s *State) challengeOpen(p int, typ string) bool {
	if !s.MayInitiate(p, typ) || s.Mod(p, tollWord(typ))+s.lastingToll(p, typ) > s.P[p].Gold {
		return false
	}
	for q := range s.clockwise(p) { // his opponents, without making their list
		if q != p && !s.Barred(p, q, barWord(typ)) {
			return true
		}
	}
	return false
}

// PlotIncome is the gold p's revealed plot gives: its income as set,
// or none where a card reduces it to 0 ("zero-plot-income").
func (s *State) PlotIncome(p int) int {
	pl := s.P[p].Plot
	if pl < 0 || s.Mod(p, "zero-plot-income") > 0 {
		return 0
	}
	return s.setValue(pl, "set-income", s.defs[pl].Income)
}

// giveGold moves up to n gold from p's pool to q's.
func (s *State) giveGold(p, q, n int) {
	n = min(n, s.P[p].Gold)
	if n <= 0 || q < 0 || q == p {
		return
	}
	s.P[p].Gold -= n
	s.P[q].Gold += n
	s.Say(s.Names[p], " gives ", s.Names[q], " ", count(n, "gold"))
}

// eventToll is the gold p must give an opponent to play card id, an
// event in his hand ("event-toll"), 0 for none.
func (s *State) eventToll(p, id int) int {
	if !s.IsType(id, "event") || s.Cards[id].Zone != ZHand {
		return 0
	}
	return max(0, s.Mod(p, "event-toll"))
}

// canPayToll reports whether p has the gold for ability a of card id
// and its toll together (AG-ABIL-1).
func (s *State) canPayToll(p, id int, a *Ability) bool {
	toll := s.eventToll(p, id)
	if toll == 0 {
		return true
	}
	gold := toll
	for _, c := range a.Costs {
		if c.Kind == "gold" {
			gold += c.N
		}
	}
	return s.P[p].Gold >= gold
}

// payToll gives n gold of p's to an opponent: the only one, or the one
// p chooses (a choice pushed: it reports true).
func (s *State) payToll(p, n int, what string) bool {
	if n <= 0 {
		return false
	}
	opp := s.Opponents(p)
	if len(opp) == 1 {
		s.giveGold(p, opp[0], n)
		return false
	}
	s.Push(engine.Frame{Kind: kOption, Player: p, N: n, At: len(s.Stack) - 1,
		Labels: []string{"choose an opponent to give " + count(n, "gold"), "toll"}})
	return true
}

// choosablePlayers are the players ability x may choose (ChoosePlayer).
func (s *State) choosablePlayers(x *Ctx) []int {
	var out []int
	for _, q := range s.order(x.P) {
		if x.Ab.ChoosePlayer(x, q) {
			out = append(out, q)
		}
	}
	return out
}

// uncancellable reports an event its initiated gate names that cannot be
// cancelled: an ability saying so, or a window for saves only.
func (s *State) uncancellable(g *engine.Event) bool {
	switch g.Label {
	case "then-saves":
		return true
	case "ability":
		a := s.ability(g.Source, g.N)
		return a != nil && a.NoCancel
	}
	return false
}

func init() {
	// "You may": yes or no, to the window's Ev.Label.
	optionSets["may"] = func(s *State, f *engine.Frame) []engine.Answer {
		return []engine.Answer{{Verb: "choose", Labels: []string{"yes"}}, {Verb: "choose", Labels: []string{"no"}}}
	}
	// The player an ability chooses, to the window's Ev.Label.
	optionSets["chosen-player"] = func(s *State, f *engine.Frame) []engine.Answer {
		x := s.abilityCtx(s.Stack[f.At])
		var out []engine.Answer
		for _, q := range s.choosablePlayers(x) {
			out = append(out, engine.Answer{Verb: "choose", Labels: []string{PlayerLabel(q)}})
		}
		return out
	}
	// A toll's receiver, chosen among the opponents; Frame.N the gold.
	optionSets["toll"] = func(s *State, f *engine.Frame) []engine.Answer {
		var out []engine.Answer
		for _, q := range s.Opponents(f.Player) {
			out = append(out, engine.Answer{Verb: "choose", Labels: []string{PlayerLabel(q)}})
		}
		return out
	}
	optionTakes["toll"] = func(s *State, f *engine.Frame, p int, a engine.Answer) {
		s.giveGold(p, s.playerOf(a.Labels[0]), f.N)
	}
	// The window for saves only that a removal chosen while resolving
	// opens (AG-TIME-17, AG-LEAVE-5): its cards may be saved at step 2;
	// those left go back to the Pick frame (Ev.N, its stack index).
	acts["then-saves"] = &Act{
		Doomed: func(s *State, f *engine.Frame) []int { return f.Ev.Cards },
		Execute: func(s *State, f *engine.Frame) {
			if k := f.Ev.N; k >= 0 && k < len(s.Stack) && s.Stack[k].Kind == kPick {
				s.Stack[k].Cards = slices.Clone(f.Ev.Cards)
			}
		},
	}
}

// Players for Pick.Each and ChoosePlayer.

// AnOpponent passes x's controller's opponents.
func AnOpponent(x *Ctx, q int) bool { return q != x.P && x.S.Playing(q) }

// YouAndChosen is x's controller, then the player the ability chose.
func YouAndChosen(x *Ctx) []int {
	if x.Chosen < 0 || x.Chosen == x.P {
		return []int{x.P}
	}
	return []int{x.P, x.Chosen}
}

// EachPlayer is every player, x's controller first, then clockwise
// (AG-GEN-9).
func EachPlayer(x *Ctx) []int { return x.S.order(x.P) }

// Filters.

// ControlledBy passes cards in play player p controls.
func ControlledBy(p int) func(x *Ctx, id int) bool {
	return func(x *Ctx, id int) bool { return int(x.S.Cards[id].Controller) == p }
}

// Matching lists the cards in play passing f (moribund ones left out).
func (x *Ctx) Matching(f func(x *Ctx, id int) bool) []int {
	var out []int
	for id := range x.S.cardsInPlay() {
		if !x.S.dying(id) && f(x, id) {
			out = append(out, id)
		}
	}
	return out
}

// InDeck lists player p's draw deck, top first, passing f.
func (x *Ctx) InDeck(p int, f func(x *Ctx, id int) bool) []int {
	var out []int
	for _, id := range x.S.P[p].Deck {
		if f(x, id) {
			out = append(out, id)
		}
	}
	return out
}

// Hand lists player p's hand.
func (x *Ctx) Hand(p int) []int { return slices.Clone(x.S.P[p].Hand) }

// Verbs on hands and decks.

// TakeIntoHand puts cards from a deck or pile into their owners' hands
// (not a draw, AG-DRAW-2), the cards shown to all.
func (x *Ctx) TakeIntoHand(ids ...int) {
	for _, id := range ids {
		o := int(x.S.Cards[id].Owner)
		x.S.move(id, o, ZHand, false)
		x.S.Say(x.S.Names[o], " reveals ", x.S.name(id), " and puts it into hand")
	}
}

// HandToBottom puts every card of player p's hand on the bottom of his
// deck, in the hand's order, and reports how many.
func (x *Ctx) HandToBottom(p int) int {
	hand := slices.Clone(x.S.P[p].Hand)
	for _, id := range hand {
		x.S.move(id, p, ZDeck, false)
	}
	if len(hand) > 0 {
		x.S.Say(x.S.Names[p], " puts ", count(len(hand), "card"), " from hand on the bottom of the deck")
	}
	return len(hand)
}

// TopToHand puts the top n cards of p's deck into his hand (not a draw,
// AG-DRAW-2), as many as it holds.
func (x *Ctx) TopToHand(p, n int) {
	got := 0
	for ; got < n && len(x.S.P[p].Deck) > 0; got++ {
		x.S.move(x.S.P[p].Deck[0], p, ZHand, false)
	}
	if got < n {
		x.Failed = true
	}
	x.S.Say(x.S.Names[p], " takes ", count(got, "card"), " from the top of the deck")
}

// CopyAbility resolves ability i of card id as x's controller's own, in
// a window of its own inside x's (Good for the Gander): a "when revealed"
// of another plot answers that plot's reveal.
func (x *Ctx) CopyAbility(id, i int) {
	s := x.S
	m := 0
	for g := range s.Gates {
		if s.Gates[g].Kind == "revealed" && slices.Contains(s.Gates[g].Cards, id) {
			m = g + 1
		}
	}
	s.Say(s.Names[x.P], " copies the ability of ", s.name(id))
	s.openWindow(engine.Event{Kind: "ability", Player: x.P, Source: id, N: i, M: m}, wSub)
}

// UsableRevealed reports whether player p could use ability i of card
// id now as an answer to its reveal (a copied "when revealed").
func (s *State) UsableRevealed(p, id, i int) bool {
	gate := &engine.Event{Kind: "revealed", Player: p, Cards: engine.One(id)}
	return s.ability(id, i) != nil && s.usable(p, id, i, gate)
}

// Abilities lists card id's abilities.
func (s *State) Abilities(id int) []*Ability {
	if t := s.texts[id]; t != nil {
		return t.Abilities
	}
	return nil
}

// Killable passes cards nothing keeps from being killed (FAQ §4.3: such a
// card may not be chosen to be killed).
func Killable(x *Ctx, id int) bool { return !x.S.Cannot(id, "leave-killed") }
