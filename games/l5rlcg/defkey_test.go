package l5rlcg

import (
	"encoding/json"
	"testing"
	"unsafe"
)

// A card's definition key reads and writes as the definition's id, so a
// state's JSON stays plain data; the empty id is the zero key.
func TestDefKeyJSON(t *testing.T) {
	c := Card{ID: 7, Def: KeyOf("doji-whisperer"), Parent: -1}
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
	if KeyOf("") != 0 || DefKey(0).String() != "" {
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
	if n := unsafe.Sizeof(Card{}); n != 32 {
		t.Fatalf("Card is %d bytes, want 32", n)
	}
}
