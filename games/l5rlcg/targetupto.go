package l5rlcg

// least is how few cards a target may be chosen with: Count, or 1 for
// "up to Count" (Target.UpTo: "up to two characters", Mirumoto Hitomi).
// Such an ability may be used while at least one card is eligible, and
// its player chooses from 1 to Count of them (RR-TARGET-UP-TO-1).
func (t *Target) least() int {
	if t.UpTo {
		return 1
	}
	return t.count()
}
