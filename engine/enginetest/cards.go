package enginetest

import (
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"tessen/engine"
)

// CardsReadAsPrinted checks what a table shows of every card of ids
// (cat.Card): its title, what kind of card it is ("Type") and its facts
// as labelled lines in the game's words, none of which names a field of
// the card data (def is a value of the data's record: its JSON names are
// the fields, but for words, the game's own words that a field is also
// named by) nor says "true" or "false", nor shows the card's id.
func CardsReadAsPrinted(t *testing.T, cat engine.Catalogue, ids []string, def any, words ...string) {
	t.Helper()
	raw := []string{"true", "false"}
	rt := reflect.TypeOf(def)
	for i := range rt.NumField() {
		name, _, _ := strings.Cut(rt.Field(i).Tag.Get("json"), ",")
		if name != "" && !slices.Contains(words, name) {
			raw = append(raw, regexp.QuoteMeta(name))
		}
	}
	fields := regexp.MustCompile(`\b(` + strings.Join(raw, "|") + `)\b`)
	for _, id := range ids {
		info, ok := cat.Card(id)
		if !ok || info.Title == "" {
			t.Errorf("%s: no card, or no title: %+v", id, info)
			continue
		}
		if !slices.ContainsFunc(info.Lines, func(l engine.CardLine) bool { return l.Label == "Type" }) {
			t.Errorf("%s: not told what kind of card it is: %+v", id, info.Lines)
		}
		for _, l := range info.Lines {
			for _, s := range []string{l.Label, l.Text} {
				if m := fields.FindString(s); m != "" || strings.Contains(s, id) && strings.Contains(id, "-") {
					t.Errorf("%s: %q: %q names the card data's fields or id (%q)", id, l.Label, l.Text, m)
				}
			}
		}
	}
}
