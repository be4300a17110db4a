package l5rlcg

// ActStrongholdProvince is a province's being chosen as the stronghold
// province in setup step 5: a province's own Cannot may forbid it
// ("cannot be a stronghold province", Public Forum). The province is out
// of play (facedown) then, so its text is asked directly, not through
// State.cannot.
const ActStrongholdProvince = "stronghold-province"

// strongholdProvinceChoices lists p's provinces that may go under the
// stronghold.
func (s *State) strongholdProvinceChoices(p int) []int {
	var out []int
	for _, id := range s.P[p].Prov {
		if t := textOf(s, id); t == nil || t.Cannot == nil || !t.Cannot(s, id, Act{ActStrongholdProvince, id, p, -1}) {
			out = append(out, id)
		}
	}
	return out
}
