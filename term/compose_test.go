package term

import (
	"strings"
	"testing"

	"tessen/engine"
)

// A line composes an answer of its parts: labels, cards by number or by
// name (copies alike each once), "CARD to LABEL" for a part that labels
// its cards; what is outside a part is refused naming it; a lone number
// is left to the list.
func TestComposeLines(t *testing.T) {
	names := map[int]string{10: "Kaiu Envoy", 11: "For Shame!", 12: "For Shame!", 13: "Hida Kisada"}
	c := composer{name: func(id int) string { return names[id] }, parts: []engine.Part{
		{Verb: "declare", Kind: engine.PartLabel, Name: "ring", Labels: []string{"air", "fire"}},
		{Verb: "declare", Kind: engine.PartCards, Name: "attackers", Cards: []int{10, 13}, Min: 1, Max: 2},
		{Verb: "assign", Kind: engine.PartEach, Name: "units", Cards: []int{10, 13}, Labels: []string{"1", "2"}, Max: 2},
	}}
	for line, want := range map[string]string{
		"declare fire 2 1":                              "declare #13 #10 fire",
		"declare air | Hida Kisada":                     "declare #13 air",
		"assign Kaiu Envoy to 2, 2 to 1":                "assign #10 #13 2 1",
		"declare water 1":                               "ring",
		"declare air 3":                                 "no card 3",
		"assign Kaiu Envoy":                             "names no label",
		"declare fire Kaiu Envoy, Hida Kisada | Doji X": "more than the parts",
	} {
		a, ok, err := c.parse(line, nil)
		got := a.String()
		if err != nil {
			got = err.Error()
		}
		if !ok || !strings.Contains(got, want) {
			t.Errorf("%q: %q (composed: %v); want %q", line, got, ok, want)
		}
	}
	choose := composer{name: func(id int) string { return names[id] }, parts: []engine.Part{{Verb: "choose", Kind: engine.PartCards, Name: "cards", Cards: []int{10, 11, 12}, Min: 1, Max: 3}}}
	for line, want := range map[string]string{"2 3": "choose #11 #12", "For Shame!, For Shame!": "choose #11 #12", "Kaiu Envoy": "choose #10"} {
		if a, ok, err := choose.parse(line, nil); !ok || err != nil || a.String() != want {
			t.Errorf("%q: %v %v %v; want %s", line, a, ok, err, want)
		}
	}
	if _, ok, _ := choose.parse("2", nil); ok {
		t.Error("a lone number was taken for a card, not for the list's answer")
	}
	asked := []string{"fire", "Hida Kisada"}
	a, _, err := c.parse("declare", func(string) (string, bool) { l := asked[0]; asked = asked[1:]; return l, true })
	if err != nil || a.String() != "declare #13 fire" {
		t.Errorf("asked part by part: %v, %v", a, err)
	}
}
