package server

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	_ "tessen/games/agot1e/deck" // AGoT 1e's kind: its formats and sample decks
)

// agotFromLobby starts an AGoT game against random bots from the lobby:
// a joust, or a melee of seats players.
func agotFromLobby(t *testing.T, ctx context.Context, site, format string, seats int) {
	t.Helper()
	err := chromedp.Do(ctx, fromLobby(site, "agot-1e",
		chromedp.SetValue(chromedp.ID("game"), "agot-1e"),
		chromedp.Poll[chromedp.Void](`(document.getElementById("game").dispatchEvent(new Event("change")), document.getElementById("format").value === "joust")`),
		chromedp.SetValue(chromedp.ID("format"), format),
		chromedp.Poll[chromedp.Void](`(document.getElementById("format").dispatchEvent(new Event("change")), document.getElementById("format").value === "`+format+`")`),
		chromedp.SetValue(chromedp.ID("seats"), strconv.Itoa(seats)),
		chromedp.SetValue(chromedp.ID("sample"), "stark"),
		chromedp.Poll[chromedp.Void](`(document.getElementById("sample").dispatchEvent(new Event("change")), true)`),
		chromedp.SetValue(chromedp.ID("bot"), "random"),
	))
	if err != nil {
		t.Fatal(err)
	}
	until(t, ctx, askedHere+` || state.over`)
}

// agotLabel finds what the page shows that names a card or a player by
// an internal label or number: "player2", "#12", a handle.
var agotLabel = regexp.MustCompile(`\bplayer\d\b|#\d+|\b\d{6,}\b`)

// playAGoT plays an AGoT game of format in a real browser against random
// bots from the lobby, until the player has set up with cards clicked in
// his hand, revealed a plot clicked in his plot deck, initiated a
// challenge with attackers clicked on the board (in a melee, against an
// opponent clicked), and declared defenders clicked on the board; other
// decisions are answered as they come (the first answer that is not a
// pass, or the least composition). Screenshots go to agot-NAME-*.png.
func playAGoT(t *testing.T, format string, seats int) {
	s, bs := browserTest(t, 1)
	ctx, dir := bs[0], screens(t)
	name := "agot-" + format
	agotFromLobby(t, ctx, s.http.URL, format, seats)
	if title := text(t, ctx, "title"); !strings.Contains(title, "AGoT 1e") || !strings.Contains(title, map[string]string{"joust": "Joust", "melee": "Melee"}[format]) {
		t.Fatalf("the table's title: %q", title)
	}
	eval := func(js string) string {
		t.Helper()
		out, err := chromedp.Run(ctx, chromedp.Evaluate[string](js))
		if err != nil {
			t.Fatalf("%s: %v", js, err)
		}
		return out
	}
	composing := func(verb string) bool {
		return eval(`String(composition !== null && composition.verb === "`+verb+`")`) == "true"
	}
	logSays := func(re string) {
		t.Helper()
		until(t, ctx, `[...document.querySelectorAll("#log li")].some((li) => /`+re+`/.test(li.textContent))`)
	}
	moved := func(before int) {
		t.Helper()
		until(t, ctx, `(() => { const m = /move (\d+)/.exec(document.getElementById("status").textContent); return m !== null && Number(m[1]) > `+strconv.Itoa(before)+`; })()`)
		until(t, ctx, askedHere+` || state.over`)
	}
	send := func(what string) bool { // sends the composition; false, with the reason logged, if refused
		t.Helper()
		before := moveOf(text(t, ctx, "status"))
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.ID("compose-go")), chromedp.Poll[chromedp.Void](`document.getElementById("error").textContent !== "" ||
			!document.getElementById("status").textContent.endsWith("move `+strconv.Itoa(before)+`")`)); err != nil {
			t.Fatal(err)
		}
		if e := text(t, ctx, "error"); e != "" {
			t.Logf("%s refused, with its reason: %s", what, e)
			return false
		}
		moved(before)
		return true
	}
	click := func(css string) {
		t.Helper()
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(css))); err != nil {
			t.Fatalf("clicking %s: %v", css, err)
		}
	}
	checkWords := func(when string) {
		t.Helper()
		shown := eval(`document.getElementById("prompt").textContent + "\n" + document.getElementById("log").textContent + "\n" +
			[...document.querySelectorAll("#options > *, #compose")].map((b) => b.textContent).join("\n") + "\n" + document.getElementById("drawn").textContent`)
		if bad := agotLabel.FindString(shown); bad != "" {
			t.Fatalf("%s: the page shows %q, no card's or player's name:\n%s", when, bad, shown)
		}
	}
	setUp, revealed, challenged, defended, games := false, false, false, false, 1
	shots := map[string]bool{}
	snap := func(what string) {
		t.Helper()
		if shots[what] {
			return
		}
		shots[what] = true
		if err := chromedp.Do(ctx, shot(dir, name+"-"+what+".png")); err != nil {
			t.Fatal(err)
		}
	}
	for n := 0; !(setUp && revealed && challenged && defended); n++ {
		if n == 1500 {
			t.Fatalf("in 1500 answers: set up %v, plot revealed %v, challenge composed %v, defenders declared %v", setUp, revealed, challenged, defended)
		}
		if eval(`String(state.over)`) == "true" { // a game ended first: another
			snap("over")
			if games++; games > 5 {
				t.Fatalf("five games ended first: set up %v, plot revealed %v, challenge composed %v, defenders declared %v", setUp, revealed, challenged, defended)
			}
			agotFromLobby(t, ctx, s.http.URL, format, seats)
			continue
		}
		checkWords(fmt.Sprintf("answer %d", n))
		switch {
		case !setUp && composing("setup"):
			// the cheapest characters and locations of the hand, as far as 5 gold goes
			picked := eval(`(() => {
				const you = state.table.sides.find((s) => s.you);
				const line = (c, label) => (((defs[c.def] || {}).lines || []).find((l) => l.label === label) || {}).text || "";
				const hand = you.hand.filter((c) => c.cost !== undefined && line(c, "Type") !== "attachment" && !line(c, "Keywords").includes("Limited"));
				let gold = 0, n = 0;
				const taken = new Set();
				for (const c of hand.sort((a, b) => a.cost - b.cost)) {
					const b = document.querySelector('.side.you .hand .card.can[data-id="' + c.id + '"]');
					if (b && gold + c.cost <= 5 && !taken.has(c.def)) { gold += c.cost; n++; taken.add(c.def); b.click(); }
				}
				return String(n); })()`)
			until(t, ctx, `document.querySelectorAll(".side.you .hand .card.chosen").length === `+picked)
			snap("setup")
			if send("the setup") {
				if picked != "0" {
					logSays(`you reveal .* in setup`)
				}
				setUp = true
			} else {
				answerAnother(t, ctx) // the setup the game suggests
			}
		case !revealed && eval(`String(state.decision !== null && state.decision.kind === "plot" && (state.options || []).length > 0)`) == "true":
			snap("plot")
			before := moveOf(text(t, ctx, "status"))
			// a plot is a listed answer: clicking it sends it; a click the
			// page took before drawing the answers is made again
			for try := 0; ; try++ {
				click(`.side.you .plots .card.can`)
				if try == 4 {
					break
				}
				moves := false
				for end := time.Now().Add(6 * time.Second); time.Now().Before(end) && !moves; time.Sleep(50 * time.Millisecond) {
					moves = moveOf(text(t, ctx, "status")) > before
				}
				if moves {
					break
				}
			}
			moved(before)
			logSays(`you reveal `)
			revealed = true
		case !challenged && composing("challenge"):
			// the type with the most attackers, in a melee the first opponent
			// offered, and two attackers (or the one there is)
			typ := eval(`(() => { const part = composition.parts.find((p) => p.name === "challenge type");
				const you = state.table.sides.find((s) => s.you);
				const n = (t) => you.characters.filter((c) => !c.kneeling && (c.icons || []).includes(t)).length;
				return [...part.labels].sort((a, b) => n(b) - n(a))[0]; })()`)
			if err := chromedp.Do(ctx, chromedp.Poll[chromedp.Void](`(() => { const b = [...document.querySelectorAll("#compose .part button")].find((b) => b.textContent.toLowerCase() === "`+typ+`");
				b.id = "type"; return true; })()`), chromedp.Click(chromedp.ID("type"))); err != nil {
				t.Fatal(err)
			}
			until(t, ctx, `composition.picks[composition.parts.findIndex((p) => p.name === "challenge type")].label === "`+typ+`" && document.querySelector("#compose button.chosen").textContent.toLowerCase() === "`+typ+`"`)
			if format == "melee" {
				click(`.side:not(.you) button.opponent.can`)
				until(t, ctx, `document.querySelector(".side:not(.you) button.opponent.chosen") !== null`)
			}
			click(`.side.you .characters .card.can:not(.chosen)`)
			until(t, ctx, `document.querySelectorAll(".side.you .characters .card.chosen").length === 1`)
			if eval(`String(document.querySelectorAll(".side.you .characters .card.can:not(.chosen)").length)`) != "0" {
				click(`.side.you .characters .card.can:not(.chosen)`)
				until(t, ctx, `document.querySelectorAll(".side.you .characters .card.chosen").length === 2`)
			}
			attackers := eval(`[...document.querySelectorAll(".side.you .characters .card.chosen .title")].map((e) => e.textContent).join(" and ")`)
			snap("challenge")
			if send("the challenge") {
				logSays(`you initiate an? ` + typ + ` challenge against .* with ` + regexp.QuoteMeta(attackers))
				challenged = true
				snap("challenge-declared")
			} else {
				answerAnother(t, ctx)
			}
		case !defended && composing("defend") && eval(`String(composition.parts[0].cards ? composition.parts[0].cards.length : 0)`) != "0":
			click(`.side.you .characters .card.can:not(.chosen)`)
			until(t, ctx, `document.querySelectorAll(".side.you .characters .card.chosen").length === 1`)
			defender := eval(`document.querySelector(".side.you .characters .card.chosen .title").textContent`)
			snap("defend")
			if send("the defenders") {
				logSays(`you defend (for .* )?with ` + regexp.QuoteMeta(defender)) // for another, as his title's supporter
				defended = true
				snap("defended")
			} else {
				answerAnother(t, ctx)
			}
		default:
			if eval(`String(state.table.phase === "marshalling" && (state.options || []).some((o) => o.label.startsWith("marshal")))`) == "true" {
				snap("marshal")
			}
			answerAnother(t, ctx)
		}
	}
	snap("board")
	board := text(t, ctx, "drawn")
	for _, want := range []string{"Round", "power", "gold", "House Stark", "Characters", "Your hand", "Your plot deck", "income", "claim", "STR", "deck"} {
		if !strings.Contains(board, want) {
			t.Errorf("the board says nothing of %q: %s", want, board)
		}
	}
	if format == "melee" && !regexp.MustCompile(`Hand of the King|Master of Coin|Master of Laws|Master of Whispers|Crown Regent|Lord Commander`).MatchString(board) {
		t.Errorf("a melee's board shows no title: %s", board)
	}
	if card := hover(t, ctx, "#drawn .you .keep .card.plot", dir, name+"-card.png"); !strings.Contains(card, "Income") || !strings.Contains(card, "Claim") {
		t.Errorf("the plot's card panel: %q", card)
	}
}

// In a real browser, a joust of AGoT against a bot from the lobby:
// setup cards, a plot, a challenge with attackers chosen, defenders.
func TestBrowserPlaysAGoTJoust(t *testing.T) { playAGoT(t, "joust", 2) }

// In a real browser, a four-player melee of AGoT against bots from the
// lobby: the same, the player challenged clicked among three.
func TestBrowserPlaysAGoTMelee(t *testing.T) { playAGoT(t, "melee", 4) }
