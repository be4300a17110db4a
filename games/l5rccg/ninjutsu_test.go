package l5rccg_test

import (
	"testing"

	"tessen/games/l5rccg"
)

// LE-NINJUTSU-1, LE-AREA-7: a face-down Ninja in play is a 2F/3C Ninja to
// everyone; only his controller's view knows his face.
func TestFaceDownNinjaHidden(t *testing.T) {
	pos := l5rccg.NewPosition(2)
	pos.Seats[0].Stronghold = "shiro-no-soshi"
	pos.Seats[0].InPlay = []l5rccg.CardSpec{{Card: "shosuro-osamito", Facedown: true}}
	g, err := l5rccg.FromPosition(pos, 1)
	if err != nil {
		t.Fatal(err)
	}
	ninja := -1
	for id, c := range g.S.Cards {
		if c.Def.String() == "shosuro-osamito" {
			ninja = id
		}
	}
	if ninja < 0 || !g.S.Cards[ninja].Facedown {
		t.Fatalf("no face-down Shosuro Osamito in play (%d)", ninja)
	}
	if f, c := g.S.Force(ninja), g.S.Chi(ninja); f != 2 || c != 3 || g.S.Title(ninja) != "Face-down Ninja" {
		t.Errorf("a face-down Ninja is %q %dF/%dC, want Face-down Ninja 2F/3C", g.S.Title(ninja), f, c)
	}
	for p, want := range []string{"shosuro-osamito", ""} {
		v := g.Redacted(p)
		if got := v.Cards[ninja].Def.String(); got != want {
			t.Errorf("player %d's view of the face-down Ninja: %q, want %q", p+1, got, want)
		}
		if v.Title(ninja) != "Face-down Ninja" {
			t.Errorf("player %d's view names him %q", p+1, v.Title(ninja))
		}
	}
}
