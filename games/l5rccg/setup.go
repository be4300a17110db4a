package l5rccg

import (
	"encoding/json"
	"fmt"
	"slices"

	"tessen/engine"
)

// Deck is one player's play deck: a Stronghold and the two decks, by
// card id (LE-DECK-1 is the deck checker's; a game takes any deck).
type Deck struct {
	Name       string   `json:"name,omitempty"`
	Stronghold string   `json:"stronghold"`
	Sensei     string   `json:"sensei,omitempty"` // the Sensei's and Wind's effects are not written yet
	Wind       string   `json:"wind,omitempty"`
	Dynasty    []string `json:"dynasty"`
	Fate       []string `json:"fate"`
}

// Players is a game's setup: its format, names and each seat's deck.
type Players struct {
	Format string   `json:"format,omitempty"`
	Names  []string `json:"names,omitempty"`
	Decks  []Deck   `json:"decks"`
}

func init() {
	engine.Register(Name, func(setup json.RawMessage) (engine.Starter, error) {
		var pl Players
		if err := json.Unmarshal(setup, &pl); err != nil {
			return nil, fmt.Errorf("l5r-ccg setup: %w", err)
		}
		t, err := newTable(pl)
		if err != nil {
			return nil, err
		}
		return func(seed uint64) (engine.Game, error) { return t.start(seed) }, nil
	})
}

// table is a setup read once: the cards made, the decks in order.
// Several goroutines may start games from one table.
type table struct{ s *State }

func newTable(pl Players) (*table, error) {
	if pl.Format == "" {
		pl.Format = FormatLotus
	}
	switch {
	case pl.Format != FormatLotus && pl.Format != FormatNewEra:
		return nil, fmt.Errorf("format %q: tessen plays the Lotus Edition rules (lotus) and New Era's (new-era)", pl.Format)
	case pl.Format == FormatNewEra && len(pl.Decks) != 2:
		return nil, fmt.Errorf("%d decks: a New Era game is for 2 players", len(pl.Decks))
	case len(pl.Decks) < 2 || len(pl.Decks) > 6:
		return nil, fmt.Errorf("%d decks: a game is for 2 to 6 players", len(pl.Decks))
	}
	if len(pl.Names) > len(pl.Decks) {
		return nil, fmt.Errorf("%d names for %d players", len(pl.Names), len(pl.Decks))
	}
	s := &State{Format: pl.Format, Turn: 1, Favor: -1, P: make([]Player, len(pl.Decks)), Names: make([]string, len(pl.Decks))}
	for p := range s.P {
		s.Names[p] = PlayerKey(p)
		if p < len(pl.Names) && pl.Names[p] != "" {
			s.Names[p] = pl.Names[p]
		}
		if err := neDeck(pl.Format, pl.Decks[p]); err != nil {
			return nil, fmt.Errorf("%s's deck: %w", s.Names[p], err)
		}
		if err := s.buildDeck(p, pl.Decks[p]); err != nil {
			return nil, fmt.Errorf("%s's deck: %w", s.Names[p], err)
		}
	}
	return &table{s}, nil
}

// buildDeck makes one player's cards: the Stronghold in play, the decks
// in the order given (start shuffles them).
func (s *State) buildDeck(p int, d Deck) error {
	pl := &s.P[p]
	id, err := s.newCard(d.Stronghold, p)
	if err != nil {
		return fmt.Errorf("stronghold: %w", err)
	}
	if s.def(id).Type != "stronghold" {
		return fmt.Errorf("%s is not a Stronghold", d.Stronghold)
	}
	s.Cards[id].Zone, pl.Stronghold = ZStronghold, id
	pl.Honor = s.def(id).StartingHonor
	for _, k := range [...]struct{ kind, c string }{{"sensei", d.Sensei}, {"wind", d.Wind}} { // in this order: ids are the game's
		kind, c := k.kind, k.c
		if c == "" {
			continue
		}
		id, err := s.newCard(c, p)
		if err != nil {
			return fmt.Errorf("%s: %w", kind, err)
		}
		if s.def(id).Type != kind {
			return fmt.Errorf("%s is not a %s", c, kind)
		}
		s.Cards[id].Zone = ZPreGame
		pl.PreGame = append(pl.PreGame, id)
	}
	pl.Honor = s.startingHonor(p)
	for _, l := range []struct {
		ids  []string
		deck string
		zone Zone
		list *[]int
	}{{d.Dynasty, "dynasty", ZDynastyDeck, &pl.DynastyDeck}, {d.Fate, "fate", ZFateDeck, &pl.FateDeck}} {
		if len(l.ids) < 5 {
			return fmt.Errorf("the %s deck needs at least 5 cards to begin (it has %d)", l.deck, len(l.ids))
		}
		for _, c := range l.ids {
			id, err := s.newCard(c, p)
			if err != nil {
				return err
			}
			if got := s.def(id).Deck; got != l.deck {
				return fmt.Errorf("%s is a %s card, not a %s card", c, got, l.deck)
			}
			s.Cards[id].Zone = l.zone
			*l.list = append(*l.list, id)
		}
	}
	return nil
}

// start begins a game from the table (LE-SETUP-1, LE-SETUP-2): the
// decks shuffled, four Provinces filled face down, five cards drawn, and
// the highest Starting Family Honor going first (a tie drawn at random).
func (t *table) start(seed uint64) (*Game, error) {
	s := t.s.Clone()
	s.Core = engine.NewCore(len(s.P), seed)
	best, first := []int{}, -1
	for p := range s.P {
		pl := &s.P[p]
		s.shuffle(pl.DynastyDeck)
		s.shuffle(pl.FateDeck)
		for n := 1; n <= s.startingProvinces(p); n++ {
			pl.Provinces = append(pl.Provinces, Province{Number: n, Card: -1})
		}
		switch h := pl.Honor; {
		case first < 0 || h > s.P[first].Honor:
			best, first = []int{p}, p
		case h == s.P[first].Honor:
			best = append(best, p)
		}
	}
	s.Active = best[s.RNG.Intn(len(best))]
	s.First = s.Active
	s.Say(s.Names[s.Active], " goes first")
	s.turnToBSide()
	s.Push(engine.Frame{Kind: kTurn})
	s.Push(engine.Frame{Kind: kSetup})
	return Start(s)
}

// kSetup is what happens before the first turn, once the first player is
// known (LE-SETUP-2): each player's traits that act then, from the first
// player in turn order (his Stronghold's, Text.Setup; then those of the
// cards of his decks, Text.BeforeShuffle, once a title; Turn: the player's
// place in turn order; Stage: 0 the Stronghold, 1 the decks looked at, 2
// their cards in Cards, Index the next); then the Provinces fill and each
// player draws five cards.
const kSetup = "setup"

func setupFrame(s *State, f *engine.Frame) engine.Status {
	for f.Turn < len(s.P) {
		p := (s.First + f.Turn) % len(s.P)
		switch f.Stage {
		case 0:
			f.Stage = 1
			if t := s.text(s.P[p].Stronghold); t != nil && t.Setup != nil {
				t.Setup(&Ctx{S: s, P: p, Self: s.P[p].Stronghold})
				return engine.Again
			}
		case 1:
			f.Stage, f.Index, f.Cards = 2, 0, s.beforeShuffle(p)
		default:
			if f.Index < len(f.Cards) {
				id := f.Cards[f.Index]
				f.Index++
				if z := s.Cards[id].Zone; z == ZDynastyDeck || z == ZFateDeck {
					s.text(id).BeforeShuffle(&Ctx{S: s, P: p, Self: id})
				}
				return engine.Again
			}
			f.Turn, f.Stage = f.Turn+1, 0
		}
	}
	for p := range s.P {
		s.refill(p)
		s.draw(p, 5)
	}
	return engine.Done
}

// beforeShuffle lists the first card of each title in p's decks with a
// trait acting before the game.
func (s *State) beforeShuffle(p int) []int {
	var out []int
	var seen []string
	for _, deck := range [][]int{s.P[p].DynastyDeck, s.P[p].FateDeck} {
		for _, id := range deck {
			if t := s.text(id); t != nil && t.BeforeShuffle != nil && !slices.Contains(seen, s.Title(id)) {
				seen = append(seen, s.Title(id))
				out = append(out, id)
			}
		}
	}
	return out
}

// shuffle puts a list in a random order from the game's generator.
func (s *State) shuffle(l []int) {
	for i := len(l) - 1; i > 0; i-- {
		j := s.RNG.Intn(i + 1)
		l[i], l[j] = l[j], l[i]
	}
}

// startingProvinces is how many Provinces p begins with: four, or what
// his Stronghold says.
func (s *State) startingProvinces(p int) int {
	if t := s.text(s.P[p].Stronghold); t != nil && t.Provinces > 0 {
		return t.Provinces
	}
	return 4
}
