package term

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"tessen/engine"
)

// Answers made of parts (engine.Part: a conflict's type, ring, province
// and attackers; several cards of a hand; units sent to battlefields) are
// composed in the terminal as at the table: the verb and its parts in one
// line (labels first, then each part's cards, parts parted by "|"), or the
// verb alone and each part asked in turn. Cards are named by their
// numbers in the part's list or by their names, parted by commas; a card
// of a part that gives each a label is "CARD to LABEL". A decision whose
// one open verb is a choice of cards also takes its cards alone: "2 4",
// or "Kaiu Envoy, Hida Kisada".

// composer is what the human may compose at a decision.
type composer struct {
	parts []engine.Part
	name  func(card int) string
}

// verbs are the open verbs that have parts, in order.
func (c composer) verbs() []string {
	var out []string
	for _, p := range c.parts {
		if !slices.Contains(out, p.Verb) {
			out = append(out, p.Verb)
		}
	}
	return out
}

func (c composer) of(verb string) []engine.Part {
	var out []engine.Part
	for _, p := range c.parts {
		if p.Verb == verb {
			out = append(out, p)
		}
	}
	return out
}

// show lists each verb's parts: their labels, and their cards numbered.
func (c composer) show(out *strings.Builder) {
	for _, v := range c.verbs() {
		fmt.Fprintf(out, "Or compose %q: type %q to be asked each part, or all in one line (%s):\n", v, v, c.syntax(v))
		for _, p := range c.of(v) {
			fmt.Fprintf(out, "    %s\n", c.describe(p))
		}
	}
}

// syntax is how a line composing verb reads.
func (c composer) syntax(verb string) string {
	words := []string{verb}
	cards := 0
	for _, p := range c.of(verb) {
		if p.Kind == engine.PartLabel {
			words = append(words, strings.ToUpper(strings.ReplaceAll(p.Name, " ", "-")))
			continue
		}
		if cards > 0 {
			words = append(words, "|")
		}
		cards++
		if p.Kind == engine.PartEach {
			words = append(words, "CARD to LABEL, ...")
		} else {
			words = append(words, "CARDS")
		}
	}
	return strings.Join(words, " ")
}

// describe is a part as the human is shown it.
func (c composer) describe(p engine.Part) string {
	if p.Kind == engine.PartLabel {
		return p.Name + ": " + strings.Join(p.Labels, ", ")
	}
	cards := make([]string, len(p.Cards))
	for i, id := range p.Cards {
		cards[i] = strconv.Itoa(i+1) + " " + c.name(id)
	}
	text := fmt.Sprintf("%s (choose %s): %s", p.Name, bounds(p), strings.Join(cards, ", "))
	if p.Kind == engine.PartEach {
		text += "; each to one of " + strings.Join(p.Labels, ", ")
	}
	return text
}

func bounds(p engine.Part) string {
	if p.Min == p.Max {
		return strconv.Itoa(p.Min)
	}
	return fmt.Sprintf("%d to %d", p.Min, p.Max)
}

// parse reads a line that composes an answer, asking the parts the line
// leaves out one at a time; ok is false for a line that composes nothing
// (a number of the list, a word of the session).
func (c composer) parse(line string, ask func(prompt string) (string, bool)) (a engine.Answer, ok bool, err error) {
	verb, rest, _ := strings.Cut(line, " ")
	parts := c.of(verb)
	if len(parts) == 0 {
		// The cards alone, for a decision whose one open verb chooses cards.
		vs := c.verbs()
		if len(vs) != 1 || len(c.of(vs[0])) != 1 || c.of(vs[0])[0].Kind != engine.PartCards || !c.cardsAlone(line) {
			return a, false, nil
		}
		verb, rest, parts = vs[0], line, c.of(vs[0])
	}
	if strings.TrimSpace(rest) == "" {
		picks, err := c.askEach(parts, ask)
		if err != nil {
			return a, true, err
		}
		a, err = engine.Compose(c.parts, verb, picks)
		return a, true, err
	}
	picks, err := c.picks(parts, rest)
	if err != nil {
		return a, true, err
	}
	a, err = engine.Compose(c.parts, verb, picks)
	return a, true, err
}

// cardsAlone reports a line that can only be cards: two numbers or more,
// or words that are not a session's (a single number is an answer of the
// list).
func (c composer) cardsAlone(line string) bool {
	fields := strings.Fields(strings.ReplaceAll(line, ",", " "))
	if len(fields) == 0 {
		return false
	}
	if _, err := strconv.Atoi(fields[0]); err == nil {
		return len(fields) > 1
	}
	return true
}

// picks reads a part's labels then its cards from one line.
func (c composer) picks(parts []engine.Part, line string) ([]engine.Pick, error) {
	picks := make([]engine.Pick, len(parts))
	words := strings.Fields(line)
	for i, p := range parts {
		if p.Kind != engine.PartLabel {
			continue
		}
		if len(words) == 0 {
			return nil, fmt.Errorf("%s: missing (one of %s)", p.Name, strings.Join(p.Labels, ", "))
		}
		picks[i].Label, words = words[0], words[1:]
	}
	// The cards' parts, parted by "|" (one before the first may stand
	// between the labels and the cards).
	groups := strings.Split(strings.TrimPrefix(strings.TrimSpace(strings.Join(words, " ")), "|"), "|")
	k := 0
	for i, p := range parts {
		if p.Kind == engine.PartLabel {
			continue
		}
		if k < len(groups) {
			if err := c.cards(p, groups[k], &picks[i]); err != nil {
				return nil, err
			}
		}
		k++
	}
	if k < len(groups) && strings.TrimSpace(strings.Join(groups[k:], "")) != "" {
		return nil, fmt.Errorf("more than the parts: %q", strings.Join(groups[k:], "|"))
	}
	return picks, nil
}

// cards reads one part's cards: numbers in its list, or names parted by
// commas; with "to LABEL" after each for a part that labels its cards.
func (c composer) cards(p engine.Part, text string, pick *engine.Pick) error {
	text = strings.TrimSpace(text)
	if text == "" || text == "none" {
		return nil
	}
	var items []string
	if p.Kind == engine.PartCards && !strings.Contains(text, ",") && allNumbers(text) {
		items = strings.Fields(text)
	} else {
		items = strings.Split(text, ",")
	}
	for _, item := range items {
		item = strings.TrimSpace(item)
		label := ""
		if p.Kind == engine.PartEach {
			i := strings.LastIndex(item, " to ")
			if i < 0 {
				return fmt.Errorf("%s: %q names no label (CARD to LABEL)", p.Name, item)
			}
			item, label = strings.TrimSpace(item[:i]), strings.TrimSpace(item[i+4:])
		}
		id, err := c.card(p, item, pick.Cards)
		if err != nil {
			return err
		}
		pick.Cards = append(pick.Cards, id)
		if p.Kind == engine.PartEach {
			pick.Labels = append(pick.Labels, label)
		}
	}
	return nil
}

// card is the card of a part a word names: its number in the part's list,
// or its name (of copies alike, the first not chosen yet).
func (c composer) card(p engine.Part, word string, chosen []int) (int, error) {
	if n, err := strconv.Atoi(word); err == nil {
		if n < 1 || n > len(p.Cards) {
			return 0, fmt.Errorf("%s: no card %d (1 to %d)", p.Name, n, len(p.Cards))
		}
		return p.Cards[n-1], nil
	}
	for _, id := range p.Cards {
		if strings.EqualFold(c.name(id), word) && !slices.Contains(chosen, id) {
			return id, nil
		}
	}
	return 0, fmt.Errorf("%s: no card named %q among them", p.Name, word)
}

func allNumbers(text string) bool {
	for _, w := range strings.Fields(text) {
		if _, err := strconv.Atoi(w); err != nil {
			return false
		}
	}
	return true
}

// askEach asks the parts one at a time.
func (c composer) askEach(parts []engine.Part, ask func(prompt string) (string, bool)) ([]engine.Pick, error) {
	picks := make([]engine.Pick, len(parts))
	for i, p := range parts {
		line, ok := ask(c.describe(p))
		if !ok {
			return nil, fmt.Errorf("the input ended")
		}
		if p.Kind == engine.PartLabel {
			picks[i].Label = strings.TrimSpace(line)
			continue
		}
		if err := c.cards(p, line, &picks[i]); err != nil {
			return nil, err
		}
	}
	return picks, nil
}
