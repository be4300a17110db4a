package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"

	"github.com/coder/websocket"
	"golang.org/x/crypto/bcrypt"

	"tessen/store"
)

// Accounts: a name and a password (bcrypt-hashed), and sessions kept by
// the digest of a random token in an HTTP-only cookie. A guest needs
// none: their seats are owned by their guest token, and stay theirs when
// they sign in.

const (
	sessionCookie = "tessen_session"
	sessionLife   = 30 * 24 * time.Hour
)

// identity is who makes a request: the account signed in, if any, and
// the guest token the browser holds, if any.
type identity struct {
	user    string // "user:ID", or ""
	name    string // the account's name
	session string // the session's digest, with user
	guest   string // the guest, or ""
}

// owner is what a seat the identity takes is owned by.
func (id identity) owner() string {
	if id.user != "" {
		return id.user
	}
	return id.guest
}

// owns reports a seat the identity plays.
func (id identity) owns(s store.Seat) bool {
	return (s.Kind == store.KindGuest || s.Kind == store.KindUser) && s.Owner != "" && (s.Owner == id.user || s.Owner == id.guest)
}

// identify reads who makes a request; with w, a browser without a guest
// token is given one.
func (s *Server) identify(w http.ResponseWriter, r *http.Request) identity {
	var id identity
	if w != nil {
		id.guest = s.guest(w, r)
	} else {
		id.guest = s.owner(r)
	}
	if c, err := r.Cookie(sessionCookie); err == nil && len(c.Value) >= 32 {
		if u, err := s.store.Session(r.Context(), digest(c.Value)); err == nil {
			id.user, id.name, id.session = "user:"+strconv.FormatInt(u.ID, 10), u.Name, digest(c.Value)
		}
	}
	return id
}

// credentials are what signing up and in send.
type credentials struct {
	Name     string `json:"name"`
	Password string `json:"password"`
}

// checkName and checkPassword say what an account's name and password
// must be.
func checkName(name string) error {
	if n := len([]rune(name)); n < 3 || n > 24 {
		return errors.New("a name is 3 to 24 letters")
	}
	for _, c := range name {
		if !unicode.IsLetter(c) && !unicode.IsDigit(c) && c != '-' && c != '_' && c != ' ' {
			return fmt.Errorf("a name is letters, digits, spaces, - and _ (not %q)", c)
		}
	}
	if strings.TrimSpace(name) != name {
		return errors.New("a name does not begin or end with a space")
	}
	_, err := store.NameKey(name) // what a reader could take for another name
	return err
}

func checkPassword(p string) error {
	switch {
	case len(p) < 10:
		return errors.New("a password is 10 characters or more")
	case len(p) > 72: // bcrypt reads 72 bytes
		return errors.New("a password is 72 bytes at most")
	}
	return nil
}

// readJSON decodes a request's JSON body, refusing unknown fields, a body
// over the limit, and a request from another site's page (CSRF: the
// browser names the page's origin; a form cannot post JSON across sites
// without asking first).
func readJSON(w http.ResponseWriter, r *http.Request, v any) error {
	if !sameOrigin(r) {
		return errForeign
	}
	if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		return fmt.Errorf("the request is JSON (Content-Type: application/json), not %q", ct)
	}
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxRequest))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("the request does not read: %w", err)
	}
	return nil
}

var errForeign = errors.New("this is done from this site's own pages")

// admit reads a state-changing request (readJSON) and takes a token from
// the requester's bucket of its kind, answering the refusal itself: it
// reports whether to go on.
func (s *Server) admit(w http.ResponseWriter, r *http.Request, kind string, v any) bool {
	if err := readJSON(w, r, v); err != nil {
		writeError(w, statusOf(err), err)
		return false
	}
	if !s.limits.allow(kind+":addr:"+clientIP(r), time.Now()) {
		writeError(w, http.StatusTooManyRequests, errSlowDown)
		return false
	}
	return true
}

// statusOf is the HTTP status for a request readJSON refused.
func statusOf(err error) int {
	if errors.Is(err, errForeign) {
		return http.StatusForbidden
	}
	return http.StatusBadRequest
}

func (s *Server) signUp(w http.ResponseWriter, r *http.Request) {
	var c credentials
	if !s.admit(w, r, "signup", &c) {
		return
	}
	if err := checkName(c.Name); err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	if err := checkPassword(c.Password); err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	hash, err := bcrypt.GenerateFromPassword([]byte(c.Password), bcrypt.DefaultCost)
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	u, err := s.store.CreateUser(r.Context(), c.Name, hash)
	if errors.Is(err, store.ErrTaken) {
		writeError(w, http.StatusConflict, fmt.Errorf("the name %q is taken", c.Name))
		return
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	s.startSession(w, r, u)
}

func (s *Server) logIn(w http.ResponseWriter, r *http.Request) {
	var c credentials
	if !s.admit(w, r, "login", &c) {
		return
	}
	// An account is guessed at from many addresses too. Its bucket is in
	// a namespace of its own: a login named like an address must not
	// drain that address's.
	if !s.limits.allow("login:name:"+nameBucket(c.Name), time.Now()) {
		writeError(w, http.StatusTooManyRequests, errSlowDown)
		return
	}
	u, err := s.store.User(r.Context(), c.Name)
	if !s.passwordMatches(u, err == nil, c.Password) {
		writeError(w, http.StatusUnauthorized, errors.New("wrong name or password"))
		return
	}
	s.startSession(w, r, u)
}

// nameBucket is the rate-limit key of the account a login names: its
// name's key, so that the spellings of one name share one bucket.
func nameBucket(name string) string {
	if key, err := store.NameKey(name); err == nil {
		return key
	}
	return strings.ToLower(name)
}

// passwordMatches compares a password with the account's hash, or, for a
// name no account has (found false), with a dummy hash of the same cost:
// the same work either way, so the time taken does not tell which names
// exist.
func (s *Server) passwordMatches(u store.User, found bool, password string) bool {
	hash := u.Hash
	if !found {
		hash = dummyHash()
	}
	return s.compare(hash, []byte(password)) == nil && found
}

// dummyHash is the hash a login for an unknown name is compared with: of
// a random password, at the cost accounts' hashes are made with.
var dummyHash = sync.OnceValue(func() []byte {
	hash, err := bcrypt.GenerateFromPassword([]byte(randomToken(32)), bcrypt.DefaultCost)
	if err != nil {
		panic(err) // only for a password over 72 bytes or a bad cost
	}
	return hash
})

// startSession signs a browser in as u: a new session, the one it had
// ended, and a new token of its guest (rotateGuest), so that no token
// known before signing in is the account's.
func (s *Server) startSession(w http.ResponseWriter, r *http.Request, u store.User) {
	if c, err := r.Cookie(sessionCookie); err == nil {
		s.store.EndSession(context.WithoutCancel(r.Context()), digest(c.Value))
	}
	if err := s.rotateGuest(w, r); err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	token := randomToken(32)
	if err := s.store.CreateSession(r.Context(), digest(token), u.ID, time.Now().Add(sessionLife)); err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: token, Path: "/", HttpOnly: true, SameSite: http.SameSiteLaxMode,
		Secure: r.TLS != nil, MaxAge: int(sessionLife / time.Second)})
	writeJSON(w, http.StatusOK, me{Name: u.Name})
}

func (s *Server) logOut(w http.ResponseWriter, r *http.Request) {
	if !sameOrigin(r) {
		writeError(w, http.StatusForbidden, errForeign)
		return
	}
	if c, err := r.Cookie(sessionCookie); err == nil {
		s.store.EndSession(context.WithoutCancel(r.Context()), digest(c.Value))
		s.signOff(digest(c.Value))
	}
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: "", Path: "/", HttpOnly: true, SameSite: http.SameSiteLaxMode, MaxAge: -1})
	writeJSON(w, http.StatusOK, me{})
}

// statusSignedOut closes the connections of a session signed out: the
// browser connects again as the guest it is.
const statusSignedOut websocket.StatusCode = 4401

// signOff closes the connections to this process's tables made under a
// session that has ended, which played as its account: from then on they
// play nothing, and the browser connects again as what it is now.
func (s *Server) signOff(session string) {
	s.mu.Lock()
	tables := slices.Collect(maps.Values(s.tables))
	s.mu.Unlock()
	for _, t := range tables {
		t.call(func() {
			for c := range t.clients {
				if c.who.session == session {
					c.who, c.seat = identity{}, -1
					c.hangUp(statusSignedOut, "signed out: this connection played as the account")
				}
			}
		})
	}
}

// me is who the browser is signed in as ("" for a guest).
type me struct {
	Name string `json:"name"`
}

func (s *Server) whoAmI(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, me{Name: s.identify(w, r).name})
}
