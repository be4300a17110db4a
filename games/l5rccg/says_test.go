package l5rccg

import (
	"reflect"
	"regexp"
	"testing"

	"tessen/engine/enginetest"
	"tessen/games/l5rccg/carddb"
)

// A table shows what a card does, not only its printed facts: every card
// with a written text says it in words, by its actions' Text, its Says
// (traits, an Event's effect, what it does as it enters play) or, for a
// Holding that only produces Gold, the Gold it produces.
func TestEveryCardIsDescribed(t *testing.T) {
	if len(texts) < 400 {
		t.Fatalf("only %d card texts registered", len(texts))
	}
	for id := range texts {
		info, ok := (&Game{}).Card(id)
		if !ok {
			t.Errorf("%s: written, but no card of the data", id)
			continue
		}
		said := false
		for _, a := range info.Abilities {
			said = said || a != ""
		}
		if !said {
			t.Errorf("%s: a table would show nothing of what it does (Text.Says)", id)
		}
	}
}

// A table shows every card as players read it: its printed facts in words,
// never the card data's fields.
func TestEveryCardReadsAsPrinted(t *testing.T) {
	var ids []string
	for _, d := range carddb.Std().All {
		ids = append(ids, d.ID)
	}
	enginetest.CardsReadAsPrinted(t, &Game{}, ids, carddb.Def{}, "deck")
}

// Every prompt a card or the rules register (a choice's, a target's, at
// any depth of a card's text) is written for people: no scenario syntax
// (issue 27). The prompts a frame writes as it asks are read over random
// games (TestPlayersReadWords).
func TestRegisteredPromptsAreWords(t *testing.T) {
	syntax := regexp.MustCompile(`\b(N|X|[A-Z]{3,})\b|\((choose|pass|invite|assign|pay|discard|or done|done)\b|\bplayer[0-9N]\b|\bits id\b|\bor (done|pass)\b|; *\w+ none\)`)
	check := func(where, prompt string) {
		if syntax.MatchString(prompt) {
			t.Errorf("%s: the prompt %q shows the answers' syntax", where, prompt)
		}
	}
	for name, c := range choices {
		check("choice "+name, c.Prompt)
	}
	for _, r := range ruleActions {
		walkPrompts(reflect.ValueOf(r.Ability), map[uintptr]bool{}, func(p string) { check("the "+r.Name+" action", p) })
	}
	n := 0
	for id, tx := range texts {
		walkPrompts(reflect.ValueOf(tx), map[uintptr]bool{}, func(p string) { n++; check(id, p) })
	}
	if n < 100 {
		t.Errorf("only %d prompts found in the cards' texts", n)
	}
}

// walkPrompts calls see with every field Prompt of a string reached from v.
func walkPrompts(v reflect.Value, seen map[uintptr]bool, see func(string)) {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() || seen[v.Pointer()] {
			return
		}
		seen[v.Pointer()] = true
		walkPrompts(v.Elem(), seen, see)
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			walkPrompts(v.Index(i), seen, see)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if f := v.Type().Field(i); f.Name == "Prompt" && f.Type.Kind() == reflect.String {
				if s := v.Field(i).String(); s != "" {
					see(s)
				}
				continue
			}
			walkPrompts(v.Field(i), seen, see)
		}
	}
}
