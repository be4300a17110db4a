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
	fmt.Fprintf(w, "%d games at once for %.0f s: %d answers (%.1f a second), %d games finished, %d errors\n",
		r.Games, secs, r.Answers, float64(r.Answers)/secs, r.Finished, r.Errors)
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
	r := &Report{Games: cfg.Games}
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

// player is one simulated person at a table.
type player struct {
	jar *cookiejar.Jar
	ws  *websocket.Conn
}

// state is what a player reads of the table's messages.
type state struct {
	Type    string `json:"type"`
	Seq     int    `json:"seq"`
	Over    bool   `json:"over"`
	Waiting bool   `json:"waiting"`
	Error   string `json:"error"`
	Options []struct {
		Answer engine.Answer `json:"answer"`
	} `json:"options"`
}

// playGame opens a game, seats a second player, and has both play it
// until it ends or the load does: the answer-to-update times, the answers
// taken, whether it ended.
func playGame(ctx context.Context, cfg Config, rng *rand.Rand) ([]time.Duration, int, bool, error) {
	a, err := newPlayer(cfg.URL)
	if err != nil {
		return nil, 0, false, err
	}
	b, _ := newPlayer(cfg.URL)
	var made map[string]string
	body := fmt.Sprintf(`{"game":%q,"format":%q,"open":true,"deck":{"sample":"crab"},"name":"A"}`, cfg.Game, cfg.Format)
	if err := a.post(ctx, cfg.URL, "api/games", body, &made); err != nil {
		return nil, 0, false, err
	}
	id := made["id"]
	if err := b.post(ctx, cfg.URL, "api/games/"+id+"/join", `{"deck":{"sample":"lion"},"name":"B"}`, nil); err != nil {
		return nil, 0, false, err
	}
	for _, p := range []*player{a, b} {
		if err := p.dial(ctx, cfg.URL, id); err != nil {
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

func newPlayer(base string) (*player, error) {
	jar, err := cookiejar.New(nil)
	return &player{jar: jar}, err
}

// post sends a JSON request as the table's own page would.
func (p *player) post(ctx context.Context, base, path, body string, out any) error {
	req, err := http.NewRequestWithContext(ctx, "POST", base+path, strings.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", strings.TrimSuffix(base, "/"))
	res, err := (&http.Client{Jar: p.jar, Timeout: 30 * time.Second}).Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode >= 300 {
		var e map[string]string
		json.NewDecoder(res.Body).Decode(&e)
		return fmt.Errorf("%s: %d %s", path, res.StatusCode, e["error"])
	}
	if out != nil {
		return json.NewDecoder(res.Body).Decode(out)
	}
	return nil
}

func (p *player) dial(ctx context.Context, base, id string) error {
	u, err := url.Parse(base)
	if err != nil {
		return err
	}
	h := http.Header{}
	for _, c := range p.jar.Cookies(u) {
		h.Add("Cookie", c.Name+"="+c.Value)
	}
	h.Set("Origin", strings.TrimSuffix(base, "/"))
	p.ws, _, err = websocket.Dial(ctx, "ws"+strings.TrimPrefix(base, "http")+"ws/games/"+id, &websocket.DialOptions{HTTPHeader: h})
	if err == nil {
		p.ws.SetReadLimit(16 << 20)
	}
	return err
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
		msg, _ := json.Marshal(map[string]any{"type": "answer", "seq": m.Seq, "answer": a})
		sent, waiting = time.Now(), true
		if err := p.ws.Write(ctx, websocket.MessageText, msg); err != nil {
			return lat, n, false, err
		}
	}
}
