package script_test

import (
	"os"
	"strings"
	"testing"

	"tessen/engine"
	"tessen/games/l5rlcg"
	_ "tessen/games/l5rlcg/script"
	"tessen/scenario"
)

// The scenarios check the speed declarations of card texts (every
// constant modifier's additions against the kinds its card declares,
// every action's needs: engine.VerifyNeeds), and every step that says it
// changed nothing (l5rlcg.VerifySteps).
func init() {
	engine.VerifyNeeds = true
	l5rlcg.VerifySteps(true)
}

// sharedFolders are the folders of the shared acceptance scenarios that
// tessen plays; a folder joins in the commit that makes it pass and never
// leaves (.ci/run lists the same).
var sharedFolders = []string{"l5r-lcg", "l5r-lcg-skirmish"}

// TestScenarios runs the project's own scenarios and, when the shared
// folder sits beside the checkout, the shared acceptance scenarios.
func TestScenarios(t *testing.T) {
	dirs := []string{"../../../scenarios/l5r-lcg", "../../../scenarios/l5r-lcg-skirmish"}
	if _, err := os.Stat("../../../../shared/scenarios"); err == nil {
		for _, f := range sharedFolders {
			dirs = append(dirs, "../../../../shared/scenarios/"+f)
		}
	}
	files, err := scenario.Collect(dirs)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no scenarios found")
	}
	for _, f := range files {
		t.Run(strings.TrimSuffix(f[strings.LastIndex(f, "/")+1:], ".yaml"), func(t *testing.T) {
			if r := scenario.RunFile(f); r.Err != nil {
				t.Errorf("%s (%s): %v", r.Name, f, r.Err)
			}
		})
	}
}

// Every card whose behaviour is written, and every Core Set card, is
// exercised by at least one of the project's scenarios.
func TestEveryImplementedCardHasAScenario(t *testing.T) {
	files, err := scenario.Collect([]string{"../../../scenarios/l5r-lcg", "../../../scenarios/l5r-lcg-skirmish"})
	if err != nil {
		t.Fatal(err)
	}
	var all strings.Builder
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		all.Write(b)
	}
	text := all.String()
	ids := l5rlcg.Registered()
	for _, c := range l5rlcg.Cards().All {
		if c.Pack == "01" { // and every Core Set card, written or plain
			ids = append(ids, l5rlcg.Cards().Key(c))
		}
	}
	for _, id := range ids {
		if !strings.Contains(text, id) {
			t.Errorf("no scenario names %s", id)
		}
	}
}
