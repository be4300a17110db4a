package server

import (
	"context"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"tessen/engine"
)

// chromium finds the browser for the browser tests: the one CI installs
// (Debian's chromium). Without it the tests are skipped, unless
// TESSEN_BROWSER_TESTS=1 (as .ci/run sets) says they must run.
func chromium(t *testing.T) string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("TESSEN_BROWSER_TESTS") == "1" {
		t.Fatal("no Chromium found, and TESSEN_BROWSER_TESTS=1 asks for the browser tests")
	}
	t.Skip("no Chromium: the browser tests are skipped (TESSEN_BROWSER_TESTS=1 makes them required)")
	return ""
}

// browserTest opens a site and n browsers for a test (skipped where
// there is no Chromium), all closed at its end, the browsers first.
func browserTest(t *testing.T, n int) (*site, []context.Context) {
	chromium(t)
	s := open(t, filepath.Join(t.TempDir(), "t.db"))
	t.Cleanup(s.close)
	ctxs := make([]context.Context, n)
	for i := range ctxs {
		ctxs[i] = browserCtx(t)
	}
	return s, ctxs
}

// browserCtx starts a headless Chromium with its own profile (its own
// cookies: one guest), closed at the test's end.
func browserCtx(t *testing.T) context.Context {
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium(t)), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true), chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(1280, 900))
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(alloc)
	ctx, cancelTime := context.WithTimeout(ctx, 90*time.Second)
	t.Cleanup(func() { cancelTime(); cancel(); cancelAlloc() })
	return ctx
}

// screens is where the screenshots go: TESSEN_SCREENS (CI keeps them),
// else a temporary folder.
func screens(t *testing.T) string {
	if dir := os.Getenv("TESSEN_SCREENS"); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		return dir
	}
	return t.TempDir()
}

// shot saves a screenshot of the whole page.
func shot(dir, name string) chromedp.Action[chromedp.Void] {
	return func(ctx context.Context, t *chromedp.Target) (chromedp.Void, error) {
		png, err := chromedp.FullScreenshot(100)(ctx, t)
		if err != nil {
			return chromedp.Void{}, err
		}
		return chromedp.Void{}, os.WriteFile(filepath.Join(dir, name), png, 0o644)
	}
}

var moveRE = regexp.MustCompile(`move (\d+)`)

// moveOf reads the move number the status line shows.
func moveOf(status string) int {
	m := moveRE.FindStringSubmatch(status)
	if m == nil {
		return -1
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// until waits for a page to make a predicate true, across a navigation
// (a poll inside the page would end with it).
func until(t *testing.T, ctx context.Context, predicate string) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(25 * time.Millisecond) {
		if ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](predicate)); err == nil && ok {
			return
		}
	}
	seen, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`JSON.stringify({status: document.getElementById("status").textContent,
		decision: typeof state === "object" && state ? state.decision : null, error: document.getElementById("error").textContent})`))
	t.Fatalf("the page never made true: %s\n(the page: %s)", predicate, seen)
}

// clickFirst clicks the first answer offered (or, with every answer
// composed, sends the composition as it stands) and waits for the game to
// move on (and, asked again, for this player to be asked again).
func clickFirst(t *testing.T, ctx context.Context, asked bool) {
	t.Helper()
	css := `#options button`
	if listed, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.querySelector("#options button") !== null`)); err == nil && !listed {
		css = `#compose-go` // every answer composed: the composition as it stands (a CCG's "discard none", "assign none")
	}
	clickAnswer(t, ctx, asked, css)
}

// clickAnswer clicks the answer a CSS selector picks, as clickFirst.
func clickAnswer(t *testing.T, ctx context.Context, asked bool, css string) {
	t.Helper()
	before := moveOf(text(t, ctx, "status"))
	again := ""
	if asked {
		again = ` && (document.querySelector("#options button:not([disabled])") !== null || composition !== null)`
	}
	click, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	err := chromedp.Do(click, chromedp.Click(chromedp.CSS(css)),
		chromedp.Poll[chromedp.Void](`(() => { const m = /move (\d+)/.exec(document.getElementById("status").textContent);
			return m !== null && Number(m[1]) > `+strconv.Itoa(before)+again+`; })()`))
	if err != nil {
		shown := ""
		if b, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("prompt").textContent + " | " + document.getElementById("error").textContent + " | " + [...document.querySelectorAll("#options > *")].map((b) => b.textContent).join(" / ")`)); err == nil {
			shown = b
		}
		t.Fatalf("after move %d: %v (the page: %s)", before, err, shown)
	}
}

// fromLobby opens the lobby, waits for it to offer the game, makes the
// choices, and starts (or opens) the game.
func fromLobby(site, game string, choices ...chromedp.Action[chromedp.Void]) chromedp.Action[chromedp.Void] {
	steps := []chromedp.Action[chromedp.Void]{chromedp.Navigate(site + "/"), chromedp.WaitReady(chromedp.CSS(`#game option[value="` + game + `"]`))}
	steps = append(steps, choices...)
	return chromedp.Steps(append(steps, chromedp.Click(chromedp.CSS(`#new-game button[type=submit]`)))...)
}

// typeList puts a deck list (a JavaScript string) in the page's list box,
// as typing it would.
func typeList(js string) chromedp.Action[chromedp.Void] {
	return chromedp.Poll[chromedp.Void](`(() => { const l = document.getElementById("list"); l.value = ` + js + `; l.dispatchEvent(new Event("input")); return true; })()`)
}

// text reads an element's text.
func text(t *testing.T, ctx context.Context, id string) string {
	t.Helper()
	s, err := chromedp.Run(ctx, chromedp.Text(chromedp.ID(id)))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// hover points at the first card css finds and is the card panel's text
// then (its screenshot kept as name).
func hover(t *testing.T, ctx context.Context, css, dir, name string) string {
	t.Helper()
	_, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.querySelector(`+strconv.Quote(css)+`).dispatchEvent(new MouseEvent("mouseenter"))`))
	if err == nil {
		err = chromedp.Do(ctx, chromedp.Poll[chromedp.Void](`document.querySelector("#card h3") !== null`), shot(dir, name))
	}
	if err != nil {
		t.Fatalf("hovering %s: %v", css, err)
	}
	return text(t, ctx, "card")
}

// In a real browser: a guest starts a game against a bot from the lobby,
// answers by clicking, reloads the page mid-game and finds the same move,
// and another browser watches without being offered any answer.
func TestBrowserPlaysAgainstABot(t *testing.T) {
	s, bs := browserTest(t, 1)
	ctx, dir := bs[0], screens(t)
	answerable := chromedp.WaitVisible(chromedp.CSS(`#options button:not([disabled])`))
	err := chromedp.Do(ctx, fromLobby(s.http.URL, "l5r-lcg",
		chromedp.WaitVisible(chromedp.ID("sign-in")),
		shot(dir, "lobby.png"),
		// a broken deck list is refused, its first broken rule named, and no game made
		typeList(`"Stronghold:\n1 Shizuka Toshi (Core Set)\nConflict:\n3 Banzai!"`),
		chromedp.Poll[chromedp.Void](`document.getElementById("deck-chosen").textContent === "You play the list in the box."`),
		chromedp.Click(chromedp.CSS(`#new-game button[type=submit]`)),
		chromedp.Poll[chromedp.Void](`(() => { const e = document.getElementById("error").textContent;
			return e.includes("not a legal stronghold deck") && (e.match(/RR-/g) || []).length >= 2; })()`), // each broken rule
		shot(dir, "lobby-broken-deck.png"),
		// every broken line is named, each on a line of its own
		typeList(`"1 Shizuka Toshi\n3 Banzia!\n0 Fine Katana [core]\n"`),
		chromedp.Click(chromedp.CSS(`#new-game button[type=submit]`)),
		chromedp.Poll[chromedp.Void](`(() => { const e = document.getElementById("error");
			return e.textContent.includes('line 2: unknown card "Banzia!"') && e.textContent.includes("line 3: 0 copies of Fine Katana") && e.getClientRects().length > 0 && e.offsetHeight > 30; })()`),
		shot(dir, "lobby-broken-lines.png"),
		typeList(`""`),
		// a legal list kept, and chosen again from the player's decks
		typeList(sampleList(t)),
		chromedp.SetValue(chromedp.ID("deck-name"), "My Lion"),
		chromedp.Click(chromedp.ID("save-deck")),
		chromedp.Poll[chromedp.Void](`document.getElementById("deck-note").textContent.includes("My Lion")`),
		chromedp.Poll[chromedp.Void](`document.getElementById("deck-chosen").textContent.includes("My Lion")`),
		// the box cleared, the kept deck is no longer chosen: the sample is
		typeList(`""`),
		chromedp.Poll[chromedp.Void](`document.getElementById("saved").value === "" && document.getElementById("deck-chosen").textContent.includes("sample deck")`),
		// chosen again, it fills the box, and is the deck played
		chromedp.SetValue(chromedp.ID("saved"), "1"),
		chromedp.Poll[chromedp.Void](`(document.getElementById("saved").dispatchEvent(new Event("change")), document.getElementById("list").value.length > 100)`),
		chromedp.Poll[chromedp.Void](`document.getElementById("deck-chosen").textContent.includes("My Lion")`),
		shot(dir, "lobby-decks.png"),
		chromedp.SetValue(chromedp.ID("account-name"), "Ann"),
		chromedp.SetValue(chromedp.ID("account-password"), "a long password"),
		chromedp.Click(chromedp.ID("sign-up")),
		chromedp.Poll[chromedp.Void](`document.getElementById("account").textContent.startsWith("Signed in as Ann")`),
		shot(dir, "lobby-signed-in.png"),
		chromedp.SetValue(chromedp.ID("bot"), "random"),
	))
	if err != nil {
		t.Fatal(err)
	}
	until(t, ctx, `document.querySelector("#options button:not([disabled])") !== null`)
	url, err := chromedp.Run(ctx, chromedp.Location())
	if status := text(t, ctx, "status"); err != nil || !strings.Contains(url, "/g/") || !strings.Contains(status, "Your decision") {
		t.Fatalf("after starting: %s, %q (%v)", url, status, err)
	}
	if title := text(t, ctx, "title"); !strings.Contains(title, "Ann against bot") {
		t.Fatalf("the signed-in player's table: %q", title)
	}
	if board := text(t, ctx, "drawn"); !strings.Contains(board, "Yōjin no Shiro") { // the kept Lion deck's stronghold
		t.Fatalf("the kept deck chosen is not the one played: %q", board)
	}
	if shown, _ := chromedp.Run(ctx, chromedp.Evaluate[bool](`getComputedStyle(document.getElementById("replay")).display !== "none"`)); shown {
		t.Fatal("a game under way shows the replay's controls")
	}
	for range 8 { // answer by clicking the first answer offered, each time the next move
		clickFirst(t, ctx, true)
	}
	err = chromedp.Do(ctx, // a hint, and a word to the table
		chromedp.Click(chromedp.ID("hint")),
		chromedp.Poll[chromedp.Void](`document.querySelector("#hints li") !== null && /rated|only one/.test(document.querySelector("#hints li").textContent)`),
		chromedp.SetValue(chromedp.ID("line"), "good luck"),
		chromedp.Click(chromedp.CSS(`#say button`)),
		chromedp.Poll[chromedp.Void](`document.getElementById("chat").textContent.includes("Ann: good luck")`),
	)
	if err != nil {
		t.Fatalf("the hint and the chat: %v", err)
	}
	// the setting to be asked even where passing is all there is: kept in
	// the browser, and so still set at the table reloaded
	err = chromedp.Do(ctx, chromedp.Click(chromedp.ID("stop")),
		chromedp.Poll[chromedp.Void](`localStorage.getItem("tessen.stop") === "1"`),
		chromedp.Reload(),
		chromedp.Poll[chromedp.Void](`document.getElementById("stop").checked && !document.getElementById("stop-at").hidden`),
		chromedp.Click(chromedp.ID("stop")),
		chromedp.Poll[chromedp.Void](`localStorage.getItem("tessen.stop") === "0"`))
	if err != nil {
		t.Fatalf("the setting to stop where passing is all there is: %v", err)
	}
	until(t, ctx, `document.querySelector("#options button:not([disabled])") !== null`)
	if err := chromedp.Do(ctx, shot(dir, "table.png"), chromedp.EmulateViewport(390, 844), shot(dir, "table-phone.png"),
		chromedp.EmulateViewport(1280, 900)); err != nil {
		t.Fatal(err)
	}
	if card := hover(t, ctx, "#drawn .you .keep .card", dir, "card-lcg.png"); !strings.Contains(card, "Type") || !strings.Contains(card, "7 each round") || strings.Contains(card, "noCost") {
		t.Fatalf("the stronghold's card panel: %q", card)
	}
	if board := text(t, ctx, "drawn"); !strings.Contains(board, "Round") || !strings.Contains(board, "Your hand") || !strings.Contains(board, "strength") {
		t.Fatalf("the drawn board: %q", board)
	}
	// The board in words comes once opened, and stays open through the
	// next moves.
	err = chromedp.Do(ctx,
		chromedp.Click(chromedp.CSS(`#words summary`)),
		chromedp.Poll[chromedp.Void](`document.getElementById("board").textContent.includes("Round")`),
		shot(dir, "table-words.png"),
	)
	if err != nil {
		t.Fatalf("the board in words: %v", err)
	}
	clickFirst(t, ctx, true)
	if open, _ := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.getElementById("words").open`)); !open {
		t.Fatal("the board in words closed itself on the next move")
	}
	at := moveOf(text(t, ctx, "status"))
	if err := chromedp.Do(ctx, chromedp.Reload(), answerable); err != nil {
		t.Fatal(err)
	}
	if status := text(t, ctx, "status"); moveOf(status) != at || !strings.Contains(status, "Your decision") {
		t.Fatalf("after a reload at move %d: %q", at, status)
	}
	// The connection lost, the answers cannot be clicked and the page
	// says so; reconnected, they can again.
	err = chromedp.Do(ctx,
		chromedp.Poll[chromedp.Void](`(retry = 3000, socket.close(), true)`),
		chromedp.Poll[chromedp.Void](`document.querySelector("#options button").matches(":disabled") && document.getElementById("offline").checkVisibility()`),
		shot(dir, "table-offline.png"),
		chromedp.Poll[chromedp.Void](`!document.querySelector("#options button").matches(":disabled") && !document.getElementById("offline").checkVisibility()`),
	)
	if err != nil {
		t.Fatalf("the connection lost and found: %v", err)
	}
	clickFirst(t, ctx, true)

	watch := browserCtx(t)
	err = chromedp.Do(watch,
		chromedp.Navigate(url),
		chromedp.Poll[chromedp.Void](`((document.getElementById("status") || {}).textContent || "").startsWith("Watching")`),
		shot(dir, "spectator.png"),
	)
	if err != nil {
		t.Fatal(err)
	}
	buttons, err := chromedp.Run(watch, chromedp.Evaluate[int](`document.querySelectorAll("#options button").length`))
	if err != nil || buttons != 0 {
		t.Fatalf("a spectator is offered %d answers (%v)", buttons, err)
	}

	// Ann concedes; the finished game replays a move back from its end,
	// and from its start.
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(window.confirm = () => true, true)`)); err != nil {
		t.Fatal(err)
	}
	err = chromedp.Do(ctx,
		chromedp.Click(chromedp.ID("concede")),
		chromedp.WaitVisible(chromedp.ID("replay-start")),
		chromedp.Click(chromedp.ID("replay-back")),
		chromedp.Poll[chromedp.Void](`live.seq > 1 && document.getElementById("status").textContent === "Replay · move " + (live.seq - 1)`),
		chromedp.Click(chromedp.ID("replay-start")),
		chromedp.Poll[chromedp.Void](`document.getElementById("status").textContent === "Replay · move 0"`),
		chromedp.Click(chromedp.ID("replay-on")),
		chromedp.Poll[chromedp.Void](`document.getElementById("status").textContent === "Replay · move 1"`),
		shot(dir, "table-replay.png"),
		chromedp.Navigate(s.http.URL+"/"),
		chromedp.Poll[chromedp.Void](`document.getElementById("games").textContent.includes("lost")`),
	)
	if err != nil {
		t.Fatalf("the concession and the replay: %v", err)
	}
}

// Two browsers, two guests: one opens a game from the lobby, the other
// finds it in the lobby's open games, joins with a sample deck, and they
// play a few moves, each clicking when asked.
func TestBrowsersPlayEachOther(t *testing.T) {
	s, bs := browserTest(t, 2)
	s.srv.grace = time.Second // Bob, gone, may be claimed from soon
	ann, bob, dir := bs[0], bs[1], screens(t)
	err := chromedp.Do(ann, fromLobby(s.http.URL, "l5r-lcg",
		chromedp.SetValue(chromedp.ID("name"), "Ann"),
		chromedp.Click(chromedp.ID("open")),
	))
	if err != nil {
		t.Fatal(err)
	}
	until(t, ann, `document.getElementById("seats") !== null && document.getElementById("seats").textContent !== ""`) // the table, waiting
	until(t, ann, `!document.getElementById("fill").hidden && document.querySelector("#fill-bot option") !== null`)   // the maker may fill it
	if err := chromedp.Do(ann, shot(dir, "table-open.png")); err != nil {
		t.Fatal(err)
	}
	err = chromedp.Do(bob,
		chromedp.Navigate(s.http.URL+"/"),
		chromedp.WaitVisible(chromedp.CSS(`#open-games a`)),
		shot(dir, "lobby-open-games.png"),
		// Bob keeps a deck, which the open game's table offers him
		chromedp.Poll[chromedp.Void](`(postJSON("/api/decks", {name: "Bob's Lion", game: "l5r-lcg", format: "stronghold", list: `+sampleList(t)+`}).then(() => (window.kept = true)), true)`),
		chromedp.Poll[chromedp.Void](`window.kept === true`),
		chromedp.Click(chromedp.CSS(`#open-games a`)),
	)
	if err != nil {
		t.Fatal(err)
	}
	until(t, bob, `document.getElementById("join") !== null && !document.getElementById("join").hidden && document.querySelector("#sample option") !== null`)
	err = chromedp.Do(bob,
		chromedp.SetValue(chromedp.ID("name"), "Bob"),
		chromedp.Poll[chromedp.Void](`(() => { const o = [...document.querySelectorAll("#saved option")].find((o) => o.textContent === "Bob's Lion");
			if (o) { document.getElementById("saved").value = o.value; document.getElementById("saved").dispatchEvent(new Event("change")); }
			return !!o && document.getElementById("deck-chosen").textContent.includes("Bob's Lion"); })()`),
		shot(dir, "table-join.png"),
		chromedp.Click(chromedp.CSS(`#join button`)),
		chromedp.Poll[chromedp.Void](`!((document.getElementById("status") || {}).textContent || "").startsWith("Waiting for players")`),
	)
	if err != nil {
		t.Fatal(err)
	}
	if title := text(t, bob, "title"); !strings.Contains(title, "Ann against Bob") {
		t.Fatalf("Bob's table: %q", title)
	}
	until(t, bob, `document.getElementById("drawn").textContent.includes("Yōjin no Shiro")`) // the kept Lion deck, played
	asked := `document.querySelector("#options button:not([disabled])") !== null`
	// Whoever is asked clicks, until both browsers show the third move
	// (each answer reaching the other browser) or half a minute passes.
	a, b := 0, 0
	for deadline := time.Now().Add(30 * time.Second); a < 3 || b < 3; a, b = moveOf(text(t, ann, "status")), moveOf(text(t, bob, "status")) {
		if time.Now().After(deadline) {
			t.Fatalf("after half a minute of clicking, the browsers are at moves %d and %d", a, b)
		}
		var clicked bool
		for _, ctx := range []context.Context{ann, bob} {
			yes, err := chromedp.Run(ctx, chromedp.Evaluate[bool](asked))
			if err != nil {
				t.Fatal(err)
			}
			if yes {
				clickFirst(t, ctx, false)
				clicked = true
				break
			}
		}
		if !clicked { // the answer is on its way to the other browser
			time.Sleep(50 * time.Millisecond)
		}
	}
	if err := chromedp.Do(bob, shot(dir, "table-two-players.png")); err != nil {
		t.Fatal(err)
	}
	// Bob going, Ann's list of players shows him away: told who is at the
	// table, her page draws its list of players again, not her board.
	for deadline := time.Now().Add(10 * time.Second); moveOf(text(t, ann, "status")) != moveOf(text(t, bob, "status")); time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the browsers do not come to the same move")
		}
	}
	if _, err := chromedp.Run(ann, chromedp.Evaluate[bool](`document.querySelector("#drawn > *").dataset.old = "yes"; true`)); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(bob, chromedp.Evaluate[bool](`socket.onclose = null; socket.close(); true`)); err != nil { // and does not come back
		t.Fatal(err)
	}
	// His clock starts at 0:00 and ticks; past the grace, Ann is offered
	// the claim, without a reload.
	until(t, ann, `[...document.querySelectorAll("#players li.away")].some((li) => /^Bob — away 0:0\d/.test(li.textContent))`)
	until(t, ann, `[...document.querySelectorAll("#players li.away button")].some((b) => b.textContent.startsWith("Claim the game"))`)
	if err := chromedp.Do(ann, shot(dir, "table-opponent-away.png")); err != nil {
		t.Fatal(err)
	}
	if same, _ := chromedp.Run(ann, chromedp.Evaluate[bool](`document.querySelector("#drawn [data-old]") !== null`)); !same {
		t.Fatal("someone leaving drew Ann's board again")
	}
}

// askedHere: the page asks its player, by answers listed or a composition.
const askedHere = `(document.querySelector("#options button:not([disabled])") !== null || !document.getElementById("compose").hidden)`

// answerAnother answers the decision asked with the first answer listed
// that is not a pass (the player fields what they can), else with the
// first answer the game offers of the verb composed (sent as the page
// sends an answer), else a pass, else the least composition (the first
// label, the fewest cards of each part), and waits until the player is
// asked again or the game ends.
func answerAnother(t *testing.T, ctx context.Context) {
	t.Helper()
	before := moveOf(text(t, ctx, "status"))
	how, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(() => { const bs = [...document.querySelectorAll("#options button")];
		const b = bs.find((b) => b.textContent.trim() !== "pass");
		if (b) { b.id = "pick"; return "click"; }
		const o = composition && (state.options || []).find((o) => o.answer.verb === composition.verb);
		if (o) { send(o.answer); return "sent"; }
		if (bs.length) { bs[0].id = "pick"; return "click"; }
		if (!composition) return "nothing";
		composition.parts.forEach((p, i) => { if (p.kind === "label") composition.picks[i].label = (p.labels || [])[0]; else composition.picks[i].cards = (p.cards || []).slice(0, p.min || 0); });
		return "compose"; })()`))
	if err != nil || how == "nothing" {
		seen, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`JSON.stringify({status: document.getElementById("status").textContent, decision: state.decision, options: (state.options || []).length, html: document.getElementById("options").outerHTML.slice(0, 300), compose: document.getElementById("compose").hidden})`))
		t.Fatalf("nothing to answer (%v): %s", err, seen)
	}
	switch how {
	case "click":
		clickAnswer(t, ctx, false, "#pick")
	case "compose": // the least of each part
		clickAnswer(t, ctx, false, "#compose-go")
	default:
		until(t, ctx, `(() => { const m = /move (\d+)/.exec(document.getElementById("status").textContent); return m !== null && Number(m[1]) > `+strconv.Itoa(before)+`; })()`)
	}
	until(t, ctx, askedHere+` || state.over`)
}

// In a real browser, a player composes answers of their parts (issue 27):
// the mulligan of two cards, clicked on the board; a declaration with
// nothing chosen, refused with its reason; and a conflict declared at a
// ring and a province clicked on the board, with two of the player's three
// or more characters. Other decisions are answered as they come (the
// first answer that is not a pass, or the least composition).
func TestBrowserComposesAnswers(t *testing.T) {
	s, bs := browserTest(t, 1)
	ctx := bs[0]
	if err := chromedp.Do(ctx, fromLobby(s.http.URL, "l5r-lcg", chromedp.SetValue(chromedp.ID("bot"), "random"))); err != nil {
		t.Fatal(err)
	}
	until(t, ctx, askedHere)
	answerOther := func() { answerAnother(t, ctx) }
	// composing: the verb is composed, one of its parts of at least cards
	// cards of which most may be chosen.
	composing := func(verb string, cards, most int) bool {
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`composition !== null && composition.verb === "`+verb+`" && composition.parts.some((p) => p.kind === "cards" && (p.cards || []).length >= `+strconv.Itoa(cards)+` && p.max >= `+strconv.Itoa(most)+`)`))
		return err == nil && ok
	}
	logSays := func(words string) {
		t.Helper()
		until(t, ctx, `[...document.querySelectorAll("#log li")].some((li) => li.textContent.includes("`+words+`"))`)
	}
	mulliganed, declared, games := false, false, 1
	widest, shotMany := 0, false // the most answers drawn at once, a list of many of one verb counting one
	defer func() {
		if widest > 16 {
			t.Errorf("a decision drew %d answers: a wall", widest)
		}
	}()
	for n := 0; !declared; n++ {
		if w, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("#options > *").length`)); err == nil {
			widest = max(widest, w)
		}
		if many, _ := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.querySelector("#options .many") !== null`)); many && !shotMany {
			if err := chromedp.Do(ctx, shot(screens(t), "table-many.png")); err != nil {
				t.Fatal(err)
			}
			shotMany = true
		}
		if n == 400 {
			t.Fatalf("no conflict declared with two composed attackers in 400 answers (mulligan composed: %v)", mulliganed)
		}
		if over, _ := chromedp.Run(ctx, chromedp.Evaluate[bool](`state.over`)); over { // a game won or lost first: another
			if games++; games > 4 {
				t.Fatal("four games ended before a conflict was declared with two composed attackers")
			}
			if err := chromedp.Do(ctx, fromLobby(s.http.URL, "l5r-lcg", chromedp.SetValue(chromedp.ID("bot"), "random"))); err != nil {
				t.Fatal(err)
			}
			until(t, ctx, askedHere)
		}
		switch {
		case !mulliganed && composing("choose", 2, 2):
			clicks := []chromedp.Action[chromedp.Void]{}
			for k := 0; k < 2; k++ {
				clicks = append(clicks, chromedp.Click(chromedp.CSS(`.card.can:not(.chosen)`)))
			}
			if err := chromedp.Do(ctx, clicks...); err != nil {
				t.Fatal(err)
			}
			until(t, ctx, `document.querySelectorAll(".card.chosen").length === 2 && document.querySelectorAll("#compose .picked li").length === 2`)
			clickAnswer(t, ctx, false, `#compose-go`)
			logSays("you mulligan 2 cards")
			mulliganed = true
			until(t, ctx, askedHere)
		case composing("declare", 3, 2):
			if board := text(t, ctx, "drawn"); !regexp.MustCompile(`conflicts? left \((military|political)`).MatchString(board) || !strings.Contains(board, "bid ") {
				t.Fatalf("a conflict to declare, and the board says nothing of the conflicts left or the bids: %q", board)
			}
			err := chromedp.Do(ctx, chromedp.Click(chromedp.ID("compose-go")), // nothing chosen
				chromedp.Poll[chromedp.Void](`document.getElementById("error").textContent.includes("conflict type")`))
			if err != nil {
				t.Fatalf("a declaration of nothing: %v (%q)", err, text(t, ctx, "error"))
			}
			err = chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.ring.can`)),
				chromedp.Click(chromedp.CSS(`.side:not(.you) .province .card.can`)),
				chromedp.Click(chromedp.CSS(`#compose .part button`)),
				chromedp.Click(chromedp.CSS(`.side.you .character .card.can:not(.chosen)`)),
				chromedp.Click(chromedp.CSS(`.side.you .character .card.can:not(.chosen)`)),
				chromedp.Poll[chromedp.Void](`document.querySelectorAll(".side.you .card.chosen").length === 2 && document.querySelector(".ring.chosen") !== null`),
				shot(screens(t), "table-compose.png"))
			if err != nil {
				t.Fatal(err)
			}
			before := moveOf(text(t, ctx, "status"))
			if err := chromedp.Do(ctx, chromedp.Click(chromedp.ID("compose-go")), chromedp.Poll[chromedp.Void](`document.getElementById("error").textContent !== "" ||
				!document.getElementById("status").textContent.endsWith("move `+strconv.Itoa(before)+`")`)); err != nil {
				t.Fatal(err)
			}
			if e := text(t, ctx, "error"); e != "" { // a rule the two break (a dash skill, say): said, and the game waits
				t.Logf("refused, with its reason: %s", e)
				answerOther()
				continue
			}
			logSays("you declare a ")
			declared = true
		case composing("declare", 0, 0): // too few to choose two of: pass, and keep them ready
			if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`([...document.querySelectorAll("#options button")].find((b) => b.textContent.trim() === "pass").id = "pick", true)`)); err != nil {
				t.Fatal(err)
			}
			clickAnswer(t, ctx, false, "#pick")
			until(t, ctx, askedHere+` || state.over`)
		default:
			answerOther()
		}
	}
	if !mulliganed {
		t.Fatal("no mulligan was composed")
	}
}

// In a real browser, a CCG player composes (issue 27): units split over
// two battlefields, each unit clicked on the board and given its
// battlefield; and, when a hand is over eight at the turn's end, the card
// to discard clicked among them all (not the first or the last, which
// the answers listed offer). The long way to those decisions is played
// over the WebSocket by the same guest, whose cookie the browser then
// takes to the table.
func TestBrowserComposesTheCCG(t *testing.T) {
	s, bs := browserTest(t, 1)
	ctx := bs[0]
	g := s.browser()
	code, out := g.create(`{"game":"l5r-ccg","deck":{"sample":"crab"},"botDeck":"lion","bot":"random"}`)
	if code != http.StatusCreated {
		t.Fatal(code, out)
	}
	c := g.connect(out["id"])
	defer c.ws.CloseNow()
	u, _ := url.Parse(s.http.URL)
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatal(err)
	}
	for _, k := range g.jar.Cookies(u) { // the browser is the same guest
		if _, err := chromedp.Call(ctx, network.SetCookie, network.SetCookieParams{Name: k.Name, Value: k.Value, URL: s.http.URL}); err != nil {
			t.Fatal(err)
		}
	}
	// playUntil plays the first answer that is not a pass until want holds.
	playUntil := func(want func(m message) bool) message {
		for m := c.until(mine); ; {
			if m.Over {
				t.Skip("the game ended first")
			}
			if want(m) {
				return m
			}
			m = c.playOn(m)
		}
	}
	table := func() {
		t.Helper()
		if err := chromedp.Do(ctx, chromedp.Navigate(s.http.URL+"/g/"+out["id"])); err != nil {
			t.Fatal(err)
		}
		until(t, ctx, `typeof composition === "object" && composition !== null`)
	}
	logSays := func(words string) {
		t.Helper()
		until(t, ctx, `[...document.querySelectorAll("#log li")].some((li) => li.textContent.includes("`+words+`"))`)
	}
	part := func(m message) *engine.Part {
		if m.Decision == nil || len(m.Decision.Parts) != 1 {
			return nil
		}
		return &m.Decision.Parts[0]
	}
	playUntil(func(m message) bool {
		p := part(m)
		return p != nil && p.Kind == engine.PartEach && len(p.Cards) >= 2 && len(p.Labels) >= 2
	})
	table()
	err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.side.you .card.can:not(.chosen)`)),
		chromedp.Click(chromedp.CSS(`.side.you .card.can:not(.chosen)`)),
		chromedp.Poll[chromedp.Void](`document.querySelectorAll("#compose select").length === 2`),
		chromedp.Poll[chromedp.Void](`(() => { const ss = [...document.querySelectorAll("#compose select")];
			ss.forEach((s, i) => { s.value = s.options[1 + i].value; s.dispatchEvent(new Event("change")); }); return true; })()`),
		shot(screens(t), "table-ccg-compose.png"))
	if err != nil {
		t.Fatal(err)
	}
	fields, _ := chromedp.Run(ctx, chromedp.Evaluate[[]string](`composition.picks[0].labels`))
	clickAnswer(t, ctx, false, `#compose-go`)
	for _, f := range fields {
		logSays("s Province " + f) // attacks or defends it
	}
	playUntil(func(m message) bool {
		p := part(m)
		return p != nil && m.Decision.Kind == "discard" && p.Min == 1 && len(p.Cards) >= 3
	})
	table()
	title, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(() => { const c = composition.parts[0].cards[1];
		const b = document.querySelector('.card[data-id="' + c + '"]'); b.id = "middle"; return b.querySelector(".title").textContent; })()`))
	if err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.ID("middle"))); err != nil {
		t.Fatal(err)
	}
	clickAnswer(t, ctx, false, `#compose-go`)
	logSays("you discard " + title)
}

// The maker of a game waiting for players leaves it: they are back in the
// lobby, which lists it no more, and a visitor at its table is told it was
// given up.
func TestBrowserLeavesAnOpenGame(t *testing.T) {
	s, bs := browserTest(t, 2)
	ann, bob, dir := bs[0], bs[1], screens(t)
	err := chromedp.Do(ann, fromLobby(s.http.URL, "l5r-lcg",
		chromedp.Click(chromedp.ID("open")),
	))
	if err != nil {
		t.Fatal(err)
	}
	until(t, ann, `document.getElementById("leave") !== null && !document.getElementById("leave").hidden`)
	url, err := chromedp.Run(ann, chromedp.Location())
	if err != nil {
		t.Fatal(err)
	}
	err = chromedp.Do(bob,
		chromedp.Navigate(url),
		chromedp.Poll[chromedp.Void](`!document.getElementById("join").hidden`),
	)
	if err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ann, chromedp.Click(chromedp.ID("leave"))); err != nil {
		t.Fatal(err)
	}
	until(t, ann, `location.pathname === "/" && document.getElementById("open-games").textContent.includes("None waiting")`)
	until(t, bob, `document.getElementById("prompt").textContent.includes("given up")`)
	if err := chromedp.Do(bob, shot(dir, "table-given-up.png")); err != nil {
		t.Fatal(err)
	}
}

// The CCG's table is drawn too: a game against a bot from the lobby, in
// each of its formats (New Era's chosen in the lobby).
func TestBrowserDrawsTheCCG(t *testing.T) {
	s, bs := browserTest(t, 1)
	ctx, dir := bs[0], screens(t)
	for _, format := range []string{"new-era", "lotus"} {
		err := chromedp.Do(ctx, fromLobby(s.http.URL, "l5r-ccg",
			chromedp.SetValue(chromedp.ID("game"), "l5r-ccg"),
			chromedp.Poll[chromedp.Void](`(document.getElementById("game").dispatchEvent(new Event("change")), document.getElementById("format").value === "lotus")`),
			chromedp.SetValue(chromedp.ID("format"), format),
			chromedp.Poll[chromedp.Void](`(document.getElementById("format").dispatchEvent(new Event("change")), document.getElementById("format").value === "`+format+`")`),
			chromedp.SetValue(chromedp.ID("bot"), "random"),
		))
		if err != nil {
			t.Fatal(err)
		}
		until(t, ctx, `document.querySelector("#options button:not([disabled])") !== null`)
		if title := text(t, ctx, "title"); !strings.Contains(title, map[string]string{"lotus": "Lotus", "new-era": "New Era"}[format]) {
			t.Fatalf("a %s game's table is titled %q", format, title)
		}
		for range 6 {
			clickFirst(t, ctx, true)
		}
		if err := chromedp.Do(ctx, shot(dir, map[string]string{"lotus": "table-ccg.png", "new-era": "table-ccg-new-era.png"}[format])); err != nil {
			t.Fatal(err)
		}
	}
	if card := hover(t, ctx, "#drawn .you .keep .card", dir, "card-ccg.png"); !strings.Contains(card, "Gold Production") || strings.Contains(card, "production") {
		t.Fatalf("the Stronghold's card panel: %q", card)
	}
	if board := text(t, ctx, "drawn"); !strings.Contains(board, "Family Honor") || !strings.Contains(board, "Units") || !strings.Contains(board, "Province 1") {
		t.Fatalf("the CCG's drawn board: %q", board)
	}
}
