package script_test

import (
	"os"
	"strings"
	"testing"

	"tessen/engine"
	"tessen/games/agot1e"
	_ "tessen/games/agot1e/script"
	"tessen/scenario"
)

// TestScenarios runs the project's agot-1e scenarios and, when the shared
// folder sits beside the checkout, the shared ones (.ci/run runs the same
// folders).
func TestScenarios(t *testing.T) {
	dirs := []string{"../../../scenarios/agot-1e"}
	if _, err := os.Stat("../../../../shared/scenarios/agot-1e"); err == nil {
		dirs = append(dirs, "../../../../shared/scenarios/agot-1e")
	}
	engine.VerifyNeeds = true // every ability is asked whatever its needs, and one usable though they were unmet fails
	agot1e.VerifySteps(true)  // and each step that says it changed nothing the state checks read is checked
	defer func() { engine.VerifyNeeds = false; agot1e.VerifySteps(false) }()
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
