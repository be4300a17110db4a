package l5rccg

import (
	"strconv"
	"strings"

	"tessen/engine"
)

// The vocabulary of Provinces and Regions: the cards in them, Provinces
// gained, filled and refilled, marks on a Province.

// Regions lists the Regions attached to p's Province n.
func (x *Ctx) Regions(p, n int) []int { return x.S.regionsAt(p, n) }

// ProvincesLost counts p's destroyed Provinces.
func (x *Ctx) ProvincesLost(p int) int {
	n := 0
	for _, pr := range x.S.P[p].Provinces {
		if pr.Destroyed {
			n++
		}
	}
	return n
}

// StrengthBonus gives p's Province n (all p's Provinces for 0) a
// strength bonus or penalty until a timing point.
func (x *Ctx) StrengthBonus(p, n, amount int, until string) {
	until = lastsFor(until)
	x.S.Effects.Add(engine.Lasting{Kind: efProvince, Label: provinceLabel(n), Player: p, N: amount, Until: until})
	x.S.Say(x.S.Names[p], "'s Province strength gets ", signed(amount))
}

// InProvinces reports a card face up in one of p's Provinces.
func (x *Ctx) InProvinces(id int) bool {
	return x.S.Cards[id].Zone == ZProvince && !x.S.Cards[id].Facedown
}

// ProvinceOf is the Province a Region is attached to (0 for none).
func (x *Ctx) ProvinceOf(id int) int {
	if c := &x.S.Cards[id]; c.Zone == ZRegion {
		return int(c.Prov)
	}
	return 0
}

// TurnFaceUp turns a face-down card in a Province face up.
func (x *Ctx) TurnFaceUp(id int) {
	if c := &x.S.Cards[id]; c.Zone == ZProvince && c.Facedown {
		c.Facedown = false
		x.S.Say(x.S.Title(id), " is turned face up")
	}
}

// ProvinceCards lists the cards in p's Provinces; ProvinceCard is the one
// in Province n, or -1.
func (x *Ctx) ProvinceCards(p int) []int {
	var out []int
	for _, pr := range x.S.P[p].Provinces {
		if !pr.Destroyed && pr.Card >= 0 {
			out = append(out, pr.Card)
		}
	}
	return out
}

func (x *Ctx) ProvinceCard(p, n int) int {
	if pr := x.S.Province(p, n); pr != nil && !pr.Destroyed {
		return pr.Card
	}
	return -1
}

// FillProvince fills a Province of the player's with a card from his
// Dynasty deck, face up, the card there (an Event resolving) discarded.
func (x *Ctx) FillProvince(card, prov int) {
	s := x.S
	pr := s.Province(x.P, prov)
	if pr == nil || pr.Destroyed {
		return
	}
	if pr.Card >= 0 {
		s.toDiscard(pr.Card, false)
	}
	s.take(card)
	c := &s.Cards[card]
	c.Zone, c.Prov, c.Facedown = ZProvince, int8(prov), false
	pr.Card = card
	s.Say(s.Title(card), " fills Province ", strconv.Itoa(prov), " face up")
}

// AttachRegion attaches a Region from anywhere to a Province of the
// player's.
func (x *Ctx) AttachRegion(card, prov int) {
	s := x.S
	s.take(card)
	c := &s.Cards[card]
	c.Zone, c.Prov, c.Controller, c.Facedown = ZRegion, int8(prov), int8(x.P), false
	s.P[x.P].Regions = append(s.P[x.P].Regions, card)
	s.Say(s.Title(card), " attaches to Province ", strconv.Itoa(prov))
}

// RegionFree reports a Province of p's without a Region that counts
// against its one.
func (x *Ctx) RegionFree(p, prov int) bool { return x.S.regionOf(p, prov) < 0 }

// ProvinceNumber is the Province a card lies in (0 for none).
func (x *Ctx) ProvinceNumber(id int) int {
	if c := &x.S.Cards[id]; c.Zone == ZProvince {
		return int(c.Prov)
	}
	return 0
}

// EnteredFrom is the Province the card a Reaction answers entered play
// from (0 for none).
func (x *Ctx) EnteredFrom() int {
	if x.Ev != nil && x.Ev.Kind == OnEntered && x.Ev.N == int(ZProvince) {
		return x.Ev.Source
	}
	return 0
}

// RefillFaceUp refills a Province of the player's face up (a Province
// "refilled face up"): at once, or once the Reactions before it are
// taken; a card already in it is turned face up.
func (x *Ctx) RefillFaceUp(prov int) {
	x.S.addEffect(efMark, x.P, []int{x.S.P[x.P].Stronghold}, prov, refillFaceUpMark, UntilTurn)
	x.S.refillOne(x.P, prov)
	if id := x.ProvinceCard(x.P, prov); id >= 0 && x.S.takeFaceUpMark(x.P, prov) {
		x.TurnFaceUp(id)
	}
}

// HasRegion reports a Region attached to p's Province n.
func (x *Ctx) HasRegion(p, n int) bool { return len(x.S.regionsAt(p, n)) > 0 }

// HasRegionTitled reports a Region of a title attached to one of p's
// Provinces.
func (x *Ctx) HasRegionTitled(p int, title string) bool {
	for _, id := range x.S.P[p].Regions {
		if x.S.Title(id) == title && !x.S.marked(id, efSilenced, "") {
			return true
		}
	}
	return false
}

// GainProvince gives p a new Province to the right of his rightmost one,
// filled face up; none once p's gains are negated for the game.
func (x *Ctx) GainProvince(p int) {
	if n := x.S.newProvince(p, false); n > 0 {
		y := *x
		y.P = p
		y.RefillFaceUp(n)
	}
}

// GainProvinceLeft gives p a new Province to the left of his leftmost
// one, filled face down.
func (x *Ctx) GainProvinceLeft(p int) {
	if n := x.S.newProvince(p, true); n > 0 {
		x.S.refillOne(p, n)
	}
}

// newProvince adds an empty Province to p's, at his left or his right,
// numbered after all of his, and returns its number; 0 when his gains of
// Provinces are negated for the game.
func (s *State) newProvince(p int, left bool) int {
	if s.markedBy(s.P[p].Stronghold, "no-province-gains", p) {
		s.Say("the gain of a Province is negated")
		return 0
	}
	n := 0
	for _, pr := range s.P[p].Provinces {
		n = max(n, pr.Number)
	}
	n++
	pr, list := Province{Number: n, Card: -1}, s.P[p].Provinces
	if left {
		s.P[p].Provinces = append([]Province{pr}, list...)
	} else {
		s.P[p].Provinces = append(list[:len(list):len(list)], pr)
	}
	s.Say(s.Names[p], " gains Province ", strconv.Itoa(n))
	return n
}

// NoMoreProvinces negates p's gaining any further Provinces this game.
func (x *Ctx) NoMoreProvinces(p int) {
	x.S.addEffect(efMark, p, []int{x.S.P[p].Stronghold}, 0, "no-province-gains", UntilGame)
}

// Boast marks the player's Province n, until his next turn begins, for
// what its destruction by a battle's resolution sets off (State.boasted).
func (x *Ctx) Boast(n int) { x.S.addEffect(efMark, x.P, []int{x.Self}, n, "boast", untilTurnOf(x.P)) }

// provinceMarked reports a mark of p's (Player) on the Province of the
// battle under way.
func (s *State) provinceMarked(p int, label string) bool {
	if !s.inBattle() {
		return false
	}
	sh := s.P[s.Attack.Defender].Stronghold
	for i := range s.Effects.List {
		if l := &s.Effects.List[i]; l.Kind == efMark && l.Label == label && l.Player == p && l.N == s.Attack.Battle && len(l.Cards) == 1 && l.Cards[0] == sh {
			return true
		}
	}
	return false
}

// MarkProvince marks owner's Province n for the player taking the action
// until a timing point; ProvinceMarked reports such a mark of p's on the
// Province of the battle under way.
func (x *Ctx) MarkProvince(owner, n int, label, until string) {
	x.S.addEffect(efMark, x.P, []int{x.S.P[owner].Stronghold}, n, label, until)
}
func (x *Ctx) ProvinceMarked(p int, label string) bool { return x.S.provinceMarked(p, label) }

// ProvinceLabels names the Provinces in play as a choice offers them:
// "playerK.province-N".
func (x *Ctx) ProvinceLabels() []string {
	var out []string
	for p := range x.S.P {
		for _, pr := range x.S.P[p].Provinces {
			if !pr.Destroyed {
				out = append(out, PlayerKey(p)+".province-"+strconv.Itoa(pr.Number))
			}
		}
	}
	return out
}

// ProvinceOfLabel reads a ProvinceLabels name back: its owner and number.
func ProvinceOfLabel(label string) (owner, n int) {
	key, num, _ := strings.Cut(label, ".province-")
	n, _ = strconv.Atoi(num)
	return KeySeat(key), n
}

// regionsFallMark marks a Province (as MarkProvince does) whose
// destruction by its marker as the Attacker this turn destroys every
// Region in play.
const regionsFallMark = "regions-fall"

// RegionsFallWith has every Region in play destroyed if the player taking
// the action destroys owner's Province n as the Attacker this turn.
func (x *Ctx) RegionsFallWith(owner, n int) { x.MarkProvince(owner, n, regionsFallMark, UntilTurn) }
