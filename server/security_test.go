package server

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
	"golang.org/x/crypto/bcrypt"

	"tessen/store"
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

// token is the browser's cookie of a name ("" if none).
func (b *browser) token(name string) string {
	u, _ := url.Parse(b.site.http.URL)
	for _, c := range b.jar.Cookies(u) {
		if c.Name == name {
			return c.Value
		}
	}
	return ""
}

// holding is a new browser of the site holding a guest cookie.
func (s *site) holding(token string) *browser {
	b := s.browser()
	u, _ := url.Parse(s.http.URL)
	b.jar.SetCookies(u, []*http.Cookie{{Name: guestCookie, Value: token}})
	return b
}

// seat is the seat a browser's connection to a game holds.
func (b *browser) seat(id string) int {
	c := b.connect(id)
	defer c.ws.CloseNow()
	return c.until(func(message) bool { return true }).Seat
}

// A guest token the server did not issue is not taken: the browser is
// made a new guest, and holds no seat of the guest it names.
func TestForgedGuestTokens(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "t.db"))
	defer s.close()
	ann := s.browser()
	_, out := ann.create(lcgAgainstRandom)
	real := ann.token(guestCookie)
	if ann.seat(out["id"]) != 0 {
		t.Fatal("the guest does not hold their seat")
	}
	g, rest, _ := strings.Cut(real, ".")
	for what, forged := range map[string]string{
		"its MAC changed":            real[:len(real)-2] + "AA",
		"another nonce":              g + ".AAAAAAAAAAAAAAAAAAAAAA." + rest[strings.Index(rest, ".")+1:],
		"the guest alone":            g,
		"any 43 characters":          strings.Repeat("x", 43),
		"made with another key":      s.otherServer().guestToken(g, time.Now()),
		"issued over a year ago":     s.srv.guestToken(g, time.Now().Add(-guestLife-time.Hour)),
		"longer than 32 characters!": strings.Repeat("y", 50),
	} {
		b := s.holding(forged)
		if seat := b.seat(out["id"]); seat != -1 {
			t.Errorf("a guest token with %s holds seat %d", what, seat)
		}
		b.get("/", nil) // a page: a browser without a guest token taken is made a guest
		if now := b.token(guestCookie); now == forged || now == "" {
			t.Errorf("a guest token with %s is kept: %q", what, now)
		}
	}
}

// otherServer is a server over another store: its key is not this one's.
func (s *site) otherServer() *Server {
	o := open(s.t, filepath.Join(s.t.TempDir(), "other.db"))
	s.t.Cleanup(o.close)
	return o.srv
}

// Signing up or in gives the browser a new guest token of the same guest,
// which keeps its seats, and refuses the old one; the key that signs
// tokens outlives the process.
func TestGuestTokenRotatedAtSignIn(t *testing.T) {
	file := filepath.Join(t.TempDir(), "t.db")
	s := open(t, file)
	ann := s.browser()
	_, out := ann.create(lcgAgainstRandom)
	before := ann.token(guestCookie)
	if code, out := ann.post("/api/signup", `{"name":"Ann","password":"long enough pass"}`); code != http.StatusOK {
		t.Fatalf("sign up: %d %v", code, out)
	}
	after, session := ann.token(guestCookie), ann.token(sessionCookie)
	if after == before || after == "" {
		t.Fatalf("the guest token is %q after signing up, %q before", after, before)
	}
	if ann.seat(out["id"]) != 0 {
		t.Fatal("signed up, the guest's seat is not theirs")
	}
	if seat := s.holding(before).seat(out["id"]); seat != -1 {
		t.Fatalf("the guest token of before signing up holds seat %d", seat)
	}
	if code, out := ann.post("/api/login", `{"name":"Ann","password":"long enough pass"}`); code != http.StatusOK {
		t.Fatalf("sign in: %d %v", code, out)
	}
	if ann.token(guestCookie) == after || ann.token(sessionCookie) == session {
		t.Fatal("signing in again kept the tokens")
	}
	old := s.browser()
	u, _ := url.Parse(s.http.URL)
	old.jar.SetCookies(u, []*http.Cookie{{Name: sessionCookie, Value: session}})
	if old.me() != "" {
		t.Fatal("the session of before signing in again goes on")
	}

	s.close()
	s = open(t, file)
	defer s.close()
	again := &browser{site: s, jar: ann.jar}
	if again.seat(out["id"]) != 0 {
		t.Fatal("after a restart, the guest token is not taken")
	}
}

// A guest token of before tokens were signed is taken while it holds
// something, and replaced by a signed one of the same guest, the old
// refused from then on.
func TestUnsignedGuestTokens(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "t.db"))
	defer s.close()
	legacy := randomToken(32)
	ctx := context.Background()
	if _, err := s.st.SaveDeck(ctx, store.Deck{Owner: digest(legacy), Name: "mine", Game: "l5r-lcg", Format: "stronghold", List: "x"}); err != nil {
		t.Fatal(err)
	}
	decks := func(b *browser) int {
		var out []store.Deck
		b.get("/api/decks", &out)
		return len(out)
	}
	b := s.holding(legacy)
	if decks(b) != 1 {
		t.Fatal("an unsigned guest token of a guest with a deck is not taken")
	}
	b.get("/", nil)
	if now := b.token(guestCookie); now == legacy || decks(b) != 1 {
		t.Fatalf("an unsigned guest token is not replaced by a signed one of the same guest: %q", now)
	}
	if decks(s.holding(legacy)) != 0 {
		t.Fatal("an unsigned guest token replaced is still taken")
	}
	if decks(s.holding(randomToken(32))) != 0 {
		t.Fatal("an unsigned guest token of nobody is taken")
	}
}

// Signing out closes the connections made under that session, with the
// reason: an answer sent after is not taken. The account's connections
// from another browser go on.
func TestSignOutClosesConnections(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "t.db"))
	defer s.close()
	home, away := s.browser(), s.browser()
	if code, out := home.post("/api/signup", `{"name":"Ann","password":"long enough pass"}`); code != http.StatusOK {
		t.Fatalf("sign up: %d %v", code, out)
	}
	if code, out := away.post("/api/login", `{"name":"Ann","password":"long enough pass"}`); code != http.StatusOK {
		t.Fatalf("sign in: %d %v", code, out)
	}
	_, out := home.create(lcgAgainstRandom)
	c, other := home.connect(out["id"]), away.connect(out["id"])
	m := c.until(mine)
	if m.Seat != 0 || m.Over {
		t.Fatalf("the account's connection: seat %d, over %v", m.Seat, m.Over)
	}
	if code, _ := home.post("/api/logout", ``); code != http.StatusOK {
		t.Fatalf("log out: %d", code)
	}
	c.send(inMsg{Type: "answer", Seq: m.Seq, Answer: m.Options[0].Answer})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for {
		_, b, err := c.ws.Read(ctx)
		if err != nil {
			if websocket.CloseStatus(err) != statusSignedOut {
				t.Fatalf("signed out, the connection ends with %v", err)
			}
			break
		}
		var got message
		json.Unmarshal(b, &got)
		if got.Type == "taken" || got.Type == "state" && got.Seq > m.Seq {
			t.Fatalf("signed out, an answer was taken: %s", b)
		}
	}
	other.send(inMsg{Type: "refresh"})
	if o := other.until(mine); o.Seq != m.Seq || o.Seat != 0 {
		t.Fatalf("the account's other browser: seq %d (was %d), seat %d", o.Seq, m.Seq, o.Seat)
	}
	other.answerFirst(m)
}
