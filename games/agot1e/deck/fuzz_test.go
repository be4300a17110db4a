package deck

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"tessen/games/agot1e"
)

// Any bytes as a decklist: read, or refused with an error of one line a
// broken line, each naming its line, and no deck; a list that reads is
// checked in both formats without a crash.
func FuzzParseAndCheck(f *testing.F) {
	for _, house := range Houses {
		b, err := os.ReadFile("samples/" + house + ".txt")
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte("# Agenda\nFealty\nRobb Stark\n# House\nHouse: Tully\n0x Bronn\n99 core_1\n"))
	f.Add([]byte("Stark\nLannister\n3x\n# Plots (7)\n2 The Power of Blood [kotse]\n"))
	line := regexp.MustCompile(`^line \d+: `)
	f.Fuzz(func(t *testing.T, b []byte) {
		d, err := Parse(b)
		if err != nil {
			for _, l := range strings.Split(err.Error(), "\n") {
				if !line.MatchString(l) && !strings.Contains(l, "token too long") {
					t.Fatalf("an error line naming no line: %q", l)
				}
			}
			if d.House != "" || d.Agenda != "" || len(d.Draw)+len(d.Plots) > 0 {
				t.Fatalf("a deck from a list that did not read: %+v", d)
			}
			return
		}
		CheckFormat(d, agot1e.FormatJoust)
		CheckFormat(d, agot1e.FormatMelee)
	})
}
