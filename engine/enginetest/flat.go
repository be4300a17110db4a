package enginetest

import (
	"reflect"
	"testing"
)

// FlatRecord fails t on each field of a game's card record that is a
// string, a pointer or anything else holding one: the record stays plain
// data, so copying a game's cards is one memory copy the garbage
// collector never scans (engine.DefKey names the definition).
func FlatRecord[Card any](t *testing.T) {
	t.Helper()
	ty := reflect.TypeFor[Card]()
	for i := range ty.NumField() {
		switch f := ty.Field(i); f.Type.Kind() {
		case reflect.String, reflect.Pointer, reflect.Slice, reflect.Map, reflect.Interface, reflect.Func, reflect.Chan, reflect.Array, reflect.Struct:
			t.Errorf("%s.%s is a %s", ty.Name(), f.Name, f.Type.Kind())
		}
	}
}
