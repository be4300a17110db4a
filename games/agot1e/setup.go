package agot1e

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"tessen/engine"
)

// Base is the state's engine core (engine.Host).
func (s *State) Base() *engine.Core { return &s.Core }

func init() {
	engine.Register(Name, func(setup json.RawMessage) (engine.Starter, error) {
		var pl Players
		if err := json.Unmarshal(setup, &pl); err != nil {
			return nil, fmt.Errorf("agot-1e setup: %w", err)
		}
		t, err := NewTable(pl)
		if err != nil {
			return nil, err
		}
		return t.Start, nil
	})
}

// Table is a setup read once: the cards made, the decks in order.
// Several goroutines may start games from one table.
type Table struct{ s *State }

// NewTable makes the cards of a game's decks (AG-DECK-1): a House card,
// the draw deck, the plot deck.
func NewTable(pl Players) (*Table, error) {
	n := len(pl.Decks)
	format := pl.Format
	if format == "" {
		format = FormatJoust
		if n > 2 {
			format = FormatMelee
		}
	}
	switch {
	case format == FormatJoust && n != 2:
		return nil, fmt.Errorf("agot-1e: a joust is for 2 players, not %d", n)
	case format == FormatMelee && (n < 3 || n > 6):
		return nil, fmt.Errorf("agot-1e: a melee is for 3 to 6 players, not %d", n)
	case format != FormatJoust && format != FormatMelee:
		return nil, fmt.Errorf("agot-1e: no format %q (joust or melee)", format)
	}
	rules, err := MakeRules(pl.Rules)
	if err != nil {
		return nil, err
	}
	s := &State{Core: engine.NewCore(n, 0), Format: format, Rules: rules, P: make([]Player, n), First: 0,
		InitiativeWinner: -1, Dominance: -1, Chal: Challenge{Winner: -1}}
	s.Names = make([]string, n)
	for i := range n {
		s.Names[i] = PlayerLabel(i)
		if i < len(pl.Names) && pl.Names[i] != "" {
			s.Names[i] = pl.Names[i]
		}
	}
	for p, d := range pl.Decks {
		house := d.House
		if house == "" {
			house = "neutral"
		}
		if !slices.Contains(Houses, house) {
			return nil, fmt.Errorf("agot-1e: seat %d: no House %q (%s)", p+1, house, strings.Join(Houses, ", "))
		}
		s.P[p] = Player{House: house, Plot: -1, Chosen: -1}
		s.P[p].HouseCard = s.addCard(HouseCard(house), p, ZPlay)
		for _, id := range d.Draw {
			def := defOf(id)
			if def == nil {
				return nil, fmt.Errorf("agot-1e: seat %d: no card %q", p+1, id)
			}
			if def.Type == "plot" {
				return nil, fmt.Errorf("agot-1e: seat %d: %s is a plot, not a draw card (AG-DECK-1)", p+1, def.Title)
			}
			s.addCard(def.ID, p, ZDeck)
		}
		for _, id := range d.Plots {
			def := defOf(id)
			if def == nil || def.Type != "plot" {
				return nil, fmt.Errorf("agot-1e: seat %d: %q is no plot (AG-DECK-1)", p+1, id)
			}
			s.addCard(def.ID, p, ZPlotDeck)
		}
	}
	s.index()
	return &Table{s: s}, nil
}

// addCard makes a card of def for p at zone z and returns its id.
func (s *State) addCard(def string, p int, z Zone) int {
	id := len(s.Cards)
	s.Cards = append(s.Cards, Card{Def: engine.KeyOf(def), Owner: int8(p), Controller: int8(p), Parent: -1})
	s.Cards[id].Zone = z
	if z == ZPlot {
		s.P[p].Plot = id
	} else if l := s.list(p, z); l != nil {
		*l = append(*l, id)
	}
	return id
}

// AddCard makes a card for a scenario's setup, its facts looked up.
func (s *State) AddCard(def string, p int, z Zone) int {
	id := s.addCard(def, p, z)
	s.defs = append(s.defs, defOf(def))
	s.texts = append(s.texts, texts[def])
	has := make([]abilityKinds, id+1) // a list of its own: copies share theirs
	copy(has, s.has)
	s.has = has
	s.holding(id, texts[def])
	return id
}

// Start starts a game from the table with a seed: the pregame
// (AG-SETUP-1 … AG-SETUP-12), then the rounds.
func (t *Table) Start(seed uint64) (engine.Game, error) {
	s := t.s.Clone()
	s.Core = engine.NewCore(len(s.P), seed)
	s.index()
	s.Push(engine.Frame{Kind: kRound})
	s.Push(engine.Frame{Kind: kPregame})
	return Start(s)
}

// NewState is an empty game of n players for a scenario to lay out.
func NewState(format string, n int, rules Rules, seed uint64) *State {
	s := &State{Core: engine.NewCore(n, seed), Format: format, Rules: rules, P: make([]Player, n),
		InitiativeWinner: -1, Dominance: -1, Chal: Challenge{Winner: -1}}
	s.Names = make([]string, n)
	for i := range n {
		s.Names[i] = PlayerLabel(i)
		s.P[i] = Player{Plot: -1, Chosen: -1, HouseCard: -1}
	}
	return s
}

const kPregame = "pregame"

// pregame stages (Frame.Stage), each going round the players in setup
// order from the setup first player (Frame.Player); Frame.Index counts
// them.
const (
	pgShuffle = iota
	pgMulligan
	pgSetup
	pgAttach
	pgDone
)

func pregameFrame(s *State, f *engine.Frame) engine.Status {
	order := s.order(f.Player)
	switch f.Stage {
	case pgShuffle:
		f.Player = s.RNG.Intn(len(s.P)) // AG-SETUP-1
		s.Begin("setup")
		s.Say(s.Names[f.Player], " is the first player for setup")
		for p := range s.P { // AG-SETUP-3, AG-SETUP-4
			engine.Shuffle(&s.RNG, s.P[p].Deck)
			s.draw(p, 7)
		}
		f.Stage = pgMulligan
		if s.Rules.Mulligan == "none" {
			f.Stage = pgSetup
		}
		return engine.Again
	case pgMulligan, pgSetup:
		if f.Index >= len(order) {
			f.Stage++
			f.Index = 0
			if f.Stage == pgAttach {
				s.revealSetup()
			}
			return engine.Again
		}
		p := order[f.Index]
		if f.Stage == pgMulligan {
			opts := s.OptionList(2)
			opts = append(opts, engine.Answer{Verb: "mulligan"}, engine.Answer{Verb: "keep"})
			s.Ask(engine.Decision{Players: engine.One(p), Kind: "mulligan", Prompt: "mulligan or keep your setup hand", Options: opts})
		} else {
			s.Ask(engine.Decision{Players: engine.One(p), Kind: "setup", Prompt: "place setup cards (5 gold at most)",
				Open: []string{"setup"}, Among: s.setupable(p), Max: len(s.P[p].Hand)})
		}
		return engine.Again
	case pgAttach: // AG-SETUP-9: attachments go on their hosts, in setup order
		if f.Card > 0 && len(f.Cards) == 1 {
			a := f.Card - 1
			s.move(a, int(s.Cards[a].Owner), ZAttached, false)
			s.Cards[a].Parent = int32(f.Cards[0])
			f.Card, f.Cards = 0, nil
		}
		for f.Index < len(order) {
			p := order[f.Index]
			for _, a := range s.P[p].Setup {
				hosts := s.setupHosts(p, a)
				if len(hosts) == 0 {
					s.move(a, p, ZDiscard, false)
					continue
				}
				s.choose(p, hosts, 1, 1, "choose a character to attach "+s.name(a)+" to", len(s.Stack)-1)
				f.Card = a + 1
				return engine.Again
			}
			f.Index++
		}
		f.Stage = pgDone
		for _, p := range order { // AG-SETUP-11
			s.draw(p, 7-len(s.P[p].Hand))
		}
		return engine.Again
	}
	return engine.Done // round 1 follows (AG-SETUP-12)
}

func answerPregame(s *State, f *engine.Frame, p int, a engine.Answer) error {
	switch f.Stage {
	case pgMulligan: // AG-SETUP-5
		if a.Verb == "mulligan" {
			s.Say(s.Names[p], " takes a mulligan")
			for _, id := range slices.Clone(s.P[p].Hand) {
				s.move(id, p, ZDeck, false)
			}
			s.Say(s.Names[p], " takes a mulligan")
			engine.Shuffle(&s.RNG, s.P[p].Deck)
			s.draw(p, 7)
			s.P[p].Mulligan = true
		}
		f.Index++
		return nil
	case pgSetup:
		if a.Verb != "setup" {
			return errf("AG-SETUP-6", "place your setup cards (setup none for none)")
		}
		if err := s.checkSetup(p, a.Cards); err != nil {
			return err
		}
		for _, id := range a.Cards {
			if s.Shadow(id) {
				s.move(id, p, ZShadows, false)
			} else {
				s.move(id, p, ZSetup, false)
			}
		}
		f.Index++
		return nil
	}
	return errf("", "nothing to answer in setup")
}

// setupable lists the cards of p's hand that may be placed in setup
// (AG-SETUP-6, AG-SETUP-7): characters, locations, Setup attachments and
// Shadow cards.
func (s *State) setupable(p int) []int {
	var out []int
	for _, id := range s.P[p].Hand {
		d := s.defs[id]
		if s.Shadow(id) || d.Type == "character" || d.Type == "location" || d.Type == "attachment" && d.HasKeyword("Setup") {
			out = append(out, id)
		}
	}
	return out
}

// setupCost is what card id costs p in setup: printed cost and the
// out-of-House penalty, no reducers; a Shadow card 2 (AG-SETUP-8,
// AG-SETUP-6).
func (s *State) setupCost(p, id int) int {
	if s.Shadow(id) {
		return 2
	}
	return s.cost(p, id)
}

// checkSetup checks p's setup cards (AG-SETUP-6 … AG-SETUP-8).
func (s *State) checkSetup(p int, cards []int) error {
	gold, limited := 0, 0
	seen := map[int]bool{}
	titles := map[string]bool{}
	for _, id := range cards {
		if id < 0 || id >= len(s.Cards) || s.Cards[id].Zone != ZHand || int(s.Cards[id].Owner) != p {
			return errf("AG-SETUP-6", "setup cards come from your hand")
		}
		if seen[id] {
			return errf("AG-SETUP-6", "%s is named twice", s.name(id))
		}
		seen[id] = true
		d := s.defs[id]
		if !slices.Contains(s.setupable(p), id) {
			if d.Type == "event" {
				return errf("AG-SETUP-7", "%s is an event: no events in setup", s.name(id))
			}
			return errf("AG-SETUP-6", "%s cannot be placed in setup: a character, a location or a Setup attachment", s.name(id))
		}
		if d.Unique && titles[d.ID] && s.Rules.SetupBars == "barred" {
			return errf("AG-SETUP-7", "a second copy of the unique %s: no duplicates in setup", s.name(id))
		}
		titles[d.ID] = true
		if d.HasKeyword("Limited") {
			limited++
		}
		gold += s.setupCost(p, id)
	}
	if gold > 5 {
		return errf("AG-SETUP-6", "these setup cards cost %d gold; 5 at most", gold)
	}
	if limited > 1 && s.Rules.SetupLimited == "one" {
		return errf("AG-SETUP-8", "one Limited card at most in setup")
	}
	for _, id := range cards {
		if s.IsType(id, "attachment") && !s.Shadow(id) {
			host := false
			for _, c := range cards {
				host = host || s.IsType(c, "character") && !s.Shadow(c) && s.mayAttach(id, c, p)
			}
			if !host {
				return errf("AG-SETUP-7", "%s needs a character of your setup cards to attach to", s.name(id))
			}
		}
	}
	return nil
}

// revealSetup turns every setup card face up at once, standing
// (AG-SETUP-9); nothing triggers (AG-SETUP-10).
func (s *State) revealSetup() {
	for p := range s.clockwise(0) {
		for _, id := range slices.Clone(s.P[p].Setup) {
			switch {
			case s.IsType(id, "attachment"):
			case s.dupTarget(p, id) >= 0: // a second copy, where the switch allows it
				t := s.dupTarget(p, id)
				s.move(id, p, ZAttached, false)
				s.Cards[id].Parent, s.Cards[id].Dup = int32(t), true
			default:
				s.move(id, p, ZPlay, false)
			}
		}
		if placed := s.P[p].Play[1:]; len(placed) > 0 {
			s.Say(s.Names[p], " reveals ", s.names(placed), " in setup")
		} else {
			s.Say(s.Names[p], " places no setup cards")
		}
	}
}

// setupHosts are p's characters a setup attachment may go on.
func (s *State) setupHosts(p, a int) []int {
	var out []int
	for _, c := range s.P[p].Play {
		if s.mayAttach(a, c, p) {
			out = append(out, c)
		}
	}
	return out
}
