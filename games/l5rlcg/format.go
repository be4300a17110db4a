package l5rlcg

import (
	"fmt"

	"tessen/engine"
)

// The formats of the LCG: the Rules Reference's stronghold format, and
// the Learn to Play's skirmish format (docs/rules/l5r-lcg-skirmish.md),
// which leaves out strongholds, province cards and roles and plays a
// shorter game for two to five players.
const (
	FormatStronghold = "stronghold"
	FormatSkirmish   = "skirmish"
)

// ProvinceToken is the card that stands for each of a skirmish player's
// three provinces: a province card turned over, whose face is not used
// (Learn to Play, "Create Play Area"), so it has strength 3 and no text.
const ProvinceToken = "province-token"

// Skirmish reports a game of the skirmish format (asked at every
// province loop: a flag that index sets from Format).
func (s *State) Skirmish() bool { return s.skirmish }

// Provinces is how many provinces each player has in a row, besides the
// stronghold province: 4, or 3 in skirmish, which has no stronghold
// province (positions 0 .. Provinces()-1 of Player.Prov).
func (s *State) Provinces() int {
	if s.Skirmish() {
		return 3
	}
	return StrongholdProv
}

// newState is a state of a format ("" or a format's name) for the players,
// every ring unclaimed, nobody holding the Imperial Favor and no conflict
// won.
func newState(format string, players int, seed uint64) *State {
	s := &State{Core: engine.NewCore(players, seed), Format: formatOf(format), Favor: -1,
		P: make([]Player, players), Names: make([]string, players)}
	s.skirmish = s.Format == FormatSkirmish
	s.Conf.Winner = -1
	for i := range s.Rings {
		s.Rings[i].Claimed = -1
	}
	return s
}

// ProvinceCards are p's provinces, the stronghold province last: five,
// or skirmish's three.
func (s *State) ProvinceCards(p int) []int {
	if s.Skirmish() {
		return s.P[p].Prov[:s.Provinces()]
	}
	return s.P[p].Prov[:]
}

// formatRules are the numbers in which the two formats differ.
type formatRules struct {
	winHonor   int // honor that wins the game at once
	startHonor int // starting honor (stronghold: the stronghold's)
	fate       int // fate collected in 1.3 (stronghold: the stronghold's)
	hand       int // starting hand
	maxBid     int // the highest honor bid
	conflicts  int // conflict opportunities each player has in a phase
	// The bots' score (score.go): honor below nearLoss or above nearWin
	// weighs more.
	nearLoss, nearWin int
	minPlayers        int
	maxPlayers        int
}

// MaxSeats is the most players a game seats (the Learn to Play's five).
const MaxSeats = 5

var (
	strongholdRules = formatRules{winHonor: 25, hand: 4, maxBid: 5, conflicts: 2, nearLoss: 8, nearWin: 18, minPlayers: 2, maxPlayers: 2}
	// Learn to Play: "Gain Starting Honor", "Collect Fate", "Draw
	// Starting Hand", "Honor Bid Selection", "Winning and Defeat",
	// "Conflicts" (one opportunity each, of either type), and Appendix I
	// for up to five players.
	skirmishRules = formatRules{winHonor: 12, startHonor: 6, fate: 6, hand: 3, maxBid: 3, conflicts: 1, nearLoss: 3, nearWin: 9, minPlayers: 2, maxPlayers: MaxSeats}
)

// rulesOf are the formats' numbers by name.
var rulesOf = map[string]*formatRules{FormatStronghold: &strongholdRules, FormatSkirmish: &skirmishRules}

// rules are the game's format's numbers.
func (s *State) rules() *formatRules {
	if s.Skirmish() {
		return &skirmishRules
	}
	return &strongholdRules
}

// checkFormat refuses an unknown format, or a number of players the
// format does not seat.
func checkFormat(format string, players int) error {
	r, ok := rulesOf[format]
	if !ok {
		return fmt.Errorf("unknown format %q (stronghold or skirmish)", format)
	}
	if players < r.minPlayers || players > r.maxPlayers {
		if r.minPlayers == r.maxPlayers {
			return fmt.Errorf("%d players: the %s format is for %d", players, format, r.minPlayers)
		}
		return fmt.Errorf("%d players: the %s format is for %d to %d", players, format, r.minPlayers, r.maxPlayers)
	}
	return nil
}

// formatOf is a format's name as the state keeps it: "" for stronghold,
// so that the states of stronghold games read as they always have.
func formatOf(name string) string {
	if name == FormatStronghold || name == "" {
		return ""
	}
	return name
}

// bidOptions are the honor dial's settings this format allows (2.2, D.3).
func (s *State) bidOptions() []engine.Answer { return bids[:s.rules().maxBid] }
