// Package scenariotest checks, for the games' runners' tests, that a
// scenario file fails as it should.
package scenariotest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tessen/scenario"
)

// Fails runs the scenario file's text and reports an error unless it
// fails with one mentioning want; an unknown key's error must also name
// the file and line.
func Fails(t *testing.T, file, want string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "s.yaml")
	if err := os.WriteFile(path, []byte(file), 0o644); err != nil {
		t.Fatal(err)
	}
	r := scenario.RunFile(path)
	if r.Err == nil || !strings.Contains(r.Err.Error(), want) {
		t.Errorf("scenario:\n%s\ngot error %v, want one mentioning %q", file, r.Err, want)
		return
	}
	if strings.Contains(want, "unknown key") && !strings.Contains(r.Err.Error(), path+":") {
		t.Errorf("scenario:\n%s\nerror %v does not name the file and line", file, r.Err)
	}
}
