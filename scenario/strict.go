package scenario

import (
	"errors"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// UnknownKey is a key a scenario writes that neither FORMAT.md nor the
// runner's documented additions define: an error, never ignored (a
// misspelt key would otherwise leave its default and the scenario would
// test something else).
type UnknownKey struct {
	Where string   // the part of the scenario it is in: setup.player1.inPlay[2]
	Key   string   // the key as written
	Line  int      // its line in the file (0: unknown)
	Known []string // the keys that may stand there
	File  string   // the scenario file, once known (RunFile)
}

func (e *UnknownKey) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "unknown key %q in %s", e.Key, e.Where)
	switch {
	case e.File != "" && e.Line > 0:
		fmt.Fprintf(&b, " (%s:%d)", e.File, e.Line)
	case e.File != "":
		fmt.Fprintf(&b, " (%s)", e.File)
	case e.Line > 0:
		fmt.Fprintf(&b, " (line %d)", e.Line)
	}
	if len(e.Known) > 0 {
		fmt.Fprintf(&b, "; known: %s", strings.Join(e.Known, ", "))
	}
	return b.String()
}

// Decode decodes a scenario's part n (where names it: "setup",
// "attack") into v, first refusing any mapping key that v's type does
// not name, at any depth, with an *UnknownKey.
func Decode(n *yaml.Node, v any, where string) error {
	if n == nil || n.Kind == 0 {
		return nil
	}
	if err := CheckKeys(n, reflect.TypeOf(v), where); err != nil {
		return err
	}
	if err := n.Decode(v); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	return nil
}

// CheckKeys refuses a mapping key of n that type t (read through its
// yaml tags) does not name, at any depth. A type with its own
// UnmarshalYAML that reads a mapping as its plain struct (a card written
// as an id or in full) is checked as that struct.
func CheckKeys(n *yaml.Node, t reflect.Type, where string) error {
	if n.Kind == yaml.AliasNode {
		return nil // its anchor's keys are checked where it stands (following aliases could blow up)
	}
	if n.Kind == yaml.DocumentNode && len(n.Content) == 1 {
		return CheckKeys(n.Content[0], t, where)
	}
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == nil {
		return nil
	}
	switch t.Kind() {
	case reflect.Struct:
		if n.Kind != yaml.MappingNode || t == reflect.TypeOf(yaml.Node{}) {
			return nil // a scalar form (a card by its id), or left to Decode to refuse
		}
		fields := yamlFields(t)
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, val := n.Content[i], n.Content[i+1]
			f, ok := fields[k.Value]
			if !ok {
				return &UnknownKey{Where: where, Key: k.Value, Line: k.Line, Known: slices.Sorted(maps.Keys(fields))}
			}
			if err := CheckKeys(val, f.Type, where+"."+k.Value); err != nil {
				return err
			}
		}
	case reflect.Slice, reflect.Array:
		if n.Kind != yaml.SequenceNode {
			return nil
		}
		for i, e := range n.Content {
			if err := CheckKeys(e, t.Elem(), where+"["+strconv.Itoa(i+1)+"]"); err != nil {
				return err
			}
		}
	case reflect.Map:
		if n.Kind != yaml.MappingNode {
			return nil
		}
		for i := 0; i+1 < len(n.Content); i += 2 {
			if err := CheckKeys(n.Content[i+1], t.Elem(), where+"."+n.Content[i].Value); err != nil {
				return err
			}
		}
	}
	return nil
}

// yamlFields maps the keys a struct type reads to its fields (inline
// structs' keys included).
func yamlFields(t reflect.Type) map[string]reflect.StructField {
	out := map[string]reflect.StructField{}
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		tag := f.Tag.Get("yaml")
		name, opts, _ := strings.Cut(tag, ",")
		if name == "-" {
			continue
		}
		if strings.Contains(opts, "inline") {
			ft := f.Type
			for ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			if ft.Kind() == reflect.Struct {
				for k, v := range yamlFields(ft) {
					out[k] = v
				}
			}
			continue
		}
		if name == "" {
			name = strings.ToLower(f.Name)
		}
		out[name] = f
	}
	return out
}

// inFile names the scenario file in an unknown key's error.
func inFile(err error, path string) error {
	var uk *UnknownKey
	if !errors.As(err, &uk) || uk.File != "" {
		return err
	}
	return &fileError{err: err, uk: uk, path: path}
}

// fileError is an error holding an unknown key, told with the file's
// path where the key is told.
type fileError struct {
	err  error
	uk   *UnknownKey
	path string
}

func (e *fileError) Error() string {
	with := *e.uk
	with.File = e.path
	return strings.Replace(e.err.Error(), e.uk.Error(), with.Error(), 1)
}

func (e *fileError) Unwrap() error { return e.err }
