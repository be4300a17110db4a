package engine

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"slices"
)

// A card's id in a game's state follows it from place to place and is
// given in deck-list order: told to a player, it would say which card a
// face-down one is, and link a card seen once to the same card seen
// later. What a seat is sent names cards by handles instead:
//
//   - a card the seat may see, by a number the game's secret key draws
//     from the card and its instance (which changes when the card moves):
//     the same while the card stays where it is, a new one, unrelated to
//     the old, once it moves (a card seen, shuffled back and drawn again
//     is not known for the one seen);
//   - a card it may not see, by its place: whose area, which area, where
//     in it, as a player at the table would point at it.
//
// Handles never collide with small numbers, so an answer's separators
// (negative numbers) pass through, and a card's real id is never taken
// for a handle.
const (
	placeBase = 1 << 32 // places: [2^32, 2^40)
	cardBase  = 1 << 40 // cards seen: [2^40, 2^41), below 2^53 for JavaScript
)

// HandleKey is the secret a game draws its cards' handles with, made from
// its seed (never from its random generator, whose draws it leaves as they
// were). Like the seed, nobody at the table is told it.
func HandleKey(seed uint64) uint64 {
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], seed)
	sum := sha256.Sum256(append([]byte("tessen card handles "), b[:]...))
	return binary.LittleEndian.Uint64(sum[:8])
}

// Namer draws the handles of the cards seen, with one game's key.
type Namer struct{ block cipher.Block }

// NewNamer prepares the handles of a game's key.
func NewNamer(key uint64) Namer {
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], key)
	sum := sha256.Sum256(b[:])
	block, err := aes.NewCipher(sum[:16])
	if err != nil {
		panic(err) // a 16-byte key is always a key
	}
	return Namer{block}
}

// Card is the handle of instance inst of card id, for a seat that sees it:
// the card and instance encrypted under the key (AES is a permutation, so
// two cards seen never share a handle), cut to 40 bits.
func (n Namer) Card(id, inst int) int {
	var in, out [aes.BlockSize]byte
	binary.LittleEndian.PutUint64(in[:8], uint64(id))
	binary.LittleEndian.PutUint64(in[8:], uint64(inst))
	n.block.Encrypt(out[:], in[:])
	return cardBase + int(binary.LittleEndian.Uint64(out[:8])&(cardBase-1))
}

// Place is the handle of whatever card is at a place a seat cannot see
// into: seat's (-1: nobody's) area (a game's zone number, below 256), and
// the slot in it (below 2^24: a game numbers the province and the
// position).
func Place(seat, area, slot int) int {
	return (seat+2)<<32 | (area&0xff)<<24 | slot&0xffffff
}

// HandlesOf is how a seat is told of a game's n cards (Handler.Handles):
// a Namer's handle, with the game's key, of each card sees says it sees,
// of its instance; the place of each other.
func HandlesOf(key uint64, n int, sees func(id int) bool, instance, place func(id int) int) []int {
	namer := NewNamer(key)
	out := make([]int, n)
	for id := range out {
		if sees(id) {
			out[id] = namer.Card(id, instance(id))
		} else {
			out[id] = place(id)
		}
	}
	return out
}

// Shown reports a handle of a card the seat sees (not a place).
func Shown(h int) bool { return h >= cardBase }

// Handler is offered by games whose answers and views name cards: how a
// seat is told of each of them.
type Handler interface {
	// Handles is, by card id, the handle player p (-1: a spectator) is
	// told of each card by: a Namer's for a card p may see, a Place for
	// one p may not. Read it, never change it.
	Handles(p int) []int
}

// PublicAnswer is answer a as a seat with these handles is told of it:
// each card by its handle (a number that is no card, a separator, as it
// is).
func PublicAnswer(handles []int, a Answer) Answer {
	if len(a.Cards) == 0 {
		return a
	}
	cards := make([]int, len(a.Cards))
	for i, id := range a.Cards {
		cards[i] = id
		if id >= 0 && id < len(handles) {
			cards[i] = handles[id]
		}
	}
	a.Cards = cards
	return a
}

// PublicParts is a decision's parts (Part) as a seat with these handles
// is told of them: each card by its handle.
func PublicParts(handles []int, parts []Part) []Part {
	out := slices.Clone(parts)
	for i := range out {
		out[i].Cards = PublicAnswer(handles, Answer{Cards: out[i].Cards}).Cards
	}
	return out
}

// PrivateAnswer is the answer a seat with these handles means by a: each
// handle the card it names. A number that names no card the seat was told
// of (a card's id among them: the seat was never told one) is refused; a
// negative one, a separator, is kept. With no handles (a game that names
// cards by their ids), a is as it is.
func PrivateAnswer(handles []int, a Answer) (Answer, error) {
	if len(a.Cards) == 0 || handles == nil {
		return a, nil
	}
	cards := make([]int, len(a.Cards))
	for i, h := range a.Cards {
		cards[i] = h
		if h < 0 {
			continue
		}
		id := CardOf(handles, h)
		if id < 0 {
			return a, fmt.Errorf("card %d: no card on the table is named so", h)
		}
		cards[i] = id
	}
	a.Cards = cards
	return a, nil
}

// CardOf is the card a seat with these handles names by h, -1 for none.
func CardOf(handles []int, h int) int {
	if h < placeBase {
		return -1 // a card's own id is no handle
	}
	for id, x := range handles {
		if x == h {
			return id
		}
	}
	return -1
}

// PublicOrder is the order in which a seat with these handles may be
// shown answers as: a game lists answers in its cards' order, and the
// order of cards the seat cannot see would tell which card each is. The
// answers naming none keep their order, first; those naming some follow,
// by the places of those cards. It lists the answers' indices.
func PublicOrder(handles []int, as []Answer) []int {
	order := make([]int, len(as))
	for i := range order {
		order[i] = i
	}
	places := func(a Answer) []int {
		var out []int
		for _, id := range a.Cards {
			if id >= 0 && id < len(handles) && !Shown(handles[id]) {
				out = append(out, handles[id])
			}
		}
		return out
	}
	slices.SortStableFunc(order, func(i, j int) int { return slices.Compare(places(as[i]), places(as[j])) })
	return order
}

// HandlesFor is how player p is told of g's cards (Handler.Handles), nil
// for a game that names them by their ids.
func HandlesFor(g Game, p int) []int {
	if h, ok := g.(Handler); ok {
		return h.Handles(p)
	}
	return nil
}

// Offered is what a seat with these handles (HandlesFor) may answer now
// (Choices), in the order it may be shown the answers (PublicOrder).
func Offered(handles []int, g Game) []Answer {
	return offered(handles, Choices(g))
}

// OfferedTo is what player p, told of the cards by these handles, may
// answer now (ChoicesFor), in the order p may be shown them.
func OfferedTo(handles []int, g Game, p int) []Answer {
	return offered(handles, ChoicesFor(g, p))
}

func offered(handles []int, as []Answer) []Answer {
	if handles == nil {
		return as
	}
	out := make([]Answer, 0, len(as))
	for _, i := range PublicOrder(handles, as) {
		out = append(out, as[i])
	}
	return out
}
