package engine

import (
	"encoding/json"
	"fmt"
	"strings"
)

// EncodeLines writes values as a JSON list, one value a line, so that a
// data file built from them (the games' card facts) shows a rebuild as a
// readable diff; name says which value would not encode.
func EncodeLines[T any](vs []T, name func(T) string) ([]byte, error) {
	var b strings.Builder
	b.WriteString("[\n")
	for i, v := range vs {
		line, err := json.Marshal(v)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name(v), err)
		}
		b.Write(line)
		if i < len(vs)-1 {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	b.WriteString("]\n")
	return []byte(b.String()), nil
}

// DecodeLines decodes a data file EncodeLines wrote that is shipped inside
// the binary: one that does not decode is the build's fault, so it panics,
// naming the data (what).
func DecodeLines[T any](b []byte, what string) []T {
	var vs []T
	if err := json.Unmarshal(b, &vs); err != nil {
		panic(what + ": embedded data does not decode: " + err.Error())
	}
	return vs
}
