package l5rccg

import (
	"strconv"
	"strings"
)

// Reconnaissance (Scour the Earth, Shinjo Fuyuko): a player with
// Reconnaissance at a Province's battlefields this turn meets the Rule of
// Presence there (LE-4.4-PRESENCE), as if he had a unit there (ruling
// 31: the Lotus rulebook does not define the word).

// reconMark marks, on the Stronghold of a Province's owner, a player
// (Player) with Reconnaissance at its battlefields (N: the Province).
const reconMark = "reconnaissance"

// GiveRecon gives the player taking the action Reconnaissance at the
// battlefields of owner's Province n this turn.
func (x *Ctx) GiveRecon(owner, n int) {
	x.S.addEffect(efMark, x.P, []int{x.S.P[owner].Stronghold}, n, reconMark, UntilTurn)
	x.S.Say(x.S.Names[x.P], " has Reconnaissance at the battlefields of ", x.S.Names[owner], "'s Province ", strconv.Itoa(n))
}

// recon reports p with Reconnaissance at the battle under way.
func (s *State) recon(p int) bool { return s.provinceMarked(p, reconMark) }

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
