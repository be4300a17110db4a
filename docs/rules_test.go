// Package docs holds the project's documentation; its test keeps the rules
// map honest against the scenarios.
package docs

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

type rule struct{ id, status, scenarios string }

// A rules map: its file, the prefix of its IDs, the scenario folder (of
// the project's and of the shared ones) its rows name, and how many rules
// it has at least (a check that the table was read).
type rulesDoc struct {
	file, prefix, folder string
	least                int
}

var rulesDocs = []rulesDoc{
	{"rules/l5r-lcg.md", "RR-", "l5r-lcg", 100},
	{"rules/l5r-lcg-skirmish.md", "SK-", "l5r-lcg-skirmish", 30},
	{"rules/l5r-ccg.md", "LE-", "l5r-ccg", 150},
	{"rules/l5r-ccg-new-era.md", "NE-", "l5r-ccg-new-era", 90},
	{"rules/agot-1e.md", "AG-", "agot-1e", 170},
}

func rulesMap(t *testing.T, doc rulesDoc) map[string]rule {
	b, err := os.ReadFile(doc.file)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]rule{}
	for _, line := range strings.Split(string(b), "\n") {
		if !strings.HasPrefix(line, "| "+doc.prefix) {
			continue
		}
		cells := strings.Split(line, "|")
		if len(cells) != 6 {
			t.Fatalf("row does not have 4 cells: %s", line)
		}
		r := rule{strings.TrimSpace(cells[1]), strings.TrimSpace(cells[3]), strings.TrimSpace(cells[4])}
		if _, dup := out[r.id]; dup {
			t.Errorf("%s is listed twice", r.id)
		}
		switch r.status {
		case "done", "partial", "not yet":
		default:
			t.Errorf("%s: unknown status %q", r.id, r.status)
		}
		out[r.id] = r
	}
	if len(out) < doc.least {
		t.Fatalf("%s: only %d rules parsed", doc.file, len(out))
	}
	return out
}

var goTest = regexp.MustCompile(`^\(Go test (\w+)\)$`)

// Every rule marked done names at least one scenario (or Go test) that
// exists.
func TestDoneRulesNameScenarios(t *testing.T) {
	for _, doc := range rulesDocs {
		doneRulesNameScenarios(t, doc)
	}
}

func doneRulesNameScenarios(t *testing.T, doc rulesDoc) {
	_, sharedErr := os.Stat("../../shared/scenarios/" + doc.folder)
	for _, r := range rulesMap(t, doc) {
		if r.status == "done" && r.scenarios == "" {
			t.Errorf("%s is done but names no scenario", r.id)
		}
		if r.scenarios == "" {
			continue
		}
		for _, s := range strings.Split(r.scenarios, ",") {
			s = strings.TrimSpace(s)
			if m := goTest.FindStringSubmatch(s); m != nil {
				if !goFuncExists(t, m[1]) {
					t.Errorf("%s names Go test %s, which does not exist", r.id, m[1])
				}
				continue
			}
			path := filepath.Join("../scenarios", doc.folder, s+".yaml")
			if name, ok := strings.CutPrefix(s, "shared/"); ok {
				if sharedErr != nil {
					continue
				}
				path = filepath.Join("../../shared/scenarios", doc.folder, name+".yaml")
			}
			if _, err := os.Stat(path); err != nil {
				t.Errorf("%s names scenario %s: %v", r.id, s, err)
			}
		}
	}
}

// Every rule ID a project scenario names is in a map: its folder's, or
// (a skirmish scenario may name a rule skirmish keeps) the stronghold one.
func TestScenarioRuleIDsAreMapped(t *testing.T) {
	rules := map[string]rule{}
	for _, doc := range rulesDocs {
		for id, r := range rulesMap(t, doc) {
			rules[id] = r
		}
	}
	for _, doc := range rulesDocs {
		scenarioRuleIDsAreMapped(t, doc, rules)
	}
}

func scenarioRuleIDsAreMapped(t *testing.T, doc rulesDoc, rules map[string]rule) {
	files, _ := filepath.Glob("../scenarios/" + doc.folder + "/*.yaml")
	cardFiles, _ := filepath.Glob("../scenarios/" + doc.folder + "/*/*.yaml")
	deeper, _ := filepath.Glob("../scenarios/" + doc.folder + "/*/*/*.yaml") // AGoT's cards/HOUSE/CARD
	files = append(append(files, cardFiles...), deeper...)
	if len(files) == 0 {
		for _, r := range rules {
			if r.status == "done" && strings.HasPrefix(r.id, doc.prefix) {
				t.Fatalf("no project scenarios in %s, yet %s is done", doc.folder, r.id)
			}
		}
		return // a game whose rules are still being written
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var sc struct {
			Rules []string `yaml:"rules"`
		}
		if err := yaml.Unmarshal(b, &sc); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if len(sc.Rules) == 0 {
			t.Errorf("%s names no rule", f)
		}
		for _, id := range sc.Rules {
			if _, ok := rules[id]; !ok {
				t.Errorf("%s names %s, which is in no rules map", f, id)
			}
		}
	}
}

func goFuncExists(t *testing.T, name string) bool {
	found := false
	filepath.WalkDir("..", func(path string, d os.DirEntry, err error) error {
		if err != nil || found || d.IsDir() || !strings.HasSuffix(path, "_test.go") {
			return nil
		}
		b, _ := os.ReadFile(path)
		found = strings.Contains(string(b), "func "+name+"(")
		return nil
	})
	return found
}
