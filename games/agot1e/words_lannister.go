package agot1e

import (
	"slices"
	"strings"

	"tessen/engine"
)

// Words the House Lannister cards brought to the vocabulary; any card may
// use them.

// Select is a choice among words made while an ability resolves ("discard
// the top card of your deck or this character", "top or bottom", "name a
// card"): Labels lists the answers now open (none: the choice fails the
// effect), Do applies the one chosen, with every label chosen so far in
// the chain (the last is this choice's), and Next is a further choice
// made after it. Each is asked even with one answer (FORMAT.md).
type Select struct {
	// By is who chooses: "" the ability's controller, "opponent"
	// (Ctx.Opponent).
	By     string
	Prompt string
	Labels func(x *Ctx) []string
	Do     func(x *Ctx, chosen []string)
	Next   *Select
}

// kSelect resolves an ability's Select chain: Labels holds the answers
// chosen so far, N is 1 once the effect failed, Stage 1 while an answer
// is awaited.
const kSelect = "select"

func init() {
	machine.Handle(kSelect, engine.Step[*State]{Run: selectFrame, Answer: answerSelect})

}

func (x *Ctx) selector(sel *Select) int {
	if sel.By == "opponent" {
		if o := x.Opponent(); o >= 0 {
			return o
		}
	}
	return x.P
}

// selectAt is the choice of the chain after depth answers.
func selectAt(a *Ability, depth int) *Select {
	sel := a.Select
	for range depth {
		sel = sel.Next
	}
	return sel
}

func selectFrame(s *State, f *engine.Frame) engine.Status {
	x := s.pickCtx(f)
	if f.Stage == 1 { // answered: apply it, then the next choice or Then
		f.Stage = 0
		sel := selectAt(x.Ab, len(f.Labels)-1)
		sel.Do(x, slices.Clone(f.Labels))
		f.N = boolInt(x.Failed)
		if sel.Next != nil && !x.Failed {
			f.Player = x.selector(sel.Next)
			return engine.Again
		}
		if x.Ab.Then != nil && !x.Failed {
			x.Ab.Then(x)
		}
		s.Peeks = nil // what was looked at is out of sight again
		return engine.Done
	}
	sel := selectAt(x.Ab, len(f.Labels))
	labels := sel.Labels(x)
	if len(labels) == 0 {
		s.Peeks = nil
		return engine.Done // nothing to choose: the effect fails here
	}
	f.Stage = 1
	list := s.OptionList(len(labels))
	for _, l := range labels {
		list = append(list, engine.Answer{Verb: "choose", Labels: []string{l}})
	}
	s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "select", Prompt: sel.Prompt, Options: list})
	return engine.Again
}

func answerSelect(s *State, f *engine.Frame, p int, a engine.Answer) error {
	x := s.pickCtx(f)
	sel := selectAt(x.Ab, len(f.Labels))
	if a.Verb != "choose" || len(a.Labels) != 1 || !slices.Contains(sel.Labels(x), a.Labels[0]) {
		return errf("", "choose one of: %s", strings.Join(sel.Labels(x), ", "))
	}
	f.Labels = append(slices.Clone(f.Labels), a.Labels[0])
	return nil
}

// OpponentLabels lists x's opponents as a Select's answers ("player2"),
// those passing ok.
func OpponentLabels(x *Ctx, ok func(p int) bool) []string {
	var out []string
	for _, q := range x.S.Opponents(x.P) {
		if ok == nil || ok(q) {
			out = append(out, PlayerLabel(q))
		}
	}
	return out
}

// PlayerOf reads a player label ("player2"), -1 for none.
func (s *State) PlayerOf(label string) int { return s.playerOf(label) }

// Peek is a hidden card a player looks at (State.Peeks).
type Peek struct {
	Player int   `json:"player"`
	Card   int   `json:"card"`
	Inst   int32 `json:"inst"`
}

// Look lets player p see card id, hidden from him, while the effect
// resolves and the card stays put ("look at the top card of a deck").
func (x *Ctx) Look(p, id int) {
	x.S.Peeks = append(x.S.Peeks, Peek{Player: p, Card: id, Inst: x.S.Cards[id].Inst})
	x.S.Say(x.S.Names[p], " looks at the top card of ", x.S.Names[x.S.holder(id)], "'s deck")
}

// TopOfDeck is the top card of p's deck, -1 for none.
func (s *State) TopOfDeck(p int) int {
	if len(s.P[p].Deck) == 0 {
		return -1
	}
	return s.P[p].Deck[0]
}

// ToBottom puts a card of a deck at its bottom.
func (x *Ctx) ToBottom(id int) {
	p := int(x.S.Cards[id].Owner)
	x.S.move(id, p, ZDeck, false)
	x.S.Say(x.S.Names[x.P], " puts a card at the bottom of ", x.S.Names[p], "'s deck")
}

// Reveal shows cards of a hand or deck to every player, by x's effect:
// it opens the "cards-revealed" gate (Player the effect's controller,
// Source its card). A hand revealed whole reveals no card of it (FAQ
// 4.12): that is said with RevealHand.
func (x *Ctx) Reveal(ids ...int) {
	if len(ids) == 0 {
		return
	}
	x.S.Say(x.S.Names[x.P], " reveals ", x.S.names(ids))
	x.S.gate(engine.Event{Kind: "cards-revealed", Player: x.P, Cards: slices.Clone(ids), Source: x.Card})
}

// RevealHand shows p's hand to every player (no card of it counts as
// revealed, FAQ 4.12).
func (x *Ctx) RevealHand(p int) {
	if len(x.S.P[p].Hand) == 0 {
		x.S.Say(x.S.Names[p], " reveals an empty hand")
		return
	}
	x.S.Say(x.S.Names[p], " reveals a hand of ", x.S.names(x.S.P[p].Hand))
}

// DiscardFromHand discards cards of p's hand, each opening the
// "discarded-from-hand" gate.
func (x *Ctx) DiscardFromHand(p int, ids ...int) {
	for _, id := range ids {
		if x.S.Cards[id].Zone != ZHand || int(x.S.Cards[id].Owner) != p {
			x.Failed = true
			continue
		}
		x.S.move(id, p, ZDiscard, false)
		x.S.Say(x.S.Names[p], " discards ", x.S.name(id), " from hand")
		x.S.gate(engine.Event{Kind: "discarded-from-hand", Player: p, Cards: engine.One(id), Source: x.Card})
	}
}

// DiscardAtRandom discards n cards at random from p's hand, as many as
// it holds.
func (x *Ctx) DiscardAtRandom(p, n int) {
	if len(x.S.P[p].Hand) < n {
		x.Failed = true
	}
	x.S.discardRandom(p, n)
}

// DiscardTop discards the top n cards of p's deck, as many as it holds.
func (x *Ctx) DiscardTop(p, n int) {
	for range n {
		id := x.S.TopOfDeck(p)
		if id < 0 {
			x.Failed = true
			return
		}
		x.S.move(id, p, ZDiscard, false)
		x.S.Say(x.S.Names[p], " discards ", x.S.name(id), " from the top of the deck")
	}
}

// GoldOn puts n gold tokens from the treasury on card id.
func (x *Ctx) GoldOn(id, n int) {
	if n <= 0 {
		return
	}
	x.S.Cards[id].Gold += n
	x.S.Say(x.S.name(id), " takes ", count(n, "gold"))
}

// Spendable is the gold p may spend: his pool, and the gold tokens on the
// cards he controls whose words let him spend them (AG-ABIL-4).
func (s *State) Spendable(p int) int {
	n := s.P[p].Gold
	for _, id := range s.tokenPurses(p) {
		n += s.Cards[id].Gold
	}
	return n
}

// Spend pays n gold for p: from his pool first, then from the tokens
// he may spend, in the order the cards entered play.
func (s *State) Spend(p, n int) {
	take := min(n, s.P[p].Gold)
	s.P[p].Gold -= take
	n -= take
	for _, id := range s.tokenPurses(p) {
		take = min(n, s.Cards[id].Gold)
		s.Cards[id].Gold -= take
		n -= take
	}
}

func (s *State) tokenPurses(p int) []int {
	var out []int
	for _, id := range s.P[p].Play {
		if t := s.texts[id]; t != nil && t.TokensSpendable && s.Cards[id].Gold > 0 {
			out = append(out, id)
		}
	}
	return out
}

// Mark sets a lasting effect that does nothing by itself: the words of
// x's card read it (MarkedBy) while it lasts ("until the end of the
// phase, if that character would be killed…").

// MarkedBy reports card id marked by card src's effect.
func (s *State) MarkedBy(src, id int) bool {
	for _, l := range s.Effects.List {
		if l.Kind == "mark" && l.Source == src && containsInt(l.Cards, id) {
			return true
		}
	}
	return false
}

// Unmark ends card src's marks on card id.
func (s *State) UnmarkBy(src, id int) {
	s.Effects.List = slices.DeleteFunc(s.Effects.List, func(l engine.Lasting) bool {
		return l.Kind == "mark" && l.Source == src && containsInt(l.Cards, id)
	})
}

// instead is where card id, leaving play by how for to, goes once the
// replacement effects of the cards in play apply (AG-LEAVE-8); ZNone
// keeps it in play.
func (s *State) instead(id int, how string, to Zone) Zone {
	r := to
	s.eachText(func(t *Text, self int) bool { // in play, and the revealed plots (Stay of Execution)
		if t.Instead != nil {
			if z := t.Instead(s, self, id, how, to); z != to {
				r = z
				return true
			}
		}
		return false
	})
	return r
}

// CardCtx is a context for the words of card id acting by themselves (a
// replacement effect, a constant ability): its controller is the player.
func (s *State) CardCtx(id int) *Ctx {
	return &Ctx{S: s, P: int(s.Cards[id].Controller), Card: id, Ab: &Ability{}}
}

// Attach puts card id (from any area) into play attached to host, under
// x's controller, opening "enters-play".
func (x *Ctx) Attach(id, host int) {
	if !x.S.InPlay(host) || x.S.dying(host) {
		x.Failed = true
		return
	}
	x.S.Say(x.S.name(id), " is attached to ", x.S.name(host))
	x.S.enter(id, x.P, host)
}

// PutIntoPlayUnder puts card id into play under player p's control
// (AG-MARSH-4: not played).
func (x *Ctx) PutIntoPlayUnder(p, id int) {
	if x.S.uniqueBars(p, id) != nil {
		x.Failed = true
		return
	}
	x.S.Say(x.S.name(id), " is put into play under ", x.S.Names[p], "'s control")
	x.S.enter(id, p, -1)
}

// Holder is the player whose area holds card id (its controller in play,
// its owner elsewhere).
func (s *State) Holder(id int) int { return s.holder(id) }

// Dying reports a moribund card.
func (s *State) Dying(id int) bool { return s.dying(id) }

// CardsInPlay lists every card in play, clockwise from the first player,
// then the attachments.
func (s *State) CardsInPlay() []int { return slices.Collect(s.cardsInPlay()) }
