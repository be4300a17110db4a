package engine

import (
	"encoding/json"
	"testing"
)

// A copy shares the log written so far, but lines either copy adds later
// are its own; a quiet core writes none.
func TestCloneCoreKeepsLogsApart(t *testing.T) {
	c := NewCore(2, 1)
	for i := 0; i < 5; i++ {
		c.Logf("line %d", i)
	}
	n := c.CloneCore()
	c.Logf("original")
	n.Logf("copy")
	if len(c.Log) != 6 || len(n.Log) != 6 || c.Log[5] != "original" || n.Log[5] != "copy" || n.Log[4] != "line 4" {
		t.Fatalf("logs mixed: %q and %q", c.Log, n.Log)
	}
	n.Quiet = true
	n.Logf("unheard")
	if len(n.Log) != 6 {
		t.Fatal("a quiet core logged")
	}
}

// Push and Ask copy into slabs; a copy of the core starts its own, so the
// frames and decisions either makes afterwards are never the other's.
func TestCloneCoreMakesItsOwnFramesAndDecisions(t *testing.T) {
	c := NewCore(2, 1)
	c.Push(Frame{Kind: "first"})
	c.Ask(Decision{Kind: "first"})
	n := c.CloneCore()
	f, g := c.Push(Frame{Kind: "original"}), n.Push(Frame{Kind: "copy"})
	c.Ask(Decision{Kind: "original"})
	n.Ask(Decision{Kind: "copy"})
	if f == g || f.Kind != "original" || g.Kind != "copy" || c.Pending == n.Pending || c.Pending.Kind != "original" || n.Pending.Kind != "copy" {
		t.Fatalf("the copies share: frames %q and %q, decisions %q and %q", f.Kind, g.Kind, c.Pending.Kind, n.Pending.Kind)
	}
}

// Limit counters are a list but read and write as an object, key to
// count, keys in order; a period's end forgets only its own; a name
// that is not a counter's is refused.
func TestUsesCountAndReadAsAnObject(t *testing.T) {
	var c Core
	a, b := UseKey{1, 0x2a}, UseKey{0, 7}
	for _, u := range []Use{{"round", a, 0}, {"conflict", b, 0}, {"round", a, 0}, {"roundabout", b, 0}} {
		c.Use(u.Period, u.Key)
	}
	if c.Used("round", a) != 2 || c.Used("conflict", b) != 1 || c.Used("round", b) != 0 || c.Used("phase", a) != 0 {
		t.Fatalf("counts: %v", c.Uses)
	}
	j, err := json.Marshal(c.Uses)
	if err != nil || string(j) != `{"conflict:0.7":1,"round:1.2a":2,"roundabout:0.7":1}` {
		t.Fatalf("json %s, %v", j, err)
	}
	var back Uses
	if err := json.Unmarshal(j, &back); err != nil || len(back) != 3 || back[1] != (Use{"round", a, 2}) {
		t.Fatalf("read back %v, %v", back, err)
	}
	c.ResetUses("round")
	if c.Used("round", a) != 0 || c.Used("roundabout", b) != 1 || c.Used("conflict", b) != 1 {
		t.Fatalf("after the round: %v", c.Uses)
	}
	for _, bad := range []string{`{"round":1}`, `{"round:1":1}`, `{":1.2":1}`, `{"round:x.2":1}`} {
		if err := json.Unmarshal([]byte(bad), &back); err == nil {
			t.Errorf("%s was read as limit counters", bad)
		}
	}
}

// Decisions' options share one list's memory once they stop being
// pending; a list still shown, by the pending decision, the one being
// answered or a copy's, is never listed into again.
func TestOptionListServesOnlyWhenNothingShowsIt(t *testing.T) {
	c := NewCore(2, 1)
	first := append(c.OptionList(2), Answer{Verb: "a"}, Answer{Verb: "b"})
	c.Ask(Decision{Options: first})
	second := c.OptionList(1)
	if &second[:1][0] == &first[0] {
		t.Fatal("the pending decision's options were handed out again")
	}
	c.Pending = nil
	if again := c.OptionList(1); &again[:1][0] != &second[:1][0] {
		t.Fatal("options nobody shows were not reused")
	}
	c.answering = &Decision{Options: second}
	if again := c.OptionList(1); &again[:1][0] == &second[:1][0] {
		t.Fatal("the options of the decision being answered were handed out again")
	}
	c.answering = nil

	shown := append(c.OptionList(1), Answer{Verb: "shown"})
	c.Ask(Decision{Options: shown})
	n := c.CloneCore()
	c.Pending, n.Pending = nil, nil // both answered: neither may list into the copy's options
	_ = append(c.OptionList(1), Answer{Verb: "original"})
	_ = append(n.OptionList(1), Answer{Verb: "copy"})
	if shown[0].Verb != "shown" {
		t.Fatalf("the options a copy was made with were listed into: %q", shown[0].Verb)
	}
}

// Each decision asked is numbered, one after another; a copy goes on
// from the number its original had reached, the two apart afterwards.
func TestDecisionsAreNumberedAsAsked(t *testing.T) {
	c := NewCore(2, 1)
	c.Ask(Decision{Kind: "first"})
	c.Ask(Decision{Kind: "first"}) // the same again: another decision
	if c.Pending.Serial != 2 || c.Asked != 2 {
		t.Fatalf("second decision numbered %d (asked %d)", c.Pending.Serial, c.Asked)
	}
	n := c.CloneCore()
	if n.Pending.Serial != 2 {
		t.Fatalf("the copy's pending decision is %d", n.Pending.Serial)
	}
	n.Ask(Decision{Kind: "copy"})
	c.Ask(Decision{Kind: "original"})
	if n.Pending.Serial != 3 || c.Pending.Serial != 3 || c.Asked != 3 {
		t.Fatalf("after the copy: %d and %d", c.Pending.Serial, n.Pending.Serial)
	}
}

// A choice several players make at once, asked again of those who still
// owe it, keeps its number; the next decision asked is numbered on.
func TestAskedTogetherKeepsItsNumber(t *testing.T) {
	c := NewCore(2, 1)
	c.Ask(Decision{Kind: "before"})
	f := &Frame{Kind: "bid"}
	c.AskTogether(f, Decision{Players: []int{0, 1}, Kind: "bid"})
	c.AskTogether(f, Decision{Players: []int{1}, Kind: "bid"})
	if c.Pending.Serial != 2 || c.Asked != 2 || len(c.Pending.Players) != 1 {
		t.Fatalf("asked again: numbered %d (asked %d), players %v", c.Pending.Serial, c.Asked, c.Pending.Players)
	}
	c.Ask(Decision{Kind: "after"})
	if c.Pending.Serial != 3 {
		t.Fatalf("the next decision numbered %d", c.Pending.Serial)
	}
}
