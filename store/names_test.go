package store

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	_ "github.com/jackc/pgx/v5/stdlib" // database/sql's "pgx", for a database made the old way

	"tessen/store/pgtest"
)

// Names a reader cannot tell apart have one key: case, width and the
// common Cyrillic and Greek lookalikes of Latin letters; a name the
// PRECIS profile refuses is refused with what is wrong in it.
func TestNameKey(t *testing.T) {
	for _, same := range [][2]string{
		{"Élodie", "élodie"},
		{"Ａnn", "ann"},           // fullwidth A
		{"\u0430nn", "ann"},      // Cyrillic а
		{"\u0410NN", "ann"},      // Cyrillic А, upper case
		{"B\u03bfb", "bob"},      // Greek ο
		{"Mary Ann", "mary ann"}, // words, each keyed
	} {
		a, errA := NameKey(same[0])
		b, errB := NameKey(same[1])
		if errA != nil || errB != nil || a != b {
			t.Errorf("%q and %q: keys %q (%v) and %q (%v)", same[0], same[1], a, errA, b, errB)
		}
	}
	if a, _ := NameKey("Elodie"); a == "élodie" {
		t.Error("an accent is not a case")
	}
	for name, want := range map[string]string{
		"Ann\u200dBob": "U+200D",        // a zero-width joiner
		"ann  bob":     "one space",     // two spaces
		" ann":         "one space",     // a space at the start
		"\u2163ann":    "U+2163",        // a Roman numeral: compatibility character
		"abcאבג":       "right-to-left", // mixed directions
	} {
		if _, err := NameKey(name); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want an error naming %q", name, err, want)
		}
	}
}

// An account's name is compared by its key: a name of the same key is
// taken, and signs in to the account, whose name is kept as typed.
func TestUserNamesByKey(t *testing.T) { eachStore(t, userNamesByKey) }

func userNamesByKey(t *testing.T, s Store, _ func() Store) {
	ctx := context.Background()
	u, err := s.CreateUser(ctx, "Élodie", []byte("hash"))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"élodie", "ÉLODIE"} {
		if _, err := s.CreateUser(ctx, name, []byte("x")); !errors.Is(err, ErrTaken) {
			t.Errorf("%q after Élodie: %v", name, err)
		}
		if back, err := s.User(ctx, name); err != nil || back.ID != u.ID || back.Name != "Élodie" {
			t.Errorf("%q finds %+v %v", name, back, err)
		}
	}
	if _, err := s.CreateUser(ctx, "ann", []byte("x")); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"Ａnn", "\u0430nn"} {
		if _, err := s.CreateUser(ctx, name, []byte("x")); !errors.Is(err, ErrTaken) {
			t.Errorf("%q after ann: %v", name, err)
		}
	}
	if _, err := s.CreateUser(ctx, "ann\u200d", []byte("x")); err == nil || errors.Is(err, ErrTaken) {
		t.Errorf("a name with a zero-width joiner: %v", err)
	}
}

// oldUsers is the users table as it was before names had keys.
const oldUsers = `CREATE TABLE users (id %s, name TEXT NOT NULL, hash %s NOT NULL, created BIGINT NOT NULL);
CREATE UNIQUE INDEX users_name ON users (lower(name))`

// A database made before names had keys is given them: the oldest of two
// accounts whose names have one key keeps it, the other (a Cyrillic а)
// signs in by its name as typed, as does one whose name has no key; names
// of a key taken are refused from then on.
func TestNameKeysMigrate(t *testing.T) {
	t.Run("sqlite", func(t *testing.T) {
		file := filepath.Join(t.TempDir(), "t.db")
		migratesNames(t, "sqlite", "file:"+file, "INTEGER PRIMARY KEY", "BLOB", func() Store {
			s, err := OpenSQLite(file)
			if err != nil {
				t.Fatal(err)
			}
			return s
		})
	})
	t.Run("postgres", func(t *testing.T) {
		addr := pgtest.Start(t)
		migratesNames(t, "pgx", addr, "BIGSERIAL PRIMARY KEY", "BYTEA", func() Store {
			s, err := OpenPostgres(addr)
			if err != nil {
				t.Fatal(err)
			}
			return s
		})
	})
}

func migratesNames(t *testing.T, driver, addr, serial, bytes string, open func() Store) {
	ctx := context.Background()
	db, err := sql.Open(driver, addr)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range strings.Split(strings.Replace(strings.Replace(oldUsers, "%s", serial, 1), "%s", bytes, 1), ";") {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	for _, name := range []string{"Ann", "\u0430nn", "Ann\u200dBob"} {
		if _, err := db.Exec(`INSERT INTO users (name, hash, created) VALUES ('` + name + `', '', 0)`); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	for range 2 { // and opened again, the migration not run twice
		s := open()
		for _, name := range []string{"Ann", "\u0430nn", "Ann\u200dBob"} {
			if u, err := s.User(ctx, name); err != nil || u.Name != name {
				t.Errorf("%q after the migration: %+v %v", name, u, err)
			}
		}
		if u, err := s.User(ctx, "ＡNN"); err != nil || u.Name != "Ann" {
			t.Errorf("ＡNN finds %+v %v, not the oldest, Ann", u, err)
		}
		if _, err := s.CreateUser(ctx, "aNN", []byte("x")); !errors.Is(err, ErrTaken) {
			t.Errorf("a name of a migrated key: %v", err)
		}
		s.Close()
	}
}
