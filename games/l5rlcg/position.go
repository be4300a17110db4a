package l5rlcg

import (
	"fmt"

	"tessen/engine"
)

// CardSpec describes one card of a position: its id and its state.
type CardSpec struct {
	Card        string     `json:"card" yaml:"card"`
	Fate        int        `json:"fate,omitempty" yaml:"fate"`
	Bowed       bool       `json:"bowed,omitempty" yaml:"bowed"`
	Status      string     `json:"status,omitempty" yaml:"status"` // ordinary, honored, dishonored
	Attachments []CardSpec `json:"attachments,omitempty" yaml:"attachments"`
	Broken      bool       `json:"broken,omitempty" yaml:"broken"`
	Faceup      bool       `json:"faceup,omitempty" yaml:"faceup"`
	Facedown    bool       `json:"facedown,omitempty" yaml:"facedown"`
}

// UnmarshalYAML reads a card written as its id alone, or as a map with
// its state ({card: doji-hotaru, fate: 2}); a skirmish province is a map
// with no card ({broken: true}). (The function-argument form keeps this
// package free of the YAML library.)
func (c *CardSpec) UnmarshalYAML(unmarshal func(any) error) error {
	var id string
	if err := unmarshal(&id); err == nil {
		*c = CardSpec{Card: id}
		return nil
	}
	type plain CardSpec
	var p plain
	if err := unmarshal(&p); err != nil {
		return err
	}
	*c = CardSpec(p)
	return nil
}

// SeatSpec describes one player's side of a position (the shape of a
// scenario's player1 and player2).
type SeatSpec struct {
	Honor              *int         `json:"honor,omitempty" yaml:"honor"`
	Fate               *int         `json:"fate,omitempty" yaml:"fate"`
	Stronghold         string       `json:"stronghold,omitempty" yaml:"stronghold"`
	Role               string       `json:"role,omitempty" yaml:"role"`
	Provinces          []CardSpec   `json:"provinces,omitempty" yaml:"provinces"`
	StrongholdProvince *CardSpec    `json:"strongholdProvince,omitempty" yaml:"strongholdProvince"`
	DynastyInProvinces [][]CardSpec `json:"dynastyInProvinces,omitempty" yaml:"dynastyInProvinces"`
	Hand               []CardSpec   `json:"hand,omitempty" yaml:"hand"`
	InPlay             []CardSpec   `json:"inPlay,omitempty" yaml:"inPlay"`
	DynastyDiscard     []CardSpec   `json:"dynastyDiscard,omitempty" yaml:"dynastyDiscard"`
	ConflictDiscard    []CardSpec   `json:"conflictDiscard,omitempty" yaml:"conflictDiscard"`
	DynastyDeck        []CardSpec   `json:"dynastyDeck,omitempty" yaml:"dynastyDeck"`
	ConflictDeck       []CardSpec   `json:"conflictDeck,omitempty" yaml:"conflictDeck"`
}

// Position is a game state described card by card: the shape of a
// scenario's setup, and of a saved position.
type Position struct {
	Format    string     `json:"format,omitempty"` // stronghold (when empty) or skirmish
	Phase     string     `json:"phase,omitempty"`
	Round     int        `json:"round,omitempty"`
	First     int        `json:"first"`
	Seats     []SeatSpec `json:"seats"` // by seat, clockwise
	Rings     [5]Ring    `json:"rings"`
	Favor     int        `json:"favor"`
	FavorType string     `json:"favorType,omitempty"`
	Names     []string   `json:"names"`
	// DefaultHonor is the honor of a seat that names none (10 for
	// stronghold format; the stronghold's value is not used, since a
	// position describes a game in progress).
	DefaultHonor int `json:"defaultHonor,omitempty"`
}

// NewPosition is an empty position of two players of the stronghold
// format in the conflict phase of round 1 with all rings unclaimed and
// nobody holding the Favor.
func NewPosition() Position { return NewPositionOf(FormatStronghold, 2) }

// NewPositionOf is NewPosition for a format and a number of players
// (FromPosition refuses a number the format does not seat); a seat that
// names no honor starts with the format's (skirmish: 6).
func NewPositionOf(format string, players int) Position {
	p := Position{Format: format, Phase: "conflict", Round: 1, Favor: -1, Seats: make([]SeatSpec, players), Names: make([]string, players), DefaultHonor: 10}
	if format == FormatSkirmish {
		p.DefaultHonor = skirmishRules.startHonor
	}
	for i := range p.Names {
		p.Names[i] = fmt.Sprintf("player%d", i+1)
	}
	for i := range p.Rings {
		p.Rings[i].Claimed = -1
	}
	return p
}

// FromPosition builds a game at the first action window of the
// position's phase. Cards are created seat by seat in the order of the
// fields of SeatSpec (inPlay, hand, dynastyInProvinces, provinces,
// strongholdProvince, dynastyDiscard, conflictDiscard, dynastyDeck,
// conflictDeck), so their ids follow that order.
func FromPosition(pos Position, seed uint64) (*Game, error) {
	start, ok := phaseStart[pos.Phase]
	if !ok {
		return nil, fmt.Errorf("unknown phase %q (dynasty, draw, conflict, fate or regroup)", pos.Phase)
	}
	n := len(pos.Seats)
	format := pos.Format
	if format == "" {
		format = FormatStronghold
	}
	if err := checkFormat(format, n); err != nil {
		return nil, err
	}
	if format == FormatSkirmish && pos.Phase == "regroup" {
		return nil, fmt.Errorf("skirmish has no regroup phase (dynasty, draw, conflict or fate)")
	}
	if len(pos.Names) != n {
		return nil, fmt.Errorf("%d names for %d seats", len(pos.Names), n)
	}
	if pos.First < 0 || pos.First >= n {
		return nil, fmt.Errorf("no seat %d to be the first player", pos.First)
	}
	s := newState(format, n, seed)
	s.Round, s.Phase, s.First, s.Rings, s.Favor, s.FavorType, s.Names = max(pos.Round, 1), pos.Phase, pos.First, pos.Rings, pos.Favor, pos.FavorType, pos.Names
	for p := range pos.Seats {
		if err := s.seat(p, pos.Seats[p], pos.DefaultHonor); err != nil {
			return nil, fmt.Errorf("%s: %w", pos.Names[p], err)
		}
	}
	if pos.Phase == "conflict" {
		for p := range s.P {
			s.P[p].Opps = s.rules().conflicts
		}
	}
	s.Begin(start.step)
	// Turn: the conflict phase gives the first declaration to the first player.
	s.Push(engine.Frame{Kind: start.kind, Stage: start.stage, Turn: pos.First})
	return Start(s)
}

func (s *State) newCard(def string, owner int) (int, error) {
	if def == "" {
		return 0, fmt.Errorf("a card entry needs a card key naming the card")
	}
	d, ok := defs().Get(def)
	if !ok {
		return 0, fmt.Errorf("unknown card %q", def)
	}
	id, key := len(s.Cards), defs().Key(d)
	s.Cards = append(s.Cards, Card{ID: int32(id), Def: engine.KeyOf(key), Owner: int8(owner), Controller: int8(owner), Parent: -1})
	if s.ix == nil {
		s.ix = &cardIndex{}
	}
	// Cards are made while a game is set up, before any copy shares the
	// index: every card has its facts and text from its making on.
	s.ix.defOf = append(s.ix.defOf, d)
	s.ix.textBy = append(s.ix.textBy, texts[key])
	return id, nil
}

func statusOf(name string) (int8, error) {
	switch name {
	case "", "ordinary":
		return Ordinary, nil
	case "honored":
		return Honored, nil
	case "dishonored":
		return Dishonored, nil
	}
	return 0, fmt.Errorf("unknown status %q (ordinary, honored or dishonored)", name)
}

func (s *State) seat(p int, seat SeatSpec, defaultHonor int) error {
	pl := &s.P[p]
	pl.Honor, pl.Fate, pl.Role = defaultHonor, 10, -1
	if seat.Honor != nil {
		pl.Honor = *seat.Honor
	}
	if seat.Fate != nil {
		pl.Fate = *seat.Fate
	}
	add := func(spec CardSpec, z Zone, prov int, wantType ...string) (int, error) {
		id, err := s.newCard(spec.Card, p)
		if err != nil {
			return 0, err
		}
		if len(wantType) > 0 {
			ok := false
			for _, t := range wantType {
				ok = ok || s.def(id).Type == t
			}
			if !ok {
				return 0, fmt.Errorf("%s is a %s, not a %v", spec.Card, s.def(id).Type, wantType)
			}
		}
		s.place(id, z, p, prov, false)
		return id, nil
	}
	for _, spec := range seat.InPlay {
		id, err := add(spec, ZPlay, 0, "character")
		if err != nil {
			return err
		}
		c := &s.Cards[id]
		c.Fate, c.Bowed = int32(spec.Fate), spec.Bowed
		if c.Status, err = statusOf(spec.Status); err != nil {
			return err
		}
		for _, a := range spec.Attachments {
			aid, err := s.newCard(a.Card, p)
			if err != nil {
				return err
			}
			s.attach(aid, id, p)
		}
	}
	for _, spec := range seat.Hand {
		if _, err := add(spec, ZHand, 0); err != nil {
			return err
		}
	}
	if s.Skirmish() {
		if seat.Stronghold != "" || seat.Role != "" || seat.StrongholdProvince != nil {
			return fmt.Errorf("the skirmish format has no strongholds, roles or stronghold province")
		}
		if len(seat.DynastyInProvinces) > 3 || len(seat.Provinces) > 3 {
			return fmt.Errorf("a skirmish player has 3 provinces")
		}
		for _, spec := range seat.Provinces {
			if spec.Card != "" {
				return fmt.Errorf("skirmish provinces have no cards (%s): give their state only, such as {broken: true}", spec.Card)
			}
		}
	} else if len(seat.DynastyInProvinces) > 4 || len(seat.Provinces) > 4 {
		return fmt.Errorf("a player has 4 provinces besides the stronghold province")
	}
	for prov := range s.Provinces() {
		var cards []CardSpec
		if prov < len(seat.DynastyInProvinces) {
			cards = seat.DynastyInProvinces[prov]
		}
		if len(cards) == 0 {
			cards = []CardSpec{{Card: "blank-character", Facedown: true}}
		}
		for _, spec := range cards {
			id, err := add(spec, ZProvince, prov)
			if err != nil {
				return err
			}
			s.Cards[id].Facedown = spec.Facedown
		}
	}
	if s.Skirmish() {
		if err := s.provinceTokens(p); err != nil {
			return err
		}
		for i, spec := range seat.Provinces {
			s.Cards[pl.Prov[i]].Broken = spec.Broken
		}
	} else {
		provs := append([]CardSpec(nil), seat.Provinces...)
		for len(provs) < 4 {
			provs = append(provs, CardSpec{Card: "blank-province"})
		}
		shp := CardSpec{Card: "blank-province"}
		if seat.StrongholdProvince != nil {
			shp = *seat.StrongholdProvince
		}
		for i, spec := range append(provs, shp) {
			id, err := add(spec, ZProvinceCard, i, "province")
			if err != nil {
				return err
			}
			c := &s.Cards[id]
			c.Broken, c.Facedown = spec.Broken, !spec.Faceup && !spec.Broken
			pl.Prov[i] = id
		}
	}
	for _, l := range []struct {
		specs []CardSpec
		z     Zone
	}{{seat.DynastyDiscard, ZDynastyDiscard}, {seat.ConflictDiscard, ZConflictDiscard}, {seat.DynastyDeck, ZDynastyDeck}, {seat.ConflictDeck, ZConflictDeck}} {
		for _, spec := range l.specs {
			if _, err := add(spec, l.z, 0); err != nil {
				return err
			}
		}
	}
	if s.Skirmish() {
		return nil
	}
	sh := seat.Stronghold
	if sh == "" {
		sh = "blank-stronghold"
	}
	id, err := add(CardSpec{Card: sh}, ZStronghold, StrongholdProv, "stronghold")
	if err != nil {
		return err
	}
	pl.Stronghold = id
	if seat.Role != "" {
		id, err := add(CardSpec{Card: seat.Role}, ZRole, 0, "role")
		if err != nil {
			return err
		}
		pl.Role = id
	}
	return nil
}
