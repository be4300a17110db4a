package server

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// Guest tokens. A guest is known by a token the server issued, in an
// HTTP-only cookie: "G.N.T.MAC", G the guest (the owner of their seats
// and decks: the digest of a random token), N a random nonce, T when it was issued
// (Unix seconds, base 36), and MAC the HMAC-SHA256 of the rest under a key
// the store keeps (Secret), the same for every process over it. A token
// the server did not sign, or older than a guest's life, is not taken:
// the browser is made a new guest. Signing in replaces the token with one
// of the same G and revokes the old (store.Revoke), so that a token
// planted in a browser before it signs in is not the account's guest.

// guestCookie holds a guest's token.
const guestCookie = "tessen_guest"

// guestLife is how long a guest token is good for.
const guestLife = 365 * 24 * time.Hour

// guestKeyName is the name of the key guest tokens are signed with.
const guestKeyName = "guest tokens"

// forever is when the revocation of a token that holds no time ends.
var forever = time.UnixMilli(1 << 62)

// randomToken is n random bytes, in base64 for a URL.
func randomToken(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// guestToken is a new token for guest g, signed.
func (s *Server) guestToken(g string, now time.Time) string {
	body := g + "." + randomToken(16) + "." + strconv.FormatInt(now.Unix(), 36)
	return body + "." + s.sign(body)
}

// sign is the MAC of a token's body.
func (s *Server) sign(body string) string {
	m := hmac.New(sha256.New, s.guestKey)
	m.Write([]byte(body))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

// guestOf reads a guest token: the guest it names, "" if the server did
// not issue it, it is too old or revoked, and its revocation's end. A
// token of before tokens were signed (43 characters, its digest the
// guest) is taken if its guest holds a seat or a deck: only the browser
// it was given to knows it.
func (s *Server) guestOf(ctx context.Context, token string, now time.Time) (g string, ends time.Time) {
	parts := strings.Split(token, ".")
	switch {
	case len(parts) == 4 && hmac.Equal([]byte(s.sign(strings.Join(parts[:3], "."))), []byte(parts[3])):
		issued, err := strconv.ParseInt(parts[2], 36, 64)
		if ends = time.Unix(issued, 0).Add(guestLife); err != nil || now.After(ends) {
			return "", ends
		}
	case len(parts) == 1 && len(token) == 43:
		if held, err := s.store.Holds(ctx, digest(token)); err != nil || !held {
			return "", ends
		}
		parts[0], ends = digest(token), forever
	default:
		return "", ends
	}
	if revoked, err := s.store.Revoked(ctx, digest(token)); err != nil || revoked {
		return "", ends
	}
	return parts[0], ends
}

// guest is the requester's guest identity (G), given a new
// one if their token is missing or not taken; a token of before tokens
// were signed is replaced by a signed one of the same guest.
func (s *Server) guest(w http.ResponseWriter, r *http.Request) string {
	c, err := r.Cookie(guestCookie)
	if err != nil {
		return s.newGuest(w, r, "")
	}
	g, ends := s.guestOf(r.Context(), c.Value, time.Now())
	switch {
	case g == "":
		return s.newGuest(w, r, "")
	case ends == forever:
		if err := s.replaceGuest(w, r, g, c.Value, ends); err != nil {
			s.logf("a guest token of before tokens were signed kept: %v", err)
		}
	}
	return g
}

// owner is the requester's guest identity, or "" without a token taken.
func (s *Server) owner(r *http.Request) string {
	if c, err := r.Cookie(guestCookie); err == nil {
		g, _ := s.guestOf(r.Context(), c.Value, time.Now())
		return g
	}
	return ""
}

// rotateGuest gives a browser signing in a new token of the guest it is
// (a new guest if it is none), revoking its old one.
func (s *Server) rotateGuest(w http.ResponseWriter, r *http.Request) error {
	if c, err := r.Cookie(guestCookie); err == nil {
		if g, ends := s.guestOf(r.Context(), c.Value, time.Now()); g != "" {
			return s.replaceGuest(w, r, g, c.Value, ends)
		}
	}
	s.newGuest(w, r, "")
	return nil
}

// replaceGuest revokes guest g's token old, until it would have ended, and
// gives the browser a new one.
func (s *Server) replaceGuest(w http.ResponseWriter, r *http.Request, g, old string, ends time.Time) error {
	if err := s.store.Revoke(context.WithoutCancel(r.Context()), digest(old), ends); err != nil {
		return err
	}
	s.newGuest(w, r, g)
	return nil
}

// newGuest sets a new token for guest g (a new guest if ""), for the
// browser and for the rest of the request, and returns the guest's
// identity.
func (s *Server) newGuest(w http.ResponseWriter, r *http.Request, g string) string {
	if g == "" {
		g = digest(randomToken(32))
	}
	token := s.guestToken(g, time.Now())
	http.SetCookie(w, &http.Cookie{Name: guestCookie, Value: token, Path: "/", HttpOnly: true, SameSite: http.SameSiteLaxMode,
		Secure: r.TLS != nil, MaxAge: int(guestLife / time.Second)})
	setCookie(r, guestCookie, token)
	return g
}

// setCookie replaces a request's cookie of a name, so that what reads it
// later in the request finds the new one.
func setCookie(r *http.Request, name, value string) {
	cookies := r.Cookies()
	r.Header.Del("Cookie")
	for _, c := range cookies {
		if c.Name != name {
			r.AddCookie(c)
		}
	}
	r.AddCookie(&http.Cookie{Name: name, Value: value})
}
