package l5rccg

import (
	"slices"

	"tessen/engine"
)

// TableView is the game as a table draws it for player p (-1: a
// spectator): what the text board says, as data (engine.Tabler), values
// counted as the rules read them now; a card p cannot see has no def nor
// title.
type TableView struct {
	Turn    int          `json:"turn"`
	Phase   string       `json:"phase"`
	Active  int          `json:"active"`
	Favor   int          `json:"favor"` // its holder, -1: nobody
	Attack  *AttackView  `json:"attack,omitempty"`
	Duel    *[2]CardView `json:"duel,omitempty"` // challenger, challenged
	Victory string       `json:"victory,omitempty"`
	Pay     *PayView     `json:"pay,omitempty"` // a Gold cost being paid
	// Sides are drawn in this order: the others in turn order from p's
	// left, p's own last (a spectator's: seat 1 last).
	Sides []SideView `json:"sides"`
}

// CardView is a card as a table shows it, named by its handle for the
// seat (engine.Handler): a card the seat cannot see by its place.
type CardView struct {
	ID    int    `json:"id"`
	Def   string `json:"def,omitempty"`
	Title string `json:"title,omitempty"`
	Bowed bool   `json:"bowed,omitempty"`
}

// SideView is one player's side of the table.
type SideView struct {
	Seat            int            `json:"seat"`
	Name            string         `json:"name"`
	You             bool           `json:"you,omitempty"`
	Honor           int            `json:"honor"`
	HandCount       int            `json:"handCount"`
	DynastyDeck     int            `json:"dynastyDeck"`
	FateDeck        int            `json:"fateDeck"`
	DynastyDiscards int            `json:"dynastyDiscards"`
	FateDiscards    int            `json:"fateDiscards"`
	Stronghold      CardView       `json:"stronghold"`
	Strength        int            `json:"strength"` // its Provinces'
	PreGame         []CardView     `json:"preGame,omitempty"`
	Provinces       []ProvinceView `json:"provinces"`
	Holdings        []CardView     `json:"holdings"`
	Others          []CardView     `json:"others,omitempty"` // Rings, Events that stay
	Units           []UnitView     `json:"units"`
	Field           []CardView     `json:"field,omitempty"` // Terrains and Formations
	Hand            []CardView     `json:"hand,omitempty"`  // the cards of it p may see
	// Production is the Gold the side's cards produce a turn, bowed or
	// not, as far as p may know (of a hand p cannot see, nothing).
	Production int  `json:"production"`
	Out        bool `json:"out,omitempty"` // out of the game the others play on
}

// PayView is a Gold cost being paid: by whom, how much, for what, and the
// Gold the payer's unbowed cards can produce for it, as far as the viewer
// may know.
type PayView struct {
	Player    int      `json:"player"`
	Cost      int      `json:"cost"`
	For       CardView `json:"for"`
	Available int      `json:"available"`
}

// ProvinceView is a Province: its card (or none), Regions, destruction.
type ProvinceView struct {
	Number    int        `json:"number"`
	Card      *CardView  `json:"card,omitempty"`
	Gold      int        `json:"gold,omitempty"` // the card's cost, where it is seen
	Destroyed bool       `json:"destroyed,omitempty"`
	Regions   []CardView `json:"regions,omitempty"`
}

// UnitView is a Personality and what is attached to him.
type UnitView struct {
	Card        CardView   `json:"card"`
	Force       int        `json:"force"`
	Chi         int        `json:"chi"`
	Honor       int        `json:"honor"` // Personal Honor
	Where       int        `json:"where"` // the battlefield (a Province's number), 0 at home
	Dishonored  bool       `json:"dishonored,omitempty"`
	Attachments []CardView `json:"attachments,omitempty"`
}

// AttackView is the attack under way and its battlefields.
type AttackView struct {
	Attacker int               `json:"attacker"`
	Defender int               `json:"defender"`
	Fields   []BattlefieldView `json:"fields"`
}

// BattlefieldView is a battlefield: its armies' Force and state.
type BattlefieldView struct {
	Province      int  `json:"province"`
	AttackerForce int  `json:"attackerForce"`
	DefenderForce int  `json:"defenderForce"`
	Fighting      bool `json:"fighting,omitempty"`
	Fought        bool `json:"fought,omitempty"`
}

// Table is the game as player p's table draws it.
func (g *Game) Table(p int) any {
	v := drawing{g.Redacted(p), g.Handles(p)}
	t := TableView{Turn: v.Turn, Phase: phaseTitle(v.Phase), Active: v.Active, Favor: v.Favor, Victory: v.Victory}
	if a := &v.Attack; a.Active {
		t.Attack = &AttackView{Attacker: a.Attacker, Defender: a.Defender, Fields: []BattlefieldView{}}
		for _, n := range a.Fields {
			t.Attack.Fields = append(t.Attack.Fields, BattlefieldView{Province: n, AttackerForce: v.sideForce(n, true),
				DefenderForce: v.sideForce(n, false), Fighting: n == a.Battle, Fought: slices.Contains(a.Fought, n)})
		}
	}
	if f := v.Top(); f != nil && f.Kind == kPay && !v.Over { // counted on p's redacted state: nothing hidden from p counts
		t.Pay = &PayView{Player: f.Player, Cost: f.N, For: v.card(f.Card), Available: v.production(f.Player, paying(f))}
	}
	if v.Duel.Active {
		t.Duel = &[2]CardView{v.card(v.Duel.Challenger), v.card(v.Duel.Challenged)}
	}
	for _, q := range engine.Around(p, len(v.P)) {
		t.Sides = append(t.Sides, v.sideView(q, p))
	}
	return t
}

// drawing is a seat's redacted state, which names each card by the
// seat's handle of it.
type drawing struct {
	*State
	handles []int
}

// card is a card as p's table shows it.
func (s drawing) card(id int) CardView {
	if id < 0 || id >= len(s.Cards) {
		return CardView{ID: id}
	}
	c := CardView{ID: s.handles[id]}
	if s.Cards[id].Def != 0 {
		c.Def, c.Title = s.Cards[id].Def.String(), s.Title(id)
	}
	c.Bowed = s.Cards[id].Bowed
	return c
}

func (s drawing) sideView(q, p int) SideView {
	pl := &s.P[q]
	v := SideView{Seat: q, Name: s.Names[q], You: q == p, Honor: pl.Honor, HandCount: len(pl.Hand), DynastyDeck: len(pl.DynastyDeck),
		FateDeck: len(pl.FateDeck), DynastyDiscards: len(pl.DynastyDiscard), FateDiscards: len(pl.FateDiscard),
		Stronghold: s.card(pl.Stronghold), Strength: s.ProvinceStrength(q), Production: s.capacity(q), Out: !s.Playing(q), Provinces: []ProvinceView{}, Holdings: []CardView{}, Units: []UnitView{}}
	for _, id := range pl.PreGame {
		v.PreGame = append(v.PreGame, s.card(id))
	}
	for _, pr := range pl.Provinces {
		pv := ProvinceView{Number: pr.Number, Destroyed: pr.Destroyed}
		if pr.Card >= 0 {
			c := s.card(pr.Card)
			pv.Card = &c
			if d := s.def(pr.Card); d != nil && (d.Type == "personality" && !s.Cards[pr.Card].Facedown || d.Type == "holding") {
				pv.Gold = d.Gold
			}
		}
		for _, r := range pl.Regions {
			if int(s.Cards[r].Prov) == pr.Number {
				pv.Regions = append(pv.Regions, s.card(r))
			}
		}
		v.Provinces = append(v.Provinces, pv)
	}
	for _, id := range pl.Play {
		c := &s.Cards[id]
		switch {
		case s.isPersonality(id):
			u := UnitView{Card: s.card(id), Force: s.Force(id), Chi: s.Chi(id), Honor: s.personalHonor(id), Dishonored: c.Dishonored}
			if c.Zone == ZBattle {
				u.Where = int(c.Prov)
			}
			for _, a := range s.Attachments(id) {
				u.Attachments = append(u.Attachments, s.card(a))
			}
			v.Units = append(v.Units, u)
		case s.typeOf(id) == "holding":
			v.Holdings = append(v.Holdings, s.card(id))
		default:
			v.Others = append(v.Others, s.card(id))
		}
	}
	for _, id := range pl.Field {
		v.Field = append(v.Field, s.card(id))
	}
	for _, id := range pl.Hand {
		if s.Visible(p, id) {
			v.Hand = append(v.Hand, s.card(id))
		}
	}
	return v
}
