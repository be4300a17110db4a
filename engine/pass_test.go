package engine

import "testing"

// An opportunity whose one answer is a pass, with nothing to compose, is
// passing only; a choice of one answer is not, nor a declaration whose
// parts could be made, nor a decision asking someone else.
func TestOnlyPass(t *testing.T) {
	attackers := func(n int) func() []Part {
		return func() []Part {
			return []Part{
				{Verb: "declare", Kind: PartLabel, Name: "type", Labels: []string{"military"}},
				{Verb: "declare", Kind: PartCards, Name: "attackers", Cards: make([]int, n), Min: 1, Max: n},
			}
		}
	}
	none := func() []Part { t.Fatal("parts made of a decision with no open verb"); return nil }
	passing := Decision{Players: []int{1}, Kind: "action", Options: []Answer{Pass}}
	declaring := Decision{Players: []int{1}, Kind: "conflict", Options: []Answer{Pass}, Open: []string{"declare"}}
	for _, c := range []struct {
		name  string
		d     *Decision
		p     int
		parts func() []Part
		want  bool
	}{
		{"a pass alone", &passing, 1, none, true},
		{"asked of another", &passing, 0, none, false},
		{"no decision", nil, 1, none, false},
		{"a choice of one", &Decision{Players: []int{1}, Options: []Answer{{Verb: "choose", Labels: []string{"x"}}}}, 1, none, false},
		{"a pass or an action", &Decision{Players: []int{1}, Options: []Answer{Pass, {Verb: "play", Cards: []int{3}}}}, 1, none, false},
		{"a declaration with no attacker to choose", &declaring, 1, attackers(0), true},
		{"a declaration with attackers", &declaring, 1, attackers(2), false},
		{"an open verb without parts", &declaring, 1, func() []Part { return nil }, false},
	} {
		if got := onlyPass(c.d, c.p, c.parts); got != c.want {
			t.Errorf("%s: onlyPass %v, want %v", c.name, got, c.want)
		}
	}
}
