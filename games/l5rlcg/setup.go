package l5rlcg

import (
	"fmt"
	"strconv"

	"tessen/engine"
)

// Deck is one player's cards for a game: the stronghold, an optional
// role, five provinces, and the two decks (one id per copy). A skirmish
// deck has no stronghold, role or provinces.
type Deck struct {
	Name       string   `json:"name,omitempty"`
	Stronghold string   `json:"stronghold"`
	Role       string   `json:"role,omitempty"`
	Provinces  []string `json:"provinces"`
	Dynasty    []string `json:"dynasty"`
	Conflict   []string `json:"conflict"`
}

// Players is the setup of a new game: its format (stronghold when
// empty), a deck for each seat, clockwise, and the players' names.
type Players struct {
	Format string   `json:"format,omitempty"`
	Decks  []Deck   `json:"decks"`
	Names  []string `json:"names,omitempty"`
}

const kSetup = "setup"

// NewGame starts a game from the players' decks with the setup of RR
// "Setup": the first player is chosen at random and the other gains 1
// fate; decks are shuffled; each player, in player order, chooses the
// province under their stronghold; provinces are filled facedown and
// each player may mulligan them; each draws 4 cards and may mulligan
// them; each gains their stronghold's starting honor. Skirmish sets up as
// the Learn to Play says ("Game Setup"): three provinces filled facedown,
// 3 cards drawn, 6 honor, and no mulligans, province choice or extra
// fate. Round 1 then begins. The decks are not checked for legality here
// (the deck package does that).
func NewGame(pl Players, seed uint64) (*Game, error) {
	t, err := newTable(pl)
	if err != nil {
		return nil, err
	}
	return t.start(seed)
}

// table is a game's cards dealt from its decks and indexed, before the
// seed decides anything: built once, it starts any number of games.
type table struct{ s *State }

func newTable(pl Players) (*table, error) {
	format := pl.Format
	if format == "" {
		format = FormatStronghold
	}
	if err := checkFormat(format, len(pl.Decks)); err != nil {
		return nil, err
	}
	if len(pl.Names) > len(pl.Decks) {
		return nil, fmt.Errorf("%d names for %d players", len(pl.Names), len(pl.Decks))
	}
	s := newState(format, len(pl.Decks), 0)
	copy(s.Names, pl.Names)
	for p := range s.Names {
		if s.Names[p] == "" {
			s.Names[p] = fmt.Sprintf("player%d", p+1)
		}
	}
	n := 0
	for _, d := range pl.Decks {
		n += 2 + len(d.Provinces) + len(d.Dynasty) + len(d.Conflict) // with stronghold and role
	}
	s.Cards = make([]Card, 0, n)
	for p, d := range pl.Decks {
		if err := s.buildDeck(p, d); err != nil {
			return nil, fmt.Errorf("%s's deck: %w", s.Names[p], err)
		}
	}
	s.Phase = "setup"
	s.index()
	return &table{s}, nil
}

// start copies the table (its index is shared, never written) and runs
// setup with the seed to the first decision. Several goroutines may
// start games from one table.
func (t *table) start(seed uint64) (*Game, error) {
	s := t.s.Clone()
	s.Core = engine.NewCore(len(s.P), seed)
	s.Push(engine.Frame{Kind: kSetup})
	return &Game{S: s}, machine.Run(s)
}

func (s *State) buildDeck(p int, d Deck) error {
	pl := &s.P[p]
	pl.Role = -1
	if len(d.Dynasty) < 4 || len(d.Conflict) < 4 {
		return fmt.Errorf("the dynasty and conflict decks need at least 4 cards each to set up")
	}
	if s.Skirmish() {
		if d.Stronghold != "" || d.Role != "" || len(d.Provinces) > 0 {
			return fmt.Errorf("the skirmish format has no strongholds, roles or province cards")
		}
		if err := s.provinceTokens(p); err != nil {
			return err
		}
		return s.deckCards(p, d)
	}
	if len(d.Provinces) != 5 {
		return fmt.Errorf("%d provinces; a game needs 5", len(d.Provinces))
	}
	typed := func(id, want string) (int, error) {
		c, err := s.newCard(id, p)
		if err != nil {
			return 0, err
		}
		if s.def(c).Type != want {
			return 0, fmt.Errorf("%s is a %s, not a %s", id, s.def(c).Type, want)
		}
		return c, nil
	}
	sh, err := typed(d.Stronghold, "stronghold")
	if err != nil {
		return err
	}
	s.place(sh, ZStronghold, p, StrongholdProv, false)
	pl.Stronghold = sh
	if d.Role != "" {
		r, err := typed(d.Role, "role")
		if err != nil {
			return err
		}
		s.place(r, ZRole, p, 0, false)
		pl.Role = r
	}
	for i, id := range d.Provinces {
		c, err := typed(id, "province")
		if err != nil {
			return err
		}
		s.place(c, ZProvinceCard, p, i, false)
		s.turnFace(c, true)
		pl.Prov[i] = c // provisional: the stronghold province is chosen in setup
	}
	return s.deckCards(p, d)
}

// provinceTokens gives skirmish player p no stronghold and three
// provinces (ProvinceToken), faceup as their face is not used.
func (s *State) provinceTokens(p int) error {
	pl := &s.P[p]
	pl.Stronghold = -1
	for i := range pl.Prov {
		pl.Prov[i] = -1
	}
	for i := range s.Provinces() {
		c, err := s.newCard(ProvinceToken, p)
		if err != nil {
			return err
		}
		s.place(c, ZProvinceCard, p, i, false)
		pl.Prov[i] = c
	}
	return nil
}

// deckCards adds p's dynasty and conflict decks.
func (s *State) deckCards(p int, d Deck) error {
	for _, l := range []struct {
		ids  []string
		z    Zone
		side string
	}{{d.Dynasty, ZDynastyDeck, "dynasty"}, {d.Conflict, ZConflictDeck, "conflict"}} {
		for _, id := range l.ids {
			c, err := s.newCard(id, p)
			if err != nil {
				return err
			}
			if s.def(c).Side != l.side {
				return fmt.Errorf("%s is a %s card, not a %s card", id, s.def(c).Side, l.side)
			}
			s.place(c, l.z, p, 0, false)
		}
	}
	return nil
}

// setupFrame walks the setup steps; Turn counts the player-order
// decisions of the current step.
func setupFrame(s *State, f *engine.Frame) engine.Status {
	switch f.Stage {
	case 0: // 3. first player at random; 4. shuffle
		s.Begin("setup")
		s.First = s.RNG.Intn(len(s.P))
		if s.Skirmish() {
			s.Say(s.Names[s.First], " is the first player")
		} else {
			s.P[s.Next(s.First)].Fate++
			s.Say(s.Names[s.First], " is the first player; ", s.Names[s.Next(s.First)], " gains 1 fate")
		}
		for p := range s.P {
			engine.Shuffle(&s.RNG, s.P[p].DynastyDeck)
			engine.Shuffle(&s.RNG, s.P[p].ConflictDeck)
		}
		f.Stage, f.Turn = 1, 0
	case 1: // 5. in player order, choose the stronghold province
		if f.Turn == len(s.P) || s.Skirmish() {
			f.Stage, f.Turn = 2, 0
			return engine.Again
		}
		p := s.playerOrder()[f.Turn]
		s.Ask(engine.Decision{Players: engine.One(p), Kind: "stronghold-province", Prompt: "choose the province to place under your stronghold",
			Options: s.chooseCards(s.strongholdProvinceChoices(p))})
	case 2: // 6. fill provinces facedown; mulligans in player order
		if f.Turn == 0 && f.N == 0 {
			for p := range s.P {
				for prov := range s.Provinces() {
					s.refill(p, prov, false)
					if !s.Skirmish() { // each player looks at their own (RR "Setup" 6)
						s.lookAtProvince(p, prov)
					}
				}
			}
			f.N = 1
		}
		if f.Turn == len(s.P) || s.Skirmish() {
			f.Stage, f.Turn = 3, 0
			return engine.Again
		}
		p := s.playerOrder()[f.Turn]
		among := s.mulliganAmong(f, p)
		s.Ask(engine.Decision{Players: engine.One(p), Kind: "mulligan-provinces", Prompt: "choose the cards in your provinces to mulligan, or pass",
			Options: passOnly, Open: chooseVerb, Among: among, Min: 1, Max: len(among)})
	case 3: // 7. draw 4; mulligans in player order
		if f.Turn == 0 && f.N == 1 {
			for p := range s.P {
				s.draw(p, s.rules().hand)
			}
			f.N = 2
		}
		if f.Turn == len(s.P) || s.Skirmish() {
			f.Stage = 4
			return engine.Again
		}
		p := s.playerOrder()[f.Turn]
		s.Ask(engine.Decision{Players: engine.One(p), Kind: "mulligan-hand", Prompt: "choose the cards in your hand to mulligan, or pass",
			Options: passOnly, Open: chooseVerb, Among: s.mulliganAmong(f, p), Min: 1, Max: len(s.P[p].Hand)})
	default: // 8. starting honor; round 1 begins
		for p := range s.P {
			if s.Skirmish() {
				s.P[p].Honor = s.rules().startHonor
			} else {
				s.P[p].Honor = s.def(s.P[p].Stronghold).Honor
			}
		}
		s.Push(engine.Frame{Kind: kDynasty})
		return engine.Done
	}
	return engine.Again
}

func answerSetup(s *State, f *engine.Frame, p int, a engine.Answer) error {
	switch f.Stage {
	case 1:
		s.chooseStrongholdProvince(p, a.Cards[0])
	case 2, 3:
		if a.Verb == "choose" {
			among := s.mulliganAmong(f, p)
			if err := s.checkSelection(a.Cards, among, 1, len(among)); err != nil {
				return err
			}
			s.mulligan(p, a.Cards, f.Stage == 2)
		}
	}
	f.Turn++
	return nil
}

// mulliganAmong lists the cards a mulligan may choose from: those in the
// player's provinces (stage 2) or hand (stage 3).
func (s *State) mulliganAmong(f *engine.Frame, p int) []int {
	if f.Stage == 3 {
		return append([]int(nil), s.P[p].Hand...)
	}
	var among []int
	for prov := range s.Provinces() {
		among = append(among, s.P[p].Dyn[prov]...)
	}
	return among
}

// lookAtProvince lets p look at the cards in their province prov.
func (s *State) lookAtProvince(p, prov int) {
	for _, id := range s.P[p].Dyn[prov] {
		s.LookAt(p, id)
	}
}

// chooseStrongholdProvince puts the chosen province under the stronghold
// and the other four, in their order, in positions 1-4.
func (s *State) chooseStrongholdProvince(p, prov int) {
	pl := &s.P[p]
	var others []int
	for _, id := range pl.Prov {
		if id != prov {
			others = append(others, id)
		}
	}
	for i, id := range append(others, prov) {
		pl.Prov[i] = id
		s.Cards[id].Prov = int8(i)
	}
}

// mulligan sets the chosen cards aside, replaces them from the top of
// the deck, then shuffles them back into it (RR "Mulligan").
func (s *State) mulligan(p int, cards []int, provinces bool) {
	pl := &s.P[p]
	deck, z := &pl.ConflictDeck, ZConflictDeck
	if provinces {
		deck, z = &pl.DynastyDeck, ZDynastyDeck
	}
	for _, id := range cards {
		if provinces {
			prov := s.Cards[id].Prov
			s.place(id, ZNone, p, 0, false)
			s.refill(p, int(prov), false)
			s.lookAtProvince(p, int(prov)) // the new card, before the hand is drawn
		} else {
			s.place(id, ZNone, p, 0, false)
			s.draw(p, 1)
		}
	}
	for _, id := range cards {
		s.place(id, z, p, 0, false)
	}
	engine.Shuffle(&s.RNG, *deck)
	s.Say(s.Names[p], " mulligans ", countOf(len(cards), "card"))
}

// countOf says "1 card", "2 cards".
func countOf(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}
