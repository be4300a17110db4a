package l5rlcg

import (
	"encoding/json"
	"testing"
	"unsafe"

	"tessen/engine"
	"tessen/engine/enginetest"
)

// A card's definition key reads and writes as the definition's id, so a
// state's JSON stays plain data; the empty id is the zero key.
func TestDefKeyJSON(t *testing.T) {
	c := Card{ID: 7, Def: engine.KeyOf("doji-whisperer"), Parent: -1}
	b, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil || m["def"] != "doji-whisperer" {
		t.Fatalf("card JSON %s: def is %v", b, m["def"])
	}
	var back Card
	if err := json.Unmarshal(b, &back); err != nil || back != c {
		t.Fatalf("read back %+v, want %+v (%v)", back, c, err)
	}
	if engine.KeyOf("") != 0 || engine.DefKey(0).String() != "" {
		t.Fatal("the empty id is not the zero key")
	}
	if err := json.Unmarshal([]byte(`{"def": 3}`), &back); err == nil {
		t.Fatal("a number for a definition id was accepted")
	}
}

// A copied state is mostly its cards, and the search copies states
// thousands of times a decision: the card record stays at 32 bytes
// (docs/performance.md).
func TestCardRecordIs32Bytes(t *testing.T) {
	enginetest.FlatRecord[Card](t)
	if n := unsafe.Sizeof(Card{}); n != 32 {
		t.Fatalf("Card is %d bytes, want 32", n)
	}
}

// Every test of this package checks the speed declarations of card texts
// at every use (Text.ModKinds, Text.Bars, Ability.Needs: engine.VerifyNeeds), and every step that
// says it changed nothing (engine.Unchanged).
func init() {
	engine.VerifyNeeds = true
	VerifySteps(!raceEnabled)
}

// A constant modifier that adds a kind its card does not declare is
// caught while verifying, and skipped by reads of other kinds otherwise.
func TestUndeclaredModKindIsCaught(t *testing.T) {
	s := &State{}
	s.Cards = []Card{{ID: 0, Def: engine.KeyOf("doji-whisperer"), Zone: ZPlay, Parent: -1}}
	s.index()
	s.ix.textBy[0] = &Text{ModKinds: []string{ModMil}, Mods: func(s *State, self int, add func(int, string, int)) {
		add(self, ModMil, 1)
		add(self, ModGlory, 1)
	}}
	s.ix.withMods = []int{0}
	s.live = s.makeLive()
	defer func() { engine.VerifyNeeds = true }()
	engine.VerifyNeeds = false
	if got := s.modSum(0, ModMil); got != 1 {
		t.Fatalf("declared kind: %d, want 1", got)
	}
	if got := s.modSum(0, ModPol); got != 0 {
		t.Fatalf("undeclared kind asked: %d, want 0", got)
	}
	engine.VerifyNeeds = true
	defer func() {
		if recover() == nil {
			t.Fatal("an undeclared addition was not caught")
		}
	}()
	s.modSum(0, ModPol)
}

// A prohibition of a kind its card's Bars does not name is caught while
// verifying; otherwise an act of a kind no card in play bars asks none
// of them, and one of a declared kind (or a subkind of it) asks.
func TestUndeclaredBarKindIsCaught(t *testing.T) {
	s := &State{}
	s.Cards = []Card{{ID: 0, Def: engine.KeyOf("doji-whisperer"), Zone: ZPlay, Parent: -1}}
	s.index()
	asked := 0
	s.ix.textBy[0] = &Text{Bars: []string{ActDeclare}, Forbid: func(s *State, self int, a Act) bool {
		asked++
		return true // it bars whatever it is asked
	}}
	s.ix.withForbid = []int{0}
	s.live = s.makeLive()
	defer func() { engine.VerifyNeeds = true }()
	engine.VerifyNeeds = false
	if !s.cannot(Act{ActDeclare + ":military", 0, 0, -1}) || asked != 1 {
		t.Fatalf("a declaration, a subkind of the declared kind: barred %v after %d questions", s.cannot(Act{ActDeclare + ":military", 0, 0, -1}), asked)
	}
	if s.cannot(Act{EvBow, 0, 0, -1}) || s.cannotSpendFate(0) || asked != 1 {
		t.Fatalf("undeclared kinds were asked (%d questions) or barred", asked)
	}
	engine.VerifyNeeds = true
	defer func() {
		if recover() == nil {
			t.Fatal("an undeclared prohibition was not caught")
		}
	}()
	s.cannot(Act{EvBow, 0, 0, -1})
}

// A copy of a state never hands out the frames its original will: the
// conditions each emits after the copy are its own.
func TestCloneEmitsIntoItsOwnFrames(t *testing.T) {
	s := &State{}
	s.emit(engine.Event{Kind: EvBow, Player: 0}) // the original's slab is started
	c := s.Clone()
	s.emit(engine.Event{Kind: EvReady, Player: 0})
	c.emit(engine.Event{Kind: EvHonor, Player: 1})
	if s.Top() == c.Top() || s.Top().Ev.Kind != EvReady || c.Top().Ev.Kind != EvHonor {
		t.Fatalf("original's top %q, copy's top %q: they share frames", s.Top().Ev.Kind, c.Top().Ev.Kind)
	}
}
