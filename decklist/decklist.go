// Package decklist reads the plain-text decklists of every game: one card
// a line ("3x Hida Kyuwa", "3 Hida Kyuwa" or "Hida Kyuwa"), "#" starting a
// comment, and section headers ("Dynasty deck (40)") skipped. Each game's
// deck package says what a card name means and where the card goes.
package decklist

import (
	"bufio"
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

var countLine = regexp.MustCompile(`^(\d+)\s*x?\s+(.+)$`)

// Read calls card for each card line, with its line number, the number
// of copies (1 to 99) and the name as written; lines the header matches
// are skipped. An error from card stops it, naming the line.
func Read(b []byte, header *regexp.Regexp, card func(count int, name string) error) error {
	sc := bufio.NewScanner(bytes.NewReader(b))
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if i := strings.Index(line, "#"); i >= 0 {
			line = strings.TrimSpace(line[:i])
		}
		if line == "" || header.MatchString(line) {
			continue
		}
		count, name := 1, line
		if m := countLine.FindStringSubmatch(line); m != nil {
			count, _ = strconv.Atoi(m[1])
			name = strings.TrimSpace(m[2])
		}
		if count < 1 || count > 99 {
			return fmt.Errorf("line %d: %d copies of %s", n, count, name)
		}
		if err := card(count, name); err != nil {
			return fmt.Errorf("line %d: %w", n, err)
		}
	}
	return sc.Err()
}
