package engine

import (
	"strings"
	"unicode"
)

// Slug turns a card's title into the id that names it in every game's
// data, decks and scenarios: lower case, accents dropped, spaces to '-',
// other punctuation dropped ("Unassuming Yōjimbō" → "unassuming-yojimbo",
// "For Shame!" → "for-shame").
func Slug(title string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(title) {
		if plain, ok := unaccented[r]; ok {
			r = plain
		}
		switch {
		case r == ' ' || r == '-':
			b.WriteByte('-')
		case r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			b.WriteRune(r)
		}
	}
	s := b.String()
	for strings.Contains(s, "--") {
		s = strings.ReplaceAll(s, "--", "-")
	}
	return strings.Trim(s, "-")
}

// unaccented maps the accented letters that card titles use (macrons in
// romanized Japanese) to plain ones.
var unaccented = map[rune]rune{'ā': 'a', 'ē': 'e', 'ī': 'i', 'ō': 'o', 'ū': 'u', 'ü': 'u', 'é': 'e'}
