package l5rccg_test

import (
	"encoding/json"
	"testing"

	"tessen/engine"
	"tessen/engine/enginetest"
	"tessen/games/l5rccg"
)

// A card's definition is a key that reads and writes as the definition's
// id, so a state's JSON and its hash are as they were with the id; the
// card record holds no string nor pointer.
func TestCardRecordIsFlatAndReadsAsIDs(t *testing.T) {
	enginetest.FlatRecord[l5rccg.Card](t)
	c := l5rccg.Card{ID: 4, Def: engine.KeyOf("doji-hoturi"), Zone: l5rccg.ZHome, Parent: -1}
	b, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil || m["def"] != "doji-hoturi" {
		t.Fatalf("card JSON %s: def is %v", b, m["def"])
	}
	var back l5rccg.Card
	if err := json.Unmarshal(b, &back); err != nil || back != c {
		t.Fatalf("read back %+v, want %+v (%v)", back, c, err)
	}
}
