package l5rlcg

import (
	"slices"

	"tessen/engine"
	"tessen/games/l5rlcg/carddb"
)

// A card in play facedown as a character (RR-FACEDOWN-CHAR-1, ruling 34;
// Force of the River): the ability that puts it there sets its printed
// values and traits; it has no title, clan, cost, keywords or text. Its
// identity is its owner's alone to know. When it leaves play it is turned
// faceup and goes where it is sent, its real card again (a discard pile:
// its own side's).
//
// Why here: a card's printed facts are read through def(id) by every
// rule; the index (State.index) gives such a card the facts of its Body
// and no text, so skills, glory, traits and every check read the body
// without asking anything new.

// Body is the printed values of a facedown card in play as a character.
type Body struct {
	Card      int      `json:"card"`
	Military  int      `json:"mil"`
	Political int      `json:"pol"`
	MilDash   bool     `json:"milDash,omitempty"`
	PolDash   bool     `json:"polDash,omitempty"`
	Glory     int      `json:"glory"`
	Traits    []string `json:"traits,omitempty"`
	Side      string   `json:"side"` // the real card's: the discard pile it goes to
}

// FacedownTitle is how a facedown card in play is named to everyone.
const FacedownTitle = "Facedown Character"

// bodyOf finds the body of a facedown card in play, nil for none.
func (s *State) bodyOf(id int) *Body {
	for i := range s.Bodies {
		if s.Bodies[i].Card == id {
			return &s.Bodies[i]
		}
	}
	return nil
}

// bodyDef is the printed facts of a facedown card in play.
func (b *Body) def() *carddb.Def {
	return &carddb.Def{ID: "facedown-character", DataID: "facedown-character", Title: FacedownTitle, Type: "character",
		Side: b.Side, NoCost: true, Military: b.Military, Political: b.Political, MilDash: b.MilDash, PolDash: b.PolDash,
		Glory: b.Glory, Traits: b.Traits, Pack: "zz"}
}

// IsFacedownCharacter reports a card in play facedown as a character.
func (s *State) IsFacedownCharacter(id int) bool {
	c := &s.Cards[id]
	return c.Zone == ZPlay && c.Facedown
}

// PutIntoPlayFacedown puts a card out of play (a card in a province, in
// a deck, in a discard pile) into play facedown under the ability's
// controller, ready, as a character with body's values, at home or in
// the conflict. Uniqueness does not apply: it has no title. A province it
// left refills as the ability ends (RR-REFILL), as for putIntoPlay.
func (x *Ctx) PutIntoPlayFacedown(id int, b Body, intoConflict bool) {
	s := x.S
	c := &s.Cards[id]
	if s.inPlay(id) || c.Zone == ZPlay {
		return
	}
	if d := s.def(id); d != nil {
		b.Side = d.Side
	}
	b.Card, b.Traits = id, slices.Clone(b.Traits)
	from, prov := c.Zone, c.Prov
	s.place(id, ZNone, int(c.Owner), 0, false)
	c.Controller = int8(x.P)
	s.place(id, ZPlay, int(c.Owner), 0, false)
	c.Facedown = true
	s.Bodies = append(slices.Clone(s.Bodies), b) // copy on write: copies of the state share the list
	s.index()                                    // its facts and text change: rebuild the lookups by card id
	c.InConflict = intoConflict && s.Conf.Active && s.canParticipate(id, x.P == s.Conf.Defender)
	where := ""
	if c.InConflict {
		where = " in the conflict"
	}
	s.Say(s.Names[x.P], " puts a card into play facedown", where)
	s.emit(engine.Event{Kind: EvEnterPlay, Player: x.P, Cards: engine.One(id), Label: enteredFrom(from), N: int(prov)})
}

// bodyLeft turns a facedown card that left play faceup (place calls it):
// its body is dropped and its own facts and text are back.
func (s *State) bodyLeft(id int) {
	i := slices.IndexFunc(s.Bodies, func(b Body) bool { return b.Card == id })
	if i < 0 {
		return
	}
	s.Bodies = slices.Delete(slices.Clone(s.Bodies), i, i+1)
	if len(s.Bodies) == 0 {
		s.Bodies = nil
	}
	s.index()
	if d := s.def(id); d != nil {
		s.Say("the facedown character is turned faceup as it leaves play: ", d.Title)
	}
}

// facedownNote says, on the board, that a character in play is facedown,
// and which card it is to a viewer who may know (its owner's view keeps
// the card's identity; another's has none).
func (s *State) facedownNote(id int) string {
	if d, ok := defs().Get(s.Cards[id].Def.String()); ok && s.Cards[id].Def != 0 {
		return "facedown: " + d.Title
	}
	return "facedown"
}
