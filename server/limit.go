package server

import (
	"errors"
	"net"
	"net/http"
	"sync"
	"time"
)

// limiter is a token bucket for each key (an address, an account): burst
// requests at once, then one every interval. Buckets full again are
// forgotten as the map is swept.
type limiter struct {
	mu       sync.Mutex
	burst    float64
	interval time.Duration
	buckets  map[string]*bucket
	swept    time.Time
}

type bucket struct {
	tokens float64
	at     time.Time
}

func newLimiter(burst int, interval time.Duration) *limiter {
	return &limiter{burst: float64(burst), interval: interval, buckets: map[string]*bucket{}}
}

var errSlowDown = errors.New("too many requests: wait a little and try again")

// allow takes a token from key's bucket, if it has one.
func (l *limiter) allow(key string, now time.Time) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if now.Sub(l.swept) > time.Minute {
		for k, b := range l.buckets {
			if l.fill(b, now) >= l.burst {
				delete(l.buckets, k)
			}
		}
		l.swept = now
	}
	b, ok := l.buckets[key]
	if !ok {
		b = &bucket{tokens: l.burst, at: now}
		l.buckets[key] = b
	}
	if l.fill(b, now) < 1 {
		return false
	}
	b.tokens--
	return true
}

// fill brings a bucket's tokens up to now.
func (l *limiter) fill(b *bucket, now time.Time) float64 {
	b.tokens = min(l.burst, b.tokens+float64(now.Sub(b.at))/float64(l.interval))
	b.at = now
	return b.tokens
}

// clientIP is the address a request came from (the peer's: tessen does
// not trust forwarding headers it cannot check).
func clientIP(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}
