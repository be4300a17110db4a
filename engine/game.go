package engine

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"sort"
	"strings"
)

// Game is the one door to a game in progress: every caller (bots, the
// terminal, the browser, scenarios, replays) reads Pending and answers.
type Game interface {
	// Pending is the decision the game waits on; nil once the game is
	// over. It is read while pending: once answered, its memory serves
	// the next decision.
	Pending() *Decision
	// Answer applies player p's answer and runs the game to the next
	// decision. A refused answer returns an error and changes nothing.
	Answer(p int, a Answer) error
	// View is what player p may know (-1: a spectator).
	View(p int) any
	// Clone is an independent copy.
	Clone() Game
	// Hash fingerprints the whole state.
	Hash() uint64
	// Over reports the end of the game; Winner is -1 for none.
	Over() bool
	Winner() int
}

// HashJSON fingerprints a value by its JSON encoding (map keys sorted by
// encoding/json), so equal states hash equal on every machine.
func HashJSON(v any) uint64 {
	b, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("engine: state does not encode: %v", err))
	}
	h := fnv.New64a()
	h.Write(b)
	return h.Sum64()
}

// Move is one answer in a game record.
type Move struct {
	Player int    `json:"player"`
	Answer Answer `json:"answer"`
}

// Record is a whole game: which game, its setup (decks, options) and seed,
// and every answer in order. Replaying it is re-executing it.
type Record struct {
	Game  string          `json:"game"`
	Seed  uint64          `json:"seed"`
	Setup json.RawMessage `json:"setup"`
	Moves []Move          `json:"moves"`
}

// Maker reads a setup of one game kind (decks, options) and returns what
// starts games from it: read once, a setup starts any number of games,
// as a sim starts thousands.
type Maker func(setup json.RawMessage) (Starter, error)

// Starter starts a game from a setup already read, with a seed. Several
// goroutines may call one at once.
type Starter func(seed uint64) (Game, error)

var makers = map[string]Maker{}

// Register makes a game kind known by name.
func Register(name string, m Maker) { makers[name] = m }

// Games lists the registered game kinds.
func Games() []string {
	var out []string
	for k := range makers {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Prepare reads a setup of a registered game kind once.
func Prepare(name string, setup json.RawMessage) (Starter, error) {
	m, ok := makers[name]
	if !ok {
		return nil, fmt.Errorf("unknown game %q (known: %v)", name, Games())
	}
	return m(setup)
}

// New starts a registered game.
func New(name string, setup json.RawMessage, seed uint64) (Game, error) {
	start, err := Prepare(name, setup)
	if err != nil {
		return nil, err
	}
	return start(seed)
}

// Replay re-executes a record and returns the game it leads to.
func Replay(r Record) (Game, error) {
	g, err := New(r.Game, r.Setup, r.Seed)
	if err != nil {
		return nil, err
	}
	for i, m := range r.Moves {
		if err := g.Answer(m.Player, m.Answer); err != nil {
			return g, fmt.Errorf("move %d (%s by player %d): %w", i+1, m.Answer, m.Player, err)
		}
	}
	return g, nil
}

// Suggester is offered by games that can list concrete legal answers for
// free-form decisions too (a representative set), for bots and menus. Like
// a decision's options, the list may be the game's own: read it, never
// change it, and not after the next call or answer (its memory may serve
// again).
type Suggester interface {
	Answers() []Answer
}

// SeatSuggester is offered by games whose decision may ask several
// players at once for answers that differ by player (AGoT's plots, each
// chosen in secret from one's own plot deck): the representative answers
// as player p may give them. Suggester's are then those of the first
// player asked.
type SeatSuggester interface {
	AnswersFor(p int) []Answer
}

// Presenter is offered by games that can describe themselves to a
// player in text: the board as p sees it, and an answer in words as p
// may know it (a card p cannot see stays unnamed).
type Presenter interface {
	Board(p int) string
	Describe(p int, a Answer) string
	// Who names player q as player p is told of them ("your opponent",
	// or with more players their name).
	Who(q, p int) string
}

// Choices is what a player may answer now: the game's suggestions where
// it has them, else the decision's listed options.
func Choices(g Game) []Answer {
	if s, ok := g.(Suggester); ok {
		return s.Answers()
	}
	if d := g.Pending(); d != nil {
		return d.Options
	}
	return nil
}

// ChoicesFor is what player p may answer now: where the game's answers
// differ by player (SeatSuggester), p's own; else Choices.
func ChoicesFor(g Game, p int) []Answer {
	if s, ok := g.(SeatSuggester); ok {
		return s.AnswersFor(p)
	}
	return Choices(g)
}

// Forfeiter is offered by games where an answer may lose the game
// outright for the player who gives it, a concession in all but name
// (New Era's Legacy with no Legacy Holding left to find): the bots weigh
// none while they have another choice. Like a concession, such an answer
// stays legal and offered.
type Forfeiter interface {
	Forfeits(p int, a Answer) bool
}

// Scorer is offered by games that can rate a position for a player from
// what that player may know, for greedy and search bots.
type Scorer interface {
	Score(p int) float64
}

// Narrator is offered by games that tell a player what happened: the
// log's lines from index from on, as player p may read them, and the
// index to go on from next time.
type Narrator interface {
	Narrate(p, from int) (lines []string, next int)
}

// Ender is offered by games that can say how a finished game was won.
type Ender interface {
	Ending() string
}

// Determinizer is offered by games with hidden information, for search
// bots: a copy of the game in which everything player p cannot know is
// dealt again at random from seed, consistently with what p has seen (p's
// view of the copy is p's view of the game). The deal must not depend on
// where the hidden cards really are, only on what p may know.
type Determinizer interface {
	Determinize(p int, seed uint64) Game
}

// Catalogue is offered by games whose views name cards by their
// definitions (a "def" in the view's JSON): what a table shows of a card
// on request, its printed facts and the project's own words for its
// abilities. Only what a view names is asked for, so a card nobody may see
// is never described.
type Catalogue interface {
	Card(def string) (CardInfo, bool)
}

// CardInfo is a card as a table shows it, as its game's players read a
// card: its title, its printed facts as labelled lines in the game's words
// ("Cost": "3 fate"), never its data's field names, and Abilities, the
// project's descriptions of what it does (never the publisher's text).
type CardInfo struct {
	Title     string     `json:"title"`
	Lines     []CardLine `json:"lines,omitempty"`
	Abilities []string   `json:"abilities,omitempty"`
}

// CardLine is one labelled fact of a card ("Glory", "2").
type CardLine struct {
	Label string `json:"label"`
	Text  string `json:"text"`
}

// Add adds a line, unless its text is empty (a fact the card lacks).
func (c *CardInfo) Add(label, text string) {
	if text != "" {
		c.Lines = append(c.Lines, CardLine{label, text})
	}
}

// Words turns a slug of the card data ("brotherhood-of-shinsei") into
// words as a card prints them ("Brotherhood of Shinsei").
func Words(slug string) string {
	words := strings.Split(slug, "-")
	for i, w := range words {
		if i == 0 || w != "of" && w != "the" {
			words[i] = Capital(w)
		}
	}
	return strings.Join(words, " ")
}

// Capital is s with its first letter in upper case.
func Capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// Eliminator is offered by games in which a player may be out while the
// others play on (a skirmish of three or more): Out reports whether p is
// out, asked nothing more and watching the rest.
type Eliminator interface {
	Out(p int) bool
}

// Tabler is offered by games a table can draw: Table is the game as
// player p (-1: a spectator) sees it, as data for the game's own drawing
// in the browser (its board, values counted as the rules read them now).
// It names only what p may see, as View does.
type Tabler interface {
	Table(p int) any
}
