package l5rlcg

import (
	"testing"

	"tessen/engine/enginetest"
	"tessen/games/l5rlcg/carddb"
)

// A table shows a card's constant abilities as well as its triggered
// ones: every card with a constant part (a modifier, a prohibition, where
// it may be attached or played) says what it does in words (Text.Says).
func TestConstantAbilitiesAreDescribed(t *testing.T) {
	if len(texts) < 100 {
		t.Fatalf("only %d card texts registered", len(texts))
	}
	for id, x := range texts {
		constant := x.Mods != nil || x.Cannot != nil || x.CannotParent != nil || x.Forbid != nil || x.Blanks != nil ||
			x.DiscardIf != nil || x.CostMod != nil || x.RingGains != nil || x.AsAttachment || x.ExtraUses > 0 ||
			x.AttachTo != nil || x.OnePerCharacter || x.PlayIf != nil
		if constant && x.Says == "" {
			t.Errorf("%s: its constant abilities are not described (Text.Says)", id)
		}
		if info, _ := (&Game{}).Card(id); x.Says != "" && (len(info.Abilities) == 0 || info.Abilities[0] != x.Says) {
			t.Errorf("%s: a table is not shown what it says: %v", id, info.Abilities)
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
	enginetest.CardsReadAsPrinted(t, &Game{}, ids, carddb.Def{}, "fate", "cost")
}
