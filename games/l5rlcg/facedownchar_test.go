package l5rlcg

import (
	"strings"
	"testing"
)

// RR-FACEDOWN-CHAR-1, ruling 34: a card put into play facedown as a
// character reads its body's values and no text; its opponent's view and
// the log do not name it, its owner's view knows it; as it leaves play it
// is faceup again, its own card, in its side's discard pile.
func TestFacedownCharacterIsHiddenFromTheOpponent(t *testing.T) {
	if texts["doji-whisperer"] == nil { // the cards package is not loaded here: a text of its own to lose
		texts["doji-whisperer"] = &Text{Abilities: []*Ability{{Timing: Action}}}
		defer delete(texts, "doji-whisperer")
	}
	g := blankGame(t, "conflict", func(pos *Position) {
		pos.Seats[0].DynastyInProvinces = [][]CardSpec{{{Card: "doji-whisperer", Facedown: true}}, {}, {}, {}}
	})
	s := g.S
	id := s.P[0].Dyn[0][0]
	x := &Ctx{S: s, P: 0, Self: id, Chosen: -1}
	x.PutIntoPlayFacedown(id, Body{Military: 1, PolDash: true, Traits: []string{"cavalry", "spirit"}}, false)
	if err := CheckInvariants(s); err != nil {
		t.Fatal(err)
	}
	if !s.IsFacedownCharacter(id) || s.Skill(id, "military") != 1 || !s.Dash(id, "political") || s.Glory(id) != 0 ||
		!s.HasTrait(id, "spirit") || !s.HasTrait(id, "cavalry") || s.HasTrait(id, "courtier") || textOf(s, id) != nil {
		t.Fatal("the facedown character does not read its body")
	}
	for _, line := range s.Log {
		if strings.Contains(line, "Doji Whisperer") {
			t.Fatalf("the log names the facedown card: %q", line)
		}
	}
	opp, own := g.Redacted(1), g.Redacted(0)
	if opp.Cards[id].Def != 0 || opp.Skill(id, "military") != 1 || strings.Contains(g.Board(1), "Doji Whisperer") {
		t.Fatal("the opponent's view names the facedown character or lost its body")
	}
	if own.Cards[id].Def != s.Cards[id].Def || !strings.Contains(g.Board(0), "facedown: Doji Whisperer") || !strings.Contains(g.Board(1), "(facedown)") {
		t.Fatal("its owner's view does not know the card")
	}
	s.leavePlay(id, "discard", "", "")
	if err := CheckInvariants(s); err != nil {
		t.Fatal(err)
	}
	if c := s.Cards[id]; c.Zone != ZDynastyDiscard || c.Facedown || s.Title(id) != "Doji Whisperer" || len(s.Bodies) != 0 || textOf(s, id) == nil {
		t.Fatal("the card is not its own, faceup, in the dynasty discard pile once it left play")
	}
}

// A determinization deals the identity of an opponent's facedown
// character again: its real card is not what the copy knows.
func TestFacedownCharacterIsDealtAgain(t *testing.T) {
	g := blankGame(t, "conflict", func(pos *Position) {
		pos.Seats[0].DynastyInProvinces = [][]CardSpec{{{Card: "doji-whisperer", Facedown: true}}, {}, {}, {}}
	})
	s := g.S
	id := s.P[0].Dyn[0][0]
	x := &Ctx{S: s, P: 0, Self: id, Chosen: -1}
	x.PutIntoPlayFacedown(id, Body{Military: 1, PolDash: true, Traits: []string{"cavalry", "spirit"}}, false)
	real, changed := s.Cards[id].Def, false
	for seed := uint64(1); seed <= 20 && !changed; seed++ {
		d := g.Determinize(1, seed).(*Game).S
		if d.Skill(id, "military") != 1 || !d.IsFacedownCharacter(id) {
			t.Fatal("the determinized copy lost the body")
		}
		changed = d.Cards[id].Def != real
	}
	if !changed {
		t.Fatal("every determinization keeps the facedown character's real card")
	}
}
