package l5rccg

import (
	"fmt"
	"slices"

	"tessen/engine"
)

// CardSpec is one card of a position: its id and its states.
type CardSpec struct {
	Card        string     `json:"card" yaml:"card"`
	Facedown    bool       `json:"facedown,omitempty" yaml:"facedown"`
	Bowed       bool       `json:"bowed,omitempty" yaml:"bowed"`
	Dishonored  bool       `json:"dishonored,omitempty" yaml:"dishonored"`
	Destroyed   bool       `json:"destroyed,omitempty" yaml:"destroyed"` // a Province, or a card in a discard pile
	Attachments []CardSpec `json:"attachments,omitempty" yaml:"attachments"`
}

// UnmarshalYAML reads a card given by its id alone as well as in full.
func (c *CardSpec) UnmarshalYAML(unmarshal func(any) error) error {
	var id string
	if err := unmarshal(&id); err == nil {
		*c = CardSpec{Card: id}
		return nil
	}
	type plain CardSpec
	return unmarshal((*plain)(c))
}

// SeatSpec describes one player's side of a position.
type SeatSpec struct {
	Stronghold     string     `json:"stronghold,omitempty" yaml:"stronghold"`
	Honor          *int       `json:"honor,omitempty" yaml:"honor"`
	Provinces      []CardSpec `json:"provinces,omitempty" yaml:"provinces"` // {} holds a face-down blank Personality
	InPlay         []CardSpec `json:"inPlay,omitempty" yaml:"inPlay"`
	Hand           []CardSpec `json:"hand,omitempty" yaml:"hand"`
	FateDeck       []CardSpec `json:"fateDeck,omitempty" yaml:"fateDeck"`
	DynastyDeck    []CardSpec `json:"dynastyDeck,omitempty" yaml:"dynastyDeck"`
	FateDiscard    []CardSpec `json:"fateDiscard,omitempty" yaml:"fateDiscard"`
	DynastyDiscard []CardSpec `json:"dynastyDiscard,omitempty" yaml:"dynastyDiscard"`
}

// Position is a game described card by card: a scenario's setup.
type Position struct {
	Format string     `json:"format,omitempty"`
	Phase  string     `json:"phase,omitempty"` // straighten … end (default action)
	Turn   int        `json:"turn,omitempty"`
	Active int        `json:"active"`
	Favor  int        `json:"favor"`
	Seats  []SeatSpec `json:"seats"`
	Names  []string   `json:"names"`
}

// NewPosition is an empty position of n players in the first turn's
// Action Phase, player 1 active, nobody holding the Imperial Favor.
func NewPosition(n int) Position {
	p := Position{Format: FormatLotus, Phase: "action", Turn: 1, Favor: -1, Seats: make([]SeatSpec, n), Names: make([]string, n)}
	for i := range p.Names {
		p.Names[i] = PlayerKey(i)
	}
	return p
}

// FromPosition builds a game at the beginning of the position's phase.
// Cards placed by it do not enter play: nothing triggers on them.
func FromPosition(pos Position, seed uint64) (*Game, error) {
	setup := pos.Phase == PhaseSetup // before the game: nothing in the Provinces or hands yet
	phase := slices.Index(phaseNames[:], pos.Phase)
	if setup {
		phase = 1
	}
	if phase < 1 {
		return nil, fmt.Errorf("unknown phase %q (setup, straighten, events, action, attack, dynasty or end)", pos.Phase)
	}
	if len(pos.Seats) < 2 || len(pos.Seats) > 6 {
		return nil, fmt.Errorf("%d players: the game is for 2 or more", len(pos.Seats))
	}
	if pos.Active < 0 || pos.Active >= len(pos.Seats) {
		return nil, fmt.Errorf("no player %d to be active", pos.Active+1)
	}
	s := &State{Core: engine.NewCore(len(pos.Seats), seed), Format: pos.Format, Turn: max(pos.Turn, 1), Active: pos.Active,
		Favor: pos.Favor, Names: pos.Names, P: make([]Player, len(pos.Seats))}
	for p, seat := range pos.Seats {
		if err := s.seat(p, seat, setup); err != nil {
			return nil, fmt.Errorf("%s: %w", pos.Names[p], err)
		}
	}
	n := len(pos.Seats)
	s.First = ((s.Active-(s.Turn-1))%n + n) % n // turns pass clockwise from the first player's
	if setup {                                  // the decks as given, unshuffled; the first player the active one
		s.Push(engine.Frame{Kind: kTurn})
		s.Push(engine.Frame{Kind: kSetup})
		return Start(s)
	}
	s.Phase = phaseNames[phase]
	s.Push(engine.Frame{Kind: kTurn, Stage: phase, N: phase - 1}) // the phases before it did not end in this game
	return Start(s)
}

// PhaseSetup is a position before the game: its traits that act before
// the first turn, then the Provinces filled and five cards drawn.
const PhaseSetup = "setup"

// newCard makes a card of a definition for its owner, in no zone.
func (s *State) newCard(def string, owner int) (int, error) {
	if def == "" {
		return 0, fmt.Errorf("a card entry needs a card id")
	}
	if _, ok := defs().Get(def); !ok {
		return 0, fmt.Errorf("unknown card %q", def)
	}
	id := len(s.Cards)
	s.Cards = append(s.Cards, Card{ID: int32(id), Def: engine.KeyOf(def), Owner: int8(owner), Controller: int8(owner), Parent: -1})
	d, _ := defs().Get(def)
	s.defOf = append(s.defOf, d) // cards are made before any copy shares the lookups
	s.textOf = append(s.textOf, texts[def])
	s.know(d, texts[def])
	if reactor(texts[def]) {
		s.reactors = append(s.reactors, id)
	}
	return id, nil
}

// seat builds one player's side.
func (s *State) seat(p int, seat SeatSpec, empty bool) error {
	pl := &s.P[p]
	sh := seat.Stronghold
	if sh == "" {
		sh = "blank-stronghold"
	}
	id, err := s.newCard(sh, p)
	if err != nil {
		return err
	}
	if d := s.def(id); d.Type != "stronghold" {
		return fmt.Errorf("%s is not a Stronghold", sh)
	}
	s.Cards[id].Zone, pl.Stronghold = ZStronghold, id
	pl.Honor = s.def(id).StartingHonor
	if seat.Honor != nil {
		pl.Honor = *seat.Honor
	}
	for _, spec := range seat.InPlay {
		id, err := s.placed(spec, p, ZHome)
		if err != nil {
			return err
		}
		if t := s.def(id).Type; t == "wind" || t == "sensei" { // beside the Stronghold, as chosen before the game
			if len(spec.Attachments) > 0 {
				return fmt.Errorf("%s is a %s: nothing attaches to it", spec.Card, t)
			}
			s.Cards[id].Zone = ZPreGame
			pl.PreGame = append(pl.PreGame, id)
			continue
		}
		pl.Play = append(pl.Play, id)
		for _, a := range spec.Attachments {
			aid, err := s.placed(a, p, ZAttached)
			if err != nil {
				return err
			}
			s.Cards[aid].Parent = int32(id)
			s.Attached = append(s.Attached, aid)
		}
	}
	if seat.Honor == nil {
		pl.Honor = s.startingHonor(p) // with a Sensei's (LE-SENSEI-1)
	}
	if err := s.placeAll(p, seat.Hand, ZHand, &pl.Hand); err != nil {
		return err
	}
	provs := seat.Provinces
	if len(provs) == 0 {
		provs = make([]CardSpec, s.startingProvinces(p))
	}
	for i, spec := range provs {
		pr := Province{Number: i + 1, Card: -1, Destroyed: spec.Destroyed}
		if !pr.Destroyed && (spec.Card != "" || !empty) { // empty: filled from the deck as the game begins
			def, down := spec.Card, spec.Facedown
			if def == "" {
				def, down = "blank-personality", true
			}
			id, err := s.newCard(def, p)
			if err != nil {
				return err
			}
			c := &s.Cards[id]
			c.Zone, c.Prov, c.Facedown, c.Dishonored = ZProvince, int8(i+1), down, spec.Dishonored
			pr.Card = id
		}
		for _, a := range spec.Attachments { // a Province's attachments are its Regions
			if pr.Destroyed {
				return fmt.Errorf("Province %d is destroyed: no Region attaches to it", i+1)
			}
			rid, err := s.placed(a, p, ZRegion)
			if err != nil {
				return err
			}
			if t := s.def(rid).Type; t != "region" {
				return fmt.Errorf("%s is a %s, not a Region: only Regions attach to a Province", a.Card, t)
			}
			s.Cards[rid].Prov = int8(i + 1)
			pl.Regions = append(pl.Regions, rid)
		}
		pl.Provinces = append(pl.Provinces, pr)
	}
	for _, l := range []struct { // copies are numbered in FORMAT.md's order of the setup fields
		specs []CardSpec
		zone  Zone
		list  *[]int
	}{
		{seat.DynastyDiscard, ZDynastyDiscard, &pl.DynastyDiscard}, {seat.FateDiscard, ZFateDiscard, &pl.FateDiscard},
		{seat.DynastyDeck, ZDynastyDeck, &pl.DynastyDeck}, {seat.FateDeck, ZFateDeck, &pl.FateDeck},
	} {
		if err := s.placeAll(p, l.specs, l.zone, l.list); err != nil {
			return err
		}
	}
	return nil
}

// placeAll makes the cards of specs in a zone, listed in order.
func (s *State) placeAll(p int, specs []CardSpec, z Zone, list *[]int) error {
	for _, spec := range specs {
		id, err := s.placed(spec, p, z)
		if err != nil {
			return err
		}
		*list = append(*list, id)
	}
	return nil
}

// placed makes a card of a spec in a zone, with its states.
func (s *State) placed(spec CardSpec, p int, z Zone) (int, error) {
	id, err := s.newCard(spec.Card, p)
	if err != nil {
		return 0, err
	}
	c := &s.Cards[id]
	c.Zone, c.Bowed, c.Dishonored, c.Destroyed, c.Facedown = z, spec.Bowed, spec.Dishonored, spec.Destroyed, spec.Facedown
	return id, nil
}
