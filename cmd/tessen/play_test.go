package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"tessen/engine"
)

// A scripted game over a pipe: the human always takes the first choice,
// and the game is played to its end.
func TestPlayScriptedGameToTheEnd(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "game.json")
	in := strings.NewReader(strings.Repeat("1\n", 5000))
	var out, errb bytes.Buffer
	code := playWith([]string{"--seed", "1", "--clan", "crab", "--bot-clan", "unicorn", "--bot", "greedy", "--record", rec}, in, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	text := out.String()
	if !strings.Contains(text, "You win.") && !strings.Contains(text, "You lose.") {
		t.Fatalf("the game did not end:\n%s", text[max(0, len(text)-2000):])
	}
	// The record replays to a finished game.
	b, err := os.ReadFile(rec)
	if err != nil {
		t.Fatal(err)
	}
	var r engine.Record
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatal(err)
	}
	g, err := engine.Replay(r)
	if err != nil || !g.Over() {
		t.Fatalf("replay: over %v, %v", g != nil && g.Over(), err)
	}
}

// Quitting midway keeps the record; resuming replays it and goes on.
func TestPlayQuitAndResume(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "game.json")
	var out, errb bytes.Buffer
	in := strings.NewReader("1\n1\n9999\nquit\n")
	if code := playWith([]string{"--seed", "2", "--bot", "random", "--record", rec}, in, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "Answer with a number from 1 to") {
		t.Fatal("a bad number is not explained")
	}
	out.Reset()
	in = strings.NewReader(strings.Repeat("1\n", 5000))
	if code := playWith([]string{"--resume", rec, "--bot", "random"}, in, &out, &errb); code != 0 {
		t.Fatalf("resume: exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "You win.") && !strings.Contains(out.String(), "You lose.") {
		t.Fatal("the resumed game did not end")
	}
}

func TestPlayBadFlags(t *testing.T) {
	var out, errb bytes.Buffer
	for _, args := range [][]string{{"--seat", "3"}, {"--clan", "ninja"}, {"--resume", "/no/such/file"}, {"extra"}, {"--bot", "oracle"}} {
		errb.Reset()
		if code := playWith(args, strings.NewReader(""), &out, &errb); code == 0 || errb.Len() == 0 {
			t.Errorf("%v: exit %d, stderr %q", args, code, errb.String())
		}
	}
}

// The default opponent is the search bot; it answers in its turn.
func TestPlayAgainstTheSearchBot(t *testing.T) {
	var out, errb bytes.Buffer
	in := strings.NewReader(strings.Repeat("1\n", 12) + "hint\nquit\n")
	if code := playWith([]string{"--seed", "3", "--seat", "2"}, in, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "Your opponent: ") {
		t.Fatal("the bot never answered")
	}
	// A hint names answers by their numbers in the list.
	if !regexp.MustCompile(`Hint \(.*\n  \d+\. rated 0\.\d\d over \d+ playouts`).MatchString(out.String()) {
		t.Fatalf("no hint:\n%s", out.String()[max(0, out.Len()-1500):])
	}
}

// Between the human's decisions the game says what happened, step
// markers left out; a facedown province's strength is not shown.
func TestPlayTellsWhatHappened(t *testing.T) {
	var out, errb bytes.Buffer
	in := strings.NewReader(strings.Repeat("1\n", 30) + "quit\n")
	if code := playWith([]string{"--seed", "3", "--bot", "greedy"}, in, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	text := out.String()
	for _, want := range []string{"  · bot plays ", "  · bot is the first player", "strength ?, facedown"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in the game's output", want)
		}
	}
	if regexp.MustCompile(`(?m)^  · [0-9.]+$`).MatchString(text) {
		t.Error("a framework step marker was told as an event")
	}
}

// A skirmish game of three over a pipe, bots in the other seats, played
// to its end; the terminal names each opponent.
func TestPlaySkirmishOfThree(t *testing.T) {
	in := strings.NewReader(strings.Repeat("1\n", 5000))
	var out, errb bytes.Buffer
	code := playWith([]string{"--format", "skirmish", "--players", "3", "--seat", "2", "--seed", "3", "--bot", "greedy"}, in, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	text := out.String()
	if !strings.Contains(text, "You win.") && !strings.Contains(text, "You lose.") {
		t.Fatalf("the game did not end:\n%s", text[max(0, len(text)-2000):])
	}
	if !strings.Contains(text, "OPPONENT (bot 3)") || !strings.Contains(text, "Bot 1: ") {
		t.Fatalf("the opponents are not named:\n%s", text[:min(len(text), 3000)])
	}
}

// Bad format flags are refused with a message naming the flag.
func TestFormatFlagsAreChecked(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--format", "melee"}, `--format "melee"`},
		{[]string{"--players", "3"}, "--players 3: the Stronghold format is for 2 players"},
		{[]string{"--format", "skirmish", "--players", "6"}, "--players 6: the Skirmish format is for 2 to 5 players"},
		{[]string{"--format", "skirmish", "--players", "3", "--seat", "4"}, "--seat is 1 to 3"},
	} {
		var out, errb bytes.Buffer
		if code := playWith(c.args, strings.NewReader(""), &out, &errb); code != 2 || !strings.Contains(errb.String(), c.want) {
			t.Errorf("%v: exit %d, %q; want 2 and %q", c.args, code, errb.String(), c.want)
		}
	}
	var out, errb bytes.Buffer
	if code := runDeck([]string{"check", "--format", "skirmish", "../../games/l5rlcg/deck/samples/skirmish/lion.txt"}, &out, &errb); code != 1 ||
		!strings.Contains(out.String(), "SK-DECK-1: the dynasty deck holds 20 cards") {
		t.Errorf("deck check --format skirmish: exit %d, %s%s", code, out.String(), errb.String())
	}
}

// The CCG plays in the terminal as the LCG does: a game to its end against
// a bot, its board and what happened told, its record replayed.
func TestPlayCCGToTheEnd(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "game.json")
	in := strings.NewReader(strings.Repeat("1\n", 8000))
	var out, errb bytes.Buffer
	code := playWith([]string{"--game", "l5r-ccg", "--seed", "7", "--clan", "crane", "--bot-clan", "lion", "--bot", "greedy", "--record", rec}, in, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	text := out.String()
	for _, want := range []string{"Action Phase; your turn", "YOU: Family Honor", "Province 1: ", "  · you reveal "} {
		if !strings.Contains(text, want) {
			t.Errorf("the game never showed %q", want)
		}
	}
	if !strings.Contains(text, "You win.") && !strings.Contains(text, "You lose.") {
		t.Fatalf("the game did not end:\n%s", text[max(0, len(text)-2000):])
	}
	r, err := readRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	if g, err := engine.Replay(r); err != nil || !g.Over() {
		t.Fatalf("the record does not replay to the game's end (%v)", err)
	}
}

func TestPlayCCGBadFlags(t *testing.T) {
	var out, errb bytes.Buffer
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--game", "agot"}, `--game "agot"`},
		{[]string{"--game", "l5r-ccg", "--format", "skirmish"}, `L5R CCG has no format "skirmish" (known: [lotus new-era])`},
		{[]string{"--game", "l5r-ccg", "--players", "3"}, "--players 3"},
		{[]string{"--game", "l5r-ccg", "--clan", "ninja"}, `no sample deck for "ninja"`},
		{[]string{"--game", "l5r-ccg", "--deck", "/no/such/deck.txt"}, "/no/such/deck.txt"},
	} {
		errb.Reset()
		if code := playWith(c.args, strings.NewReader(""), &out, &errb); code != 2 || !strings.Contains(errb.String(), c.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 naming %q", c.args, code, errb.String(), c.want)
		}
	}
}

// driver plays the human's side of a terminal game through a pipe: each
// time the game waits at "> ", decide reads what it was shown since and
// says the next line.
type driver struct {
	shown   strings.Builder
	decide  func(shown string) string
	answers chan string
	pending string
}

func (d *driver) Write(p []byte) (int, error) {
	d.shown.Write(p)
	if strings.HasSuffix(d.shown.String(), "> ") {
		d.answers <- d.decide(d.shown.String()) + "\n"
		d.shown.Reset()
	}
	return len(p), nil
}

func (d *driver) Read(p []byte) (int, error) {
	if d.pending == "" {
		d.pending = <-d.answers
	}
	n := copy(p, d.pending)
	d.pending = d.pending[n:]
	return n, nil
}

// In the terminal, over a pipe, answers are composed of their parts
// (issue 27): a mulligan of two cards typed "2 4"; a conflict declared in
// one line with two attackers named; another asked one part at a time.
// The declarations made are ones the list offers, so they are legal.
func TestPlayComposesAnswers(t *testing.T) {
	var said []string
	mulligan, oneLine, asked := false, false, false
	var queue []string // the parts of a declaration asked one at a time
	two := regexp.MustCompile(`(?m)^ +\d+\. declare a (\w+) (\w+) conflict against your opponent's (?:province (\w+)|(stronghold) province)(?: \([^)\n]*\))? with ([^,\n]+?) and ([^,\n]+)$`)
	d := &driver{answers: make(chan string, 1)}
	d.decide = func(shown string) string {
		answer := "1"
		m := two.FindStringSubmatch(shown)
		if m != nil { // the province is named by its number or "stronghold"
			m = []string{m[0], m[1], m[2], m[3] + m[4], m[5], m[6]}
		}
		switch {
		case len(queue) > 0:
			answer, queue = queue[0], queue[1:]
		case oneLine && asked:
			answer = "quit"
		case !mulligan && strings.Contains(shown, `Or compose "choose"`) && strings.Contains(shown, "mulligan"):
			answer, mulligan = "2 4", true
		case m != nil && !oneLine:
			answer, oneLine = fmt.Sprintf("declare %s %s %s | %s, %s", m[1], m[2], m[3], m[4], m[5]), true
		case m != nil:
			answer, asked = "declare", true
			queue = []string{m[1], m[2], m[3], m[4] + ", " + m[5]}
			if strings.Contains(shown, "evaded by covert") {
				queue = append(queue, "none")
			}
		}
		said = append(said, answer)
		return answer
	}
	var out, errb bytes.Buffer
	code := playWith([]string{"--seed", "4", "--bot", "random"}, d, io.MultiWriter(&out, d), &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	text := out.String()
	if !strings.Contains(text, "you mulligan 2 cards") || strings.Contains(text, "Refused") {
		i := strings.Index(text, "Refused")
		t.Fatalf("the mulligan of two cards was not taken, or something was refused: %v\n%s", said, text[max(0, i-300):min(len(text), i+300)])
	}
	if n := strings.Count(text, "you declare a "); !oneLine || !asked || n < 2 {
		t.Fatalf("%d conflicts declared (one in one line: %v, one part by part: %v); the human said %v", n, oneLine, asked, said)
	}
}

// In the terminal, an opportunity where passing is all the player can do
// passes by itself (issue 27), unless they play with --stop: then they are
// asked it, a list of one pass.
func TestPlayPassesWhatIsOnlyAPass(t *testing.T) {
	onlyPass := regexp.MustCompile(`:\n  1\. pass\n> $`)
	for _, stop := range []bool{false, true} {
		asked, prompts := 0, 0
		d := &driver{answers: make(chan string, 1)}
		d.decide = func(shown string) string {
			if prompts++; prompts == 300 {
				return "quit"
			}
			if onlyPass.MatchString(shown) {
				asked++
			}
			return "1"
		}
		args := []string{"--seed", "4", "--bot", "random"}
		if stop {
			args = append(args, "--stop")
		}
		var out, errb bytes.Buffer
		if code := playWith(args, d, io.MultiWriter(&out, d), &errb); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errb.String())
		}
		if stop && asked == 0 || !stop && asked > 0 {
			t.Errorf("%v: asked %d times to pass where passing is all there is", args, asked)
		}
	}
}

// In the terminal, a CCG player composes as at the table (issue 27):
// units split over two battlefields in one line, each unit named (the
// player recruits and defends, for a game long enough to have two); a card
// to discard named among those of a hand over eight (not the first or
// the last, which the list offers); and a unit sent to a battlefield
// there is not, refused with its reason, the game still asking.
func TestPlayComposesTheCCG(t *testing.T) {
	units := regexp.MustCompile(`(?m)^ +units to send to each battlefield \(choose 0 to \d+\): 1 ([^,;\n]+), 2 ([^,;\n]+)[,;].*each to one of (\w+), (\w+)`)
	discard := regexp.MustCompile(`(?m)^ +cards \(choose 1\): 1 [^,\n]+, 2 ([^,\n]+), 3 `)
	numbered := regexp.MustCompile(`(?m)^  (\d+)\. (.*)$`)
	var split, refused, chosen string
	var sent []string // the units split, and where
	prompts := 0
	d := &driver{answers: make(chan string, 1)}
	d.decide = func(shown string) string {
		if prompts++; prompts > 3000 || split != "" && chosen != "" {
			return "quit"
		}
		if m := units.FindStringSubmatch(shown); m != nil && split == "" {
			if refused == "" {
				refused = "assign " + m[1] + " to 99"
				return refused
			}
			split = fmt.Sprintf("assign %s to %s, %s to %s", m[1], m[3], m[2], m[4])
			sent = []string{m[1] + " attacks Province " + m[3], m[2] + " attacks Province " + m[4]}
			return split
		}
		if m := discard.FindStringSubmatch(shown); m != nil && strings.Contains(shown, "discard") && chosen == "" {
			chosen = m[1]
			return chosen
		}
		answer, rank := "1", -1
		for _, m := range numbered.FindAllStringSubmatch(shown, -1) { // recruit, pay and defend; spend no Gold on anything else
			r := 0
			switch w := m[2]; {
			case strings.HasPrefix(w, "recruit "):
				r = 3
			case strings.HasPrefix(w, "pay with") || strings.HasPrefix(w, "send ") && !strings.HasPrefix(w, "send no"):
				r = 2
			case w == "pass" || w == "do not attack" || w == "discard nothing":
				r = 1
			}
			if r > rank {
				answer, rank = m[1], r
			}
		}
		return answer
	}
	var out, errb bytes.Buffer
	code := playWith([]string{"--game", "l5r-ccg", "--seed", "11", "--bot", "random"}, d, io.MultiWriter(&out, d), &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	text := out.String()
	if refused == "" || split == "" {
		t.Fatalf("no attack with two units to split in %d prompts:\n%s", prompts, text[max(0, len(text)-3000):])
	}
	if !regexp.MustCompile(`Refused: .*99`).MatchString(text) {
		t.Fatalf("%q was not refused with its reason", refused)
	}
	for _, s := range sent {
		if !strings.Contains(strings.ReplaceAll(text, "defends", "attacks"), s) {
			t.Errorf("%q: the log never says %q", split, s)
		}
	}
	if !strings.Contains(text, "you discard "+chosen) {
		t.Errorf("%q was chosen to discard, and the log does not say so", chosen)
	}
	if chosen == "" {
		t.Fatal("never a hand to discard down to eight from")
	}
	t.Logf("%s; discarded %s", split, chosen)
}

// AGoT plays in the terminal too, a joust and a melee to their end against
// bots, its board and what happened told, its record replayed; and in
// sims.
func TestPlayAGoTToTheEnd(t *testing.T) {
	for _, players := range []string{"2", "3"} {
		rec := filepath.Join(t.TempDir(), "game.json")
		in := strings.NewReader(strings.Repeat("1\n", 8000))
		var out, errb bytes.Buffer
		code := playWith([]string{"--game", "agot-1e", "--players", players, "--seed", "7", "--bot", "greedy", "--record", rec}, in, &out, &errb)
		if code != 0 {
			t.Fatalf("%s players: exit %d: %s", players, code, errb.String())
		}
		text := out.String()
		for _, want := range []string{"plot phase", "(House Stark) — power", "marshalling phase"} {
			if !strings.Contains(text, want) {
				t.Errorf("%s players: the game never showed %q", players, want)
			}
		}
		if !strings.Contains(text, "You win.") && !strings.Contains(text, "You lose.") {
			t.Fatalf("%s players: the game did not end:\n%s", players, text[max(0, len(text)-2000):])
		}
		r, err := readRecord(rec)
		if err != nil {
			t.Fatal(err)
		}
		if g, err := engine.Replay(r); err != nil || !g.Over() {
			t.Fatalf("%s players: the record replays to %v, %v", players, g, err)
		}
	}
	code, out, errs := runArgs("sim", "--game", "agot-1e", "--players", "4", "--games", "2", "--bot1", "greedy", "--bot2", "random")
	if code != 0 || !strings.Contains(out, "2 games: 2 finished") {
		t.Fatalf("melee sim: exit %d: %s %s", code, out, errs)
	}
	if code, _, errs := runArgs("sim", "--game", "agot-1e", "--clan1", "martell"); code != 2 || !strings.Contains(errs, "tessen sim:") {
		t.Errorf("a House with no sample deck: exit %d: %s", code, errs)
	}
}
