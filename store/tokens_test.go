package store

import (
	"bytes"
	"context"
	"testing"
	"time"
)

// A secret is made once and read back the same, by the store opened
// again; a revoked digest is refused until it expires; an owner holds
// what their seats and decks are.
func TestSecretsAndRevocations(t *testing.T) { eachStore(t, secretsAndRevocations) }

func secretsAndRevocations(t *testing.T, s Store, reopen func() Store) {
	ctx := context.Background()
	key, err := s.Secret(ctx, "guest tokens")
	if err != nil || len(key) != 32 {
		t.Fatalf("a secret: %x %v", key, err)
	}
	other, _ := s.Secret(ctx, "another")
	again, _ := reopen().Secret(ctx, "guest tokens")
	if !bytes.Equal(key, again) || bytes.Equal(key, other) {
		t.Fatalf("secrets %x, again %x, another %x", key, again, other)
	}
	if err := s.Revoke(ctx, "old", time.Now().Add(-time.Second)); err != nil {
		t.Fatal(err)
	}
	if err := s.Revoke(ctx, "live", time.Now().Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	for digest, want := range map[string]bool{"live": true, "old": false, "never": false} {
		if got, err := s.Revoked(ctx, digest); err != nil || got != want {
			t.Errorf("%s revoked: %v %v, want %v", digest, got, err, want)
		}
	}
	if _, err := s.SaveDeck(ctx, Deck{Owner: "decked", Name: "d", Game: "l5r-lcg", Format: "stronghold", List: "x"}); err != nil {
		t.Fatal(err)
	}
	if err := s.CreateGame(ctx, Game{ID: NewID(), Format: "stronghold", Created: time.Now(), Seats: []Seat{{Kind: KindGuest, Owner: "seated"}}}); err != nil {
		t.Fatal(err)
	}
	for owner, want := range map[string]bool{"decked": true, "seated": true, "nobody": false} {
		if got, err := s.Holds(ctx, owner); err != nil || got != want {
			t.Errorf("%s holds: %v %v, want %v", owner, got, err, want)
		}
	}
}
