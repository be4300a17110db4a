package engine

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Answer is one player's reply to the pending decision. Cards are card
// instance ids of the game; Labels carry option words (a ring, a conflict
// type, "yes"); N carries a number (a bid, an amount of fate, an ability's
// index).
type Answer struct {
	Verb   string   `json:"verb"`
	Cards  []int    `json:"cards,omitempty"`
	Labels []string `json:"labels,omitempty"`
	N      int      `json:"n,omitempty"`
}

// One is a list of one id, a card's for an answer or a seat's for a
// decision. Offers and decisions are made by the hundred a game, so the
// common ids share one table instead of each making a list: answers and
// decisions are plain data that nobody writes into.
func One(id int) []int {
	if id >= 0 && id < len(ids) {
		return ids[id : id+1 : id+1]
	}
	return []int{id}
}

var ids = func() []int {
	out := make([]int, 1024)
	for i := range out {
		out[i] = i
	}
	return out
}()

// Pass is the answer that declines whatever is offered.
var Pass = Answer{Verb: "pass"}

// Concede is the answer with which a player leaves the game, at any time,
// asked or not, in the games that take it (each game says what follows).
var Concede = Answer{Verb: "concede"}

// Equal reports whether two answers say the same thing.
func (a Answer) Equal(b Answer) bool {
	return a.Verb == b.Verb && a.N == b.N && slices.Equal(a.Cards, b.Cards) && slices.Equal(a.Labels, b.Labels)
}

// String renders the answer in a compact form for logs and records, with
// cards as #id.
func (a Answer) String() string { return a.Format(cardNumber) }

func cardNumber(id int) string { return "#" + strconv.Itoa(id) }

// Format renders the answer with each card as name gives it.
func (a Answer) Format(name func(card int) string) string {
	parts := []string{a.Verb}
	for _, c := range a.Cards {
		parts = append(parts, name(c))
	}
	parts = append(parts, a.Labels...)
	if a.N != 0 {
		parts = append(parts, strconv.Itoa(a.N))
	}
	return strings.Join(parts, " ")
}

// Decision is the one question the game is waiting on. Players lists who
// owes an answer: one player, or several for a secret simultaneous choice,
// answered in any order. Options lists the legal answers where they can be
// enumerated; Open lists verbs whose arguments are free-form and checked
// when answered (declaring a conflict, choosing several cards).
type Decision struct {
	// Serial numbers the decisions a game asks, from 1 in order (Core.Asked):
	// a client knows by it whether the decision pending is the one it
	// showed, even where the next one asks the same of the same players
	// (each opportunity of a window is a decision of its own). A choice
	// several players make at once keeps its number while they make it
	// (Core.AskTogether).
	Serial  int      `json:"serial"`
	Players []int    `json:"players"`
	Kind    string   `json:"kind"`
	Prompt  string   `json:"prompt"`
	Options []Answer `json:"options,omitempty"`
	Open    []string `json:"open,omitempty"`
	// Min and Max bound a free selection of cards ("choose" with several).
	Min int `json:"min,omitempty"`
	Max int `json:"max,omitempty"`
	// Among lists the cards a free selection may draw from.
	Among []int `json:"among,omitempty"`
	// Step is the framework step the decision belongs to (e.g. "3.2.6").
	Step string `json:"step,omitempty"`
}

// Asks reports whether player p owes an answer.
func (d *Decision) Asks(p int) bool { return slices.Contains(d.Players, p) }

// AnswererFor is who answers first when p is the one deciding: p, where
// the decision asks several players at once (secret choices) and p is
// among them; otherwise the first player asked.
func (d *Decision) AnswererFor(p int) int {
	if d.Asks(p) {
		return p
	}
	return d.Players[0]
}

// Offers reports whether the answer is among the listed options.
func (d *Decision) Offers(a Answer) bool {
	for i := range d.Options {
		if d.Options[i].Equal(a) {
			return true
		}
	}
	return false
}

// Admits checks an answer against the decision's listed options and open
// verbs; the step that asked still validates an open answer's arguments.
func (d *Decision) Admits(p int, a Answer) error {
	if !d.Asks(p) {
		return fmt.Errorf("player %d is not being asked (waiting on %v for %s)", p, d.Players, d.Kind)
	}
	if d.Offers(a) || slices.Contains(d.Open, a.Verb) {
		return nil
	}
	return refused(a.String(), d.Kind)
}

// refused is the error for an answer the decision does not admit.
func refused(answer, kind string) error {
	return fmt.Errorf("%q is not a legal answer to %s", answer, kind)
}
