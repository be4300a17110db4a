package l5rlcg

// ModProvincesAsHand: a constant modifier a card adds to itself while its
// condition holds: its controller may play each character faceup in
// their provinces as if it were in their hand, costing N less (Daidoji
// Uji, while honored: "reducing its cost by 1"; RR-PLAY-4). Such a
// character is played as one from hand is, in an action window outside
// the dynasty phase (into the conflict or home); it leaves its province,
// which refills, as a character played from a province does.
const ModProvincesAsHand = "provinces-as-hand"

// provincesAsHand is the reduction p has for playing the characters in
// their provinces as if from hand, and whether p may at all.
func (s *State) provincesAsHand(p int) (less int, ok bool) {
	live := s.inPlayNow()
	if p < 0 || !(modKind{kind: ModProvincesAsHand}).among(live.modKinds) {
		return 0, false
	}
	for _, m := range live.mods {
		if s.Controller(m) == p && (modKind{kind: ModProvincesAsHand}).among(textOf(s, m).ModKinds) {
			if n := s.modSum(m, ModProvincesAsHand); n > 0 {
				less, ok = less+n, true
			}
		}
	}
	return less, ok
}

// playsProvinceAsHand reports whether p may play card id, a character in
// one of p's provinces, as if it were in p's hand now.
func (s *State) playsProvinceAsHand(p, id int) bool {
	c := &s.Cards[id]
	if c.Zone != ZProvince || c.Facedown || int(c.Owner) != p || s.Phase == "dynasty" || s.def(id).Type != "character" {
		return false
	}
	if _, ok := s.provincesAsHand(p); ok {
		return true
	}
	// A card in a province a constant ability marks (Hidden Moon Dōjō's
	// neighbours: asifhand.go, RR-AS-IF-IN-HAND-2).
	return s.asIfInHandConstant() && s.modSum(id, ModAsIfInHand) > 0
}

// provinceAsHandReduction is what such a character costs less.
func (s *State) provinceAsHandReduction(id int) int {
	p := s.Owner(id)
	if !s.playsProvinceAsHand(p, id) {
		return 0
	}
	less, _ := s.provincesAsHand(p)
	return less
}
