package scenario

import (
	"errors"
	"testing"

	"gopkg.in/yaml.v3"
)

type cardT struct {
	Card  string  `yaml:"card"`
	Bowed bool    `yaml:"bowed"`
	Att   []cardT `yaml:"attachments"`
}

func (c *cardT) UnmarshalYAML(unmarshal func(any) error) error {
	var id string
	if err := unmarshal(&id); err == nil {
		*c = cardT{Card: id}
		return nil
	}
	type plain cardT
	return unmarshal((*plain)(c))
}

type seatT struct {
	Honor  *int             `yaml:"honor"`
	InPlay []cardT          `yaml:"inPlay"`
	Rings  map[string]cardT `yaml:"rings"`
}

// Decode refuses a key its type does not name, at any depth, naming the
// key, where it stands and its line; a card written by its id alone is
// not a key.
func TestDecodeRefusesUnknownKeys(t *testing.T) {
	for _, c := range []struct{ src, key, where string }{
		{"honor: 3\ninPlay: [a, {card: b, bowed: true}]\n", "", ""},
		{"honr: 3\n", "honr", "setup"},
		{"inPlay: [a, {card: b, bowd: true}]\n", "bowd", "setup.inPlay[2]"},
		{"inPlay:\n  - {card: b, attachments: [c, {card: d, x: 1}]}\n", "x", "setup.inPlay[1].attachments[2]"},
		{"rings:\n  air: {card: a, fate: 1}\n", "fate", "setup.rings.air"},
		{"base: &b {card: a}\ninPlay: [*b]\n", "base", "setup"},
	} {
		var n yaml.Node
		if err := yaml.Unmarshal([]byte(c.src), &n); err != nil {
			t.Fatal(err)
		}
		var s seatT
		err := Decode(&n, &s, "setup")
		var uk *UnknownKey
		switch {
		case c.key == "" && err != nil:
			t.Errorf("%q: %v", c.src, err)
		case c.key != "" && !errors.As(err, &uk):
			t.Errorf("%q: got %v, want an unknown key %q", c.src, err, c.key)
		case c.key != "" && (uk.Key != c.key || uk.Where != c.where || uk.Line == 0):
			t.Errorf("%q: got %q in %q line %d, want %q in %q", c.src, uk.Key, uk.Where, uk.Line, c.key, c.where)
		}
	}
}
