package cards

import (
	"testing"

	"tessen/engine"
	"tessen/games/agot1e"
)

func lastLog(g engine.Game) string {
	log := g.(*agot1e.Game).S.Log
	if len(log) > 15 {
		log = log[len(log)-15:]
	}
	out := ""
	for _, l := range log {
		out += l + "\n"
	}
	return out
}

// position lays out a joust in the challenges phase with player1's cards
// in play, for the tests of words no card of the pool can yet set off.
func position(t *testing.T, inPlay ...string) *agot1e.Game {
	t.Helper()
	var cards []agot1e.CardSpec
	for _, c := range inPlay {
		cards = append(cards, agot1e.CardSpec{Card: c})
	}
	blank := agot1e.CardSpec{Card: "blank-character"}
	pos := agot1e.Position{Format: agot1e.FormatJoust, Rules: agot1e.DefaultRules(), Phase: "challenges",
		Seats: []agot1e.SeatSpec{{House: "baratheon", InPlay: cards, Deck: []agot1e.CardSpec{blank, blank}},
			{House: "stark", InPlay: []agot1e.CardSpec{blank}, Deck: []agot1e.CardSpec{blank, blank}}}}
	g, err := agot1e.FromPosition(pos, 1)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func find(s *agot1e.State, def string) int {
	for id := range s.Cards {
		if s.Cards[id].Def.String() == def && s.InPlay(id) {
			return id
		}
	}
	return -1
}

// An opponent's effect that would discard Knight of the Rainwood from
// play fails; killing him does not (no card of the Core Set or Kings of
// the Sea in the game yet discards a character from play).
func TestKnightOfTheRainwoodCannotBeDiscarded(t *testing.T) {
	g := position(t, "knight-of-the-rainwood")
	s := g.S
	knight := find(s, "knight-of-the-rainwood")
	x := &agot1e.Ctx{S: s, P: 1, Card: s.P[1].HouseCard, Ab: &agot1e.Ability{}}
	x.Discard(knight)
	if !x.Failed || s.Cards[knight].Dying != agot1e.ZNone {
		t.Fatalf("Knight of the Rainwood was discarded from play")
	}
	x = &agot1e.Ctx{S: s, P: 1, Card: s.P[1].HouseCard, Ab: &agot1e.Ability{}}
	x.Kill(knight)
	if x.Failed || s.Cards[knight].Dying != agot1e.ZDead {
		t.Fatalf("Knight of the Rainwood could not be killed")
	}
}

// Stannis's Northern Cavalry cannot be killed or discarded in a phase in
// which its STR was raised, even once the raise is over; in a phase in
// which it was not, it can (no card of the game yet raises its STR: it
// has no attachments and is no Asshai).
func TestNorthernCavalryStrChanged(t *testing.T) {
	g := position(t, "stanniss-northern-cavalry", "blank-character")
	s := g.S
	cav := find(s, "stanniss-northern-cavalry")
	other := &agot1e.Ctx{S: s, P: 1, Card: s.P[1].HouseCard, Ab: &agot1e.Ability{}}
	if s.Cannot(cav, "leave-killed") {
		t.Fatalf("its STR untouched, the Cavalry cannot be killed")
	}
	other.AddStr(1, agot1e.UntilPhase, cav)
	if !s.Cannot(cav, "leave-killed") || !s.Cannot(cav, "leave-discarded") {
		t.Fatalf("its STR raised, the Cavalry can be killed or discarded")
	}
	// the game's next steps note the raise (the state changed outside
	// them); then it ends
	s.Unsettle()
	for _, p := range []int{0, 1} {
		if err := g.Answer(p, engine.Pass); err != nil {
			t.Fatal(err)
		}
	}
	s.Effects.Expire(agot1e.UntilPhase)
	if s.Str(cav) != 3 {
		t.Fatalf("STR %d, want 3", s.Str(cav))
	}
	other.Kill(cav)
	if !other.Failed || s.Cards[cav].Dying != agot1e.ZNone {
		t.Fatalf("the Cavalry was killed in a phase in which its STR was raised")
	}
	// the next phase forgets it
	s.ResetUses("phase")
	other.Failed = false
	other.Kill(cav)
	if other.Failed || s.Cards[cav].Dying != agot1e.ZDead {
		t.Fatalf("the Cavalry could not be killed in a phase in which its STR was not changed")
	}
}
