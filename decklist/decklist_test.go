package decklist

import (
	"regexp"
	"strings"
	"testing"
)

func TestRead(t *testing.T) {
	header := regexp.MustCompile(`(?i)^dynasty( deck)?\s*(\(\d+\))?$`)
	var got []string
	err := Read([]byte("# a deck\nDynasty deck (4)\n3x Hida Kyuwa\n1 Skub # a goblin\nSilk Works\n\n"), header, func(n int, name string) error {
		got = append(got, strings.Repeat(name+";", n))
		return nil
	})
	if err != nil || strings.Join(got, "") != "Hida Kyuwa;Hida Kyuwa;Hida Kyuwa;Skub;Silk Works;" {
		t.Fatalf("%q, %v", got, err)
	}
	for list, want := range map[string]string{"0x Skub": "line 1: 0 copies of Skub", "Skub\n100 Skub": "line 2: 100 copies of Skub"} {
		if err := Read([]byte(list), header, func(int, string) error { return nil }); err == nil || err.Error() != want {
			t.Errorf("%q: %v, want %q", list, err, want)
		}
	}
}
