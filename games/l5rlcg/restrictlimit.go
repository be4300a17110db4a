package l5rlcg

// ModRestrictedOne, added by a card's constant ability to a character,
// lowers the number of restricted attachments it may have from two to
// one ("attached character may not have other restricted attachments",
// Mirumoto Daishō): with a second, its controller chooses one to
// discard, as with a third otherwise (RR-RESTRICTED-3).
const ModRestrictedOne = "restricted-one"

// restrictedTight reports whether a card in play may lower a limit, so
// that the state check looks at characters with two attachments too.
func (s *State) restrictedTight() bool {
	return (modKind{kind: ModRestrictedOne}).among(s.live.modKinds)
}

// restrictedLimit is how many restricted attachments a character may have.
func (s *State) restrictedLimit(char int) int {
	if s.restrictedTight() && s.modSum(char, ModRestrictedOne) > 0 {
		return 1
	}
	return 2
}

// restrictedWords says a limit in the prompt and the log.
var restrictedWords = [3]string{"no", "one", "two"}
