package engine

import "strings"

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
	var out, expired []Lasting
	for _, l := range e.List {
		if l.Until == until {
			expired = append(expired, l)
		} else {
			out = append(out, l)
		}
	}
	e.List = out
	return expired
}

// Forget ends the effects on a card that left play (RR "Leaves Play"): the
// card drops out of each effect, and an effect with no card left ends.
func (e *Effects) Forget(card int) {
	out := e.List[:0]
	for _, l := range e.List {
		if len(l.Cards) > 0 {
			cards := l.Cards[:0:0]
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

// Use counts one use against a key made with UseKey; Used reads it back.
func (c *Core) Use(key []byte) {
	if c.Uses == nil {
		c.Uses = map[string]int{}
	}
	c.Uses[string(key)]++
}

// Used is how often the key was used in its period.
func (c *Core) Used(key []byte) int { return c.Uses[string(key)] }

// ResetUses forgets the uses of a period when it ends.
func (c *Core) ResetUses(period string) {
	for k := range c.Uses {
		if strings.HasPrefix(k, period+":") {
			delete(c.Uses, k)
		}
	}
}
