package server

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// An answer names the decision it answers by its number: one to a
// decision no longer pending (sent twice, or numbered ahead) is refused,
// naming both numbers, and changes nothing; one to the decision pending is
// taken, and so is an older client's, which names only the move.
func TestStaleAnswersAreRefused(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "t.db"))
	defer s.close()
	_, id, c := s.againstBot()
	first := c.until(mine)
	next := c.answerOn(first, first.Options[0].Answer)
	if next.Over || next.serial() <= first.serial() {
		t.Fatalf("after decision %d: decision %d, over %v", first.serial(), next.serial(), next.Over)
	}
	for _, stale := range []int{first.serial(), next.serial() + 3} {
		want := fmt.Sprintf("that answer was to decision %d, and the decision pending is %d", stale, next.serial())
		for _, m := range []inMsg{
			{Type: "answer", Seq: next.Seq, Serial: stale, Answer: first.Options[0].Answer},
			{Type: "compose", Seq: next.Seq, Serial: stale, Verb: "choose"}, // said stale before its parts are read
		} {
			c.send(m)
			if reply := c.reply(); reply.Type != "error" || !strings.Contains(reply.Error, want) {
				t.Fatalf("%s to decision %d: %+v", m.Type, stale, reply)
			}
		}
	}
	c.send(inMsg{Type: "refresh"})
	again := c.until(mine)
	if again.Seq != next.Seq || again.serial() != next.serial() || string(again.Table) != string(next.Table) {
		t.Fatalf("a stale answer changed the game: move %d, decision %d (was %d, %d)", again.Seq, again.serial(), next.Seq, next.serial())
	}
	if sg, _ := s.st.Game(context.Background(), id); len(sg.Record.Moves) != next.Seq {
		t.Fatalf("a stale answer was stored: %d moves, %d expected", len(sg.Record.Moves), next.Seq)
	}
	c.send(inMsg{Type: "answer", Seq: again.Seq, Answer: again.Options[0].Answer}) // no number: an older client
	if reply := c.reply(); reply.Type != "taken" || reply.Seq != again.Seq {
		t.Fatalf("an answer naming only its move: %+v", reply)
	}
}

// reply reads until the server's word on an answer: taken, or an error.
func (c *conn) reply() message {
	c.t.Helper()
	for {
		if m := c.read(); m.Type == "taken" || m.Type == "error" {
			return m
		}
	}
}
