package cards_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"tessen/games/l5rccg"
	"tessen/games/l5rccg/carddb"
	_ "tessen/games/l5rccg/cards"
)

var update = flag.Bool("update", false, "rewrite the generated part of docs/cards-l5r-ccg.md")

const (
	doc       = "../../../docs/cards-l5r-ccg.md"
	scenarios = "../../../scenarios/l5r-ccg"
	begin     = "<!-- generated: go test ./games/l5rccg/cards -update -->"
	end       = "<!-- end of generated part -->"
)

// Every card whose behaviour is written is a card of the data.
func TestRegisteredCardsExist(t *testing.T) {
	for _, id := range l5rccg.Registered() {
		if _, ok := carddb.Std().Get(id); !ok {
			t.Errorf("%s is written but is no card of the data", id)
		}
	}
}

// namedBy maps each card id to the project's scenarios whose text names
// it (as a whole word: "skub" is not named by "skub-exp").
func namedBy(t *testing.T) map[string][]string {
	files, err := filepath.Glob(filepath.Join(scenarios, "*.yaml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenarios: %v", err)
	}
	out := map[string][]string{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		name := strings.TrimSuffix(filepath.Base(f), ".yaml")
		for _, w := range strings.FieldsFunc(string(b), func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-')
		}) {
			if l := out[w]; len(l) == 0 || l[len(l)-1] != name {
				out[w] = append(l, name)
			}
		}
	}
	return out
}

// playsInFull lists the base-set cards tessen plays in full: those whose
// behaviour is written, and those with no text beyond their keywords.
func playsInFull() []*carddb.Def {
	written := map[string]bool{}
	for _, id := range l5rccg.Registered() {
		written[id] = true
	}
	var out []*carddb.Def
	for _, d := range carddb.Std().All {
		if d.Base && (written[d.ID] || !d.Abilities) {
			out = append(out, d)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Title+out[i].ID < out[j].Title+out[j].ID })
	return out
}

// Every card written, and every base-set card that plays in full, is
// named by at least one of the project's scenarios.
func TestEveryWrittenCardHasAScenario(t *testing.T) {
	named := namedBy(t)
	for _, id := range l5rccg.Registered() {
		if len(named[id]) == 0 {
			t.Errorf("no scenario names %s", id)
		}
	}
	for _, d := range playsInFull() {
		if len(named[d.ID]) == 0 {
			t.Errorf("no scenario names %s", d.ID)
		}
	}
}

// The generated list in docs/cards-l5r-ccg.md is current.
func TestCardsDoc(t *testing.T) {
	named := namedBy(t)
	var b strings.Builder
	full := playsInFull()
	base := 0
	for _, d := range carddb.Std().All {
		if d.Base {
			base++
		}
	}
	fmt.Fprintf(&b, "%s\n\n%d of the %d cards of the Lotus Edition base set play in full:\n\n", begin, len(full), base)
	b.WriteString("| card | id | type | scenarios |\n| --- | --- | --- | --- |\n")
	for _, d := range full {
		fmt.Fprintf(&b, "| %s | `%s` | %s | %s |\n", d.Title, d.ID, d.Type, strings.Join(named[d.ID], ", "))
	}
	b.WriteString("\n" + end)
	raw, err := os.ReadFile(doc)
	if err != nil {
		t.Fatal(err)
	}
	text := string(raw)
	i, j := strings.Index(text, begin), strings.Index(text, end)
	if i < 0 || j < i {
		t.Fatalf("%s has no generated part (%q … %q)", doc, begin, end)
	}
	want := text[:i] + b.String() + text[j+len(end):]
	if want == text {
		return
	}
	if *update {
		if err := os.WriteFile(doc, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("%s is out of date: go test ./games/l5rccg/cards -update", doc)
}
