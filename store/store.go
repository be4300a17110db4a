// Package store keeps the web table's games: each game's record (its
// setup, seed and every answer in order) and who sits where. An answer is
// appended in its own transaction before the table acknowledges it, so a
// restart replays every game to where it was (engine.Replay).
package store

import (
	"context"
	"crypto/rand"
	"encoding/base32"
	"errors"
	"fmt"
	"strings"
	"time"

	"tessen/engine"
)

// Seat is who plays one seat of a game.
type Seat struct {
	Kind string `json:"kind"` // KindGuest, KindUser, KindBot or KindOpen
	// Owner is who may answer for the seat: an account ("user:ID"), or a
	// guest by the digest of their token, never the token itself.
	Owner string `json:"owner,omitempty"`
	Bot   string `json:"bot,omitempty"` // a bot seat's bot (ai.Names)
	Name  string `json:"name"`
	// Deck is the deck a player brought to an open game, kept until the
	// game starts and its setup holds every deck.
	Deck *engine.DeckChoice `json:"deck,omitempty"`
}

// Seat kinds.
const (
	KindGuest = "guest"
	KindUser  = "user" // an account's seat (Owner: "user:ID")
	KindBot   = "bot"
	KindOpen  = "open" // a seat of an open game that nobody has taken yet
)

// Game is one stored game. Record holds its moves when read back. An
// open game waits for players to take its open seats; it has no setup
// and no seed until it starts.
type Game struct {
	ID      string
	Format  string
	Record  engine.Record
	Seats   []Seat
	Open    bool
	Over    bool
	Winner  int
	Created time.Time
	// Moves is how many moves the game has had (GamesOf, which reads no
	// record).
	Moves int
}

// Store keeps games. Its methods are safe for concurrent use.
type Store interface {
	// CreateGame stores a new game, its record without moves.
	CreateGame(ctx context.Context, g Game) error
	// AppendMove stores move n (counted from 0) of a game, and whether the
	// game is over after it, in one transaction: n must be the next move
	// (ErrConflict otherwise: another writer got there first).
	AppendMove(ctx context.Context, id string, n int, m engine.Move, over bool, winner int) error
	// Game reads a game with its moves (ErrNotFound if there is none);
	// Moves a game's moves from the nth on.
	Game(ctx context.Context, id string) (Game, error)
	Moves(ctx context.Context, id string, from int) ([]engine.Move, error)
	// Changes tells of each game another process of the same store has
	// changed (a move, a seat taken, a start): the ids, as they come, until
	// the store is closed. A store only one process uses returns nil.
	Changes() <-chan string
	// Live lists the games started and not over, oldest first; Waiting
	// the open games, oldest first.
	Live(ctx context.Context) ([]string, error)
	Waiting(ctx context.Context) ([]string, error)
	// GamesOf lists the games in which any of owners holds a seat, the
	// newest first, at most limit, without their records.
	GamesOf(ctx context.Context, owners []string, limit int) ([]Game, error)
	// TakeSeat gives an open game's open seat to a player: it fails with
	// ErrConflict if the seat was taken meanwhile.
	TakeSeat(ctx context.Context, id string, seat int, s Seat) error
	// LeaveSeat opens again the seat an owner holds in an open game
	// (ErrConflict if it is not theirs, or the game has started); a game
	// in which nobody holds a seat any more is forgotten (gone).
	LeaveSeat(ctx context.Context, id string, seat int, owner string) (gone bool, err error)
	// Start starts an open game, its seats all taken: its seed and setup,
	// and its seats as they will play.
	Start(ctx context.Context, id string, seed uint64, setup []byte, seats []Seat) error

	// SetPresence records whether this process holds a connection to a
	// seat of a game, as of at, and tells the other processes (Changes).
	// Beat marks this process's connections alive at now, as it does
	// every little while. Presence reads a game's seats as the processes
	// sharing the store see them; a process's connections count if it
	// beat since alive (a process killed has its connections expire).
	SetPresence(ctx context.Context, id string, seat int, connected bool, at time.Time) error
	Beat(ctx context.Context, now time.Time) error
	Presence(ctx context.Context, id string, seats int, alive time.Time) ([]Presence, error)

	// AppendChat keeps a line said at a game's table; Chat reads its
	// lines from the nth on.
	AppendChat(ctx context.Context, id string, line ChatLine) error
	Chat(ctx context.Context, id string, from int) ([]ChatLine, error)

	// SaveDeck keeps a deck of an owner's (an account's or a guest's)
	// under a name, replacing theirs of the same name for the same game;
	// Decks lists an owner's, by name; DeleteDeck forgets one
	// (ErrNotFound if it is not theirs).
	SaveDeck(ctx context.Context, d Deck) (Deck, error)
	Decks(ctx context.Context, owner string) ([]Deck, error)
	DeleteDeck(ctx context.Context, owner string, id int64) error

	// CreateUser makes an account (ErrTaken if the name's key, NameKey,
	// is someone's; NameKey's error if it has none); User finds one by a
	// name of the same key (ErrNotFound). The name is kept as typed. Hash
	// is the password's hash, never the password.
	CreateUser(ctx context.Context, name string, hash []byte) (User, error)
	User(ctx context.Context, name string) (User, error)
	// CreateSession records a signed-in session by its token's digest,
	// until it expires; Session finds its user (ErrNotFound if it is
	// unknown or expired); EndSession ends it.
	CreateSession(ctx context.Context, digest string, user int64, expires time.Time) error
	Session(ctx context.Context, digest string) (User, error)
	EndSession(ctx context.Context, digest string) error

	// Secret is a random key of 32 bytes kept under a name: made when it
	// is first asked for, the same for every process of the store after.
	Secret(ctx context.Context, name string) ([]byte, error)
	// Revoke refuses a token by its digest (a guest's token replaced at
	// sign-in), until it would have expired: the revocations past their
	// time are forgotten. Revoked reports whether one is refused.
	Revoke(ctx context.Context, digest string, expires time.Time) error
	Revoked(ctx context.Context, digest string) (bool, error)
	// Holds reports whether an owner holds a seat of a game or a deck.
	Holds(ctx context.Context, owner string) (bool, error)
	Close() error
}

// Deck is a deck list kept for its owner.
type Deck struct {
	ID     int64  `json:"id"`
	Owner  string `json:"-"`
	Name   string `json:"name"`
	Game   string `json:"game"`
	Format string `json:"format"`
	List   string `json:"list"`
}

// Presence is a seat's player as the processes sharing a store know them.
type Presence struct {
	// Elsewhere: connected to another process, which is alive.
	Elsewhere bool
	// Seen is when they were last known connected, to any process but by
	// Elsewhere (zero: never).
	Seen time.Time
}

// ChatLine is a line said at a game's table.
type ChatLine struct {
	Name string    `json:"name"`
	Seat int       `json:"seat"` // -1: a spectator
	Text string    `json:"text"`
	At   time.Time `json:"at"`
}

// User is an account.
type User struct {
	ID   int64
	Name string
	Hash []byte
}

// ErrNotFound: no game of that id. ErrConflict: the move is not the next.
var (
	ErrNotFound = errors.New("not found")
	ErrConflict = errors.New("the game has moved on: that move or seat is taken")
	ErrTaken    = errors.New("that name is taken")
)

// Open opens a store by its address: "sqlite:FILE" (the embedded
// default; the file is made if need be), or a PostgreSQL address
// ("postgres://…"), which several processes may share.
func Open(addr string) (Store, error) {
	switch {
	case strings.HasPrefix(addr, "sqlite:"):
		return OpenSQLite(strings.TrimPrefix(addr, "sqlite:"))
	case strings.HasPrefix(addr, "postgres://"), strings.HasPrefix(addr, "postgresql://"):
		st, err := OpenPostgres(addr)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", redact(addr), err)
		}
		return st, nil
	}
	return nil, fmt.Errorf("--db %q: sqlite:FILE or postgres://…", addr)
}

// redact hides a password in a database address.
func redact(addr string) string {
	if at := strings.LastIndex(addr, "@"); at >= 0 {
		if scheme := strings.Index(addr, "://"); scheme >= 0 && scheme+3 < at {
			return addr[:scheme+3] + "…" + addr[at:]
		}
	}
	return addr
}

// NewID makes a game's id: 16 random letters and digits.
func NewID() string {
	b := make([]byte, 10)
	rand.Read(b)
	return strings.ToLower(base32.StdEncoding.EncodeToString(b))
}

// schema is the tables of both stores, in the SQL they share; the
// dialects differ in a key that numbers itself, bytes, and a flag.
func schema(serial, bytes, flag string) string {
	return strings.NewReplacer("SERIAL", serial, "BYTES", bytes, "FLAG", flag).Replace(`
CREATE TABLE IF NOT EXISTS games (
	id      TEXT PRIMARY KEY,
	game    TEXT NOT NULL,
	format  TEXT NOT NULL,
	seed    BIGINT NOT NULL,
	setup   TEXT NOT NULL,
	seats   TEXT NOT NULL,
	moves   INTEGER NOT NULL DEFAULT 0,
	open    FLAG,
	over    FLAG,
	winner  INTEGER NOT NULL DEFAULT -1,
	created BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS games_live ON games (over, open, created);
CREATE TABLE IF NOT EXISTS moves (
	game   TEXT NOT NULL REFERENCES games (id),
	n      INTEGER NOT NULL,
	player INTEGER NOT NULL,
	answer TEXT NOT NULL,
	at     BIGINT NOT NULL,
	PRIMARY KEY (game, n)
);
CREATE TABLE IF NOT EXISTS players (
	game  TEXT NOT NULL REFERENCES games (id),
	seat  INTEGER NOT NULL,
	owner TEXT NOT NULL,
	PRIMARY KEY (game, seat)
);
CREATE INDEX IF NOT EXISTS players_owner ON players (owner);
CREATE TABLE IF NOT EXISTS chat (
	game TEXT NOT NULL REFERENCES games (id),
	n    INTEGER NOT NULL,
	name TEXT NOT NULL,
	seat INTEGER NOT NULL,
	text TEXT NOT NULL,
	at   BIGINT NOT NULL,
	PRIMARY KEY (game, n)
);
CREATE TABLE IF NOT EXISTS presence (
	game      TEXT NOT NULL,
	seat      INTEGER NOT NULL,
	process   TEXT NOT NULL,
	connected FLAG,
	seen      BIGINT NOT NULL,
	PRIMARY KEY (game, seat, process)
);
CREATE INDEX IF NOT EXISTS presence_process ON presence (process, connected);
CREATE TABLE IF NOT EXISTS decks (
	id     SERIAL,
	owner  TEXT NOT NULL,
	name   TEXT NOT NULL,
	game   TEXT NOT NULL,
	format TEXT NOT NULL,
	list   TEXT NOT NULL,
	UNIQUE (owner, game, name)
);
CREATE TABLE IF NOT EXISTS users (
	id      SERIAL,
	name    TEXT NOT NULL,
	hash    BYTES NOT NULL,
	created BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS secrets (
	name  TEXT PRIMARY KEY,
	value BYTES NOT NULL
);
CREATE TABLE IF NOT EXISTS revoked (
	digest  TEXT PRIMARY KEY,
	expires BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS migrations (
	name TEXT PRIMARY KEY,
	at   BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
	digest  TEXT PRIMARY KEY,
	"user"  BIGINT NOT NULL REFERENCES users (id),
	expires BIGINT NOT NULL
);
`)
}
