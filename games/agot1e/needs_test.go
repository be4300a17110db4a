package agot1e

import (
	"slices"
	"testing"

	"tessen/engine"
)

// needsGame is a joust in the marshalling phase, player 2 controlling the
// test's location (saves_test.go: an action that kneels itself).
func needsGame(t *testing.T, kneeling bool) (*Game, int) {
	t.Helper()
	g, err := FromPosition(Position{Format: FormatJoust, Rules: DefaultRules(), Phase: "marshalling", Seats: []SeatSpec{
		{House: "stark", InPlay: []CardSpec{{Card: "arya-stark"}}},
		{House: "lannister", InPlay: []CardSpec{{Card: "blank-location", Kneeling: kneeling}}},
	}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	return g, g.S.P[1].Play[1]
}

// offersUse reports whether p is offered to use card id.
func offersUse(s *State, p, id int) bool {
	return slices.ContainsFunc(s.actionOffers(p), func(a engine.Answer) bool { return a.Verb == "use" && a.Cards[0] == id })
}

// AG-ABIL-1: an action whose cost kneels its card is not offered while the
// card kneels, and is passed by without its conditions being asked; the
// same card standing is offered.
func TestNeedsPassByWhatCannotBePaid(t *testing.T) {
	if n := texts["blank-location"].Abilities[0].needs; n != needStanding|needInPlay {
		t.Fatalf("the location's action needs %b, want standing and in play", n)
	}
	for _, kneeling := range []bool{true, false} {
		g, loc := needsGame(t, kneeling)
		a := texts["blank-location"].Abilities[0]
		asked, was := 0, a.If
		a.If = func(x *Ctx) bool { asked++; return true }
		offered := offersUse(g.S, 1, loc)
		a.If = was
		if offered == kneeling || (asked > 0) == kneeling {
			t.Errorf("kneeling %v: offered %v, its conditions asked %d times", kneeling, offered, asked)
		}
	}
}

// A need its ability does not have (here gold, the player having none,
// for an action that costs none) hides a usable ability; the tests'
// verification (engine.VerifyNeeds) asks it anyway and fails.
func TestVerifyNeedsCatchesAFalseNeed(t *testing.T) {
	g, loc := needsGame(t, false)
	g.S.P[1].Gold = 0
	a := texts["blank-location"].Abilities[0]
	was := a.needs
	a.needs |= needGold
	defer func() { a.needs = was }()
	if offersUse(g.S, 1, loc) {
		t.Fatal("an ability whose needs are unmet was offered")
	}
	engine.VerifyNeeds = true
	defer func() { engine.VerifyNeeds = false }()
	defer func() {
		if recover() == nil {
			t.Error("VerifyNeeds did not catch an ability usable though its needs were unmet")
		}
	}()
	offersUse(g.S, 1, loc)
}
