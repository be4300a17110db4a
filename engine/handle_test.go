package engine

import (
	"strings"
	"testing"
)

// A seen card's handle is the same for the same instance, another for
// the next one or another game's key, and never a place or an id; places
// part seats, areas and slots.
func TestHandles(t *testing.T) {
	n := NewNamer(HandleKey(7))
	a := n.Card(3, 0)
	if a != n.Card(3, 0) || a == n.Card(3, 1) || a == NewNamer(HandleKey(8)).Card(3, 0) {
		t.Fatal("a handle is not drawn from the key, the card and its instance alone")
	}
	if !Shown(a) || a >= 1<<53 {
		t.Fatalf("handle %d: not a seen card's, or beyond what JavaScript counts exactly", a)
	}
	places := map[int]bool{}
	for _, seat := range []int{-1, 0, 4} {
		for _, area := range []int{0, 3, 255} {
			for _, slot := range []int{0, 1, 2<<16 | 5} {
				h := Place(seat, area, slot)
				if Shown(h) || h < placeBase || places[h] {
					t.Fatalf("place %d, %d, %d: handle %d is no place of its own", seat, area, slot, h)
				}
				places[h] = true
			}
		}
	}
}

// An answer goes out by handles and comes back to the same cards; a
// number that is no handle of the seat's (a card's id) is refused, and a
// separator passes.
func TestAnswersByHandles(t *testing.T) {
	hs := []int{NewNamer(1).Card(0, 0), Place(1, 2, 0), NewNamer(1).Card(2, 0)}
	a := Answer{Verb: "declare", Cards: []int{2, -1, 1}, Labels: []string{"air"}}
	pub := PublicAnswer(hs, a)
	if pub.Cards[0] != hs[2] || pub.Cards[1] != -1 || pub.Cards[2] != hs[1] || a.Cards[0] != 2 {
		t.Fatalf("public %v of %v", pub, a)
	}
	back, err := PrivateAnswer(hs, pub)
	if err != nil || !back.Equal(a) {
		t.Fatalf("%v came back as %v (%v)", pub, back, err)
	}
	if _, err := PrivateAnswer(hs, Answer{Verb: "play", Cards: []int{2}}); err == nil || !strings.Contains(err.Error(), "no card") {
		t.Fatalf("a card's own id taken for a handle: %v", err)
	}
}

// Answers naming cards the seat cannot see are listed by those cards'
// places, after the rest, which keep their order.
func TestPublicOrder(t *testing.T) {
	hs := []int{Place(1, 2, 5), Place(1, 2, 1), NewNamer(1).Card(2, 0), NewNamer(1).Card(3, 0)}
	as := []Answer{{Verb: "choose", Cards: []int{0}}, {Verb: "choose", Cards: []int{3}}, {Verb: "choose", Cards: []int{1}}, Pass, {Verb: "choose", Cards: []int{2}}}
	got := PublicOrder(hs, as)
	want := []int{1, 3, 4, 2, 0}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("order %v, want %v", got, want)
		}
	}
}

// A belief deals from the cards seen and the pool, never past a deck's
// copies while another card may be drawn, and nothing from an empty one.
func TestBeliefDeals(t *testing.T) {
	b := Belief[string]{Seen: []string{"a", "a"}, Pool: []string{"a", "b", "c"}, Most: func(string) int { return 3 }}
	rng := NewRNG(5)
	count := map[string]int{}
	for range 200 {
		for _, c := range b.Deal(&rng, 4) {
			count[c]++
		}
	}
	if count["a"] == 0 || count["b"] == 0 || count["c"] == 0 || count["a"] > 200 {
		t.Fatalf("dealt %v: every card should come, and a seen twice at most once more a deal", count)
	}
	if got := (Belief[string]{Most: func(string) int { return 3 }}).Deal(&rng, 3); len(got) != 0 {
		t.Fatalf("an empty belief dealt %v", got)
	}
}
