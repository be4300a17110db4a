package engine

import "testing"

func TestSlug(t *testing.T) {
	for in, want := range map[string]string{
		"For Shame!": "for-shame", "Unassuming Yōjimbō": "unassuming-yojimbo",
		"Kitsuki's Method": "kitsukis-method", "A Champion’s Foresight": "a-champions-foresight",
		"Way of the Lion": "way-of-the-lion", "Yoritomo Chimori • Experienced": "yoritomo-chimori-experienced",
	} {
		if got := Slug(in); got != want {
			t.Errorf("Slug(%q) = %q, want %q", in, got, want)
		}
	}
}
