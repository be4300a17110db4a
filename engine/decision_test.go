package engine

import "testing"

func TestAnswererFor(t *testing.T) {
	both := &Decision{Players: []int{0, 1}}
	if both.AnswererFor(1) != 1 || both.AnswererFor(0) != 0 {
		t.Fatal("a decision asking both players is answered first by the one deciding")
	}
	one := &Decision{Players: []int{0}}
	if one.AnswererFor(1) != 0 {
		t.Fatal("a decision asking player 0 alone is answered by player 0")
	}
}
