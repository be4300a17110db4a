package script_test

import (
	"os"
	"strings"
	"tessen/engine"
	"testing"

	"tessen/games/l5rccg"
	_ "tessen/games/l5rccg/script"
	"tessen/scenario"
)

// TestScenarios runs the project's l5r-ccg scenarios and, when the shared
// folder sits beside the checkout, the shared ones (.ci/run runs the same
// folders).
func TestScenarios(t *testing.T) {
	dirs := []string{"../../../scenarios/l5r-ccg"}
	if _, err := os.Stat("../../../../shared/scenarios/l5r-ccg"); err == nil {
		dirs = append(dirs, "../../../../shared/scenarios/l5r-ccg")
	}
	files, err := scenario.Collect(dirs)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no scenarios found")
	}
	defer l5rccg.VerifySteps(l5rccg.VerifySteps(true)) // every step's word that it changed nothing is checked
	engine.VerifyNeeds = true                          // every rules' action is asked, and one the game has no card for must not be usable
	defer func() { engine.VerifyNeeds = false }()
	for _, f := range files {
		t.Run(strings.TrimSuffix(f[strings.LastIndex(f, "/")+1:], ".yaml"), func(t *testing.T) {
			if r := scenario.RunFile(f); r.Err != nil {
				t.Errorf("%s (%s): %v", r.Name, f, r.Err)
			}
		})
	}
}
