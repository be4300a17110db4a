package l5rlcg

import (
	"testing"

	"tessen/engine"
)

// RR "Restricted": a character with three restricted attachments has
// its controller discard one. While one of them is blank it is not
// restricted, and the check, finding two, remembers the calm; once the
// blank ends (a lasting effect gone, no card moved) the check counts
// three again.
func TestThreeRestrictedAttachmentsAfterABlankEnds(t *testing.T) {
	g := blankGame(t, "conflict", func(pos *Position) {
		pos.Seats[0].InPlay = []CardSpec{{Card: "blank-character", Attachments: []CardSpec{
			{Card: "fine-katana"}, {Card: "ornate-fan"}, {Card: "honored-blade"}}}}
	})
	s := g.S
	char := s.P[0].Play[0]
	atts := s.restricted(char)
	if len(atts) != 3 {
		t.Fatalf("%d restricted attachments, want 3", len(atts))
	}
	s.Effects.Add(engine.Lasting{Kind: ModBlank, Cards: []int{atts[0]}, Until: "conflict"})
	if id := s.overRestricted(); id >= 0 {
		t.Fatalf("%s over-restricted with one attachment blank", s.ref(id))
	}
	if err := CheckInvariants(s); err != nil {
		t.Fatal(err)
	}
	s.Effects.List = nil // the blank ends
	if id := s.overRestricted(); id != char {
		t.Fatalf("after the blank ends: %d over-restricted, want %d", id, char)
	}
}
