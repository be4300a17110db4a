package l5rccg

import "testing"

// NE-CONQUEROR: no card tessen has carries the keyword, so the test gives
// it by an effect: a Conqueror's unit comes home from its battle unbowed,
// Follower too, in New Era; in Lotus, and without the keyword, bowed.
func TestNewEraConqueror(t *testing.T) {
	for _, c := range []struct {
		format    string
		conqueror bool
		bowed     bool
	}{{FormatNewEra, true, false}, {FormatNewEra, false, true}, {FormatLotus, true, true}} {
		pos := NewPosition(2)
		pos.Format = c.format
		pos.Seats[0].InPlay = []CardSpec{{Card: "hida-kyuwa", Attachments: []CardSpec{{Card: "berserkers"}}}}
		g, err := FromPosition(pos, 1)
		if err != nil {
			t.Fatal(err)
		}
		s := g.S
		hida, follower := -1, -1
		for id, card := range s.Cards {
			switch card.Def.String() {
			case "hida-kyuwa":
				hida = id
			case "berserkers":
				follower = id
			}
		}
		s.Attack = Attack{Active: true, Attacker: 0, Defender: 1, Fields: []int{1}, Battle: 1}
		s.Cards[hida].Zone, s.Cards[hida].Prov = ZBattle, 1
		if c.conqueror {
			s.addEffect(efKeyword, 0, []int{hida}, 0, "Conqueror", UntilTurn)
		}
		s.afterResolution(1)
		for _, id := range []int{hida, follower} {
			if got := s.Cards[id]; got.Zone != ZHome && id == hida || got.Bowed != c.bowed {
				t.Errorf("%s, Conqueror %v: %s is at %v, bowed %v; want home, bowed %v", c.format, c.conqueror, s.Title(id), got.Zone, got.Bowed, c.bowed)
			}
		}
	}
}
