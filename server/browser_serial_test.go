package server

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// In a real browser, the table knows a decision by its number: a
// half-composed answer (a card of a mulligan clicked) survives the state
// sent again for the same decision (the board in words opened), and is
// dropped once another decision is asked; an answer sent to a decision no
// longer pending is refused, the page saying which and which is.
func TestBrowserKeepsACompositionForItsDecision(t *testing.T) {
	s, bs := browserTest(t, 1)
	ctx := bs[0]
	if err := chromedp.Do(ctx, fromLobby(s.http.URL, "l5r-lcg", chromedp.SetValue(chromedp.ID("bot"), "random"))); err != nil {
		t.Fatal(err)
	}
	until(t, ctx, askedHere)
	// composable: a composition of cards, none picked yet, two to pick from
	composable := `composition !== null && composition.picks.every((p) => p.cards.length === 0) &&
		composition.parts.some((p) => p.kind === "cards" && (p.cards || []).length >= 2 && p.max >= 2)`
	for n := 0; ; n++ {
		if ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](composable)); err == nil && ok {
			break
		}
		if n == 100 {
			t.Fatal("no composition of cards asked in 100 answers")
		}
		answerAnother(t, ctx)
	}
	serial := number(t, ctx, `state.decision.serial`)
	one := `document.querySelectorAll(".card.chosen").length === 1 && composition.picks.some((p) => p.cards.length === 1) && composition.serial === ` + strconv.Itoa(serial)
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.card.can:not(.chosen)`))); err != nil {
		t.Fatal(err)
	}
	until(t, ctx, one)
	// The same decision's state again: the board in words opened asks for it.
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#words summary`))); err != nil {
		t.Fatal(err)
	}
	until(t, ctx, `state.board !== undefined && state.board !== "" && state.decision.serial === `+strconv.Itoa(serial))
	until(t, ctx, one)
	// Another decision: the one card sent as it stands, what comes next
	// starts from nothing.
	clickAnswer(t, ctx, false, `#compose-go`)
	until(t, ctx, `state.over || state.decision.serial !== `+strconv.Itoa(serial)+` && `+askedHere)
	until(t, ctx, `state.over || document.querySelectorAll(".card.chosen").length === 0 && (composition === null || composition.picks.every((p) => p.cards.length === 0))`)
	now := number(t, ctx, `state.over ? -1 : state.decision.serial`)
	if now < 0 {
		t.Skip("the game ended")
	}
	// The first decision's answer sent again, as a page that had not seen
	// the game move on would: refused, naming both numbers.
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`tell({type: "answer", seq: state.seq, serial: `+strconv.Itoa(serial)+`, answer: {verb: "pass"}})`)); err != nil {
		t.Fatal(err)
	}
	want := "that answer was to decision " + strconv.Itoa(serial) + ", and the decision pending is " + strconv.Itoa(now)
	until(t, ctx, `document.getElementById("error").textContent.includes(`+strconv.Quote(want)+`)`)
	if got := number(t, ctx, `state.decision.serial`); got != now || !strings.Contains(text(t, ctx, "error"), want) {
		t.Fatalf("after a stale answer: decision %d, was %d (error %q)", got, now, text(t, ctx, "error"))
	}
}

// number evaluates a number in the page.
func number(t *testing.T, ctx context.Context, js string) int {
	t.Helper()
	n, err := chromedp.Run(ctx, chromedp.Evaluate[int](js))
	if err != nil {
		t.Fatalf("%s: %v", js, err)
	}
	return n
}
