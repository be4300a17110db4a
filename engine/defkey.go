package engine

import (
	"sync"
	"sync/atomic"
)

// DefKey names a card's definition in four bytes, for every game: it
// keeps a game's card record free of pointers and strings, so copying a
// game's cards is one plain memory copy that the garbage collector never
// scans. Keys are shared by the games (an id is one key whichever game
// reads it), which costs nothing, ids being distinct strings. It reads and writes as
// the definition's id ("doji-whisperer"); the zero key is the empty id,
// a card whose face is hidden.
type DefKey uint32

// defNames interns definition ids. Keys are handed out while games are
// built or read, rarely; names are read all the time, from any game, so
// the table is copied on write and read without a lock.
var defNames = struct {
	sync.Mutex
	index map[string]DefKey
	names atomic.Pointer[[]string]
}{index: map[string]DefKey{"": 0}}

func init() { defNames.names.Store(&[]string{""}) }

// KeyOf interns a definition id.
func KeyOf(id string) DefKey {
	defNames.Lock()
	defer defNames.Unlock()
	if k, ok := defNames.index[id]; ok {
		return k
	}
	old := *defNames.names.Load()
	names := append(old[:len(old):len(old)], id)
	k := DefKey(len(old))
	defNames.index[id] = k
	defNames.names.Store(&names)
	return k
}

// String is the definition's id.
func (k DefKey) String() string { return (*defNames.names.Load())[k] }

// MarshalText and UnmarshalText make a key read and write as its id in
// JSON (as a text, which the encoder quotes without re-parsing it).
func (k DefKey) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

func (k *DefKey) UnmarshalText(b []byte) error {
	*k = KeyOf(string(b))
	return nil
}
