package engine

import "testing"

func TestNeedsAreMetOnlyByAMomentWithAllOfThem(t *testing.T) {
	const conflict, standing, fate Needs = 1, 2, 4
	if !(conflict | standing).MetBy(conflict | standing | fate) {
		t.Error("a moment with every need and more does not meet them")
	}
	if (conflict | standing).MetBy(conflict | fate) {
		t.Error("a moment without standing meets a need of it")
	}
	if !Needs(0).MetBy(0) || Needs(0).Skip(0) {
		t.Error("an ability of no needs is passed by")
	}
	if !standing.Skip(conflict) {
		t.Error("an unmet need is not skipped")
	}
}

func TestVerifyNeedsAsksEveryAbilityAndCatchesAFalseNeed(t *testing.T) {
	VerifyNeeds = true
	defer func() { VerifyNeeds = false }()
	const conflict Needs = 1
	if conflict.Skip(0) {
		t.Fatal("under VerifyNeeds an ability is skipped")
	}
	conflict.Unmet(conflict, true, func() string { return "met" }) // its needs met: no panic
	conflict.Unmet(0, false, func() string { return "unusable" })  // not usable: no panic
	defer func() {
		if recover() == nil {
			t.Error("an ability usable without what it declared it needs passed")
		}
	}()
	conflict.Unmet(0, true, func() string { return "a false need" })
}
