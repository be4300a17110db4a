package engine

import (
	"slices"
	"testing"
)

// The log is told to each player in the second person.
func TestLogLinesAddressThePlayer(t *testing.T) {
	for _, c := range []struct{ line, name, want string }{
		{"you plays Akodo Toturi", "you", "you play Akodo Toturi"},
		{"player1 uses Imperial Storehouse", "player1", "you use Imperial Storehouse"},
		{"player1 passes first and gains 1 fate", "player1", "you pass first and gain 1 fate"},
		{"player1 discards Assassination and Banzai!", "player1", "you discard Assassination and Banzai!"},
		{"player2 is the first player; player1 gains 1 fate", "player2", "you are the first player; player1 gains 1 fate"},
		{"player2 is the first player; player1 gains 1 fate", "player1", "player2 is the first player; you gain 1 fate"},
		{"bot 2 declares a military air conflict against bot 3's province 2", "bot 3", "bot 2 declares a military air conflict against your province 2"},
		{"player1 adds a card to their hand", "player1", "you add a card to your hand"},
		{"player1 does not resolve the ring's effect", "player1", "you do not resolve the ring's effect"},
		{"player1 carries on", "player1", "you carry on"},
		{"player1 goes first", "player1", "you go first"},
		{"player2 claims the Imperial Favor", "player1", "player2 claims the Imperial Favor"},
		{"glory count: 3 to 2", "player1", "glory count: 3 to 2"},
	} {
		if got := Addressed(c.line, c.name); got != c.want {
			t.Errorf("%q told to %s: %q, want %q", c.line, c.name, got, c.want)
		}
	}
}

// A table shows the others in turn order from the player's left, the
// player last; a spectator, seat 1 last.
func TestAround(t *testing.T) {
	for _, c := range []struct {
		p, n int
		want []int
	}{{0, 2, []int{1, 0}}, {1, 2, []int{0, 1}}, {1, 4, []int{2, 3, 0, 1}}, {-1, 3, []int{1, 2, 0}}} {
		if got := Around(c.p, c.n); !slices.Equal(got, c.want) {
			t.Errorf("Around(%d, %d) = %v, want %v", c.p, c.n, got, c.want)
		}
	}
}
