package engine

import (
	"fmt"
	"slices"
	"strings"
)

// A decision whose answers cannot all be listed (declaring a conflict with
// any of its characters, choosing several cards of a hand, assigning units
// to battlefields) says what its answers are made of, so that a person's
// client can compose any of them and the game check it: its parts, each a
// choice of one label, of several cards, or of a label for each card
// chosen. Bots keep the game's representative answers (Suggester); the
// parts are asked only by who composes (Composer).

// Part is one part of the answers of an open verb, in the order they make
// an answer:
//
//   - a label part (PartLabel) is one of its Labels, the answer's next
//     label;
//   - a card part (PartCards) is Min to Max of its Cards, in the order
//     chosen, the answer's next cards; consecutive card parts are parted
//     by Sep, left out after the last part with cards;
//   - a card-and-label part (PartEach) is Min to Max of its Cards, each
//     with one of the Labels: the cards go on the answer's cards, their
//     labels, in the same order, on its labels after every label part's.
type Part struct {
	Verb   string   `json:"verb"`
	Kind   string   `json:"kind"` // PartLabel, PartCards, PartEach
	Name   string   `json:"name"` // what is chosen, in the game's words
	Labels []string `json:"labels,omitempty"`
	Cards  []int    `json:"cards,omitempty"`
	Min    int      `json:"min,omitempty"`
	Max    int      `json:"max,omitempty"`
}

// The kinds of parts.
const (
	PartLabel = "label"
	PartCards = "cards"
	PartEach  = "each"
)

// Sep parts the cards of two card parts in an answer.
const Sep = -1

// Composer is offered by games whose decisions have open verbs: the parts
// of the pending decision's answers, for each open verb (the part's Verb).
type Composer interface {
	Parts() []Part
}

// PartsOf is the parts of g's pending decision: the game's own (Composer),
// else, for each open verb of a decision with a selection (Among), the
// selection of Min to Max of its cards.
func PartsOf(g Game) []Part {
	if c, ok := g.(Composer); ok {
		return c.Parts()
	}
	return Selections(g.Pending())
}

// SeatComposer is offered by games whose decision may ask several
// players at once for answers whose parts differ by player (a plot of
// one's own plot deck): the parts of player p's answers. Composer's are
// then the first player asked's.
type SeatComposer interface {
	PartsFor(p int) []Part
}

// PartsFor is the parts of g's pending decision for player p: the game's
// own for p (SeatComposer), else PartsOf.
func PartsFor(g Game, p int) []Part {
	if c, ok := g.(SeatComposer); ok {
		return c.PartsFor(p)
	}
	return PartsOf(g)
}

// Selections is the parts of a decision's selections: for each open verb
// of a decision with one (Among), Min to Max of its cards.
func Selections(d *Decision) []Part {
	if d == nil || d.Among == nil {
		return nil
	}
	var out []Part
	for _, v := range d.Open {
		out = append(out, Part{Verb: v, Kind: PartCards, Name: "cards", Cards: d.Among, Min: d.Min, Max: max(d.Max, d.Min)})
	}
	return out
}

// Pick is what a person chose for one part: a label part's Label; a card
// part's Cards; a card-and-label part's Cards and a label for each
// (Labels).
type Pick struct {
	Label  string   `json:"label,omitempty"`
	Cards  []int    `json:"cards,omitempty"`
	Labels []string `json:"labels,omitempty"`
}

// Compose makes the answer of verb from a pick for each of its parts,
// each checked against its part (what is outside a part's choices or
// bounds is refused, naming the part); the game still checks the answer
// as a whole.
func Compose(parts []Part, verb string, picks []Pick) (Answer, error) {
	parts = partsOf(parts, verb)
	if len(parts) == 0 {
		return Answer{}, fmt.Errorf("%q is not an answer composed of parts here", verb)
	}
	if len(picks) != len(parts) {
		return Answer{}, fmt.Errorf("%s is made of %d parts (%s); %d were given", verb, len(parts), partNames(parts), len(picks))
	}
	a := Answer{Verb: verb}
	var eachLabels []string
	var cardParts [][]int
	for i, pt := range parts {
		pk := picks[i]
		switch {
		case pt.Kind == PartLabel:
			if pk.Label == "" {
				return Answer{}, fmt.Errorf("%s: choose one of %s", pt.Name, strings.Join(pt.Labels, ", "))
			}
			if !slices.Contains(pt.Labels, pk.Label) {
				return Answer{}, fmt.Errorf("%s: %q is not one of %s", pt.Name, pk.Label, strings.Join(pt.Labels, ", "))
			}
			a.Labels = append(a.Labels, pk.Label)
			continue
		case len(pk.Cards) < pt.Min || len(pk.Cards) > pt.Max:
			return Answer{}, fmt.Errorf("%s: %d chosen; from %d to %d", pt.Name, len(pk.Cards), pt.Min, pt.Max)
		}
		for k, id := range pk.Cards {
			if !slices.Contains(pt.Cards, id) || slices.Contains(pk.Cards[:k], id) {
				return Answer{}, fmt.Errorf("%s: a card chosen is not among those offered, or is chosen twice", pt.Name)
			}
		}
		if pt.Kind == PartEach {
			if len(pk.Labels) != len(pk.Cards) {
				return Answer{}, fmt.Errorf("%s: each card chosen needs one of %s", pt.Name, strings.Join(pt.Labels, ", "))
			}
			for _, l := range pk.Labels {
				if !slices.Contains(pt.Labels, l) {
					return Answer{}, fmt.Errorf("%s: %q is not one of %s", pt.Name, l, strings.Join(pt.Labels, ", "))
				}
			}
			eachLabels = append(eachLabels, pk.Labels...)
		}
		cardParts = append(cardParts, pk.Cards)
	}
	a.Labels = append(a.Labels, eachLabels...)
	last := len(cardParts) - 1
	for last > 0 && len(cardParts[last]) == 0 {
		last--
	}
	for i := 0; i <= last && i < len(cardParts); i++ {
		if i > 0 {
			a.Cards = append(a.Cards, Sep)
		}
		a.Cards = append(a.Cards, cardParts[i]...)
	}
	return a, nil
}

// Decompose is the picks an answer of an open verb is made of, by its
// parts: the inverse of Compose, which refuses what no picks make.
func Decompose(parts []Part, a Answer) ([]Pick, error) {
	parts = partsOf(parts, a.Verb)
	picks := make([]Pick, len(parts))
	labels := a.Labels
	var cardParts [][]int
	for rest := a.Cards; ; {
		i := slices.Index(rest, Sep)
		if i < 0 {
			cardParts = append(cardParts, rest)
			break
		}
		cardParts = append(cardParts, rest[:i])
		rest = rest[i+1:]
	}
	for i, pt := range parts {
		switch {
		case pt.Kind == PartLabel:
			if len(labels) == 0 {
				return nil, fmt.Errorf("%s: no label for it", pt.Name)
			}
			picks[i].Label, labels = labels[0], labels[1:]
		case len(cardParts) > 0:
			picks[i].Cards, cardParts = cardParts[0], cardParts[1:]
		}
	}
	for i, pt := range parts {
		if pt.Kind == PartEach {
			n := len(picks[i].Cards)
			if n > len(labels) {
				return nil, fmt.Errorf("%s: a card has no label", pt.Name)
			}
			picks[i].Labels, labels = labels[:n], labels[n:]
		}
	}
	if len(labels) > 0 || len(cardParts) > 0 && len(cardParts[0]) > 0 {
		return nil, fmt.Errorf("%v has more than its parts (%s)", a, partNames(parts))
	}
	b, err := Compose(parts, a.Verb, picks)
	if err != nil {
		return nil, err
	}
	if !b.Equal(a) {
		return nil, fmt.Errorf("%v is not made of its parts (they make %v)", a, b)
	}
	return picks, nil
}

// partsOf is the parts of one verb.
func partsOf(parts []Part, verb string) []Part {
	var out []Part
	for _, p := range parts {
		if p.Verb == verb {
			out = append(out, p)
		}
	}
	return out
}

func partNames(parts []Part) string {
	names := make([]string, len(parts))
	for i, p := range parts {
		names[i] = p.Name
	}
	return strings.Join(names, ", ")
}
