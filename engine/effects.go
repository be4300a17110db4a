package engine

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
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
	// Label is what a kind needs beyond a number (a keyword gained).
	Label string `json:"label,omitempty"`
	Until string `json:"until,omitempty"`
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
	first := slices.IndexFunc(e.List, func(l Lasting) bool { return l.Until == until })
	if first < 0 {
		return nil // most timing points end nothing: the list is left unwritten
	}
	var expired []Lasting
	kept := e.List[:first] // in place: each state has its own list (Clone)
	for _, l := range e.List[first:] {
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

// Uses counts the uses of limited abilities in their periods ("round",
// "phase", "conflict", "duel"). A period holds few, so they are a list
// searched in order and copied in one piece. What a counter limits is
// a pair of numbers the game packs (an ability of a copy, say), so that
// asking about a limit, which every listing of offers does, builds no
// text; they read and write as a JSON object, "period:key" to count.
type Uses []Use

// Use is one limit counter: its period, what it limits, and how often it
// was used.
type Use struct {
	Period string
	Key    UseKey
	N      int
}

// UseKey is what a limit counter limits, in the game's packing.
type UseKey [2]uint64

// Use counts one use against a key in its period; Used reads it back.
func (c *Core) Use(period string, key UseKey) {
	for i := range c.Uses {
		if u := &c.Uses[i]; u.Key == key && u.Period == period {
			u.N++
			return
		}
	}
	c.Uses = append(c.Uses, Use{period, key, 1})
}

// Used is how often the key was used in its period.
func (c *Core) Used(period string, key UseKey) int {
	for i := range c.Uses {
		if u := &c.Uses[i]; u.Key == key && u.Period == period {
			return u.N
		}
	}
	return 0
}

// ResetUses forgets the uses of a period when it ends.
func (c *Core) ResetUses(period string) {
	kept := c.Uses[:0]
	for _, u := range c.Uses {
		if u.Period != period {
			kept = append(kept, u)
		}
	}
	clear(c.Uses[len(kept):]) // let the forgotten periods go
	c.Uses = kept
}

// text is a counter's name in JSON: "period:hex.hex".
func (u Use) text() string {
	return u.Period + ":" + strconv.FormatUint(u.Key[0], 16) + "." + strconv.FormatUint(u.Key[1], 16)
}

// MarshalJSON writes the counters as an object, keys in order.
func (u Uses) MarshalJSON() ([]byte, error) {
	m := make(map[string]int, len(u))
	for _, c := range u {
		m[c.text()] = c.N
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
		period, key, ok := strings.Cut(k, ":")
		a, b, ok2 := strings.Cut(key, ".")
		x, err1 := strconv.ParseUint(a, 16, 64)
		y, err2 := strconv.ParseUint(b, 16, 64)
		if !ok || !ok2 || period == "" || err1 != nil || err2 != nil {
			return fmt.Errorf("engine: a limit counter named %q, not period:hex.hex", k)
		}
		*u = append(*u, Use{period, UseKey{x, y}, m[k]})
	}
	return nil
}
