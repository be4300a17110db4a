// Package load plays many games at once against a web table over real
// WebSockets, as people would (each player thinks a while before each
// answer), and measures how fast the table answers: the time from an
// answer sent to the state that shows it taken, the errors, and the
// answers committed a second.
package load

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"tessen/engine"
)

// Config says what load to make.
type Config struct {
	URL      string        // the table, "http://host:port/"
	Games    int           // how many games at once, two players each
	Duration time.Duration // how long to play
	// Ramp spreads the games' starts evenly over its time, as a table's
	// games start over time, rather than all in one instant (0: at once).
	Ramp time.Duration
	// ThinkMin and ThinkMax bound a player's time before each answer
	// (drawn evenly between); 0 and 0: at once, for the most answers a
	// second the table takes.
	ThinkMin, ThinkMax time.Duration
	Game, Format       string // "l5r-lcg", "stronghold"
	Seed               uint64 // the players' choices
}

// Report is what a load measured.
type Report struct {
	Games     int           // games at once
	Ramp      time.Duration // over which they started
	Finished  int           // games played to their end
	Answers   int           // answers taken
	Errors    int           // answers refused, connections lost, requests failed
	Elapsed   time.Duration //
	Latencies []time.Duration
	FirstErr  string
}

// Quantile is the latency below which a share q of the answers were
// taken.
func (r *Report) Quantile(q float64) time.Duration {
	if len(r.Latencies) == 0 {
		return 0
	}
	l := slices.Clone(r.Latencies)
	slices.Sort(l)
	return l[min(len(l)-1, int(q*float64(len(l))))]
}

// Write prints a report.
func (r *Report) Write(w io.Writer) {
	secs := r.Elapsed.Seconds()
	fmt.Fprintf(w, "%d games at once (started over %s) for %.0f s: %d answers (%.1f a second), %d games finished, %d errors\n",
		r.Games, r.Ramp, secs, r.Answers, float64(r.Answers)/secs, r.Finished, r.Errors)
	fmt.Fprintf(w, "answer to update: p50 %s, p90 %s, p99 %s, max %s\n",
		r.Quantile(0.5).Round(10*time.Microsecond), r.Quantile(0.9).Round(10*time.Microsecond),
		r.Quantile(0.99).Round(10*time.Microsecond), r.Quantile(1).Round(10*time.Microsecond))
	if r.FirstErr != "" {
		fmt.Fprintf(w, "first error: %s\n", r.FirstErr)
	}
}

// Run plays the load until its duration is up, keeping cfg.Games games
// going (a finished game is followed by another), and reports.
func Run(ctx context.Context, cfg Config) *Report {
	r := &Report{Games: cfg.Games, Ramp: cfg.Ramp}
	var mu sync.Mutex
	errs := func(err error) {
		mu.Lock()
		defer mu.Unlock()
		r.Errors++
		if r.FirstErr == "" {
			r.FirstErr = err.Error()
		}
	}
	ctx, cancel := context.WithTimeout(ctx, cfg.Duration)
	defer cancel()
	start := time.Now()
	var answers, finished atomic.Int64
	var wg sync.WaitGroup
	for i := range cfg.Games {
		wg.Add(1)
		go func() {
			defer wg.Done()
			select {
			case <-time.After(cfg.Ramp * time.Duration(i) / time.Duration(cfg.Games)):
			case <-ctx.Done():
				return
			}
			rng := rand.New(rand.NewPCG(cfg.Seed, uint64(i)))
			for ctx.Err() == nil {
				lat, n, over, err := playGame(ctx, cfg, rng)
				answers.Add(int64(n))
				if over {
					finished.Add(1)
				}
				mu.Lock()
				r.Latencies = append(r.Latencies, lat...)
				mu.Unlock()
				if err != nil && ctx.Err() == nil {
					errs(err)
					time.Sleep(100 * time.Millisecond)
				}
			}
		}()
	}
	wg.Wait()
	r.Elapsed, r.Answers, r.Finished = time.Since(start), int(answers.Load()), int(finished.Load())
	return r
}

// Client is one browser at a table, as the table's own pages would be:
// its cookies (its guest token, or account), its requests, its WebSocket.
type Client struct {
	Base string // the table, "http://host:port/"
	jar  *cookiejar.Jar
}

// NewClient is a browser with no cookies yet.
func NewClient(base string) *Client {
	jar, _ := cookiejar.New(nil) // no options, no error
	return &Client{Base: base, jar: jar}
}

// Post sends a JSON request as the table's own page would, and decodes
// the reply into out (if not nil): its status, and for a refusal an error
// with its reason.
func (c *Client) Post(ctx context.Context, path, body string, out any) (int, error) {
	req, err := http.NewRequestWithContext(ctx, "POST", c.Base+path, strings.NewReader(body))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", strings.TrimSuffix(c.Base, "/"))
	res, err := (&http.Client{Jar: c.jar, Timeout: 30 * time.Second}).Do(req)
	if err != nil {
		return 0, err
	}
	defer res.Body.Close()
	if res.StatusCode >= 300 {
		var e map[string]string
		json.NewDecoder(res.Body).Decode(&e)
		return res.StatusCode, fmt.Errorf("%s: %d %s", path, res.StatusCode, e["error"])
	}
	if out != nil {
		return res.StatusCode, json.NewDecoder(res.Body).Decode(out)
	}
	return res.StatusCode, nil
}

// Dial opens the WebSocket of a game's table, with the client's cookies.
func (c *Client) Dial(ctx context.Context, id string) (*websocket.Conn, error) {
	u, err := url.Parse(c.Base)
	if err != nil {
		return nil, err
	}
	h := http.Header{}
	for _, k := range c.jar.Cookies(u) {
		h.Add("Cookie", k.Name+"="+k.Value)
	}
	h.Set("Origin", strings.TrimSuffix(c.Base, "/"))
	ws, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(c.Base, "http")+"ws/games/"+id, &websocket.DialOptions{HTTPHeader: h})
	if err == nil {
		ws.SetReadLimit(16 << 20)
	}
	return ws, err
}

// player is one simulated person at a table.
type player struct {
	*Client
	ws *websocket.Conn
}

// state is what a player reads of the table's messages.
type state struct {
	Type    string `json:"type"`
	Seq     int    `json:"seq"`
	Over    bool   `json:"over"`
	Waiting bool   `json:"waiting"`
	Error   string `json:"error"`
	// Decision: the decision asked, known by its number, which an answer
	// names.
	Decision *struct {
		Serial int `json:"serial"`
	} `json:"decision"`
	Options []struct {
		Answer engine.Answer `json:"answer"`
	} `json:"options"`
}

// playGame opens a game, seats a second player, and has both play it
// until it ends or the load does: the answer-to-update times, the answers
// taken, whether it ended.
func playGame(ctx context.Context, cfg Config, rng *rand.Rand) ([]time.Duration, int, bool, error) {
	a, b := &player{Client: NewClient(cfg.URL)}, &player{Client: NewClient(cfg.URL)}
	var made map[string]string
	body := fmt.Sprintf(`{"game":%q,"format":%q,"open":true,"deck":{"sample":"crab"},"name":"A"}`, cfg.Game, cfg.Format)
	if _, err := a.Post(ctx, "api/games", body, &made); err != nil {
		return nil, 0, false, err
	}
	id := made["id"]
	if _, err := b.Post(ctx, "api/games/"+id+"/join", `{"deck":{"sample":"lion"},"name":"B"}`, nil); err != nil {
		return nil, 0, false, err
	}
	for _, p := range []*player{a, b} {
		var err error
		if p.ws, err = p.Dial(ctx, id); err != nil {
			return nil, 0, false, err
		}
		defer p.ws.CloseNow()
	}
	type result struct {
		lat  []time.Duration
		n    int
		over bool
		err  error
	}
	done := make(chan result, 2)
	var seed [2]uint64
	seed[0], seed[1] = rng.Uint64(), rng.Uint64()
	for i, p := range []*player{a, b} {
		go func() {
			lat, n, over, err := p.play(ctx, cfg, rand.New(rand.NewPCG(seed[i], 1)))
			done <- result{lat, n, over, err}
		}()
	}
	var out result
	for range 2 {
		r := <-done
		out.lat, out.n, out.over = append(out.lat, r.lat...), out.n+r.n, out.over || r.over
		if out.err == nil {
			out.err = r.err
		}
		a.ws.CloseNow() // one side done: the other too
		b.ws.CloseNow()
	}
	if out.over {
		out.err = nil // the other side's connection closed by the end
	}
	return out.lat, out.n, out.over, out.err
}

// play answers whenever asked, after thinking, until the game ends: the
// time from each answer to its update (the table's state that shows it,
// followed by word that the answer was taken). While an answer is on its
// way, the states that come are not acted on: they may be older than it.
func (p *player) play(ctx context.Context, cfg Config, rng *rand.Rand) (lat []time.Duration, n int, over bool, err error) {
	var sent time.Time
	var latest state
	waiting := false
	for {
		_, b, err := p.ws.Read(ctx)
		if err != nil {
			if ctx.Err() != nil {
				return lat, n, false, nil
			}
			return lat, n, false, err
		}
		var m state
		if err := json.Unmarshal(b, &m); err != nil {
			return lat, n, false, err
		}
		switch m.Type {
		case "error":
			return lat, n, false, errors.New(m.Error)
		case "taken": // the state before it is the newest: act on it
			lat, n, waiting = append(lat, time.Since(sent)), n+1, false
			m = latest
		case "state":
			latest = m
		default:
			continue
		}
		if m.Over {
			return lat, n, true, nil
		}
		if m.Waiting || len(m.Options) == 0 || waiting {
			continue
		}
		think := cfg.ThinkMin
		if cfg.ThinkMax > cfg.ThinkMin {
			think += time.Duration(rng.Int64N(int64(cfg.ThinkMax - cfg.ThinkMin)))
		}
		select {
		case <-time.After(think):
		case <-ctx.Done():
			return lat, n, false, nil
		}
		a := m.Options[rng.IntN(len(m.Options))].Answer
		msg, _ := json.Marshal(map[string]any{"type": "answer", "seq": m.Seq, "serial": m.Decision.Serial, "answer": a})
		sent, waiting = time.Now(), true
		if err := p.ws.Write(ctx, websocket.MessageText, msg); err != nil {
			return lat, n, false, err
		}
	}
}
