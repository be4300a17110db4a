package l5rlcg

// AttackerActsFirst gives the attacking player the first action
// opportunity of the conflict's action window, which the defender
// otherwise has (Child of the Plains; RR-FIRST-ACTION-1).
func (x *Ctx) AttackerActsFirst() {
	if x.S.Conf.Active {
		x.S.Conf.AttackerFirst = true
		x.S.Say(x.S.Names[x.S.Conf.Attacker], " will have the first action opportunity of this conflict")
	}
}
