package l5rccg

import (
	"fmt"
	"strconv"
	"strings"

	"tessen/engine"
)

// Words says what the answers of a decision do, for a person to read
// (Describe: the table's buttons, the terminal's list). The answers
// themselves stay as they are (the scenarios and the bots speak them);
// only their words are given here, where the decision is defined: a
// Choice's Words, or those registered for a kind of decision the rules
// ask (AnswerWords).
type Words struct {
	// Labels gives each word that may be chosen what choosing it does
	// ("token": "add a Favor token to your Stronghold").
	Labels map[string]string
	// Each says a word chosen that Labels does not list, "%s" being the
	// word as read (a card's title, a player, a Province, a number):
	// "spend %s Gold".
	Each string
	// Card says a card chosen, "%s" being its name: "overlay it on %s".
	Card string
	// Pass and Done say what passing and being done do ("take the
	// Imperial Favor").
	Pass, Done string
}

// decisionWords are the words of the decisions the rules ask (not a
// Choice), by the decision's kind.
var decisionWords = map[string]*Words{}

// AnswerWords gives the answers of a kind of decision their words.
func AnswerWords(kind string, w Words) {
	if _, dup := decisionWords[kind]; dup {
		panic("l5rccg: words given twice for " + kind)
	}
	decisionWords[kind] = &w
}

// pendingWords are the words of the decision pending: its Choice's, when
// a Choice asks, else those of its kind; with the Choice's context, which
// a Choice's Word reads.
func (s *State) pendingWords() (*Words, *Choice, *Ctx) {
	d := s.Pending
	if d == nil {
		return nil, nil, nil
	}
	if f := s.Top(); f != nil && f.Kind == kChoice && d.Kind == "choose" && len(f.Labels) > 0 && choices[f.Labels[0]] != nil {
		c, x := s.choiceCtx(f)
		return &c.Words, c, x
	}
	return decisionWords[d.Kind], nil, nil
}

// said is answer a to the decision pending in its words for player p,
// when they are given (names: its cards as p may know them).
func (s *State) said(p int, a engine.Answer, names []string) (string, bool) {
	w, c, x := s.pendingWords()
	if w == nil {
		return "", false
	}
	switch {
	case a.Verb == "pass" && w.Pass != "":
		return w.Pass, true
	case a.Verb == "done" && w.Done != "":
		return w.Done, true
	case a.Verb == "choose" && len(a.Labels) == 1 && len(a.Cards) == 0:
		label := a.Labels[0]
		if text, ok := w.Labels[label]; ok {
			return text, true
		}
		if c != nil && c.Word != nil {
			if text := c.Word(x, label, x.S.Top().Turn); text != "" {
				return text, true
			}
		}
		if w.Each != "" {
			return fmt.Sprintf(w.Each, s.labelRead(p, label)), true
		}
	case a.Verb == "choose" && len(a.Cards) == 1 && len(a.Labels) == 0 && w.Card != "":
		return fmt.Sprintf(w.Card, names[0]), true
	}
	return "", false
}

// labelRead is a word an answer chooses as player p reads it: a seat's
// key as the player, a Province's label as that Province, a card's slug
// as its title; any other word as it is.
func (s *State) labelRead(p int, label string) string {
	if owner, n := ProvinceOfLabel(label); owner >= 0 && owner < len(s.P) && n > 0 {
		return possessive(s.who(owner, p)) + " Province " + strconv.Itoa(n)
	}
	if q := KeySeat(label); q >= 0 && q < len(s.P) {
		return s.who(q, p)
	}
	if d, ok := defs().Get(label); ok {
		return d.Title
	}
	return strings.ReplaceAll(label, "-", " ")
}

// count is n things: "1 card", "2 cards".
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return strconv.Itoa(n) + " " + thing + "s"
}

// publicTitle is a card's title when every seat may see it, else "": the
// log is read by every seat alike.
func (s *State) publicTitle(id int) string {
	if id < 0 || id >= len(s.Cards) {
		return ""
	}
	for p := range s.P {
		if !s.Visible(p, id) {
			return ""
		}
	}
	return s.Title(id)
}

// andList joins words as a list is said: "a", "a and b", "a, b and c".
func andList(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}
