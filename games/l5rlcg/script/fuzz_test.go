package script_test

import (
	"os"
	"path/filepath"
	"testing"

	"gopkg.in/yaml.v3"

	"tessen/scenario"
)

// Any bytes as a scenario file: it loads and plays, or fails with a
// message; the runner never crashes (a crash would be "internal error"
// from RunFile, so the fuzz plays the file without RunFile's recover).
func FuzzScenarioFile(f *testing.F) {
	for _, dir := range []string{"../../../scenarios/l5r-lcg", "../../../scenarios/l5r-lcg-skirmish"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.yaml"))
		for _, p := range files[:min(len(files), 12)] {
			b, err := os.ReadFile(p)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		var file scenario.File
		if yaml.Unmarshal(b, &file) != nil {
			return
		}
		scenario.Play(&file) // an error is a fine answer to a bad file; a panic is not
	})
}
