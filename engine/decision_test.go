package engine

import "testing"

func TestAnswererFor(t *testing.T) {
	both := &Decision{Players: []int{0, 1}}
	if both.AnswererFor(1) != 1 || both.AnswererFor(0) != 0 {
		t.Fatal("a decision asking both players is answered first by the one deciding")
	}
	one := &Decision{Players: []int{0}}
	if one.AnswererFor(1) != 0 {
		t.Fatal("a decision asking player 0 alone is answered by player 0")
	}
}

// One's lists are shared: appending to one must copy, never write into
// the table another answer reads.
func TestOneIsSharedButNotWritable(t *testing.T) {
	a := One(7)
	if len(a) != 1 || a[0] != 7 || cap(a) != 1 {
		t.Fatalf("One(7) = %v (cap %d)", a, cap(a))
	}
	b := append(a, 9)
	b[0] = 42
	if One(7)[0] != 7 || One(8)[0] != 8 {
		t.Fatal("appending to One's list wrote into the shared table")
	}
	if c := One(5000); len(c) != 1 || c[0] != 5000 {
		t.Fatalf("One(5000) = %v", c)
	}
}
