// Package l5rccg is the L5R CCG (Lotus Edition rulebook) on the engine:
// its state, its turn by the rulebook's phases (1 Straighten … 6 End, the
// Attack Phase by its segments 4.1 … 4.5), gold, units and battles. The
// rules it keeps are listed with their status in docs/rules/l5r-ccg.md.
// It has the shape of the LCG's package (games/l5rlcg): a state of N
// players, frames for the framework steps, the engine's windows for the
// rounds of actions.
package l5rccg

import (
	"tessen/engine"
	"tessen/games/l5rccg/carddb"
)

// Zone is where a card is.
type Zone int8

const (
	ZNone Zone = iota
	ZDynastyDeck
	ZFateDeck
	ZHand
	ZProvince // a Dynasty card in a Province (Card.Prov)
	ZHome     // in play at its controller's home
	ZBattle   // in play at a battlefield (Card.Prov: the Defender's Province)
	ZAttached // in play, attached to Card.Parent
	ZDynastyDiscard
	ZFateDiscard
	ZRemoved
	ZStronghold // the Stronghold: in play, not a card (RR "Stronghold")
	ZPreGame    // a Wind or Sensei beside the Stronghold
)

var zoneNames = [...]string{"none", "dynasty-deck", "fate-deck", "hand", "province", "home", "battlefield", "attached",
	"dynasty-discard", "fate-discard", "removed", "stronghold", "pre-game"}

func (z Zone) String() string { return zoneNames[z] }

// Card is one physical card in the game; its printed facts are looked up
// by Def.
type Card struct {
	ID         int32  `json:"id"`
	Def        string `json:"def"`
	Zone       Zone   `json:"zone"`
	Owner      int8   `json:"owner"`
	Controller int8   `json:"controller"`
	// Prov is the number (1 …) of the Province the card is in, or of the
	// Province whose battlefield it is at.
	Prov       int8  `json:"prov,omitempty"`
	Facedown   bool  `json:"facedown,omitempty"`
	Bowed      bool  `json:"bowed,omitempty"`
	Dishonored bool  `json:"dishonored,omitempty"`
	Destroyed  bool  `json:"destroyed,omitempty"` // in a discard pile: destroyed, not discarded
	Parent     int32 `json:"parent"`              // the card it is attached to, or -1
}

// Province is one of a player's Provinces, numbered from 1 for the whole
// game (a destroyed one keeps its number).
type Province struct {
	Number    int  `json:"number"`
	Card      int  `json:"card"` // the Dynasty card in it, or -1
	Destroyed bool `json:"destroyed,omitempty"`
}

// Player is one seat.
type Player struct {
	Honor      int `json:"honor"` // Family Honor
	Stronghold int `json:"stronghold"`
	// PreGame lists the player's Sensei and Wind, in play beside the
	// Stronghold (their effects are not written yet: LE-SENSEI-1).
	PreGame   []int      `json:"preGame,omitempty"`
	Provinces []Province `json:"provinces"`
	// Lists are ordered: decks top first, discard piles bottom first.
	Hand           []int `json:"hand,omitempty"`
	FateDeck       []int `json:"fateDeck,omitempty"`
	DynastyDeck    []int `json:"dynastyDeck,omitempty"`
	FateDiscard    []int `json:"fateDiscard,omitempty"`
	DynastyDiscard []int `json:"dynastyDiscard,omitempty"`
	Removed        []int `json:"removed,omitempty"`
	// Play lists the Holdings and Personalities in play the player
	// controls (at home or at a battlefield: Card.Zone), in the order they
	// entered play; cards attached to them are not listed.
	Play []int `json:"play,omitempty"`
	// FactionHonor: the player gained Honor this turn for recruiting a
	// Personality of their Faction at full price (LE-5-FACTION).
	FactionHonor bool `json:"factionHonor,omitempty"`
	// Lobbied: the player lobbied this turn (LE-LOBBY-1).
	Lobbied bool `json:"lobbied,omitempty"`
}

// Attack is the attack under way (LE-4.1).
type Attack struct {
	Active   bool  `json:"active,omitempty"`
	Attacker int   `json:"attacker"`
	Defender int   `json:"defender"`
	Fields   []int `json:"fields,omitempty"` // the Provinces with a battlefield (LE-4.1)
	Fought   []int `json:"fought,omitempty"` // the Provinces whose battles are over
	Battle   int   `json:"battle,omitempty"` // the Province of the battle being fought, 0 between battles
}

// BattleResult is the last battle resolved (for expectations and logs).
type BattleResult struct {
	Province       int `json:"province"`
	Winner         int `json:"winner"` // -1: nobody
	AttackerForce  int `json:"attackerForce"`
	DefenderForce  int `json:"defenderForce"`
	ProvinceBroken bool
}

// State is the whole game as plain data.
type State struct {
	engine.Core
	Format  string       `json:"format"`
	Turn    int          `json:"turn"`
	Active  int          `json:"active"`
	Phase   string       `json:"phase"`
	Names   []string     `json:"names"`
	Cards   []Card       `json:"cards"`
	P       []Player     `json:"players"`
	Favor   int          `json:"favor"` // the Imperial Favor's holder, -1 for none
	Attack  Attack       `json:"attack"`
	Last    BattleResult `json:"lastBattle"`
	Victory string       `json:"victory,omitempty"` // how the game was won
}

// Base gives the engine its part of the state.
func (s *State) Base() *engine.Core { return &s.Core }

// def is a card's printed facts (nil for a card of no known definition).
func (s *State) def(id int) *carddb.Def {
	d, _ := defs().Get(s.Cards[id].Def)
	return d
}

// Title is a card's printed title.
func (s *State) Title(id int) string {
	if d := s.def(id); d != nil {
		return d.Title
	}
	return "a card"
}

// Next is the player after p in turn order (clockwise), skipping those
// out of the game.
func (s *State) Next(p int) int {
	for range s.P {
		p = (p + 1) % len(s.P)
		if s.Playing(p) {
			break
		}
	}
	return p
}

// Clone copies the state deeply.
func (s *State) Clone() *State {
	n := *s
	n.Core = s.Core.CloneCore()
	n.Cards = append([]Card(nil), s.Cards...)
	n.P = make([]Player, len(s.P))
	for i, p := range s.P {
		q := p
		q.Provinces = append([]Province(nil), p.Provinces...)
		q.Hand, q.FateDeck, q.DynastyDeck = append([]int(nil), p.Hand...), append([]int(nil), p.FateDeck...), append([]int(nil), p.DynastyDeck...)
		q.FateDiscard, q.DynastyDiscard = append([]int(nil), p.FateDiscard...), append([]int(nil), p.DynastyDiscard...)
		q.Removed, q.Play, q.PreGame = append([]int(nil), p.Removed...), append([]int(nil), p.Play...), append([]int(nil), p.PreGame...)
		n.P[i] = q
	}
	n.Attack.Fields, n.Attack.Fought = append([]int(nil), s.Attack.Fields...), append([]int(nil), s.Attack.Fought...)
	return &n
}
