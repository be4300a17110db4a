package l5rccg

import (
	"fmt"
	"slices"

	"tessen/engine"
)

// Choice is a choice an effect asks of a player as it resolves
// (LE-EFFECT-2: made as that effect resolves): which cards it may be,
// and what the cards chosen do. Choices are registered by name, so that
// the frame asking holds only plain data: the name (Labels[0]), the card
// whose effect asks (Card), the player taking the action (Index), how
// many to choose (N) and a number the effect passes on (Turn).
type Choice struct {
	Prompt string
	// Options lists the cards that may be chosen (x.Self: the card whose
	// effect asks; x.P: the player taking the action; n: the number).
	Options func(x *Ctx, chooser, n int) []int
	// Done does what the cards chosen do, once all are chosen (or none
	// is left to choose); AtMost: fewer may be chosen ("up to").
	Done   func(x *Ctx, chooser int, chosen []int, n int)
	AtMost bool
	// Enough ends the choosing once the cards chosen suffice ("cards with
	// a total Focus Value greater than his Chi"), before count is reached.
	Enough func(x *Ctx, chooser int, chosen []int, n int) bool
	// Labels, instead of cards, lists the words one of which may be
	// chosen ("draw"); Picked does what the word chosen does. The choice
	// may be declined with pass.
	Labels func(x *Ctx, chooser, n int) []string
	Picked func(x *Ctx, chooser int, label string, n int)
	// Declined does what passing does, when it does something.
	Declined func(x *Ctx, chooser, n int)
	// Words say what its answers do, for people (Describe): each label
	// chosen, a card chosen, passing, being done. Word says a label the
	// game must be read for (an ability's number: what it does), or "".
	Words Words
	Word  func(x *Ctx, label string, n int) string
}

var choices = map[string]*Choice{}

// RegisterChoice names a choice effects may ask for (from package init).
func RegisterChoice(name string, c *Choice) {
	if _, dup := choices[name]; dup {
		panic("l5rccg: choice registered twice: " + name)
	}
	choices[name] = c
}

// kChoice is a choice asked of a player by an effect.
const kChoice = "choice"

// Ask has a player choose count cards by a registered choice, after the
// effect asking has resolved; n is passed on to the choice.
func (x *Ctx) Ask(chooser int, name string, count, n int) {
	if choices[name] == nil {
		panic("l5rccg: no choice named " + name)
	}
	f := engine.Frame{Kind: kChoice, Player: chooser, Card: x.Self, Index: x.P, N: count, Turn: n, Labels: []string{name}}
	if x.Ev == nil {
		x.S.Push(f)
		return
	}
	x.S.PushEvent(f, *x.Ev) // its own copy: the trigger's frame may leave the stack first
}

// AtTurnEnd asks the player taking the action a registered choice as the
// turn ends ("you may draw an additional card when this turn ends").
func (x *Ctx) AtTurnEnd(name string, n int) {
	if choices[name] == nil {
		panic("l5rccg: no choice named " + name)
	}
	x.S.addEffect(efAtEnd, x.P, []int{x.Self}, n, name, UntilTurn)
}

// AtTurnStart asks a player a registered choice as his next turn begins
// ("when your next turn begins, ..."); a choice with no options does what
// it does without asking.
func (x *Ctx) AtTurnStart(p int, name string, n int) {
	if choices[name] == nil {
		panic("l5rccg: no choice named " + name)
	}
	x.S.addEffect(efAtStart, p, []int{x.Self}, n, name, untilTurnOf(p))
}

// AskFor is Ask made on behalf of another card than the one whose
// effect asks: a Ranged Attack a Strategy has its performer make.
func (x *Ctx) AskFor(card, chooser int, name string, count, n int) {
	y := *x
	y.Self = card
	y.Ask(chooser, name, count, n)
}

// choiceCtx is the context a choice's functions see.
func (s *State) choiceCtx(f *engine.Frame) (*Choice, *Ctx) {
	return choices[f.Labels[0]], &Ctx{S: s, P: f.Index, Self: f.Card, Paid: f.Result == 1, Ev: f.Ev} // a Reaction's choice still knows its trigger
}

// PayFor has player p pay n Gold, then asks the registered choice then
// (of no options: it only does what it does), knowing whether the Gold
// was paid (x.Paid): "his controller may pay 1 Gold; if he did, ...".
func (x *Ctx) PayFor(p, n int, then string, arg int) {
	if choices[then] == nil {
		panic("l5rccg: no choice named " + then)
	}
	x.S.Push(engine.Frame{Kind: kChoice, Player: p, Card: x.Self, Index: x.P, N: 1, Turn: arg, Labels: []string{then}})
	x.S.Push(engine.Frame{Kind: kPay, Player: p, Card: x.Self, N: n})
}

// choiceFrame asks for one card at a time until enough are chosen or
// none is left; then the choice is done.
func choiceFrame(s *State, f *engine.Frame) engine.Status {
	c, x := s.choiceCtx(f)
	defer s.sourced(f.Card, s.Effects.Next) // an Event's choice: its effects too
	if c.Labels != nil {
		return labelFrame(s, f, c, x)
	}
	opts := s.OptionList(8)
	if len(f.Cards) < f.N && (c.Enough == nil || !c.Enough(x, f.Player, f.Cards, f.Turn)) {
		for _, id := range c.Options(x, f.Player, f.Turn) {
			if !slices.Contains(f.Cards, id) {
				opts = append(opts, engine.Answer{Verb: "choose", Cards: engine.One(id)})
			}
		}
	}
	if len(opts) == 0 {
		c.Done(x, f.Player, f.Cards, f.Turn)
		return engine.Done
	}
	if c.AtMost {
		opts = append(opts, engine.Answer{Verb: "done"})
	}
	s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "choose", Prompt: c.Prompt, Options: opts})
	return engine.Again
}

// labelFrame asks for one word of a choice of words, or a pass; once
// answered (the word kept as Labels[1]) it does what the word does.
func labelFrame(s *State, f *engine.Frame, c *Choice, x *Ctx) engine.Status {
	if f.Stage > 0 {
		if len(f.Labels) > 1 {
			c.Picked(x, f.Player, f.Labels[1], f.Turn)
		} else if c.Declined != nil {
			c.Declined(x, f.Player, f.Turn)
		}
		return engine.Done
	}
	words := c.Labels(x, f.Player, f.Turn)
	if len(words) == 0 {
		return engine.Done
	}
	opts := make([]engine.Answer, 0, len(words)+1)
	for _, w := range words {
		opts = append(opts, engine.Answer{Verb: "choose", Labels: []string{w}})
	}
	s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "choose", Prompt: c.Prompt, Options: append(opts, engine.Pass)})
	return engine.Again
}

func answerChoice(s *State, f *engine.Frame, p int, a engine.Answer) error {
	if c := choices[f.Labels[0]]; c.Labels != nil {
		f.Stage = 1
		if a.Verb == "choose" {
			f.Labels = append(f.Labels[:1:1], a.Labels[0])
		}
		return nil
	}
	if a.Verb == "done" {
		f.N = len(f.Cards) // no more
		return nil
	}
	if len(a.Cards) != 1 {
		return fmt.Errorf("choose one card")
	}
	f.Cards = append(f.Cards[:len(f.Cards):len(f.Cards)], a.Cards[0])
	return nil
}

// The choices the rules' own words need.
func init() {
	// The additional cards of an End Phase's draw (Tamori Aoki), drawn
	// after it; and the three cards of Master's Dojo, two of which go back.
	RegisterChoice("end-draw-extra", &Choice{
		Options: func(*Ctx, int, int) []int { return nil },
		Done:    func(x *Ctx, p int, _ []int, n int) { x.Draw(p, n) },
	})
	RegisterChoice("drawn-three", &Choice{
		Prompt: "choose a card of the three drawn to discard or put back on top of your Fate deck",
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range x.S.P[p].Hand {
				if x.S.markedBy(id, "drawn-three", p) {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, p int, chosen []int, left int) {
			for _, id := range chosen {
				if left > 1 {
					x.Ask(p, "drawn-three", 1, left-1) // the next, after this one is put away
				}
				x.Ask(p, "put-back", 1, id)
			}
		},
	})
	RegisterChoice("put-back", &Choice{
		Prompt: "discard it, or put it on top of your Fate deck?",
		Labels: func(*Ctx, int, int) []string { return []string{"discard", "top"} },
		Words:  Words{Labels: map[string]string{"discard": "discard it", "top": "put it on top of your Fate deck"}, Pass: "put it on top of your Fate deck"},
		Picked: func(x *Ctx, p int, word string, id int) {
			if word == "discard" {
				x.S.Say(x.S.Names[p], " discards ", x.S.Title(id))
				x.S.toDiscard(id, false)
			} else {
				x.HandToTop(id)
			}
		},
		Declined: func(x *Ctx, _ int, id int) { x.HandToTop(id) }, // one of the two
	})
	// A player discards cards of their choice from hand.
	RegisterChoice("discard", &Choice{
		Prompt:  "choose a card to discard",
		Options: func(x *Ctx, p, _ int) []int { return x.S.P[p].Hand },
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.S.Say(x.S.Names[p], " discards ", x.S.Title(id))
				x.S.toDiscard(id, false)
			}
		},
	})
	// A player bows an unbowed Personality of theirs.
	RegisterChoice("bow-own", &Choice{
		Prompt: "choose one of your unbowed Personalities to bow",
		Options: func(x *Ctx, p, _ int) []int {
			var out []int
			for _, id := range x.S.P[p].Play {
				if x.S.isPersonality(id) && !x.S.Cards[id].Bowed {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, _ int, chosen []int, _ int) {
			for _, id := range chosen {
				x.Bow(id)
			}
		},
	})
	// A Ranged Attack of strength n whose target is chosen as it resolves
	// (the second of "two consecutive Ranged Attacks").
	RegisterChoice("ranged", &Choice{
		Prompt: "choose the target of the Ranged Attack",
		Options: func(x *Ctx, _, n int) []int {
			x.A = &Ability{Ranged: n} // a Ranged Attack, for what shrouds itself from one
			return x.S.targets(x, rangedTarget)
		},
		Done: func(x *Ctx, _ int, chosen []int, n int) {
			if len(chosen) > 0 {
				x.LaunchRanged(chosen[0], n)
			}
		},
	})
	// A card of the Fate deck put in hand; the deck is then shuffled.
	RegisterSearch("search-fate", false, nil)
}

// RegisterSearch names a search of the chooser's Fate deck for a card
// passing a test (nil: any), put in hand and shown; the deck is shuffled
// afterwards (LE-CARDINAL-4). mayFail: the player may take none ("you
// may search").
func RegisterSearch(name string, mayFail bool, ok func(x *Ctx, id int) bool) {
	RegisterChoice(name, &Choice{
		Prompt: "choose a card of your Fate deck to put in your hand",
		AtMost: mayFail,
		Options: func(x *Ctx, p, _ int) []int {
			if ok == nil {
				return x.S.P[p].FateDeck
			}
			var out []int
			for _, id := range x.S.P[p].FateDeck {
				if ok(x, id) {
					out = append(out, id)
				}
			}
			return out
		},
		Done: func(x *Ctx, p int, chosen []int, _ int) {
			for _, id := range chosen {
				x.S.take(id)
				x.S.Cards[id].Zone = ZHand
				x.S.P[p].Hand = append(x.S.P[p].Hand, id)
				x.S.Say(x.S.Names[p], " takes ", x.S.Title(id), " from the Fate deck into hand")
			}
			x.S.shuffle(x.S.P[p].FateDeck)
		},
	})
}
