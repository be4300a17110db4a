// Package decklist reads the plain-text decklists of every game: one card
// a line ("3x Hida Kyuwa", "3 x Hida Kyuwa", "3 Hida Kyuwa" or "Hida
// Kyuwa"), maybe followed by the pack or set it is from, in brackets, as
// deckbuilders export them ("3x Fine Katana (Core Set)", "[core]",
// "(01)"); "#" starts a comment, and section headers ("Dynasty deck
// (40)") are skipped. Each game's deck package says what a card name
// means, where the card goes, and which packs or sets it knows.
package decklist

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// A Format is how a game's decklists are written.
type Format struct {
	Header *regexp.Regexp // a section header, skipped
	// Sets are the names and codes of the game's packs or sets (any
	// case): one in brackets after a card is dropped. Only known ones
	// are, as some titles end in brackets ("Isawa Tanaka (PoH)").
	Sets []string
}

var (
	countLine = regexp.MustCompile(`^(\d+)\s*x?\s+(.+)$`)
	bracketed = regexp.MustCompile(`^(.+?)\s*(?:\(([^()]+)\)|\[([^\[\]]+)\])$`)
)

// Read calls card for each card line, with the number of copies (1 to
// 99) and the name as written, less a known pack or set; lines the
// header matches are skipped. Every line that will not do is reported,
// each by its number and what is wrong with it, in one error.
func Read(b []byte, f Format, card func(count int, name string) error) error {
	var errs []error
	sc := bufio.NewScanner(bytes.NewReader(b))
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if i := strings.Index(line, "#"); i >= 0 {
			line = strings.TrimSpace(line[:i])
		}
		if line == "" || f.Header.MatchString(line) {
			continue
		}
		if err := f.line(line, card); err != nil {
			errs = append(errs, fmt.Errorf("line %d: %w", n, err))
		}
	}
	if err := sc.Err(); err != nil {
		errs = append(errs, err)
	}
	return errors.Join(errs...)
}

func (f Format) line(line string, card func(int, string) error) error {
	count, name := 1, line
	if m := countLine.FindStringSubmatch(line); m != nil {
		count, _ = strconv.Atoi(m[1])
		name = strings.TrimSpace(m[2])
	}
	if m := bracketed.FindStringSubmatch(name); m != nil && f.isSet(m[2]+m[3]) {
		name = m[1]
	}
	if count < 1 || count > 99 {
		return fmt.Errorf("%d copies of %s (1 to 99)", count, name)
	}
	return card(count, name)
}

func (f Format) isSet(s string) bool {
	s = strings.TrimSpace(s)
	for _, x := range f.Sets {
		if strings.EqualFold(s, x) {
			return true
		}
	}
	return false
}
