package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"

	_ "modernc.org/sqlite" // the embedded database, in pure Go
)

// SQLite is the embedded store: one file, in WAL mode, written by one
// connection at a time (SQLite takes one writer; readers go on beside it,
// and a transaction's reads need no lock).
type SQLite struct{ sqlDB }

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
	s := &SQLite{sqlDB{db: db, tag: NewID()}}
	if err := s.migrate(context.Background()); err != nil {
		db.Close()
		return nil, fmt.Errorf("sqlite %s: %w", file, err)
	}
	if err := s.prepare(advanceGame, insertMove); err != nil {
		db.Close()
		return nil, fmt.Errorf("sqlite %s: %w", file, err)
	}
	return s, nil
}
