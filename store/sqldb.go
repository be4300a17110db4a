package store

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"tessen/engine"
)

// sqlDB is a store's work in the SQL SQLite and PostgreSQL share, through
// database/sql: each store's own (OpenSQLite, OpenPostgres) sets what
// differs. Queries are written with ? and numbered for PostgreSQL.
type sqlDB struct {
	db *sql.DB
	// tag is this process's: its rows of presence, and its own
	// notifications, which it skips.
	tag string
	// numbered: PostgreSQL's $1, $2 … for ?; lock: the clause that locks
	// the rows a transaction reads (SQLite's one writer needs none).
	numbered bool
	lock     string
	// notify, if set, tells the other processes sharing the store that a
	// game changed, as tx commits.
	notify func(ctx context.Context, tx *sql.Tx, id string) error
	// prepared holds statements exec runs prepared once, by their query
	// (SQLite's: its driver would parse them again every time, where pgx
	// keeps its own on each connection).
	prepared map[string]*sql.Stmt
}

// q is a query in the store's own dialect.
func (s *sqlDB) q(query string) string {
	if !s.numbered {
		return query
	}
	var b strings.Builder
	n := 0
	for _, r := range query {
		if r == '?' {
			n++
			b.WriteString("$" + strconv.Itoa(n))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// changed runs notify, where the store has one.
func (s *sqlDB) changed(ctx context.Context, tx *sql.Tx, id string) error {
	if s.notify == nil {
		return nil
	}
	return s.notify(ctx, tx, id)
}

// The statements of a move, the store's most frequent change.
const (
	advanceGame = `UPDATE games SET moves = moves + 1, over = ?, winner = ? WHERE id = ? AND moves = ? AND NOT over AND NOT open`
	insertMove  = `INSERT INTO moves (game, n, player, answer, at) VALUES (?, ?, ?, ?, ?)`
)

// prepare keeps queries prepared for exec.
func (s *sqlDB) prepare(queries ...string) error {
	s.prepared = map[string]*sql.Stmt{}
	for _, query := range queries {
		query = s.q(query)
		st, err := s.db.Prepare(query)
		if err != nil {
			return err
		}
		s.prepared[query] = st
	}
	return nil
}

// exec runs one of the store's statements (its query in the ? dialect)
// in a transaction.
func (s *sqlDB) exec(ctx context.Context, tx *sql.Tx, query string, args ...any) (sql.Result, error) {
	query = s.q(query)
	if st := s.prepared[query]; st != nil {
		return tx.StmtContext(ctx, st).ExecContext(ctx, args...)
	}
	return tx.ExecContext(ctx, query, args...)
}

// inTx runs f in a transaction, committed if f returns nil.
func (s *sqlDB) inTx(ctx context.Context, f func(tx *sql.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := f(tx); err != nil {
		return err
	}
	return tx.Commit()
}

func (s *sqlDB) CreateGame(ctx context.Context, g Game) error {
	seats, err := json.Marshal(g.Seats)
	if err != nil {
		return err
	}
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := s.exec(ctx, tx, `INSERT INTO games (id, game, format, seed, setup, seats, open, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
			g.ID, g.Record.Game, g.Format, int64(g.Record.Seed), string(g.Record.Setup), string(seats), g.Open, g.Created.UnixMilli()); err != nil {
			return err
		}
		for seat, st := range g.Seats {
			if st.Owner != "" {
				if _, err := s.exec(ctx, tx, `INSERT INTO players (game, seat, owner) VALUES (?, ?, ?)`, g.ID, seat, st.Owner); err != nil {
					return err
				}
			}
		}
		return nil
	})
}

func (s *sqlDB) TakeSeat(ctx context.Context, id string, seat int, taker Seat) error {
	_, err := s.reseat(ctx, id, seat, func(st *Seat) bool {
		if st.Kind != KindOpen {
			return false
		}
		*st = taker
		return true
	})
	return err
}

func (s *sqlDB) LeaveSeat(ctx context.Context, id string, seat int, owner string) (bool, error) {
	return s.reseat(ctx, id, seat, func(st *Seat) bool {
		if owner == "" || st.Owner != owner {
			return false
		}
		*st = Seat{Kind: KindOpen}
		return true
	})
}

// reseat changes one seat of an open game, in a transaction holding the
// game's row: change edits the seat, or refuses (ErrConflict). Who sits
// where is stored with it (players); a game nobody holds a seat in any
// more is forgotten (gone).
func (s *sqlDB) reseat(ctx context.Context, id string, seat int, change func(*Seat) bool) (gone bool, err error) {
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		var raw string
		var open bool
		err := tx.QueryRowContext(ctx, s.q(`SELECT seats, open FROM games WHERE id = ?`+s.lock), id).Scan(&raw, &open)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		var seats []Seat
		if err := json.Unmarshal([]byte(raw), &seats); err != nil {
			return err
		}
		if !open || seat < 0 || seat >= len(seats) || !change(&seats[seat]) {
			return ErrConflict
		}
		if gone = !slices.ContainsFunc(seats, func(st Seat) bool { return st.Owner != "" }); gone {
			for _, table := range []string{"chat", "players", "presence"} {
				if _, err := s.exec(ctx, tx, `DELETE FROM `+table+` WHERE game = ?`, id); err != nil {
					return err
				}
			}
			if _, err := s.exec(ctx, tx, `DELETE FROM games WHERE id = ?`, id); err != nil {
				return err
			}
			return s.changed(ctx, tx, id)
		}
		b, err := json.Marshal(seats)
		if err != nil {
			return err
		}
		if _, err := s.exec(ctx, tx, `UPDATE games SET seats = ? WHERE id = ?`, string(b), id); err != nil {
			return err
		}
		if _, err := s.exec(ctx, tx, `DELETE FROM players WHERE game = ? AND seat = ?`, id, seat); err != nil {
			return err
		}
		if seats[seat].Kind != KindOpen {
			if _, err := s.exec(ctx, tx, `INSERT INTO players (game, seat, owner) VALUES (?, ?, ?)`, id, seat, seats[seat].Owner); err != nil {
				return err
			}
		}
		return s.changed(ctx, tx, id)
	})
	return gone, err
}

func (s *sqlDB) Start(ctx context.Context, id string, seed uint64, setup []byte, seats []Seat) error {
	b, err := json.Marshal(seats)
	if err != nil {
		return err
	}
	return s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := s.exec(ctx, tx, `UPDATE games SET seed = ?, setup = ?, seats = ?, open = ? WHERE id = ? AND open`,
			int64(seed), string(setup), string(b), false, id)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			return ErrConflict
		}
		return s.changed(ctx, tx, id)
	})
}

func (s *sqlDB) AppendMove(ctx context.Context, id string, n int, m engine.Move, over bool, winner int) error {
	answer, err := json.Marshal(m.Answer)
	if err != nil {
		return err
	}
	return s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := s.exec(ctx, tx, advanceGame,
			over, winner, id, n)
		if err != nil {
			return err
		}
		if k, err := res.RowsAffected(); err != nil || k != 1 {
			if err != nil {
				return err
			}
			return s.moveRefused(ctx, tx, id)
		}
		if _, err := s.exec(ctx, tx, insertMove,
			id, n, m.Player, string(answer), time.Now().UnixMilli()); err != nil {
			return err
		}
		return s.changed(ctx, tx, id)
	})
}

// moveRefused says why a game did not take a move: it is missing
// (ErrNotFound), or the move was taken already, or the game is over or
// not started (ErrConflict).
func (s *sqlDB) moveRefused(ctx context.Context, q interface {
	QueryRowContext(context.Context, string, ...any) *sql.Row
}, id string) error {
	var one int
	err := q.QueryRowContext(ctx, s.q(`SELECT 1 FROM games WHERE id = ?`), id).Scan(&one)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return ErrNotFound
	case err != nil:
		return err
	}
	return ErrConflict
}

func (s *sqlDB) Game(ctx context.Context, id string) (Game, error) {
	g := Game{ID: id}
	var seed, created int64
	var setup, seats string
	err := s.db.QueryRowContext(ctx, s.q(`SELECT game, format, seed, setup, seats, open, over, winner, created FROM games WHERE id = ?`), id).
		Scan(&g.Record.Game, &g.Format, &seed, &setup, &seats, &g.Open, &g.Over, &g.Winner, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return g, ErrNotFound
	}
	if err != nil {
		return g, err
	}
	if err := fill(&g, seed, setup, seats, created); err != nil {
		return g, err
	}
	g.Record.Moves, err = s.Moves(ctx, id, 0)
	return g, err
}

// fill completes a game read back with what its row stores as text and
// numbers.
func fill(g *Game, seed int64, setup, seats string, created int64) error {
	g.Record.Seed, g.Record.Setup, g.Created = uint64(seed), json.RawMessage(setup), time.UnixMilli(created)
	if err := json.Unmarshal([]byte(seats), &g.Seats); err != nil {
		return fmt.Errorf("game %s: seats: %w", g.ID, err)
	}
	return nil
}

func (s *sqlDB) Moves(ctx context.Context, id string, from int) ([]engine.Move, error) {
	var out []engine.Move
	err := s.each(ctx, `SELECT n, player, answer FROM moves WHERE game = ? AND n >= ? ORDER BY n`, []any{id, from}, func(rows *sql.Rows) error {
		var n int
		var m engine.Move
		var answer string
		if err := rows.Scan(&n, &m.Player, &answer); err != nil {
			return err
		}
		if n != from+len(out) {
			return fmt.Errorf("game %s: move %d is missing", id, from+len(out))
		}
		if err := json.Unmarshal([]byte(answer), &m.Answer); err != nil {
			return fmt.Errorf("game %s: move %d: %w", id, n, err)
		}
		out = append(out, m)
		return nil
	})
	return out, err
}

// each runs a query and hands its rows to scan one at a time.
func (s *sqlDB) each(ctx context.Context, query string, args []any, scan func(*sql.Rows) error) error {
	rows, err := s.db.QueryContext(ctx, s.q(query), args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		if err := scan(rows); err != nil {
			return err
		}
	}
	return rows.Err()
}

// Changes: none but for a store several processes share (Postgres).
func (s *sqlDB) Changes() <-chan string { return nil }

func (s *sqlDB) Live(ctx context.Context) ([]string, error) {
	return s.ids(ctx, `SELECT id FROM games WHERE NOT over AND NOT open ORDER BY created, id`)
}

func (s *sqlDB) Waiting(ctx context.Context) ([]string, error) {
	return s.ids(ctx, `SELECT id FROM games WHERE open ORDER BY created, id`)
}

// ids lists the games a query selects.
func (s *sqlDB) ids(ctx context.Context, query string) ([]string, error) {
	var ids []string
	err := s.each(ctx, query, nil, func(rows *sql.Rows) error {
		var id string
		err := rows.Scan(&id)
		ids = append(ids, id)
		return err
	})
	return ids, err
}

func (s *sqlDB) GamesOf(ctx context.Context, owners []string, limit int) ([]Game, error) {
	if len(owners) == 0 {
		return nil, nil
	}
	args := make([]any, 0, len(owners)+1)
	for _, o := range owners {
		args = append(args, o)
	}
	var out []Game
	err := s.each(ctx, `SELECT id, game, format, seats, moves, open, over, winner, created FROM games
		WHERE id IN (SELECT game FROM players WHERE owner IN (`+strings.Repeat(",?", len(owners))[1:]+`)) ORDER BY created DESC, id LIMIT ?`,
		append(args, limit), func(rows *sql.Rows) error {
			var g Game
			var seats string
			var created int64
			if err := rows.Scan(&g.ID, &g.Record.Game, &g.Format, &seats, &g.Moves, &g.Open, &g.Over, &g.Winner, &created); err != nil {
				return err
			}
			if err := fill(&g, 0, "", seats, created); err != nil {
				return err
			}
			g.Record.Setup = nil
			out = append(out, g)
			return nil
		})
	return out, err
}

func (s *sqlDB) AppendChat(ctx context.Context, id string, l ChatLine) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := s.exec(ctx, tx, `SELECT 1 FROM games WHERE id = ?`+s.lock, id); err != nil { // one line at a time a game
			return err
		}
		if _, err := s.exec(ctx, tx, `INSERT INTO chat (game, n, name, seat, text, at) SELECT ?, COALESCE(MAX(n) + 1, 0), ?, ?, ?, ? FROM chat WHERE game = ?`,
			id, l.Name, l.Seat, l.Text, l.At.UnixMilli(), id); err != nil {
			return err
		}
		return s.changed(ctx, tx, id)
	})
}

func (s *sqlDB) Chat(ctx context.Context, id string, from int) ([]ChatLine, error) {
	var out []ChatLine
	err := s.each(ctx, `SELECT name, seat, text, at FROM chat WHERE game = ? AND n >= ? ORDER BY n`, []any{id, from}, func(rows *sql.Rows) error {
		var l ChatLine
		var at int64
		err := rows.Scan(&l.Name, &l.Seat, &l.Text, &at)
		l.At = time.UnixMilli(at)
		out = append(out, l)
		return err
	})
	return out, err
}

func (s *sqlDB) SetPresence(ctx context.Context, id string, seat int, connected bool, at time.Time) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := s.exec(ctx, tx, `INSERT INTO presence (game, seat, process, connected, seen) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (game, seat, process) DO UPDATE SET connected = excluded.connected, seen = excluded.seen`,
			id, seat, s.tag, connected, at.UnixMilli()); err != nil {
			return err
		}
		// The other processes' rows of the seat that tell less than this
		// one (an older leaving) are no more needed: a seat holds a row
		// for each process it is connected to, and one more.
		if _, err := s.exec(ctx, tx, `DELETE FROM presence WHERE game = ? AND seat = ? AND process <> ? AND NOT connected AND seen <= ?`,
			id, seat, s.tag, at.UnixMilli()); err != nil {
			return err
		}
		return s.changed(ctx, tx, id)
	})
}

func (s *sqlDB) Beat(ctx context.Context, now time.Time) error {
	_, err := s.db.ExecContext(ctx, s.q(`UPDATE presence SET seen = ? WHERE process = ? AND connected`), now.UnixMilli(), s.tag)
	return err
}

func (s *sqlDB) Presence(ctx context.Context, id string, seats int, alive time.Time) ([]Presence, error) {
	out := make([]Presence, seats)
	err := s.each(ctx, `SELECT seat, process, connected, seen FROM presence WHERE game = ?`, []any{id}, func(rows *sql.Rows) error {
		var seat int
		var process string
		var connected bool
		var seen int64
		if err := rows.Scan(&seat, &process, &connected, &seen); err != nil || seat < 0 || seat >= seats {
			return err
		}
		at := time.UnixMilli(seen)
		switch {
		case connected && process != s.tag && !at.Before(alive):
			out[seat].Elsewhere = true
		case at.After(out[seat].Seen):
			out[seat].Seen = at
		}
		return nil
	})
	return out, err
}

func (s *sqlDB) SaveDeck(ctx context.Context, d Deck) (Deck, error) {
	err := s.db.QueryRowContext(ctx, s.q(`INSERT INTO decks (owner, name, game, format, list) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (owner, game, name) DO UPDATE SET format = excluded.format, list = excluded.list RETURNING id`),
		d.Owner, d.Name, d.Game, d.Format, d.List).Scan(&d.ID)
	return d, err
}

func (s *sqlDB) Decks(ctx context.Context, owner string) ([]Deck, error) {
	out := []Deck{}
	err := s.each(ctx, `SELECT id, owner, name, game, format, list FROM decks WHERE owner = ? ORDER BY game, name`, []any{owner}, func(rows *sql.Rows) error {
		var d Deck
		err := rows.Scan(&d.ID, &d.Owner, &d.Name, &d.Game, &d.Format, &d.List)
		out = append(out, d)
		return err
	})
	return out, err
}

func (s *sqlDB) DeleteDeck(ctx context.Context, owner string, id int64) error {
	res, err := s.db.ExecContext(ctx, s.q(`DELETE FROM decks WHERE id = ? AND owner = ?`), id, owner)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return ErrNotFound
	}
	return nil
}

func (s *sqlDB) CreateUser(ctx context.Context, name string, hash []byte) (User, error) {
	key, err := NameKey(name)
	if err != nil {
		return User{}, err
	}
	u := User{Name: name, Hash: hash}
	err = s.db.QueryRowContext(ctx, s.q(`INSERT INTO users (name, name_key, hash, created) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING id`),
		name, key, hash, time.Now().UnixMilli()).Scan(&u.ID)
	if errors.Is(err, sql.ErrNoRows) {
		return User{}, ErrTaken
	}
	return u, err
}

// User finds an account by its name's key; an account older than the
// keys whose name's key was another's (or that has none) is found by its
// name exactly as typed (legacyKey).
func (s *sqlDB) User(ctx context.Context, name string) (User, error) {
	key, err := NameKey(name)
	if err != nil {
		key = legacyKey(name)
	}
	return s.user(ctx, `SELECT id, name, hash FROM users WHERE name_key IN (?, ?) ORDER BY name_key = ? DESC LIMIT 1`,
		key, legacyKey(name), legacyKey(name))
}

// legacyKey is the key of an account made before names had keys whose
// name's key was an older account's, or that has none: its name as typed,
// behind a space, which no name's key begins with.
func legacyKey(name string) string { return " " + name }

func (s *sqlDB) CreateSession(ctx context.Context, digest string, user int64, expires time.Time) error {
	_, err := s.db.ExecContext(ctx, s.q(`INSERT INTO sessions (digest, "user", expires) VALUES (?, ?, ?)`), digest, user, expires.UnixMilli())
	return err
}

func (s *sqlDB) Session(ctx context.Context, digest string) (User, error) {
	return s.user(ctx, `SELECT u.id, u.name, u.hash FROM sessions s JOIN users u ON u.id = s."user" WHERE s.digest = ? AND s.expires > ?`,
		digest, time.Now().UnixMilli())
}

// user reads the account a query selects (ErrNotFound if none).
func (s *sqlDB) user(ctx context.Context, query string, args ...any) (User, error) {
	var u User
	err := s.db.QueryRowContext(ctx, s.q(query), args...).Scan(&u.ID, &u.Name, &u.Hash)
	if errors.Is(err, sql.ErrNoRows) {
		return u, ErrNotFound
	}
	return u, err
}

func (s *sqlDB) EndSession(ctx context.Context, digest string) error {
	_, err := s.db.ExecContext(ctx, s.q(`DELETE FROM sessions WHERE digest = ?`), digest)
	return err
}

func (s *sqlDB) Secret(ctx context.Context, name string) ([]byte, error) {
	b := make([]byte, 32)
	rand.Read(b)
	if _, err := s.db.ExecContext(ctx, s.q(`INSERT INTO secrets (name, value) VALUES (?, ?) ON CONFLICT DO NOTHING`), name, b); err != nil {
		return nil, err
	}
	err := s.db.QueryRowContext(ctx, s.q(`SELECT value FROM secrets WHERE name = ?`), name).Scan(&b)
	return b, err
}

// Revoke also forgets the revocations expired, so that the table holds
// no more than the tokens replaced within a token's life.
func (s *sqlDB) Revoke(ctx context.Context, digest string, expires time.Time) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := s.exec(ctx, tx, `DELETE FROM revoked WHERE expires < ?`, time.Now().UnixMilli()); err != nil {
			return err
		}
		_, err := s.exec(ctx, tx, `INSERT INTO revoked (digest, expires) VALUES (?, ?) ON CONFLICT DO NOTHING`, digest, expires.UnixMilli())
		return err
	})
}

func (s *sqlDB) Revoked(ctx context.Context, digest string) (bool, error) {
	return s.exists(ctx, `SELECT 1 FROM revoked WHERE digest = ?`, digest)
}

func (s *sqlDB) Holds(ctx context.Context, owner string) (bool, error) {
	return s.exists(ctx, `SELECT 1 FROM players WHERE owner = ? UNION ALL SELECT 1 FROM decks WHERE owner = ?`, owner, owner)
}

// exists reports whether a query selects a row.
func (s *sqlDB) exists(ctx context.Context, query string, args ...any) (bool, error) {
	var one int
	err := s.db.QueryRowContext(ctx, s.q(query+` LIMIT 1`), args...).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return err == nil, err
}

func (s *sqlDB) Close() error { return s.db.Close() }

// migration is a change to databases made before it: run once a database,
// in a transaction that records it in migrations.
type migration struct {
	name string
	run  func(ctx context.Context, tx *sql.Tx) error
}

// migrations, in the order they run; a new one goes at the end.
func (s *sqlDB) migrations() []migration {
	return []migration{{"users.name_key", s.keyNames}}
}

// migrate runs the migrations a database has not had. Processes starting
// at once over one PostgreSQL run each once: the first to record it
// holds its row until it commits, and the others then skip it.
func (s *sqlDB) migrate(ctx context.Context) error {
	for _, m := range s.migrations() {
		err := s.inTx(ctx, func(tx *sql.Tx) error {
			res, err := tx.ExecContext(ctx, s.q(`INSERT INTO migrations (name, at) VALUES (?, ?) ON CONFLICT DO NOTHING`), m.name, time.Now().UnixMilli())
			if err != nil {
				return err
			}
			if n, err := res.RowsAffected(); err != nil || n == 0 {
				return err // run already
			}
			return m.run(ctx, tx)
		})
		if err != nil {
			return fmt.Errorf("migration %s: %w", m.name, err)
		}
	}
	return nil
}

// keyNames gives every account its name's key (NameKey), in a column of
// its own that no two accounts share, in place of the lower-cased name's
// index. Oldest first: an account whose name's key an older one has, or
// whose name has none, gets legacyKey, and signs in by its name as typed.
func (s *sqlDB) keyNames(ctx context.Context, tx *sql.Tx) error {
	if _, err := tx.ExecContext(ctx, `ALTER TABLE users ADD COLUMN name_key TEXT`); err != nil {
		return err
	}
	keys := map[int64]string{}
	taken := map[string]bool{}
	rows, err := tx.QueryContext(ctx, `SELECT id, name FROM users ORDER BY id`)
	if err != nil {
		return err
	}
	for rows.Next() {
		var id int64
		var name string
		if err := rows.Scan(&id, &name); err != nil {
			rows.Close()
			return err
		}
		key, err := NameKey(name)
		if err != nil || taken[key] {
			key = legacyKey(name)
		}
		keys[id], taken[key] = key, true
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for id, key := range keys {
		if _, err := tx.ExecContext(ctx, s.q(`UPDATE users SET name_key = ? WHERE id = ?`), key, id); err != nil {
			return err
		}
	}
	if _, err := tx.ExecContext(ctx, `DROP INDEX IF EXISTS users_name`); err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, `CREATE UNIQUE INDEX users_key ON users (name_key)`)
	return err
}
