package l5rlcg_test

import (
	"testing"

	"tessen/games/l5rlcg"
)

// RR-FACEDOWN-3: while Asahina Takako is in play, her controller sees the
// facedown cards in their own provinces; the opponent does not, and
// without her neither does the owner.
func TestSeeOwnFacedownProvinceCards(t *testing.T) {
	for _, takako := range []bool{true, false} {
		pos := l5rlcg.NewPosition()
		pos.Seats[0].DynastyInProvinces = [][]l5rlcg.CardSpec{{{Card: "doji-whisperer", Facedown: true}}}
		if takako {
			pos.Seats[0].InPlay = []l5rlcg.CardSpec{{Card: "asahina-takako"}}
		}
		g, err := l5rlcg.FromPosition(pos, 1)
		if err != nil {
			t.Fatal(err)
		}
		hidden := findCard(g.S, "doji-whisperer")
		if got := g.S.Visible(0, hidden); got != takako {
			t.Errorf("with Takako %v: her player sees the facedown card: %v", takako, got)
		}
		if g.S.Visible(1, hidden) {
			t.Errorf("with Takako %v: the opponent sees the facedown card", takako)
		}
	}
}
