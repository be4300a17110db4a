package store

import (
	"errors"
	"fmt"
	"strings"

	"golang.org/x/text/secure/bidirule"
	"golang.org/x/text/secure/precis"
)

// NameKey is the key an account's name is compared by, so that names a
// reader cannot tell apart are one account's: each word of the name (the
// words are single-spaced) through PRECIS's UsernameCaseMapped profile
// (RFC 8265: width mapped, case folded, NFC, the IdentifierClass's
// characters only), then its letters that look like Latin ones replaced
// by those (lookalike). "Élodie" and "élodie", "Ａnn" and "ann", and "аnn"
// (a Cyrillic а) and "ann" have one key. A name the profile refuses gets
// an error naming what is wrong.
func NameKey(name string) (string, error) {
	words := strings.Split(name, " ")
	for i, w := range words {
		if w == "" {
			return "", errors.New("a name has one space between words, and none at its ends")
		}
		k, err := precis.UsernameCaseMapped.String(w)
		if err != nil {
			return "", refusal(w, err)
		}
		words[i] = strings.Map(lookalike, k)
	}
	return strings.Join(words, " "), nil
}

// refusal says why the profile refused a word: the first character it
// refuses alone, or the mix of directions.
func refusal(word string, err error) error {
	if errors.Is(err, bidirule.ErrInvalid) {
		return fmt.Errorf("a name may not mix right-to-left letters with others in one word (%q)", word)
	}
	for _, r := range word {
		if _, err := precis.UsernameCaseMapped.String(string(r)); err != nil {
			return fmt.Errorf("a name may not hold %q (U+%04X)", r, r)
		}
	}
	return fmt.Errorf("a name may not hold %q as it is written (%v)", word, err)
}

// lookalike maps a case-folded Cyrillic or Greek letter that looks like a
// Latin one, in either case, to that Latin letter (lower case). No Go
// library kept up to date offers Unicode's confusables skeleton (UTS #39;
// the one there is stopped at Unicode 13 in 2021), so this table holds the
// common lookalikes of the two scripts names are most often spoofed with:
// it is not the whole of Unicode's list.
func lookalike(r rune) rune {
	if l, ok := lookalikes[r]; ok {
		return l
	}
	return r
}

var lookalikes = map[rune]rune{
	// Cyrillic (в, м, н, т: their capitals look like B, M, H, T), and
	// Latin's script g
	'а': 'a', 'в': 'b', 'е': 'e', 'ё': 'ë', 'з': '3', 'і': 'i', 'ї': 'ï', 'ј': 'j', 'к': 'k', 'м': 'm',
	'н': 'h', 'о': 'o', 'р': 'p', 'с': 'c', 'т': 't', 'у': 'y', 'х': 'x', 'ѕ': 's', 'ԁ': 'd', 'ԛ': 'q',
	'ԝ': 'w', 'һ': 'h', 'ӏ': 'l', 'ү': 'y', 'ɡ': 'g',
	// Greek (η, μ, τ, ζ: their capitals look like H, M, T, Z)
	'α': 'a', 'β': 'b', 'ε': 'e', 'η': 'h', 'ι': 'i', 'κ': 'k', 'μ': 'm', 'ν': 'v', 'ο': 'o', 'ρ': 'p',
	'τ': 't', 'υ': 'u', 'χ': 'x', 'ζ': 'z', 'ϲ': 'c',
}
