package l5rccg

import (
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
