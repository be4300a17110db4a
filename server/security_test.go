package server

import (
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"
)

// A login does one bcrypt comparison at the accounts' cost whether or not
// its name is an account's, so its time does not tell which names exist.
func TestLoginComparesForUnknownNames(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "t.db"))
	defer s.close()
	if code, out := s.browser().post("/api/signup", `{"name":"Ann","password":"long enough pass"}`); code != http.StatusOK {
		t.Fatalf("sign up: %d %v", code, out)
	}
	var mu sync.Mutex
	var costs []int
	s.srv.compare = func(hash, password []byte) error {
		cost, err := bcrypt.Cost(hash)
		if err != nil {
			t.Errorf("compared with a hash that is not bcrypt's: %v", err)
		}
		mu.Lock()
		costs = append(costs, cost)
		mu.Unlock()
		return bcrypt.CompareHashAndPassword(hash, password)
	}
	for _, name := range []string{"Ann", "Nobody", "<not a name>"} {
		before := len(costs)
		if code, out := s.browser().post("/api/login", `{"name":"`+name+`","password":"wrong password!"}`); code != http.StatusUnauthorized {
			t.Fatalf("%s with a wrong password: %d %v", name, code, out)
		}
		if len(costs) != before+1 || costs[before] != bcrypt.DefaultCost {
			t.Errorf("a login as %q made comparisons at costs %v, not one at %d", name, costs[before:], bcrypt.DefaultCost)
		}
	}
}

// A login named like an address takes from the bucket of that name, not
// the address's: another address's logins go on.
func TestLoginNamedLikeAnAddress(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "t.db"))
	defer s.close()
	s.srv.compare = func(hash, password []byte) error { return bcrypt.ErrMismatchedHashAndPassword }
	login := func(from, name string) int {
		r := httptest.NewRequest("POST", "/api/login", strings.NewReader(`{"name":"`+name+`","password":"guess number x"}`))
		r.Header.Set("Content-Type", "application/json")
		r.RemoteAddr = from + ":4000"
		w := httptest.NewRecorder()
		s.srv.ServeHTTP(w, r)
		return w.Code
	}
	code := 0
	for i := 0; i < 12 && code != http.StatusTooManyRequests; i++ {
		code = login("127.0.0.2", "127.0.0.1")
	}
	if code != http.StatusTooManyRequests {
		t.Fatalf("twelve logins as one name: the last answered %d", code)
	}
	if code := login("127.0.0.1", "Somebody"); code != http.StatusUnauthorized {
		t.Fatalf("after logins named 127.0.0.1 from elsewhere, a login from 127.0.0.1 answered %d", code)
	}
}

// A name is taken by any name a reader could take for it (case, width,
// Cyrillic and Greek lookalikes), and one the PRECIS profile refuses is
// refused with what is wrong in it; the account keeps its name as typed.
func TestNamesTakenByLookalikes(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "t.db"))
	defer s.close()
	s.srv.limits = newLimiter(100, time.Second)
	signUp := func(name string) (int, map[string]string) {
		return s.browser().post("/api/signup", `{"name":"`+name+`","password":"long enough pass"}`)
	}
	for _, name := range []string{"Élodie", "ann"} {
		if code, out := signUp(name); code != http.StatusOK || out["name"] != name {
			t.Fatalf("sign up %s: %d %v", name, code, out)
		}
	}
	for _, name := range []string{"élodie", "ÉLODIE", "Ａnn", "\u0430nn", "\u0391NN"} {
		if code, out := signUp(name); code != http.StatusConflict || !strings.Contains(out["error"], "taken") {
			t.Errorf("sign up %q after Élodie and ann: %d %v", name, code, out)
		}
	}
	for name, want := range map[string]string{"\ufb01nn": "U+FB01", "abc\u05d0\u05d1\u05d2": "right-to-left"} {
		if code, out := signUp(name); code != http.StatusBadRequest || !strings.Contains(out["error"], want) {
			t.Errorf("sign up %q: %d %v, want an error naming %s", name, code, out, want)
		}
	}
	b := s.browser()
	if code, out := b.post("/api/login", `{"name":"ＡＮＮ","password":"long enough pass"}`); code != http.StatusOK || out["name"] != "ann" {
		t.Fatalf("log in as ＡＮＮ: %d %v", code, out)
	}
}
