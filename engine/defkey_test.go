package engine

import (
	"encoding/json"
	"testing"
)

// A definition key reads and writes as its id, so a state's JSON stays
// plain data; the same id is always the same key, and the empty id is the
// zero key.
func TestDefKeyReadsAndWritesAsItsID(t *testing.T) {
	k := KeyOf("doji-whisperer")
	if KeyOf("doji-whisperer") != k || k == 0 || k.String() != "doji-whisperer" {
		t.Fatalf("key %d reads %q", k, k)
	}
	b, err := json.Marshal(struct {
		Def DefKey `json:"def"`
	}{k})
	if err != nil || string(b) != `{"def":"doji-whisperer"}` {
		t.Fatalf("written as %s (%v)", b, err)
	}
	var back struct {
		Def DefKey `json:"def"`
	}
	if err := json.Unmarshal(b, &back); err != nil || back.Def != k {
		t.Fatalf("read back %d, want %d (%v)", back.Def, k, err)
	}
	if KeyOf("") != 0 || DefKey(0).String() != "" {
		t.Fatal("the empty id is not the zero key")
	}
	if err := json.Unmarshal([]byte(`{"def": 3}`), &back); err == nil {
		t.Fatal("a number for a definition id was accepted")
	}
}
