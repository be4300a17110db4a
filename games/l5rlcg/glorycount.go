package l5rlcg

// ModGloryCount is a card's addition to its controller's side in each
// glory count, the framework's (3.4.1) and any an ability asks for ("This
// holding adds +3 to your side during each glory count", The Imperial
// Palace): a card's Mods add it to the card itself (RR-GLORY-COUNT-2).
const ModGloryCount = "glory-count"

// gloryCountBonus sums the additions of the cards p controls in play
// outside the characters: holdings faceup in p's provinces, the
// stronghold.
func (s *State) gloryCountBonus(p int) int {
	n := 0
	for prov := range s.P[p].Dyn {
		for _, id := range s.P[p].Dyn[prov] {
			if !s.Cards[id].Facedown && s.def(id).Type == "holding" {
				n += s.modSum(id, ModGloryCount)
			}
		}
	}
	return n
}
