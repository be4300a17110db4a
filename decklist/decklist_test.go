package decklist

import (
	"errors"
	"regexp"
	"strings"
	"testing"
)

func TestRead(t *testing.T) {
	header := regexp.MustCompile(`(?i)^dynasty( deck)?\s*(\(\d+\))?$`)
	var got []string
	f := Format{Header: header, Sets: []string{"Lotus Edition", "le"}}
	err := Read([]byte("# a deck\nDynasty deck (4)\n3x Hida Kyuwa (Lotus Edition)\n1 x Skub [LE] # a goblin\nSilk Works\nIsawa Tanaka (PoH)\n\n"), f, func(n int, name string) error {
		got = append(got, strings.Repeat(name+";", n))
		return nil
	})
	if err != nil || strings.Join(got, "") != "Hida Kyuwa;Hida Kyuwa;Hida Kyuwa;Skub;Silk Works;Isawa Tanaka (PoH);" {
		t.Fatalf("%q, %v", got, err)
	}
	for list, want := range map[string]string{"0x Skub": "line 1: 0 copies of Skub (1 to 99)", "Skub\n100 Skub": "line 2: 100 copies of Skub (1 to 99)"} {
		if err := Read([]byte(list), f, func(int, string) error { return nil }); err == nil || err.Error() != want {
			t.Errorf("%q: %v, want %q", list, err, want)
		}
	}
}

// Every line that will not do is named, not the first alone.
func TestReadNamesEveryBrokenLine(t *testing.T) {
	f := Format{Header: regexp.MustCompile(`^$`)}
	err := Read([]byte("0 Skub\nHida Kyuwa\nNobody\n3x Nobody Else\n"), f, func(_ int, name string) error {
		if strings.HasPrefix(name, "Nobody") {
			return errors.New("unknown card " + name)
		}
		return nil
	})
	want := "line 1: 0 copies of Skub (1 to 99)\nline 3: unknown card Nobody\nline 4: unknown card Nobody Else"
	if err == nil || err.Error() != want {
		t.Fatalf("%v, want %q", err, want)
	}
}
