package engine

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"
)

// Lasting is a lasting effect as data: a registered kind, what it applies
// to, its amount, and the timing point at which it expires ("conflict",
// "phase", "round", "duel", or "" for as long as its cards stay in play).
type Lasting struct {
	Kind   string `json:"kind"`
	Source int    `json:"source"`
	Player int    `json:"player"`
	Cards  []int  `json:"cards,omitempty"`
	N      int    `json:"n,omitempty"`
	Until  string `json:"until,omitempty"`
	// Seq orders effects by when they were applied (for "set" modifiers,
	// where the most recent wins).
	Seq int `json:"seq"`
}

// Effects is the list of active lasting effects.
type Effects struct {
	List []Lasting `json:"list,omitempty"`
	Next int       `json:"next"`
}

// Add establishes a lasting effect.
func (e *Effects) Add(l Lasting) {
	e.Next++
	l.Seq = e.Next
	e.List = append(e.List, l)
}

// Expire ends every effect whose duration ends at the timing point and
// returns them, in the order they were applied, for the game to undo what
// needs undoing (a control change) or to run what was delayed.
func (e *Effects) Expire(until string) []Lasting {
	var expired []Lasting
	kept := e.List[:0] // in place: each state has its own list (Clone)
	for _, l := range e.List {
		if l.Until == until {
			expired = append(expired, l)
		} else {
			kept = append(kept, l)
		}
	}
	clear(e.List[len(kept):]) // let the expired effects' cards go
	e.List = kept
	return expired
}

// Forget ends the effects on a card that left play (RR "Leaves Play"): the
// card drops out of each effect, and an effect with no card left ends.
func (e *Effects) Forget(card int) {
	out := e.List[:0]
	for _, l := range e.List {
		if slices.Contains(l.Cards, card) {
			// A new list: an effect's cards may be shared (engine.One).
			cards := make([]int, 0, len(l.Cards)-1)
			for _, c := range l.Cards {
				if c != card {
					cards = append(cards, c)
				}
			}
			if len(cards) == 0 {
				continue
			}
			l.Cards = cards
		}
		out = append(out, l)
	}
	clear(e.List[len(out):])
	e.List = out
}

// Clone copies the effects deeply.
func (e Effects) Clone() Effects {
	n := Effects{Next: e.Next, List: make([]Lasting, len(e.List))}
	total := 0
	for _, l := range e.List {
		total += len(l.Cards)
	}
	// The card lists share one allocation, each capped where it ends.
	buf := make([]int, 0, total)
	for i, l := range e.List {
		start := len(buf)
		buf = append(buf, l.Cards...)
		l.Cards = buf[start:len(buf):len(buf)]
		n.List[i] = l
	}
	return n
}

// UseKey begins the key of a limit counter: its period ("round",
// "phase", "conflict", "duel"), to which the game appends the ability's
// name. Keys are bytes so that asking about a limit, which every listing
// of offers does, allocates nothing.
func UseKey(buf []byte, period string) []byte { return append(append(buf, period...), ':') }

// Uses counts the uses of limited abilities in their periods. A period
// holds few, so they are a list searched in order and copied in one
// piece; they read and write as a JSON object, key to count.
type Uses []Use

// Use is one limit counter: its key (UseKey) and how often it was used.
type Use struct {
	Key string
	N   int
}

// Use counts one use against a key made with UseKey; Used reads it back.
func (c *Core) Use(key []byte) {
	for i := range c.Uses {
		if c.Uses[i].Key == string(key) {
			c.Uses[i].N++
			return
		}
	}
	c.Uses = append(c.Uses, Use{string(key), 1})
}

// Used is how often the key was used in its period.
func (c *Core) Used(key []byte) int {
	for _, u := range c.Uses {
		if u.Key == string(key) {
			return u.N
		}
	}
	return 0
}

// ResetUses forgets the uses of a period when it ends.
func (c *Core) ResetUses(period string) {
	kept := c.Uses[:0]
	for _, u := range c.Uses {
		if !(len(u.Key) > len(period) && u.Key[len(period)] == ':' && strings.HasPrefix(u.Key, period)) {
			kept = append(kept, u)
		}
	}
	clear(c.Uses[len(kept):]) // let the forgotten keys go
	c.Uses = kept
}

// MarshalJSON writes the counters as an object, keys in order.
func (u Uses) MarshalJSON() ([]byte, error) {
	m := make(map[string]int, len(u))
	for _, c := range u {
		m[c.Key] = c.N
	}
	return json.Marshal(m)
}

// UnmarshalJSON reads them back, in key order.
func (u *Uses) UnmarshalJSON(b []byte) error {
	var m map[string]int
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	*u = (*u)[:0]
	for _, k := range slices.Sorted(maps.Keys(m)) {
		*u = append(*u, Use{k, m[k]})
	}
	return nil
}
