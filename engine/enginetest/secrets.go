package enginetest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"testing"

	"tessen/engine"
)

// Seen is everything seat p (-1: a spectator) is sent of g, as a table
// sends it: its view, its text board, the decision asked and, if p is
// asked, the answers offered, each by the handles of its cards and in
// words. The log is not in it: it is told alike to every seat, and made
// as the game went (a determinization keeps none).
func Seen(g engine.Game, p int) []byte {
	type option struct {
		Answer engine.Answer
		Label  string
	}
	var seen struct {
		View     any
		Board    string
		Decision *engine.Decision
		Options  []option
	}
	seen.View = g.View(p)
	pres, _ := g.(engine.Presenter)
	if pres != nil {
		seen.Board = pres.Board(p)
	}
	if d := g.Pending(); d != nil {
		seen.Decision = &engine.Decision{Players: d.Players, Kind: d.Kind, Prompt: d.Prompt, Step: d.Step}
		if d.Asks(p) {
			hs := engine.HandlesFor(g, p)
			for _, a := range engine.OfferedTo(hs, g, p) {
				o := option{Answer: engine.PublicAnswer(hs, a), Label: a.String()}
				if pres != nil {
					o.Label = pres.Describe(p, a)
				}
				seen.Options = append(seen.Options, o)
			}
		}
	}
	b, err := json.Marshal(seen)
	if err != nil {
		panic(fmt.Sprintf("enginetest: what seat %d is sent does not encode: %v", p, err))
	}
	return b
}

// Deal is a copy of a game in which what seat p cannot see is dealt
// again from seed, as engine.Determinizer deals it (the identities of the
// hidden cards), or by moving the hidden cards themselves among the places
// p cannot see into.
type Deal func(p int, seed uint64) engine.Game

// HiddenStaysHidden checks that what each seat of g (its players, 0 to
// seats-1, and a spectator) is sent is byte for byte the same in three
// deals of each kind of what that seat cannot see: a card hidden from a
// seat tells it nothing, neither what it is nor, by a number or an order,
// which card it is; and that it names cards by their handles only. It
// names the state in what it reports.
func HiddenStaysHidden(t *testing.T, g engine.Game, seats int, state string, deals ...Deal) {
	t.Helper()
	for p := -1; p < seats; p++ {
		want := Seen(g, p)
		if err := NamesByHandles(want, engine.HandlesFor(g, p)); err != nil {
			t.Fatalf("%s: seat %d: %v", state, p, err)
		}
		for i, deal := range deals {
			for k := uint64(1); k <= 3; k++ {
				got := Seen(deal(p, k*0x9e3779b97f4a7c15), p)
				if !bytes.Equal(got, want) {
					t.Fatalf("%s: seat %d is sent other bytes once what it cannot see is dealt again (deal %d of kind %d):\n%s",
						state, p, k, i, firstDifference(want, got))
				}
			}
		}
	}
}

// firstDifference shows where two encodings part.
func firstDifference(a, b []byte) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	from := max(0, i-120)
	return fmt.Sprintf("real:  …%s…\ndealt: …%s…", a[from:min(len(a), i+80)], b[from:min(len(b), i+80)])
}

// cardNumber is a card named by its number in words ("#17"), as
// engine.Answer's String names them.
var cardNumber = regexp.MustCompile(`#[0-9]+`)

// NamesByHandles checks that what a seat is sent (JSON) names cards only
// by the seat's handles (engine.Handler): every number under an "id" key
// or in a list of "cards" is one of them (or negative: an answer's
// separator), and no words name a card by its number. A game with no
// handles (nil) is checked for the words only.
func NamesByHandles(seen []byte, handles []int) error {
	if m := cardNumber.Find(seen); m != nil {
		return fmt.Errorf("a card is named by its number in words: %s", m)
	}
	if handles == nil {
		return nil
	}
	var v any
	d := json.NewDecoder(bytes.NewReader(seen))
	d.UseNumber()
	if err := d.Decode(&v); err != nil {
		return err
	}
	var bad error
	check := func(n any) {
		x, err := n.(json.Number).Int64()
		if bad == nil && (err != nil || x >= 0 && !slices.Contains(handles, int(x))) {
			bad = fmt.Errorf("card %v is none of the seat's handles: a number that is the card's own", n)
		}
	}
	var walk func(key string, v any)
	walk = func(key string, v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, x := range v {
				walk(k, x)
			}
		case []any:
			for _, x := range v {
				if _, ok := x.(json.Number); ok && key == "cards" {
					check(x)
					continue
				}
				walk(key, x)
			}
		case json.Number:
			if key == "id" {
				check(v)
			}
		}
	}
	walk("", v)
	return bad
}

// Named is the cards a decision names (its options' and its selection's):
// a deal that moves hidden cards leaves them where the decision lists them.
func Named(d *engine.Decision) map[int]bool {
	named := map[int]bool{}
	if d == nil {
		return named
	}
	for _, a := range d.Options {
		for _, id := range a.Cards {
			named[id] = true
		}
	}
	for _, id := range d.Among {
		named[id] = true
	}
	return named
}

// TradePlaces deals the cards of each pool of places (each place a card
// id's slot in a game's lists) again among those places, from seed: the
// cards themselves move, each taking the place it comes to. where(id),
// read before anything moves, is what puts a card where id is (its zone
// and the like).
func TradePlaces(seed uint64, pools [][]*int, where func(id int) func(to int)) {
	rng := engine.NewRNG(seed)
	for _, pool := range pools {
		ids := make([]int, len(pool))
		puts := make([]func(int), len(pool))
		for i, at := range pool {
			ids[i], puts[i] = *at, where(*at)
		}
		engine.Shuffle(&rng, ids)
		for i, at := range pool {
			*at = ids[i]
			puts[i](ids[i])
		}
	}
}
