package engine

import (
	"fmt"
	"strings"
)

// Narrate tells what happened since log line from: the log's lines but
// the framework-step markers (the board names the step), with the names
// of the seats. A game's log holds nothing a player may not know, so
// every player reads the same lines, told to player p in the second
// person ("you play", "your hand"); -1, a spectator, reads them as they
// are. It returns the lines and where the next telling starts.
func Narrate(log, names []string, p, from int) ([]string, int) {
	var out []string
	for _, line := range log[min(from, len(log)):] {
		if strings.Contains(line, " ") { // a step marker is a bare number
			if p >= 0 && p < len(names) {
				line = Addressed(line, names[p])
			}
			out = append(out, line)
		}
	}
	return out, len(log)
}

// Addressed tells a log line to the player named name, clause by clause
// (a line's clauses are parted by "; "): that player as a clause's
// subject becomes "you", with its verbs in their plain form ("player1
// uses" → "you use", "is" → "are", "passes first and gains" → "pass
// first and gain"), and their own things "your"; named elsewhere, "you"
// ("from player1" → "from you").
func Addressed(line, name string) string {
	if strings.TrimSpace(name) == "" {
		return line
	}
	clauses := strings.Split(line, "; ")
	for i, c := range clauses {
		clauses[i] = addressedClause(c, name)
	}
	return strings.Join(clauses, "; ")
}

func addressedClause(line, name string) string {
	if rest, ok := strings.CutPrefix(line, name+" "); ok {
		words := strings.Split(rest, " ")
		words[0] = plainVerb(words[0])
		for i := 1; i+1 < len(words); i++ {
			switch w := words[i+1]; {
			case words[i] == "their":
				words[i] = "your"
			case words[i] == "and" && w != strings.ToLower(w): // "and Doji Hotaru"
			case words[i] == "and" && w != "its" && w != "this" && w != "his":
				words[i+1] = plainVerb(w) // "and gains" → "and gain"
			}
		}
		line = "you " + strings.Join(words, " ")
	}
	line = strings.ReplaceAll(line, " "+name+"'s ", " your ")
	if strings.HasPrefix(line, name+"'s ") {
		line = "your " + strings.TrimPrefix(line, name+"'s ")
	}
	for _, end := range []string{" ", ",", ")", ";", ":"} {
		line = strings.ReplaceAll(line, " "+name+end, " you"+end)
	}
	if strings.HasSuffix(line, " "+name) {
		line = strings.TrimSuffix(line, name) + "you"
	}
	return line
}

// plainVerb turns a verb of the third person singular into its plain
// form: "plays" → "play", "passes" → "pass", "carries" → "carry".
func plainVerb(v string) string {
	switch v {
	case "is":
		return "are"
	case "has":
		return "have"
	case "does":
		return "do"
	case "was":
		return "were"
	}
	switch {
	case strings.HasSuffix(v, "ies") && len(v) > 4:
		return strings.TrimSuffix(v, "ies") + "y"
	case strings.HasSuffix(v, "sses"), strings.HasSuffix(v, "shes"), strings.HasSuffix(v, "ches"), strings.HasSuffix(v, "oes"),
		strings.HasSuffix(v, "xes"), strings.HasSuffix(v, "zes"):
		return strings.TrimSuffix(v, "es")
	case strings.HasSuffix(v, "s") && !strings.HasSuffix(v, "ss"):
		return strings.TrimSuffix(v, "s")
	}
	return v
}

// Around is the seats of an n-seat game in the order a table shows them
// to player p: the others in turn order from p's left, p last; to a
// spectator (p -1), seat 1 last.
func Around(p, n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = (max(p, 0) + i + 1) % n
	}
	return out
}

// Who names seat q as player p is told of it: "you", "your opponent", with
// more than two players the seat's name, and "seat N" to a spectator (p
// -1); "nobody" for no seat.
func Who(q, p int, names []string) string {
	switch {
	case q < 0:
		return "nobody"
	case q == p:
		return "you"
	case p < 0:
		return fmt.Sprintf("seat %d", q+1)
	case len(names) > 2:
		return names[q]
	}
	return "your opponent"
}
