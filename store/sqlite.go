package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"tessen/engine"

	_ "modernc.org/sqlite" // the embedded database, in pure Go
)

// SQLite is the embedded store: one file, in WAL mode, written by one
// connection at a time (SQLite takes one writer; readers go on beside it).
type SQLite struct{ db *sql.DB }

// OpenSQLite opens (or makes) the store in a file. Synchronous NORMAL in
// WAL mode: a committed move survives the process being killed (only a
// power cut could lose the last ones).
func OpenSQLite(file string) (*SQLite, error) {
	if file == "" {
		return nil, errors.New("sqlite: no file named")
	}
	q := url.Values{}
	for _, p := range []string{"journal_mode(WAL)", "synchronous(NORMAL)", "busy_timeout(5000)", "foreign_keys(1)"} {
		q.Add("_pragma", p)
	}
	db, err := sql.Open("sqlite", "file:"+file+"?"+q.Encode())
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1) // one writer; a second would wait on SQLite's lock anyway
	if _, err := db.Exec(schema("INTEGER PRIMARY KEY", "BLOB", "INTEGER NOT NULL DEFAULT 0")); err != nil {
		db.Close()
		return nil, fmt.Errorf("sqlite %s: %w", file, err)
	}
	return &SQLite{db: db}, nil
}

func (s *SQLite) CreateGame(ctx context.Context, g Game) error {
	seats, err := json.Marshal(g.Seats)
	if err != nil {
		return err
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err = tx.ExecContext(ctx, `INSERT INTO games (id, game, format, seed, setup, seats, open, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
		g.ID, g.Record.Game, g.Format, int64(g.Record.Seed), string(g.Record.Setup), string(seats), g.Open, g.Created.UnixMilli()); err != nil {
		return err
	}
	for seat, st := range g.Seats {
		if st.Owner != "" {
			if _, err := tx.ExecContext(ctx, `INSERT INTO players (game, seat, owner) VALUES (?, ?, ?)`, g.ID, seat, st.Owner); err != nil {
				return err
			}
		}
	}
	return tx.Commit()
}

func (s *SQLite) TakeSeat(ctx context.Context, id string, seat int, taker Seat) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var raw string
	var open bool
	err = tx.QueryRowContext(ctx, `SELECT seats, open FROM games WHERE id = ?`, id).Scan(&raw, &open)
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	if err != nil {
		return err
	}
	seats, err := takeSeat(raw, open, seat, taker)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE games SET seats = ? WHERE id = ?`, seats, id); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO players (game, seat, owner) VALUES (?, ?, ?)`, id, seat, taker.Owner); err != nil {
		return err
	}
	return tx.Commit()
}

// takeSeat gives an open seat of a game's seats (as stored) to a taker,
// and returns the seats to store.
func takeSeat(raw string, open bool, seat int, taker Seat) (string, error) {
	var seats []Seat
	if err := json.Unmarshal([]byte(raw), &seats); err != nil {
		return "", err
	}
	if !open || seat < 0 || seat >= len(seats) || seats[seat].Kind != KindOpen {
		return "", ErrConflict
	}
	seats[seat] = taker
	b, err := json.Marshal(seats)
	return string(b), err
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

func (s *SQLite) Start(ctx context.Context, id string, seed uint64, setup []byte, seats []Seat) error {
	b, err := json.Marshal(seats)
	if err != nil {
		return err
	}
	res, err := s.db.ExecContext(ctx, `UPDATE games SET seed = ?, setup = ?, seats = ?, open = 0 WHERE id = ? AND open = 1`, int64(seed), string(setup), string(b), id)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return ErrConflict
	}
	return nil
}

func (s *SQLite) AppendMove(ctx context.Context, id string, n int, m engine.Move, over bool, winner int) error {
	answer, err := json.Marshal(m.Answer)
	if err != nil {
		return err
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `UPDATE games SET moves = moves + 1, over = ?, winner = ? WHERE id = ? AND moves = ? AND over = 0 AND open = 0`, over, winner, id, n)
	if err != nil {
		return err
	}
	if k, err := res.RowsAffected(); err != nil || k != 1 {
		if err == nil {
			err = s.conflict(ctx, tx, id)
		}
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO moves (game, n, player, answer, at) VALUES (?, ?, ?, ?, ?)`,
		id, n, m.Player, string(answer), time.Now().UnixMilli()); err != nil {
		return err
	}
	return tx.Commit()
}

// conflict tells a missing game from a move already taken.
func (s *SQLite) conflict(ctx context.Context, tx *sql.Tx, id string) error {
	var one int
	if err := tx.QueryRowContext(ctx, `SELECT 1 FROM games WHERE id = ?`, id).Scan(&one); errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	return ErrConflict
}

func (s *SQLite) Game(ctx context.Context, id string) (Game, error) {
	g := Game{ID: id}
	var seed, created int64
	var setup, seats string
	err := s.db.QueryRowContext(ctx, `SELECT game, format, seed, setup, seats, open, over, winner, created FROM games WHERE id = ?`, id).
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

func (s *SQLite) Moves(ctx context.Context, id string, from int) ([]engine.Move, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT n, player, answer FROM moves WHERE game = ? AND n >= ? ORDER BY n`, id, from)
	if err != nil {
		return nil, err
	}
	return readMoves(sqlRows{rows}, id, from)
}

// moveRows is what readMoves reads: database/sql's rows, or pgx's.
type moveRows interface {
	Next() bool
	Scan(dest ...any) error
	Err() error
	Close()
}

// sqlRows gives database/sql's rows the Close readMoves calls.
type sqlRows struct{ *sql.Rows }

func (r sqlRows) Close() { r.Rows.Close() }

// readMoves reads moves n, player, answer in order from the nth on.
func readMoves[R moveRows](rows R, id string, from int) ([]engine.Move, error) {
	defer rows.Close()
	var out []engine.Move
	for rows.Next() {
		var n int
		var m engine.Move
		var answer string
		if err := rows.Scan(&n, &m.Player, &answer); err != nil {
			return out, err
		}
		if n != from+len(out) {
			return out, fmt.Errorf("game %s: move %d is missing", id, from+len(out))
		}
		if err := json.Unmarshal([]byte(answer), &m.Answer); err != nil {
			return out, fmt.Errorf("game %s: move %d: %w", id, n, err)
		}
		out = append(out, m)
	}
	return out, rows.Err()
}

// Changes: one process uses a SQLite file.
func (s *SQLite) Changes() <-chan string { return nil }

func (s *SQLite) Live(ctx context.Context) ([]string, error) {
	return s.ids(ctx, `SELECT id FROM games WHERE over = 0 AND open = 0 ORDER BY created, id`)
}

func (s *SQLite) Waiting(ctx context.Context) ([]string, error) {
	return s.ids(ctx, `SELECT id FROM games WHERE open = 1 ORDER BY created, id`)
}

func (s *SQLite) GamesOf(ctx context.Context, owners []string, limit int) ([]Game, error) {
	if len(owners) == 0 {
		return nil, nil
	}
	marks := strings.Repeat(",?", len(owners))[1:]
	args := []any{}
	for _, o := range owners {
		args = append(args, o)
	}
	rows, err := s.db.QueryContext(ctx, `SELECT id, game, format, seats, moves, open, over, winner, created FROM games
		WHERE id IN (SELECT game FROM players WHERE owner IN (`+marks+`)) ORDER BY created DESC, id LIMIT ?`, append(args, limit)...)
	if err != nil {
		return nil, err
	}
	return readSummaries(sqlRows{rows})
}

// readSummaries reads games without their records: id, game, format,
// seats, moves, open, over, winner, created.
func readSummaries[R moveRows](rows R) ([]Game, error) {
	defer rows.Close()
	var out []Game
	for rows.Next() {
		var g Game
		var seats string
		var created int64
		if err := rows.Scan(&g.ID, &g.Record.Game, &g.Format, &seats, &g.Moves, &g.Open, &g.Over, &g.Winner, &created); err != nil {
			return out, err
		}
		if err := fill(&g, 0, "", seats, created); err != nil {
			return out, err
		}
		g.Record.Setup = nil
		out = append(out, g)
	}
	return out, rows.Err()
}

// ids lists the games a query selects.
func (s *SQLite) ids(ctx context.Context, query string) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, query)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

func (s *SQLite) AppendChat(ctx context.Context, id string, l ChatLine) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO chat (game, n, name, seat, text, at) SELECT ?, COALESCE(MAX(n) + 1, 0), ?, ?, ?, ? FROM chat WHERE game = ?`,
		id, l.Name, l.Seat, l.Text, l.At.UnixMilli(), id)
	return err
}

func (s *SQLite) Chat(ctx context.Context, id string, from int) ([]ChatLine, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT name, seat, text, at FROM chat WHERE game = ? AND n >= ? ORDER BY n`, id, from)
	if err != nil {
		return nil, err
	}
	return readChat(sqlRows{rows})
}

// readChat reads chat lines: name, seat, text, at.
func readChat[R moveRows](rows R) ([]ChatLine, error) {
	defer rows.Close()
	var out []ChatLine
	for rows.Next() {
		var l ChatLine
		var at int64
		if err := rows.Scan(&l.Name, &l.Seat, &l.Text, &at); err != nil {
			return out, err
		}
		l.At = time.UnixMilli(at)
		out = append(out, l)
	}
	return out, rows.Err()
}

func (s *SQLite) SaveDeck(ctx context.Context, d Deck) (Deck, error) {
	err := s.db.QueryRowContext(ctx, `INSERT INTO decks (owner, name, game, format, list) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (owner, game, name) DO UPDATE SET format = excluded.format, list = excluded.list RETURNING id`,
		d.Owner, d.Name, d.Game, d.Format, d.List).Scan(&d.ID)
	return d, err
}

func (s *SQLite) Decks(ctx context.Context, owner string) ([]Deck, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, owner, name, game, format, list FROM decks WHERE owner = ? ORDER BY game, name`, owner)
	if err != nil {
		return nil, err
	}
	return readDecks(sqlRows{rows})
}

// readDecks reads decks: id, owner, name, game, format, list.
func readDecks[R moveRows](rows R) ([]Deck, error) {
	defer rows.Close()
	out := []Deck{}
	for rows.Next() {
		var d Deck
		if err := rows.Scan(&d.ID, &d.Owner, &d.Name, &d.Game, &d.Format, &d.List); err != nil {
			return out, err
		}
		out = append(out, d)
	}
	return out, rows.Err()
}

func (s *SQLite) DeleteDeck(ctx context.Context, owner string, id int64) error {
	res, err := s.db.ExecContext(ctx, `DELETE FROM decks WHERE id = ? AND owner = ?`, id, owner)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return ErrNotFound
	}
	return nil
}

func (s *SQLite) CreateUser(ctx context.Context, name string, hash []byte) (User, error) {
	res, err := s.db.ExecContext(ctx, `INSERT INTO users (name, hash, created) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`, name, hash, time.Now().UnixMilli())
	if err != nil {
		return User{}, err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return User{}, ErrTaken
	}
	id, err := res.LastInsertId()
	return User{ID: id, Name: name, Hash: hash}, err
}

func (s *SQLite) User(ctx context.Context, name string) (User, error) {
	var u User
	err := s.db.QueryRowContext(ctx, `SELECT id, name, hash FROM users WHERE lower(name) = lower(?)`, name).Scan(&u.ID, &u.Name, &u.Hash)
	if errors.Is(err, sql.ErrNoRows) {
		return u, ErrNotFound
	}
	return u, err
}

func (s *SQLite) CreateSession(ctx context.Context, digest string, user int64, expires time.Time) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO sessions (digest, "user", expires) VALUES (?, ?, ?)`, digest, user, expires.UnixMilli())
	return err
}

func (s *SQLite) Session(ctx context.Context, digest string) (User, error) {
	var u User
	err := s.db.QueryRowContext(ctx, `SELECT u.id, u.name, u.hash FROM sessions s JOIN users u ON u.id = s."user" WHERE s.digest = ? AND s.expires > ?`,
		digest, time.Now().UnixMilli()).Scan(&u.ID, &u.Name, &u.Hash)
	if errors.Is(err, sql.ErrNoRows) {
		return u, ErrNotFound
	}
	return u, err
}

func (s *SQLite) EndSession(ctx context.Context, digest string) error {
	_, err := s.db.ExecContext(ctx, `DELETE FROM sessions WHERE digest = ?`, digest)
	return err
}

func (s *SQLite) Close() error { return s.db.Close() }
