package agot1e

import (
	"encoding/json"
	"testing"

	"tessen/engine"
	"tessen/engine/enginetest"
)

// A card's definition is a key (engine.DefKey) that reads and writes as
// the definition's id, so a state's JSON, and its hash, are as they were
// with the id itself; a card whose face is hidden is the empty id.
func TestCardDefReadsAndWritesAsItsID(t *testing.T) {
	c := Card{Def: engine.KeyOf("arya-stark"), Zone: ZPlay, Parent: -1}
	b, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil || m["def"] != "arya-stark" {
		t.Fatalf("card JSON %s: def is %v", b, m["def"])
	}
	var back Card
	if err := json.Unmarshal(b, &back); err != nil || back != c {
		t.Fatalf("read back %+v, want %+v (%v)", back, c, err)
	}
	if d, tx := keyed(c.Def); d == nil || d.ID != "arya-stark" || tx != texts["arya-stark"] {
		t.Fatalf("the key finds %v, text %v", d, tx)
	}
	if d, tx := keyed(0); d != nil || tx != nil {
		t.Fatal("a hidden card has facts")
	}
}

// The card record holds no string nor pointer, so copying a game's cards
// is one plain copy the garbage collector never scans.
func TestCardRecordHoldsNoPointers(t *testing.T) { enginetest.FlatRecord[Card](t) }
