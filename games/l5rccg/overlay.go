package l5rccg

import (
	"regexp"
	"slices"
	"strconv"
	"sync"

	"tessen/engine"
	"tessen/games/l5rccg/carddb"
)

// Experience: a more experienced version of a card may overlay the one
// in play (LE-EXPERIENCED-1 … LE-EXPERIENCED-4).

// experiencedName reads "Experienced [N] Name": the card of that title is
// the one it is the experienced version of.
var experiencedName = regexp.MustCompile(`^Experienced(?: (\d+))? (\D.*)$`)

// versionOf reports whether card a is a more experienced version of card
// b, and how many levels above it it is.
func (s *State) versionOf(a, b int) (bool, int) {
	da, db := s.def(a), s.def(b)
	if da == nil || db == nil || da.Type != db.Type {
		return false, 0
	}
	if da.Title == db.Title && da.Experience > db.Experience && !db.Inexperienced {
		return true, da.Experience - db.Experience
	}
	if n, ok := namedVersions()[da]; ok && n.title == db.Title && db.Experience == 0 {
		return true, n.level
	}
	return false, 0
}

// namedVersion is what an "Experienced [N] Name" keyword says: the card
// of that title is the one this card is the experienced version of.
type namedVersion struct {
	title string
	level int
}

var versions struct {
	once sync.Once
	of   map[*carddb.Def]namedVersion
}

// namedVersions reads every card's "Experienced [N] Name" once: the
// keywords never change, and versionOf is asked at every recruit offer.
func namedVersions() map[*carddb.Def]namedVersion {
	versions.once.Do(func() {
		versions.of = map[*carddb.Def]namedVersion{}
		for _, d := range defs().All {
			for _, k := range d.Keywords {
				if m := experiencedName.FindStringSubmatch(k); m != nil {
					level := 1
					if m[1] != "" {
						level, _ = strconv.Atoi(m[1])
					}
					versions.of[d] = namedVersion{m[2], level}
				}
			}
		}
	})
	return versions.of
}

// mayTop reports a card that could have others under it: an experienced
// version, by level or by name.
func (s *State) mayTop(id int) bool {
	d := s.def(id)
	if d == nil {
		return false
	}
	_, named := namedVersions()[d]
	return d.Experience > 0 || named
}

// overlayable lists the cards p controls in play that card id could
// overlay now: lesser versions, the Loyal and Unique rules kept
// (LE-LOYAL-1, LE-UNIQUE-1), the Gold difference affordable.
func (s *State) overlayable(p, id int) []int {
	d := s.def(id)
	if d.HasKeyword("Loyal") && !s.ofFaction(p, id) {
		return nil
	}
	var out []int
	for _, old := range s.P[p].Play {
		ok, _ := s.versionOf(id, old)
		if !ok {
			continue
		}
		if d.Unique && s.uniqueInPlayBut(d.Title, old) {
			continue
		}
		if d.HasKeyword("Singular") && slices.ContainsFunc(s.P[p].Play, func(c int) bool { // LE-SINGULAR-1: another of its name
			return c != old && s.Title(c) == d.Title && s.hasKeyword(c, "Singular")
		}) {
			continue
		}
		if s.production(p, id) >= s.overlayCost(id, old) {
			out = append(out, old)
		}
	}
	return out
}

// overlayCost: free one level up; more levels up, the Gold difference if
// the later version costs more.
func (s *State) overlayCost(id, old int) int {
	_, levels := s.versionOf(id, old)
	if levels <= 1 {
		return 0
	}
	return max(0, s.def(id).Gold-s.def(old).Gold)
}

// uniqueInPlayBut reports a Unique card of the title in play other than
// the one named.
func (s *State) uniqueInPlayBut(title string, but int) bool {
	for id := range s.Cards {
		if d := s.def(id); id != but && d != nil && d.Unique && d.Title == title && s.inPlay(id) {
			return true
		}
	}
	return false
}

// overlay puts the later version over the earlier: it takes its place,
// states and attachments; the earlier goes under it, out of play.
// Overlaying is not entering play (LE-EXPERIENCED-2).
func (s *State) overlay(p, id, old int) {
	s.take(id)
	c, o := &s.Cards[id], &s.Cards[old]
	c.Zone, c.Prov, c.Controller, c.Bowed, c.Dishonored, c.Facedown = o.Zone, o.Prov, o.Controller, o.Bowed, o.Dishonored, false
	play := &s.P[o.Controller].Play
	(*play)[slices.Index(*play, old)] = id
	for _, a := range s.Attachments(old) {
		s.Cards[a].Parent = int32(id)
	}
	s.moveEffects(old, id)
	o.Zone, o.Parent, o.Bowed, o.Prov = ZUnder, int32(id), false, 0
	s.Say(s.Names[p], " overlays ", s.Title(old), " with ", s.Title(id))
}

// under lists the cards under a card, the nearest first.
func (s *State) under(id int) []int {
	if !s.mayTop(id) {
		return nil
	}
	var out []int
	for u := range s.Cards {
		if c := &s.Cards[u]; c.Zone == ZUnder && int(c.Parent) == id && !c.Facedown { // face down: put there, not overlaid
			out = append(out, u)
			out = append(out, s.under(u)...)
		}
	}
	return out
}

// removeUnder removes from the game the cards under a card leaving play
// (LE-EXPERIENCED-3), overlaid or put there face down (Cloak of Night).
func (s *State) removeUnder(id int) {
	cards := s.under(id)
	if s.holds&holdsHidesUnder != 0 && s.isPersonality(id) { // a card put under him face down
		cards = append(cards, (&Ctx{S: s}).Beneath(id)...)
	}
	for _, u := range cards {
		if s.Cards[u].Zone != ZUnder {
			continue // listed twice
		}
		c := &s.Cards[u]
		c.Zone, c.Parent = ZRemoved, -1
		s.P[c.Owner].Removed = append(s.P[c.Owner].Removed, u)
	}
}

// answerOverlay is the choice of the card overlaid (or pass: brought into
// play as any card).
func (s *State) answerOverlay(f *engine.Frame, a engine.Answer) {
	if a.Verb == "choose" && len(a.Cards) == 1 {
		f.Index = a.Cards[0] + 1
	}
}
