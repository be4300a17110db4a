// Package scenario runs rules scenarios (../shared/scenarios/FORMAT.md):
// YAML files that set up a game, drive it through players' decisions and
// state what must then hold. The frame (setup / do / expect) is the same
// for every game; a game's Driver supplies its vocabulary.
package scenario

import (
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"
)

// File is one scenario as written.
type File struct {
	Name   string      `yaml:"name"`
	Rules  []string    `yaml:"rules"`
	Game   string      `yaml:"game"`
	Format string      `yaml:"format"`
	Setup  yaml.Node   `yaml:"setup"`
	Do     []yaml.Node `yaml:"do"`
	Expect yaml.Node   `yaml:"expect"`
}

// Driver loads scenarios of one game.
type Driver interface {
	// Load builds the game a scenario's setup describes.
	Load(format string, setup *yaml.Node) (Run, error)
}

// Run is a scenario's game in progress, driven step by step.
type Run interface {
	// Command gives a player's command at the pending decision.
	Command(player, command string) error
	// Refused checks that a command is refused and changes nothing.
	Refused(player, command string) error
	// Macro expands a runner macro (the LCG's conflict, the CCG's attack,
	// skip); it refuses a name it does not know.
	Macro(name string, arg *yaml.Node) error
	// Expect checks expectations.
	Expect(e *yaml.Node) error
	// Settle completes what the previous steps left open before the next
	// step (nil: the final expectations): a selection made one card at a
	// time, and the defaults the runner answers (0 additional fate).
	Settle(next *yaml.Node) error
}

// Logged is a Run that keeps its game's log, shown with a failure when
// asked for (tessen scenario --log).
type Logged interface {
	GameLog() []string
}

var drivers = map[string]Driver{}

// Register makes a game's driver known.
func Register(game string, d Driver) { drivers[game] = d }

// Result is the outcome of one scenario file.
type Result struct {
	Path, Name string
	Err        error
}

// Collect lists the .yaml files under the paths, folders searched
// recursively, in a stable order.
func Collect(paths []string) ([]string, error) {
	var out []string
	for _, p := range paths {
		info, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if !info.IsDir() {
			out = append(out, p)
			continue
		}
		err = filepath.WalkDir(p, func(path string, d os.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && (strings.HasSuffix(path, ".yaml") || strings.HasSuffix(path, ".yml")) {
				out = append(out, path)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	sort.Strings(out)
	return out, nil
}

// RunFile runs one scenario file. A scenario that cannot be loaded is a
// failure with its reason, never a crash.
func RunFile(path string) (res Result) {
	return runFile(path, nil)
}

// runFile runs a scenario file, keeping its game's log in log if asked.
func runFile(path string, log *[]string) (res Result) {
	res = Result{Path: path, Name: path}
	defer func() {
		if r := recover(); r != nil {
			res.Err = fmt.Errorf("internal error: %v\n%s", r, debug.Stack())
		}
	}()
	b, err := os.ReadFile(path)
	if err != nil {
		res.Err = err
		return
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(b, &doc); err != nil {
		res.Err = fmt.Errorf("not a scenario: %v", err)
		return
	}
	var f File
	if err := Decode(&doc, &f, "the scenario"); err != nil {
		var uk *UnknownKey
		if !errors.As(err, &uk) {
			err = fmt.Errorf("not a scenario: %v", err)
		}
		res.Err = inFile(err, path)
		return
	}
	if f.Name != "" {
		res.Name = f.Name
	}
	res.Err = inFile(play(&f, log), path)
	return
}

// Play runs a parsed scenario.
func Play(f *File) error { return play(f, nil) }

func play(f *File, log *[]string) error {
	d, ok := drivers[f.Game]
	if !ok {
		return fmt.Errorf("game %q is not one tessen plays (it plays %s)", f.Game, strings.Join(slices.Sorted(maps.Keys(drivers)), ", "))
	}
	run, err := d.Load(f.Format, &f.Setup)
	if err != nil {
		return fmt.Errorf("setup: %w", err)
	}
	if l, ok := run.(Logged); ok && log != nil {
		defer func() { *log = l.GameLog() }()
	}
	for i := range f.Do {
		step := &f.Do[i]
		if step.Kind != yaml.MappingNode || len(step.Content) != 2 {
			return fmt.Errorf("step %d: a step is a map with one key", i+1)
		}
		key, val := step.Content[0].Value, step.Content[1]
		if err := run.Settle(step); err != nil {
			return fmt.Errorf("step %d: %w", i+1, err)
		}
		if err := doStep(run, key, val); err != nil {
			return fmt.Errorf("step %d (%s): %w", i+1, describe(key, val), err)
		}
	}
	if f.Expect.Kind != 0 {
		if err := run.Settle(nil); err != nil {
			return err
		}
		if err := run.Expect(&f.Expect); err != nil {
			return fmt.Errorf("expect: %w", err)
		}
	}
	return nil
}

// doStep runs one step: an expectation, a player's command (a key
// player1 … playerN), or else one of the game's macros (conflict, attack,
// skip), which its driver knows.
func doStep(run Run, key string, val *yaml.Node) error {
	if key == "expect" {
		return run.Expect(val)
	}
	if !strings.HasPrefix(key, "player") {
		return run.Macro(key, val)
	}
	if val.Kind != yaml.ScalarNode {
		return fmt.Errorf("a player's step holds one command")
	}
	if cmd, refused := strings.CutPrefix(val.Value, "!"); refused {
		return run.Refused(key, strings.TrimSpace(cmd))
	}
	return run.Command(key, val.Value)
}

func describe(key string, val *yaml.Node) string {
	if val.Kind == yaml.ScalarNode {
		return key + ": " + val.Value
	}
	return key
}

// Main runs the scenarios under the paths, prints a line per file and the
// closing count, and reports whether all passed; a failure shows the last
// logLines lines of its game's log.
func Main(paths []string, w io.Writer, logLines int) (passed, failed int, err error) {
	files, err := Collect(paths)
	if err != nil {
		return 0, 0, err
	}
	for _, path := range files {
		var log []string
		r := runFile(path, &log)
		if r.Err != nil {
			failed++
			fmt.Fprintf(w, "FAIL %s: %v\n", r.Name, r.Err)
			for _, line := range log[max(0, len(log)-logLines):] {
				fmt.Fprintf(w, "    | %s\n", line)
			}
		} else {
			passed++
			fmt.Fprintf(w, "ok %s\n", r.Name)
		}
	}
	fmt.Fprintf(w, "%d passed, %d failed\n", passed, failed)
	return passed, failed, nil
}
