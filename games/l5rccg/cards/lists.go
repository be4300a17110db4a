package cards

import . "tessen/games/l5rccg"

// count counts the cards of a list that pass a test.
func count(ids []int, ok func(int) bool) int {
	n := 0
	for _, id := range ids {
		if ok(id) {
			n++
		}
	}
	return n
}

// opposedAt lists the Personalities at a battlefield on the side
// opposing a player's.
func opposedAt(x *Ctx, p, at int) []int {
	var out []int
	attacker := x.S.Attack.Attacker
	for _, id := range x.InPlay(-1) {
		if x.Personality(id) && at > 0 && x.Location(id) == at && (x.Controller(id) == attacker) != (p == attacker) {
			out = append(out, id)
		}
	}
	return out
}

// contains reports a word in a list.
func contains(l []string, w string) bool {
	for _, v := range l {
		if v == w {
			return true
		}
	}
	return false
}

// followersOf lists the Followers attached to a Personality.
func followersOf(x *Ctx, id int) []int {
	var out []int
	for _, a := range x.Attachments(id) {
		if x.Type(a) == "follower" {
			out = append(out, a)
		}
	}
	return out
}
