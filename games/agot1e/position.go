package agot1e

import (
	"fmt"
	"slices"

	"tessen/engine"
)

// Position is a game laid out part-way through, for scenarios and tests
// (FORMAT.md, game agot-1e: setup): each seat's cards where they lie, and
// the round, phase and players that matter.
type Position struct {
	Format  string
	Rules   Rules
	Phase   string // plot … taxation
	Round   int
	First   int
	Active  int
	Seats   []SeatSpec
	Done    map[int][]string // challenges each player initiated this phase
	Limited []int            // players who played a Limited card this round
	Drawn   map[int]int      // cards drawn beyond the draw phase's this round
}

// SeatSpec is one seat's cards in a Position.
type SeatSpec struct {
	House     string     `yaml:"house"`
	Power     int        `yaml:"power"`
	Gold      int        `yaml:"gold"`
	Plot      *CardSpec  `yaml:"plot"`
	PlotDeck  []CardSpec `yaml:"plotDeck"`
	UsedPlots []CardSpec `yaml:"usedPlots"`
	Title     string     `yaml:"title"`
	Hand      []CardSpec `yaml:"hand"`
	InPlay    []CardSpec `yaml:"inPlay"`
	Shadows   []CardSpec `yaml:"shadows"`
	Deck      []CardSpec `yaml:"deck"`
	Discard   []CardSpec `yaml:"discard"`
	DeadPile  []CardSpec `yaml:"deadPile"`
}

// CardSpec is a card of a seat: its id, and in play its state; a plot's
// values may be set apart from the printed ones.
type CardSpec struct {
	Card        string     `yaml:"card"`
	Kneeling    bool       `yaml:"kneeling"`
	Power       int        `yaml:"power"`
	Gold        int        `yaml:"gold"`
	Attachments []CardSpec `yaml:"attachments"`
	Duplicates  int        `yaml:"duplicates"`
	Controller  string     `yaml:"controller"`
	Claim       *int       `yaml:"claim"`
	Income      *int       `yaml:"income"`
	Initiative  *int       `yaml:"initiative"`
}

// UnmarshalYAML reads a card as its bare id or as a mapping.
func (c *CardSpec) UnmarshalYAML(unmarshal func(any) error) error {
	var id string
	if err := unmarshal(&id); err == nil {
		c.Card = id
		return nil
	}
	type plain CardSpec
	return unmarshal((*plain)(c))
}

// FromPosition lays a position out and runs it to its first decision,
// as FORMAT.md says each phase starts.
func FromPosition(pos Position, seed uint64) (*Game, error) {
	n := len(pos.Seats)
	s := NewState(pos.Format, n, pos.Rules, seed)
	s.Round, s.First, s.Active = max(1, pos.Round), pos.First, pos.Active
	// the cards, seat by seat, in the order FORMAT.md numbers copies
	type control struct{ id, to int }
	var controls []control
	for p, seat := range pos.Seats {
		house := seat.House
		if house == "" {
			house = "neutral"
		}
		if !slices.Contains(Houses, house) {
			return nil, fmt.Errorf("%s: no House %q", PlayerLabel(p), house)
		}
		s.P[p].House, s.P[p].Title = house, seat.Title
		s.P[p].HouseCard = s.AddCard(HouseCard(house), p, ZPlay)
		s.Cards[s.P[p].HouseCard].Power = seat.Power
		s.P[p].Gold = seat.Gold
		for _, c := range seat.InPlay {
			id, err := s.place(c, p, ZPlay)
			if err != nil {
				return nil, err
			}
			if c.Controller != "" {
				q := s.playerOf(c.Controller)
				if q < 0 {
					return nil, fmt.Errorf("%s: controller %q is no player", c.Card, c.Controller)
				}
				controls = append(controls, control{id, q})
			}
		}
		for _, part := range []struct {
			cards []CardSpec
			zone  Zone
		}{{seat.Hand, ZHand}, {seat.Shadows, ZShadows}} {
			for _, c := range part.cards {
				if _, err := s.place(c, p, part.zone); err != nil {
					return nil, err
				}
			}
		}
		plot := seat.Plot
		if plot == nil {
			plot = &CardSpec{Card: "blank-plot"}
		}
		if _, err := s.place(*plot, p, ZPlot); err != nil {
			return nil, err
		}
		for _, part := range []struct {
			cards []CardSpec
			zone  Zone
		}{{seat.PlotDeck, ZPlotDeck}, {seat.UsedPlots, ZUsed}, {seat.Deck, ZDeck}, {seat.Discard, ZDiscard}, {seat.DeadPile, ZDead}} {
			for _, c := range part.cards {
				if _, err := s.place(c, p, part.zone); err != nil {
					return nil, err
				}
			}
		}
	}
	for _, c := range controls {
		s.move(c.id, c.to, ZPlay, false)
		s.Cards[c.id].Inst = 0
	}
	for p, ts := range pos.Done {
		s.P[p].Challenged = slices.Clone(ts)
	}
	for _, p := range pos.Limited {
		s.P[p].Limited = true
	}
	for p, k := range pos.Drawn {
		s.P[p].Drawn = k
	}
	if err := s.startAt(pos.Phase); err != nil {
		return nil, err
	}
	return Start(s)
}

// place makes a card of a seat's setup; in play, its attachments and
// duplicates with it. Setup cards do not enter play: nothing triggers.
func (s *State) place(c CardSpec, p int, z Zone) (int, error) {
	d := defOf(c.Card)
	if d == nil {
		return 0, fmt.Errorf("no card %q", c.Card)
	}
	switch {
	case z == ZPlot || z == ZPlotDeck || z == ZUsed:
		if d.Type != "plot" {
			return 0, fmt.Errorf("%s is no plot", c.Card)
		}
	case d.Type == "plot":
		return 0, fmt.Errorf("%s is a plot: plot, plotDeck or usedPlots", c.Card)
	case z == ZPlay && d.Type != "character" && d.Type != "location":
		return 0, fmt.Errorf("%s is %s %s: only characters and locations lie in the play area (attachments: attachments)", c.Card, article(d.Type), d.Type)
	}
	id := s.AddCard(d.ID, p, z)
	card := &s.Cards[id]
	card.Kneeling, card.Power, card.Gold = c.Kneeling, c.Power, c.Gold
	for _, set := range []struct {
		v    *int
		kind string
	}{{c.Claim, "set-claim"}, {c.Income, "set-income"}, {c.Initiative, "set-initiative"}} {
		if set.v != nil {
			s.Effects.Add(engine.Lasting{Kind: set.kind, Source: id, Player: p, Cards: engine.One(id), N: *set.v})
		}
	}
	for _, a := range c.Attachments {
		ad := defOf(a.Card)
		if ad == nil {
			return 0, fmt.Errorf("no card %q", a.Card)
		}
		if ad.Type != "attachment" {
			return 0, fmt.Errorf("%s is no attachment", a.Card)
		}
		aid := s.AddCard(ad.ID, p, ZAttached)
		s.Cards[aid].Parent, s.Cards[aid].Kneeling = int32(id), a.Kneeling
	}
	for range c.Duplicates {
		did := s.AddCard(d.ID, p, ZAttached)
		s.Cards[did].Parent, s.Cards[did].Dup = int32(id), true
	}
	return id, nil
}

func article(w string) string {
	if w != "" && slices.Contains([]byte("aeiou"), w[0]) {
		return "an"
	}
	return "a"
}

// startAt puts the frames on the stack that start the game at a phase's
// first decision (FORMAT.md, game agot-1e, setup.phase).
func (s *State) startAt(phase string) error {
	if phase == "" {
		phase = "challenges"
	}
	i := phaseIndex(phase)
	if i < 0 {
		return fmt.Errorf("phase %q: one of %v", phase, Phases)
	}
	s.Push(engine.Frame{Kind: kRound, Stage: i + 1})
	f := s.Push(engine.Frame{Kind: kPhase, Labels: []string{phase}, Player: s.First})
	if phase == "plot" {
		return nil // the phase begins: its framework window, then the actions
	}
	s.Phase, f.Stage = phase, phBody
	s.Begin(phase)
	turn := slices.Index(s.order(s.First), s.Active)
	if turn < 0 {
		return fmt.Errorf("activePlayer is not in the game")
	}
	switch phase {
	case "marshalling": // income counted, the active player's turn open
		f.Index, f.Turn = 1, turn
		s.P[s.Active].Gold += s.income(s.Active)
		s.actions()
	case "challenges":
		f.Turn = turn
	case "dominance", "standing", "taxation":
		f.Index = 1 // the framework event happened; its actions follow
	}
	return nil
}
