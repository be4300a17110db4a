package l5rccg

import (
	"slices"
	"testing"

	"tessen/engine"
)

// No card tessen has carries Kensai, Elite or Expendable: these tests
// give one the keyword, in a New Era game and in a Lotus one, each
// expecting its format's result.

// keywordGame is a two-player game of the format with player 1's hand and
// cards in play (attachments after their Personality in ids), the card
// ids[give] given keyword k.
func keywordGame(t *testing.T, format, k string, give int, hand []CardSpec, inPlay ...CardSpec) (*State, []int) {
	t.Helper()
	pos := NewPosition(2)
	pos.Format = format
	pos.Seats[0].InPlay = inPlay
	pos.Seats[0].Hand = hand
	pos.Seats[0].FateDeck = []CardSpec{{Card: "blank-strategy"}, {Card: "blank-strategy"}}
	g, err := FromPosition(pos, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := g.S
	var ids []int
	for _, id := range s.P[0].Play {
		ids = append(ids, id)
		ids = append(ids, s.Attachments(id)...)
	}
	d := *s.defOf[ids[give]]
	d.Keywords = append(slices.Clone(d.Keywords), k)
	s.defOf[ids[give]] = &d
	return s, ids
}

var formats = []string{FormatNewEra, FormatLotus}

// NE-KENSAI: a Kensai with a Weapon may attach a second in New Era, not
// in Lotus (LE-ITEM-1).
func TestNewEraKensai(t *testing.T) {
	for _, f := range formats {
		s, ids := keywordGame(t, f, "Kensai", 0, []CardSpec{{Card: "asatte"}}, CardSpec{Card: "hida-kyuwa", Attachments: []CardSpec{{Card: "daruma"}}})
		if got, want := s.mayAttach(s.P[0].Hand[0], ids[0]), f == FormatNewEra; got != want {
			t.Errorf("%s: a Kensai with a Weapon may attach another: %v, want %v", f, got, want)
		}
	}
	s, ids := keywordGame(t, FormatNewEra, "Kensai", 0, []CardSpec{{Card: "asatte"}}, CardSpec{Card: "hida-kyuwa", Attachments: []CardSpec{{Card: "daruma"}, {Card: "ancient-sword"}}})
	if s.mayAttach(s.P[0].Hand[0], ids[0]) {
		t.Errorf("new-era: a Kensai with two Weapons may attach a third")
	}
}

// NE-ELITE: a bowed Elite Personality or Follower adds its Force to its
// unit in New Era; in Lotus a bowed card adds none (LE-UNIT-2).
func TestNewEraElite(t *testing.T) {
	for _, f := range formats {
		s, ids := keywordGame(t, f, "Elite", 0, nil, CardSpec{Card: "hida-kyuwa", Bowed: true}) // 3 Force
		want := 0
		if f == FormatNewEra {
			want = 3
		}
		if got := s.unitForce(ids[0]); got != want {
			t.Errorf("%s: a bowed Elite Personality's unit has %d Force, want %d", f, got, want)
		}
		s, ids = keywordGame(t, f, "Elite", 1, nil, CardSpec{Card: "hida-kyuwa", Attachments: []CardSpec{{Card: "blank-follower", Bowed: true}}}) // 3 and 1 Force
		want = 3
		if f == FormatNewEra {
			want = 4
		}
		if got := s.unitForce(ids[0]); got != want {
			t.Errorf("%s: a unit with a bowed Elite Follower has %d Force, want %d", f, got, want)
		}
	}
}

// NE-EXPENDABLE: after an Expendable card is destroyed, the player who
// last controlled it draws a Fate card in New Era; not in Lotus.
func TestNewEraExpendable(t *testing.T) {
	for _, f := range formats {
		s, ids := keywordGame(t, f, "Expendable", 0, nil, CardSpec{Card: "hida-kyuwa"}, CardSpec{Card: "mirumoto-gonkuro"})
		s.destroy(ids[1]) // not Expendable
		s.destroy(ids[0])
		want := 0
		if f == FormatNewEra {
			want = 1
		}
		if got := len(s.P[0].Hand); got != want {
			t.Errorf("%s: %d cards drawn for a destroyed Expendable Personality and another, want %d", f, got, want)
		}
		s, ids = keywordGame(t, f, "Expendable", 1, nil, CardSpec{Card: "hida-kyuwa", Attachments: []CardSpec{{Card: "blank-follower"}}})
		s.destroy(ids[0]) // his Expendable Follower destroyed with him
		if got := len(s.P[0].Hand); got != want {
			t.Errorf("%s: %d cards drawn for an Expendable Follower destroyed with its Personality, want %d", f, got, want)
		}
	}
}

// NE-DISCIPLINE: in New Era a Discipline Strategy of one's Fate discard
// pile is played for its action as if from hand, then removed from the
// game; in Lotus it stays in the pile, its action not offered.
func TestNewEraDiscipline(t *testing.T) {
	for _, f := range formats {
		pos := NewPosition(2)
		pos.Format = f
		pos.Seats[0].Hand = []CardSpec{{Card: "blank-strategy"}}
		pos.Seats[0].FateDiscard = []CardSpec{{Card: "face-of-ninube"}} // Open: shuffle your hand into your deck, draw as many
		pos.Seats[0].FateDeck = []CardSpec{{Card: "blank-strategy"}, {Card: "blank-strategy"}}
		g, err := FromPosition(pos, 1)
		if err != nil {
			t.Fatal(err)
		}
		s := g.S
		id := s.P[0].FateDiscard[0]
		d := *s.defOf[id]
		d.Keywords = append(slices.Clone(d.Keywords), "Discipline")
		s.defOf[id] = &d
		s.Pending = nil // asked again, the card now Discipline
		if err := machine.Run(s); err != nil {
			t.Fatal(err)
		}
		play := engine.Answer{Verb: "play", Cards: engine.One(id), N: 1}
		ne := f == FormatNewEra
		if got := g.Pending() != nil && g.Pending().Offers(play); got != ne {
			t.Fatalf("%s: a Discipline card of the discard pile offered: %v, want %v", f, got, ne)
		}
		if !ne {
			continue
		}
		if err := g.Answer(0, play); err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 5 && s.Cards[id].Zone != ZRemoved && g.Pending() != nil && !g.Pending().Asks(0); i++ {
			if err := g.Answer(g.Pending().Players[0], engine.Pass); err != nil {
				t.Fatal(err)
			}
		}
		if z := s.Cards[id].Zone; z != ZRemoved {
			t.Errorf("%s: a Discipline card played from the discard pile is in %s, want removed from the game", f, z)
		}
		if len(s.P[0].Hand) != 1 {
			t.Errorf("%s: %d cards in hand after its action, want 1 (one shuffled in, one drawn)", f, len(s.P[0].Hand))
		}
	}
}

// provinceGame is a two-player game of the format in player 1's Dynasty
// Phase, his Provinces holding the cards given (his Dynasty deck two
// blank Personalities), the card of Province 1 given keyword k.
func provinceGame(t *testing.T, format, k string, provinces ...CardSpec) *State {
	t.Helper()
	pos := NewPosition(2)
	pos.Format, pos.Phase = format, "dynasty"
	pos.Seats[0].Provinces = provinces
	pos.Seats[0].DynastyDeck = []CardSpec{{Card: "blank-personality"}, {Card: "blank-personality"}}
	g, err := FromPosition(pos, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := g.S
	id := s.Province(0, 1).Card
	d := *s.defOf[id]
	d.Keywords = append(slices.Clone(d.Keywords), k)
	s.defOf[id] = &d
	return s
}

// NE-RENEW: a Renew card brought into play from a Province has it
// refilled face up in New Era; in Lotus, face down (LE-AREA-2).
func TestNewEraRenew(t *testing.T) {
	for _, f := range formats {
		s := provinceGame(t, f, "Renew", CardSpec{Card: "hida-kyuwa"})
		s.enterPlay(0, s.Province(0, 1).Card)
		s.refill(0)
		c := s.Province(0, 1).Card
		if c < 0 {
			t.Fatalf("%s: the Province was not refilled", f)
		}
		if got, want := !s.Cards[c].Facedown, f == FormatNewEra; got != want {
			t.Errorf("%s: the Province of a Renew card refilled face up: %v, want %v", f, got, want)
		}
		s.enterPlay(0, c) // the card refilled has no Renew: the next refill is face down
		s.refill(0)
		if c := s.Province(0, 1).Card; c < 0 || !s.Cards[c].Facedown {
			t.Errorf("%s: a Province refilled face up after a card without Renew", f)
		}
	}
}

// NE-FORTIFICATION: a Fortification Holding comes into play attached to
// the Province it came from, and is destroyed with it (docs/rulings.md
// 49); in Lotus it is a Holding at home like any other.
func TestNewEraFortification(t *testing.T) {
	for _, f := range formats {
		s := provinceGame(t, f, "Fortification", CardSpec{Card: "large-farm"}, CardSpec{})
		farm := s.Province(0, 1).Card
		s.enterPlay(0, farm)
		if got, want := int(s.Cards[farm].Prov), map[string]int{FormatNewEra: 1, FormatLotus: 0}[f]; got != want || !s.inPlay(farm) {
			t.Errorf("%s: the Fortification is in play %v, at Province %d, want %d", f, s.inPlay(farm), got, want)
		}
		if err := s.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
		s.destroyProvince(0, 2)
		if !s.inPlay(farm) {
			t.Errorf("%s: another Province's destruction took the Fortification", f)
		}
		s.destroyProvince(0, 1)
		if got, want := s.inPlay(farm), f == FormatLotus; got != want {
			t.Errorf("%s: the Holding is in play after its Province's destruction: %v, want %v", f, got, want)
		}
		if f == FormatNewEra && (s.Cards[farm].Zone != ZDynastyDiscard || !s.Cards[farm].Destroyed) {
			t.Errorf("%s: the Fortification is not destroyed with its Province: %v", f, s.Cards[farm].Zone)
		}
		if err := s.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
	}
}
