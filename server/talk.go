package server

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"tessen/ai"
	"tessen/engine"
	"tessen/store"
)

// The table's chat, and the search bot's hint.

// maxChat is the longest line one may say, in characters; a table keeps
// its last lines for whoever comes (all are stored).
const (
	maxChat   = 500
	chatShown = 100
)

// say keeps a line a client said at the table, and tells everyone.
func (t *table) say(c *client, text string) error {
	text = strings.TrimSpace(text)
	switch {
	case text == "":
		return errors.New("say something")
	case utf8.RuneCountInString(text) > maxChat:
		return errors.New("a line is 500 characters at most")
	}
	name := "a spectator"
	switch {
	case c.seat >= 0:
		name = t.seats[c.seat].Name
	case c.who.name != "":
		name = c.who.name + " (watching)"
	}
	line := store.ChatLine{Name: name, Seat: c.seat, Text: text, At: time.Now()}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := t.srv.store.AppendChat(ctx, t.id, line); err != nil {
		return errors.New("the line was not kept, so not said: " + err.Error())
	}
	t.chat = append(t.chat, line)
	for cl := range t.clients {
		cl.pushChat([]store.ChatLine{line})
	}
	return nil
}

// hearChat takes the lines other processes sharing the store kept.
func (t *table) hearChat(ctx context.Context) {
	lines, err := t.srv.store.Chat(ctx, t.id, len(t.chat))
	if err != nil || len(lines) == 0 {
		return
	}
	t.chat = append(t.chat, lines...)
	for cl := range t.clients {
		cl.pushChat(lines)
	}
}

// pushChat sends chat lines (the last chatShown of them).
func (c *client) pushChat(lines []store.ChatLine) {
	if len(lines) == 0 {
		return
	}
	b, _ := json.Marshal(map[string]any{"type": "chat", "lines": lines[max(0, len(lines)-chatShown):]})
	c.push(b)
}

// hintMsg is the search bot's view of the seat's decision: its answers,
// best first, each rated 0 to 1 with how much the bot looked at it.
type hintMsg struct {
	Type    string   `json:"type"` // "hint"
	Seq     int      `json:"seq"`
	Serial  int      `json:"serial"` // the decision rated
	Ratings []rating `json:"ratings"`
}

type rating struct {
	Label  string  `json:"label"`
	Value  float64 `json:"value"`
	Visits float64 `json:"visits"`
}

// hint has the search bot rate the answers of the seat's decision, on a
// copy beside the table; the ratings come back as a message to the seat.
func (t *table) hint(c *client) error {
	if t.g == nil || t.g.Over() || c.seat < 0 || t.g.Pending() == nil || !slices.Contains(t.g.Pending().Players, c.seat) {
		return errors.New("a hint is for a player whose decision is asked")
	}
	if c.hinting {
		return errors.New("the search bot is still rating your answers")
	}
	labels := map[string]string{} // the answers in words
	for _, a := range engine.ChoicesFor(t.g, c.seat) {
		labels[a.String()] = t.describe(c.seat, a)
	}
	g, seat, seq, serial := t.g.Clone(), c.seat, len(t.rec.Moves), t.g.Pending().Serial
	c.hinting = true // one search a connection at a time
	go func() {
		m := hintMsg{Type: "hint", Seq: seq, Serial: serial, Ratings: []rating{}}
		var rs []ai.Rating
		if len(labels) > 1 { // one answer: nothing to rate
			t.srv.hints <- struct{}{}
			rs = ai.NewSearch(uint64(seq)+7).Analyse(g, seat)
			<-t.srv.hints
		}
		for _, r := range rs[:min(3, len(rs))] {
			m.Ratings = append(m.Ratings, rating{Label: labels[r.Answer.String()], Value: r.Value, Visits: r.Visits})
		}
		b, _ := json.Marshal(m)
		t.do(func() { c.hinting = false; c.push(b) })
	}()
	return nil
}
