package cards

import (
	"encoding/json"
	"testing"

	"tessen/engine"
	"tessen/games/agot1e"
	"tessen/games/agot1e/carddb"
)

// houseDeck is a deck of a House's cards, one of each title first, then
// more copies and neutral cards to 60, and 7 plots of its House or
// neutral.
func baratheonDeck(house string) agot1e.Deck {
	d := agot1e.Deck{House: house}
	copies := map[string]int{}
	add := func(c *carddb.Def) {
		if len(d.Draw) < 60 && copies[c.ID] < min(3, c.Limit) {
			d.Draw = append(d.Draw, c.ID)
			copies[c.ID]++
		}
	}
	for _, c := range carddb.Std().All {
		if c.Type == "plot" && len(d.Plots) < 7 && (len(c.Houses) == 0 && c.HouseOnly == "" || c.HouseOnly == house) {
			d.Plots = append(d.Plots, c.ID)
		}
	}
	for range 3 {
		for _, c := range carddb.Std().All {
			if c.Type != "plot" && len(c.Houses) > 0 && c.Houses[0] == house {
				add(c)
			}
		}
	}
	for _, c := range carddb.Std().All {
		if c.Type != "plot" && len(c.Houses) == 0 && c.HouseOnly == "" {
			add(c)
		}
	}
	return d
}

// TestBaratheonRandomGames plays random games with House Baratheon's
// cards, in joust and melee, to their end: every answer the bots are
// offered must be taken, and the state stay whole.
func TestBaratheonRandomGames(t *testing.T) {
	for seed := range uint64(24) {
		houses := []string{"baratheon", "baratheon"}
		if seed%3 == 1 {
			houses = []string{"baratheon", "stark", "lannister"}
		}
		var pl agot1e.Players
		for _, h := range houses {
			pl.Decks = append(pl.Decks, baratheonDeck(h))
		}
		if len(houses) > 2 {
			pl.Format = agot1e.FormatMelee
		}
		setup, _ := json.Marshal(pl)
		g, err := engine.New(agot1e.Name, setup, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(seed + 7)
		for n := 0; !g.Over(); n++ {
			if n > 20000 {
				t.Fatalf("seed %d: no end after %d answers", seed, n)
			}
			d := g.Pending()
			as := engine.Choices(g)
			if len(as) == 0 {
				t.Fatalf("seed %d: decision %s with no choices (open %v)", seed, d.Kind, d.Open)
			}
			a := as[rng.Intn(len(as))]
			if err := g.Answer(d.AnswererFor(d.Players[0]), a); err != nil {
				t.Fatalf("seed %d: %s refused: %v\n%s", seed, a.Verb, err, lastLog(g))
			}
			if err := g.(*agot1e.Game).S.CheckInvariants(); err != nil {
				t.Fatalf("seed %d: %v\n%s", seed, err, lastLog(g))
			}
			if c := g.Clone(); n%50 == 0 && c.Hash() != g.Hash() {
				t.Fatalf("seed %d: a copy differs", seed)
			}
		}
	}
}

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
		if s.Cards[id].Def == def && s.InPlay(id) {
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
