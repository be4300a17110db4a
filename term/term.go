// Package term plays a game in a terminal (or over a plain pipe): the
// human's decisions are shown as a board and a numbered list of legal
// answers, and the bot answers for the other seat. It knows games only
// through the engine's interfaces.
package term

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"tessen/ai"
	"tessen/engine"
)

// Session is one game between a human seat and a bot.
type Session struct {
	Game   engine.Game
	Human  int
	Bot    ai.Bot
	Record engine.Record
	// RecordPath, when set, receives the game record after every answer,
	// so an interrupted game can be resumed by replaying it.
	RecordPath string
	In         io.Reader
	Out        io.Writer
	// Adviser, when set, answers "hint": its ratings of the human's
	// answers (it sees what the human sees, no more).
	Adviser *ai.Search
	// Stop: the human is asked even where passing is all they can do
	// (engine.OnlyPass); otherwise such an opportunity passes by itself.
	Stop bool
	told int // how much of the game's log the human has been shown
}

// Play runs the game to its end, or until the human quits or the input
// ends. It returns the game's winner, or -1.
func (s *Session) Play() (int, error) {
	in := bufio.NewScanner(s.In)
	pres, _ := s.Game.(engine.Presenter)
	for !s.Game.Over() {
		d := s.Game.Pending()
		if d == nil {
			return -1, fmt.Errorf("the game waits on nothing")
		}
		p := d.Players[0]
		if d.Asks(s.Human) {
			p = s.Human
		}
		var a engine.Answer
		if p != s.Human {
			a = s.Bot.Choose(s.Game, p)
			who := "your opponent"
			if pres != nil {
				who = pres.Who(p, s.Human)
			}
			who = strings.ToUpper(who[:1]) + who[1:]
			switch {
			case len(d.Players) > 1: // a secret choice: revealed by the game, not here
				fmt.Fprintf(s.Out, "%s has chosen.\n", who)
			case pres != nil:
				fmt.Fprintf(s.Out, "%s: %s\n", who, pres.Describe(s.Human, a))
			}
		} else if !s.Stop && engine.OnlyPass(s.Game, p) {
			a = engine.Pass
		} else {
			s.tell()
			var quit bool
			var err error
			a, quit, err = s.ask(in, pres, d)
			if err != nil || quit {
				return -1, err
			}
		}
		if err := s.Game.Answer(p, a); err != nil {
			if p != s.Human {
				return -1, fmt.Errorf("the bot's answer was refused: %w", err)
			}
			fmt.Fprintf(s.Out, "Refused: %v\n", err)
			continue
		}
		s.Record.Moves = append(s.Record.Moves, engine.Move{Player: p, Answer: a})
		if err := s.save(); err != nil {
			return -1, err
		}
	}
	s.tell()
	if pres != nil {
		fmt.Fprint(s.Out, pres.Board(s.Human))
	}
	switch w := s.Game.Winner(); w {
	case s.Human:
		fmt.Fprintln(s.Out, "You win.")
	case -1:
		fmt.Fprintln(s.Out, "Nobody wins.")
	default:
		fmt.Fprintln(s.Out, "You lose.")
	}
	return s.Game.Winner(), nil
}

// ask shows the board and the choices and reads the human's answer: a
// number from the list, "hint" (with an adviser), "concede", or "quit".
func (s *Session) ask(in *bufio.Scanner, pres engine.Presenter, d *engine.Decision) (engine.Answer, bool, error) {
	choices := engine.OfferedTo(engine.HandlesFor(s.Game, s.Human), s.Game, s.Human)
	if pres != nil {
		fmt.Fprintf(s.Out, "\n%s", pres.Board(s.Human))
	}
	fmt.Fprintf(s.Out, "\n%s:\n", d.Prompt)
	for i, c := range choices {
		text := c.String()
		if pres != nil {
			text = pres.Describe(s.Human, c)
		}
		fmt.Fprintf(s.Out, "  %d. %s\n", i+1, text)
	}
	comp := composer{parts: engine.PartsFor(s.Game, s.Human), name: func(id int) string {
		if pres == nil {
			return engine.Answer{Cards: []int{id}}.String()
		}
		return pres.Describe(s.Human, engine.Answer{Cards: []int{id}})
	}}
	var help strings.Builder
	comp.show(&help)
	fmt.Fprint(s.Out, help.String())
	askPart := func(prompt string) (string, bool) {
		fmt.Fprintf(s.Out, "%s\n> ", prompt)
		if !in.Scan() {
			return "", false
		}
		return in.Text(), true
	}
	for {
		fmt.Fprint(s.Out, "> ")
		if !in.Scan() {
			fmt.Fprintln(s.Out, "\nInput ended; the game stops here.")
			return engine.Answer{}, true, in.Err()
		}
		line := strings.TrimSpace(in.Text())
		switch line {
		case "quit", "q":
			return engine.Answer{}, true, nil
		case "concede":
			return engine.Concede, false, nil
		case "hint":
			if s.Adviser != nil {
				s.hint(choices)
				continue
			}
		case "":
			continue
		}
		if a, ok, err := comp.parse(line, askPart); ok {
			if err != nil {
				fmt.Fprintf(s.Out, "Refused: %v\n", err)
				continue
			}
			return a, false, nil
		}
		n, err := strconv.Atoi(line)
		if err != nil || n < 1 || n > len(choices) {
			hint := ""
			if s.Adviser != nil {
				hint = " hint,"
			}
			compose := ""
			if vs := comp.verbs(); len(vs) > 0 {
				compose = " a composition (" + strings.Join(vs, ", ") + "),"
			}
			fmt.Fprintf(s.Out, "Answer with a number from 1 to %d,%s%s concede, or quit.\n", len(choices), compose, hint)
			continue
		}
		return choices[n-1], false, nil
	}
}

// tell prints what happened since the human last looked, for games that
// narrate.
func (s *Session) tell() {
	n, ok := s.Game.(engine.Narrator)
	if !ok {
		return
	}
	lines, next := n.Narrate(s.Human, s.told)
	s.told = next
	for _, line := range lines {
		fmt.Fprintf(s.Out, "  · %s\n", line)
	}
}

// hint prints the adviser's three best-rated answers by their numbers.
func (s *Session) hint(choices []engine.Answer) {
	if len(choices) < 2 {
		fmt.Fprintln(s.Out, "Hint: there is only one answer.")
		return
	}
	rs := s.Adviser.Analyse(s.Game, s.Human)
	fmt.Fprintln(s.Out, "Hint (the search bot's rating of each answer, 0 to 1, and how much it looked at it):")
	for _, r := range rs[:min(3, len(rs))] {
		for i, c := range choices {
			if c.Equal(r.Answer) {
				fmt.Fprintf(s.Out, "  %d. rated %.2f over %.0f playouts\n", i+1, r.Value, r.Visits)
			}
		}
	}
}

func (s *Session) save() error {
	if s.RecordPath == "" {
		return nil
	}
	b, err := json.MarshalIndent(s.Record, "", " ")
	if err != nil {
		return err
	}
	tmp := s.RecordPath + ".tmp"
	if err := os.WriteFile(tmp, b, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, s.RecordPath) // whole or not at all: nothing is lost
}
