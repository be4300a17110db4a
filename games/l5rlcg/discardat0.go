package l5rlcg

// ModDiscardAt0Mil is a lasting effect on a character: it is discarded
// while its military skill is 0 (Bayushi Aramoro), as ModDiscardAt0Pol is
// for political skill (Bayushi Shoju). The state check discards it
// (RR-DISCARD-AT-0-1).
const ModDiscardAt0Mil = "discard-at-0-mil"

// discardAt0Skill is the skill whose 0 discards a character under a
// lasting effect of this kind, or "" for a kind that discards nothing.
func discardAt0Skill(kind string) string {
	switch kind {
	case ModDiscardAt0Pol:
		return "political"
	case ModDiscardAt0Mil:
		return "military"
	}
	return ""
}
