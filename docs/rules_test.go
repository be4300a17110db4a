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

func rulesMap(t *testing.T) map[string]rule {
	b, err := os.ReadFile("rules/l5r-lcg.md")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]rule{}
	for _, line := range strings.Split(string(b), "\n") {
		if !strings.HasPrefix(line, "| RR-") {
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
	if len(out) < 100 {
		t.Fatalf("only %d rules parsed", len(out))
	}
	return out
}

var goTest = regexp.MustCompile(`^\(Go test (\w+)\)$`)

// Every rule marked done names at least one scenario (or Go test) that
// exists.
func TestDoneRulesNameScenarios(t *testing.T) {
	_, sharedErr := os.Stat("../../shared/scenarios/l5r-lcg")
	for _, r := range rulesMap(t) {
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
			path := filepath.Join("../scenarios/l5r-lcg", s+".yaml")
			if name, ok := strings.CutPrefix(s, "shared/"); ok {
				if sharedErr != nil {
					continue
				}
				path = filepath.Join("../../shared/scenarios/l5r-lcg", name+".yaml")
			}
			if _, err := os.Stat(path); err != nil {
				t.Errorf("%s names scenario %s: %v", r.id, s, err)
			}
		}
	}
}

// Every rule ID a project scenario names is in the map.
func TestScenarioRuleIDsAreMapped(t *testing.T) {
	rules := rulesMap(t)
	files, _ := filepath.Glob("../scenarios/l5r-lcg/*.yaml")
	cardFiles, _ := filepath.Glob("../scenarios/l5r-lcg/*/*.yaml")
	files = append(files, cardFiles...)
	if len(files) == 0 {
		t.Fatal("no project scenarios")
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
				t.Errorf("%s names %s, which is not in docs/rules/l5r-lcg.md", f, id)
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
