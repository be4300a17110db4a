package server

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"golang.org/x/crypto/bcrypt"
)

// post sends a JSON request as this site's page would (or with the
// headers given instead).
func (b *browser) post(path, body string, header ...string) (int, map[string]string) {
	req, _ := http.NewRequest("POST", b.site.http.URL+path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", b.site.http.URL)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := (&http.Client{Jar: b.jar}).Do(req)
	if err != nil {
		b.site.t.Fatal(err)
	}
	defer res.Body.Close()
	out := map[string]string{}
	json.NewDecoder(res.Body).Decode(&out)
	return res.StatusCode, out
}

func (b *browser) me() string {
	res, err := (&http.Client{Jar: b.jar}).Get(b.site.http.URL + "/api/me")
	if err != nil {
		b.site.t.Fatal(err)
	}
	defer res.Body.Close()
	var m me
	json.NewDecoder(res.Body).Decode(&m)
	return m.Name
}

// An account: signed up once under a name, its password checked (never
// kept), signed in from any browser, which then holds its seats; signed
// out, the browser is a guest again.
func TestAccounts(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "t.db"))
	defer s.close()
	home, away := s.browser(), s.browser()
	for body, want := range map[string]string{
		`{"name":"Ann","password":"short"}`:                           "10 characters",
		`{"name":"A","password":"long enough pass"}`:                  "3 to 24",
		`{"name":"<Ann>","password":"long enough pass"}`:              "letters, digits",
		`{"name":"Ann","password":"long enough pass","x":1}`:          "unknown field",
		`{"name":"Ann","password":"` + strings.Repeat("p", 80) + `"}`: "72 bytes",
	} {
		if code, out := home.post("/api/signup", body); code != http.StatusBadRequest || !strings.Contains(out["error"], want) {
			t.Errorf("sign up %s: %d %v", body, code, out)
		}
	}
	if code, out := home.post("/api/signup", `{"name":"Ann","password":"long enough pass"}`); code != http.StatusOK || out["name"] != "Ann" {
		t.Fatalf("sign up: %d %v", code, out)
	}
	if code, out := away.post("/api/signup", `{"name":"ann","password":"another password"}`); code != http.StatusConflict || !strings.Contains(out["error"], "taken") {
		t.Fatalf("a name taken twice: %d %v", code, out)
	}
	if home.me() != "Ann" || away.me() != "" {
		t.Fatalf("who: %q and %q", home.me(), away.me())
	}
	code, out := home.create(lcgAgainstRandom)
	if code != http.StatusCreated {
		t.Fatal(code, out)
	}
	if code, out := away.post("/api/login", `{"name":"Ann","password":"wrong password!"}`); code != http.StatusUnauthorized || out["error"] != "wrong name or password" {
		t.Fatalf("a wrong password: %d %v", code, out)
	}
	if code, out := away.post("/api/login", `{"name":"Ann","password":"long enough pass"}`); code != http.StatusOK {
		t.Fatalf("log in: %d %v", code, out)
	}
	m := away.connect(out["id"]).until(mine)
	if m.Seat != 0 || m.Seats[0].Name != "Ann" || m.Seats[0].Kind != "user" {
		t.Fatalf("the account's seat from another browser: seat %d, %+v", m.Seat, m.Seats)
	}
	if code, _ := away.post("/api/logout", ``); code != http.StatusOK || away.me() != "" {
		t.Fatalf("log out: %d, still %q", code, away.me())
	}
	if m := away.connect(out["id"]).until(func(message) bool { return true }); m.Seat != -1 {
		t.Fatalf("signed out, the browser still holds seat %d", m.Seat)
	}
	if home.me() != "Ann" {
		t.Fatal("signing out one browser signed out the other")
	}
}

// Guessing passwords, making games and sending messages are limited by
// address and account; a request another site's page sends, or that is
// not JSON, is refused.
func TestLimitsAndForeignRequests(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "t.db"))
	defer s.close()
	b := s.browser()
	// A login's bcrypt comparison takes seconds under the race detector,
	// long enough for the buckets to fill again: none here.
	s.srv.compare = func(hash, password []byte) error { return bcrypt.ErrMismatchedHashAndPassword }
	code := 0
	for i := 0; i < 12 && code != http.StatusTooManyRequests; i++ {
		code, _ = b.post("/api/login", `{"name":"Nobody","password":"guess number x"}`)
	}
	if code != http.StatusTooManyRequests {
		t.Fatalf("twelve wrong passwords in a row: the last answered %d", code)
	}
	for _, c := range []struct{ path, body, header, value string }{
		{"/api/signup", `{"name":"Eve","password":"long enough pass"}`, "Origin", "https://evil.example"},
		{"/api/logout", ``, "Origin", "https://evil.example"},
		{"/api/games", lcgAgainstRandom, "Sec-Fetch-Site", "cross-site"},
	} {
		h := []string{c.header, c.value}
		if c.header == "Sec-Fetch-Site" {
			h = append(h, "Origin", "")
		}
		if code, out := b.post(c.path, c.body, h...); code != http.StatusForbidden {
			t.Errorf("%s from another site: %d %v", c.path, code, out)
		}
	}
	if code, out := s.browser().post("/api/games", lcgAgainstRandom, "Content-Type", "text/plain"); code != http.StatusBadRequest || !strings.Contains(out["error"], "JSON") {
		t.Errorf("a game asked for in plain text: %d %v", code, out)
	}

	// A connection's messages: a burst of 40, then 20 a second; the
	// refusals are told once, and the browser is not cut off for them.
	s.srv.messages = newLimiter(40, time.Second/20)
	_, out := s.browser().create(lcgAgainstRandom)
	c := s.browser().connect(out["id"])
	c.read()
	for range 60 {
		c.ws.Write(context.Background(), websocket.MessageText, []byte(`{"type":"refresh"}`))
	}
	for range 100 {
		if m := c.read(); m.Type == "error" && strings.Contains(m.Error, "too many") {
			return
		}
	}
	t.Fatal("sixty messages at once were all taken")
}

// A bucket gives its burst, then one token an interval.
func TestLimiter(t *testing.T) {
	l := newLimiter(3, time.Second)
	now := time.Unix(1000, 0)
	for i := range 3 {
		if !l.allow("a", now) {
			t.Fatalf("token %d refused", i)
		}
	}
	if l.allow("a", now) || !l.allow("b", now) {
		t.Fatal("the buckets are not each key's")
	}
	if !l.allow("a", now.Add(time.Second)) || l.allow("a", now.Add(time.Second)) {
		t.Fatal("a second does not give one token back")
	}
}

// A player's decks: a legal list is kept under a name, a broken one is
// refused with each rule it breaks named; the decks are the player's
// alone, and forgotten on request.
func TestDecks(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "t.db"))
	defer s.close()
	ann := s.browser()
	ann.post("/api/signup", `{"name":"Ann","password":"long enough pass"}`)
	var list string
	{
		b, _ := json.Marshal("Stronghold:\n1 Shizuka Toshi\nConflict:\n3 Banzai!")
		list = string(b)
	}
	if code, out := ann.post("/api/decks", `{"name":"broken","game":"l5r-lcg","format":"stronghold","list":`+list+`}`); code != http.StatusBadRequest ||
		strings.Count(out["error"], "RR-") < 2 {
		t.Fatalf("a broken deck kept: %d %v", code, out)
	}
	if code, out := ann.post("/api/decks", `{"name":"x","game":"chess","format":"f","list":"1 Pawn"}`); code != http.StatusBadRequest || !strings.Contains(out["error"], "chess") {
		t.Fatalf("a deck of no game: %d %v", code, out)
	}
	sample := sampleList(t)
	code, out := ann.post("/api/decks", `{"name":"My Lion","game":"l5r-lcg","format":"stronghold","list":`+sample+`}`)
	if code != http.StatusOK || out["name"] != "My Lion" {
		t.Fatalf("a legal deck: %d %v", code, out)
	}
	var mine []map[string]any
	if ann.get("/api/decks", &mine); len(mine) != 1 || mine[0]["name"] != "My Lion" {
		t.Fatalf("Ann's decks: %v", mine)
	}
	var theirs []map[string]any
	if s.browser().get("/api/decks", &theirs); len(theirs) != 0 {
		t.Fatalf("a stranger sees %v", theirs)
	}
	id := itoa(int(mine[0]["id"].(float64)))
	req, _ := http.NewRequest("DELETE", s.http.URL+"/api/decks/"+id, nil)
	req.Header.Set("Origin", s.http.URL)
	if res, err := (&http.Client{Jar: s.browser().jar}).Do(req); err != nil || res.StatusCode != http.StatusNotFound {
		t.Fatalf("a stranger forgets Ann's deck: %v", res.StatusCode)
	}
	if res, err := (&http.Client{Jar: ann.jar}).Do(req); err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("Ann forgets her deck: %v %v", res.StatusCode, err)
	}
}

// sampleList is the Lion sample deck's list, as JSON text.
func sampleList(t *testing.T) string {
	b, err := os.ReadFile("../games/l5rlcg/deck/samples/lion.txt")
	if err != nil {
		t.Fatal(err)
	}
	out, _ := json.Marshal(string(b))
	return string(out)
}
