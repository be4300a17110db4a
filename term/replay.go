package term

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"tessen/engine"
)

// Replayer steps through a recorded game as one seat saw it: each answer
// in words (what that seat may know of it), what happened, and the board
// wherever the viewer stops. Replay is re-execution: the record's seed,
// setup and answers rebuild the game move by move.
type Replayer struct {
	Record engine.Record
	Seat   int // the viewer's seat, 0-based; -1 for a spectator
	In     io.Reader
	Out    io.Writer
}

// Run reads the viewer's commands: an empty line plays the next move, a
// number goes on to that move, "end" to the last, "q" stops. When the
// input ends, the replay goes on to the end. A move the game refuses
// stops the replay with an error naming it.
func (r *Replayer) Run() error {
	g, err := engine.New(r.Record.Game, r.Record.Setup, r.Record.Seed)
	if err != nil {
		return err
	}
	if r.Seat < -1 || r.Seat >= 2 {
		return fmt.Errorf("no seat %d", r.Seat+1)
	}
	pres, _ := g.(engine.Presenter)
	s := &Session{Game: g, Human: r.Seat, Out: r.Out} // for its narration
	total := len(r.Record.Moves)
	in := bufio.NewScanner(r.In)
	done := 0
	for done < total {
		fmt.Fprintf(r.Out, "[move %d of %d] Enter: next; a number: go to that move; end; q > ", done, total)
		target := total
		if in.Scan() {
			switch line := strings.TrimSpace(in.Text()); line {
			case "":
				target = done + 1
			case "end":
			case "q", "quit":
				return nil
			default:
				n, err := strconv.Atoi(line)
				if err != nil || n <= done || n > total {
					fmt.Fprintf(r.Out, "\nA move from %d to %d, end, or q.\n", done+1, total)
					continue
				}
				target = n
			}
		}
		fmt.Fprintln(r.Out)
		for ; done < target; done++ {
			m := r.Record.Moves[done]
			text := m.Answer.String()
			if pres != nil {
				text = pres.Describe(r.Seat, m.Answer)
			}
			fmt.Fprintf(r.Out, "%d. %s: %s\n", done+1, seatName(m.Player, r.Seat), text)
			if err := g.Answer(m.Player, m.Answer); err != nil {
				return fmt.Errorf("move %d (%s by seat %d) is refused: %w", done+1, m.Answer, m.Player+1, err)
			}
			s.tell()
		}
		if pres != nil {
			fmt.Fprintf(r.Out, "\n%s", pres.Board(r.Seat))
		}
	}
	if g.Over() {
		fmt.Fprintf(r.Out, "The game is over: %s won.\n", seatName(g.Winner(), r.Seat))
	} else {
		fmt.Fprintln(r.Out, "The record ends here; the game goes on.")
	}
	return nil
}

// seatName names a seat for the viewer.
func seatName(p, viewer int) string {
	switch {
	case p < 0:
		return "nobody"
	case p == viewer:
		return fmt.Sprintf("seat %d (you)", p+1)
	}
	return fmt.Sprintf("seat %d", p+1)
}
