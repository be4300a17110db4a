package deck

import (
	"os"
	"testing"
)

// Any bytes as a decklist: read or refused with an error, never a crash;
// a list that reads is checked against both formats without a crash.
func FuzzParseAndCheck(f *testing.F) {
	for _, path := range []string{"samples/crane.txt", "samples/skirmish/lion.txt"} {
		b, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte(`{"cards": {"01-doji-whisperer": 3, "01-shizuka-toshi": 1}}`))
	f.Add([]byte(`[{"card_id": "01-fine-katana", "quantity": 2}]`))
	f.Add([]byte("3x\n# Dynasty deck (40)\n99 Fine Katana\n0x Banzai!\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		d, err := Parse(b)
		if err != nil {
			return
		}
		Check(d)
		CheckSkirmish(d)
		SkirmishClan(d)
	})
}
