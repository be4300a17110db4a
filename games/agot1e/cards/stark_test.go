package cards_test

import (
	"testing"

	"tessen/games/agot1e"
)

// Shaggydog is immune to events while his player controls a House Stark
// Lord character, and only then; to other effects never (no event of the
// pool written so far may target him, so his words are asked directly).
func TestShaggydogImmuneToEventsWithALord(t *testing.T) {
	for _, lord := range []bool{true, false} {
		mine := []agot1e.CardSpec{{Card: "shaggydog"}}
		if lord {
			mine = append(mine, agot1e.CardSpec{Card: "robb-stark-core"})
		}
		pos := agot1e.Position{Format: agot1e.FormatJoust, Phase: "dominance", Seats: []agot1e.SeatSpec{
			{House: "stark", InPlay: mine},
			{House: "lannister", Hand: []agot1e.CardSpec{{Card: "guilty"}}, InPlay: []agot1e.CardSpec{{Card: "ser-ilyn-payne"}}},
		}}
		g, err := agot1e.FromPosition(pos, 1)
		if err != nil {
			t.Fatal(err)
		}
		s := g.S
		find := func(def string) int {
			for id := range s.Cards {
				if s.Cards[id].Def.String() == def {
					return id
				}
			}
			t.Fatalf("no %s", def)
			return -1
		}
		dog, event, char := find("shaggydog"), find("guilty"), find("ser-ilyn-payne")
		immune := agot1e.TextOf("shaggydog").Immune
		if got := immune(s, dog, dog, &agot1e.Ctx{S: s, P: 1, Card: event}); got != lord {
			t.Errorf("with a Lord %v: immune to an event: %v", lord, got)
		}
		if immune(s, dog, dog, &agot1e.Ctx{S: s, P: 1, Card: char}) {
			t.Errorf("with a Lord %v: immune to a character's ability", lord)
		}
	}
}
