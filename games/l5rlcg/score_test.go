package l5rlcg

import "testing"

// exposureGame: in the conflict phase, player 1 has four ready Blank
// Characters (1 military, 1 political each) and one conflict left to
// declare; player 0 has one Blank Character to defend with. Blank
// provinces have strength 3.
func exposureGame(t *testing.T) *State {
	t.Helper()
	g := blankGame(t, "conflict", func(pos *Position) {
		pos.Seats[0].InPlay = []CardSpec{{Card: "blank-character"}}
		pos.Seats[1].InPlay = []CardSpec{{Card: "blank-character"}, {Card: "blank-character"}, {Card: "blank-character"}, {Card: "blank-character"}}
	})
	s := g.S
	s.P[1].Opps, s.P[1].PolDone = 1, true // only a military conflict is left
	return s
}

func TestExposure(t *testing.T) {
	s := exposureGame(t)
	// 4 attacking skill against 1 defending: the margin 3 breaks a
	// strength-3 province; likely 0.5 × (4 ring + 12 province).
	if got := s.exposure(0, 1); got != 8 {
		t.Fatalf("exposure with one defender home: %v, want 8", got)
	}
	if got := s.exposure(1, 0); got != 0 {
		t.Fatalf("player 0 has no conflict left to declare, yet player 1 is exposed by %v", got)
	}
	// The score counts it: the same position with the opponent's
	// conflicts all declared is worth the exposure more.
	exposed := (&Game{S: s}).Score(0)
	s.P[1].Opps = 0
	if safe := (&Game{S: s}).Score(0); safe-exposed != 8 {
		t.Fatalf("score %v exposed, %v safe: want a difference of 8", exposed, safe)
	}
	s.P[1].Opps = 1
	// Sending the defender off (bowed, or into a conflict under way).
	def := s.P[0].Play[0]
	s.Cards[def].Bowed = true
	if got := s.exposure(0, 1); got != 8 {
		t.Fatalf("exposure with nobody home: %v, want 8 (the province breaks either way)", got)
	}
	s.Cards[def].Bowed = false
	for _, id := range s.P[1].Play[1:] {
		s.Cards[id].Bowed = true // one attacker left: it takes the ring, breaks nothing
	}
	if got := s.exposure(0, 1); got != 2 {
		t.Fatalf("one attacker against one defender: %v, want 0.5 × 4 for the ring", got)
	}
	s.Cards[def].InConflict = true
	if got := s.exposure(0, 1); got != 2 {
		t.Fatalf("defender in the conflict under way: %v, want 2", got)
	}
}

// Exposure counts only what is left this phase: none outside the
// conflict phase, none once the opponent's conflicts are declared.
func TestExposureOnlyInTheConflictPhase(t *testing.T) {
	s := exposureGame(t)
	s.Phase = "fate"
	if got := s.exposure(0, 1); got != 0 {
		t.Fatalf("fate phase exposure %v", got)
	}
	s.Phase = "conflict"
	s.P[1].Opps = 0
	if got := s.exposure(0, 1); got != 0 {
		t.Fatalf("exposure %v with no conflict left to the opponent", got)
	}
}
