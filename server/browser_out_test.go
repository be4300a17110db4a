package server

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// In a real browser: a player who concedes a skirmish the bots play on is
// told so above the board, offered no answer, no concession and no claim,
// and watches the rest, each side's honor bid shown.
func TestBrowserShowsAPlayerOut(t *testing.T) {
	s, bs := browserTest(t, 1)
	ctx, dir := bs[0], screens(t)
	start := `(fetch("/api/games", {method: "POST", headers: {"Content-Type": "application/json"},
		body: JSON.stringify({game: "l5r-lcg", format: "skirmish", seats: 3, deck: {sample: "crane"}, botDeck: "lion", bot: "random", name: "Ann"})})
		.then((r) => r.json()).then((o) => (location.href = "/g/" + o.id)), true)`
	if _, err := chromedp.Run(ctx, chromedp.Navigate(s.http.URL+"/")); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](start)); err != nil {
		t.Fatal(err)
	}
	until(t, ctx, `document.querySelector("#options button:not([disabled])") !== null`)
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(window.confirm = () => true, document.getElementById("concede").click(), true)`)); err != nil {
		t.Fatal(err)
	}
	until(t, ctx, `document.querySelector(".eliminated") !== null`)
	if err := chromedp.Do(ctx, shot(dir, "table-out.png")); err != nil {
		t.Fatal(err)
	}
	watching := `getComputedStyle(document.getElementById("concede")).display === "none" && document.querySelector("#options button") === null`
	if ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](watching)); err != nil || !ok {
		t.Fatalf("a player out of the game is offered answers or a concession (%v)", err)
	}
	if board := text(t, ctx, "drawn"); !strings.Contains(board, "You are out of the game") || !strings.Contains(board, "out of the game") || !strings.Contains(board, "bid ") {
		t.Fatalf("the board of a player out of the game: %q", board)
	}
}
