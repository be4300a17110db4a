package script_test

import (
	"os"
	"strings"
	"testing"

	_ "tessen/games/l5rlcg/script"
	"tessen/scenario"
)

// TestScenarios runs the project's own scenarios and, when the shared
// folder sits beside the checkout, the shared acceptance scenarios.
func TestScenarios(t *testing.T) {
	dirs := []string{"../../../scenarios"}
	if _, err := os.Stat("../../../../shared/scenarios"); err == nil {
		dirs = append(dirs, "../../../../shared/scenarios")
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
