package cards_test

import (
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"tessen/games/agot1e"
	"tessen/games/agot1e/carddb"
	_ "tessen/games/agot1e/cards"
)

var update = flag.Bool("update", false, "rewrite the generated part of docs/cards-agot-1e.md")

const (
	doc       = "../../../docs/cards-agot-1e.md"
	scenarios = "../../../scenarios/agot-1e"
	begin     = "<!-- generated: go test ./games/agot1e/cards -update -->"
	end       = "<!-- end of generated part -->"
)

func TestRegisteredCardsExist(t *testing.T) {
	for _, id := range agot1e.Registered() {
		if _, err := agot1e.Lookup(id); err != nil { // the data's, or the runner's blank cards (a test's own card)
			t.Errorf("%s is written but is no card of the game", id)
		}
	}
}

// Every card written says what it does in the project's words: each
// ability its Text, constant words their Says.
func TestCardsSayWhatTheyDo(t *testing.T) {
	for _, id := range agot1e.Registered() {
		tx := agot1e.TextOf(id)
		for i, a := range tx.Abilities {
			if strings.TrimSpace(a.Text) == "" {
				t.Errorf("%s: ability %d says nothing", id, i+1)
			}
		}
		constant := tx.Str != nil || tx.Keywords != nil || tx.Icons != nil || tx.Cost != nil || tx.Claim != nil ||
			tx.Income != nil || tx.Initiative != nil || tx.Dominance != nil || tx.Immune != nil || len(tx.Cannot) > 0 ||
			tx.AttachTo != nil || tx.Skips != "" || tx.NoIncomeBonuses
		if constant && strings.TrimSpace(tx.Says) == "" {
			t.Errorf("%s has constant words and says nothing of them (Says)", id)
		}
	}
}

// namedBy maps each card id to the project's scenarios whose text names
// it (as a whole word), by their paths under scenarios/agot-1e.
func namedBy(t *testing.T) map[string][]string {
	out := map[string][]string{}
	err := filepath.WalkDir(scenarios, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".yaml") {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(scenarios, path)
		name := strings.TrimSuffix(rel, ".yaml")
		for _, w := range strings.FieldsFunc(string(b), func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-')
		}) {
			if l := out[w]; len(l) == 0 || l[len(l)-1] != name {
				out[w] = append(l, name)
			}
		}
		return nil
	})
	if err != nil || len(out) == 0 {
		t.Fatalf("no scenarios: %v", err)
	}
	// a scenario a Go test runs for want of a card yet (testdata)
	files, _ := filepath.Glob("testdata/*.yaml")
	for _, f := range files {
		b, _ := os.ReadFile(f)
		for _, w := range strings.FieldsFunc(string(b), func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-')
		}) {
			out[w] = append(out[w], "games/agot1e/cards/"+strings.TrimSuffix(f, ".yaml"))
		}
	}
	return out
}

// playsInFull lists the cards tessen plays in full: those whose text is
// written, and those with nothing beyond their keywords.
func playsInFull() (full, not []*carddb.Def) {
	written := map[string]bool{}
	for _, id := range agot1e.Registered() {
		written[id] = true
	}
	for _, d := range carddb.Std().All {
		if written[d.ID] || !d.Abilities {
			full = append(full, d)
		} else {
			not = append(not, d)
		}
	}
	by := func(l []*carddb.Def) {
		sort.Slice(l, func(i, j int) bool { return l[i].Title+l[i].ID < l[j].Title+l[j].ID })
	}
	by(full)
	by(not)
	return full, not
}

// Every card written is named by at least one of the project's
// scenarios.
func TestEveryWrittenCardHasAScenario(t *testing.T) {
	named := namedBy(t)
	for _, id := range agot1e.Registered() {
		if len(named[id]) == 0 {
			t.Errorf("no scenario names %s", id)
		}
	}
}

// The generated list in docs/cards-agot-1e.md is current.
func TestCardsDoc(t *testing.T) {
	named := namedBy(t)
	var b strings.Builder
	full, not := playsInFull()
	fmt.Fprintf(&b, "%s\n\n%d of the %d cards of the Core Set and Kings of the Sea play in full:\n\n", begin, len(full), len(carddb.Std().All))
	b.WriteString("| card | id | type | scenarios |\n| --- | --- | --- | --- |\n")
	for _, d := range full {
		fmt.Fprintf(&b, "| %s | `%s` | %s | %s |\n", d.Title, d.ID, d.Type, strings.Join(named[d.ID], ", "))
	}
	if len(not) > 0 {
		fmt.Fprintf(&b, "\nNot yet written (%d):\n\n", len(not))
		for _, d := range not {
			fmt.Fprintf(&b, "- %s (`%s`, %s)\n", d.Title, d.ID, d.Type)
		}
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
	t.Errorf("%s is out of date: go test ./games/agot1e/cards -update", doc)
}
