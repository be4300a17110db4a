package agot1e

import (
	"fmt"
	"slices"
	"strings"

	"tessen/engine"
)

// TableView is the game as a table draws it for player p (-1: a
// spectator), values counted as the rules read them now; a card p cannot
// see has no def nor title (engine.Tabler).
type TableView struct {
	Round      int            `json:"round"`
	Phase      string         `json:"phase"`
	First      int            `json:"first"`
	Active     int            `json:"active"`
	Initiative int            `json:"initiative"` // who won it, -1: not yet
	Dominance  int            `json:"dominance"`  // who won it, -1: nobody (yet)
	Challenge  *ChallengeView `json:"challenge,omitempty"`
	Victory    string         `json:"victory,omitempty"`
	// Sides are drawn in this order: the others clockwise from p's left,
	// p's own last (a spectator's: seat 1 last).
	Sides []SideView `json:"sides"`
}

// CardView is a card as a table shows it, named by its handle for the
// seat (engine.Handler).
type CardView struct {
	ID       int        `json:"id"`
	Def      string     `json:"def,omitempty"`
	Title    string     `json:"title,omitempty"`
	Kneeling bool       `json:"kneeling,omitempty"`
	Power    int        `json:"power,omitempty"`
	Gold     int        `json:"gold,omitempty"`
	Cost     *int       `json:"cost,omitempty"` // in its owner's hand: what it costs him now (in setup, as setup)
	Type     string     `json:"type,omitempty"` // in its owner's hand: character, location, attachment, event
	Str      int        `json:"str,omitempty"`
	Icons    []string   `json:"icons,omitempty"`
	Side     string     `json:"side,omitempty"`     // attacking, defending
	Bypassed bool       `json:"bypassed,omitempty"` // chosen by stealth: it cannot defend in the challenge under way
	Dying    bool       `json:"dying,omitempty"`
	Attached []CardView `json:"attached,omitempty"` // attachments and duplicates
	Dup      bool       `json:"dup,omitempty"`
	// Plot is a plot's printed values, where its card is seen.
	Plot *PlotValues `json:"plot,omitempty"`
}

// PlotValues are a plot card's printed gold, initiative and claim.
type PlotValues struct {
	Income     int `json:"income"`
	Initiative int `json:"initiative"`
	Claim      int `json:"claim"`
}

// SideView is one player's side of the table.
type SideView struct {
	Seat       int        `json:"seat"`
	Name       string     `json:"name"`
	You        bool       `json:"you,omitempty"`
	House      CardView   `json:"house"`
	Power      int        `json:"power"` // total, toward victory
	Gold       int        `json:"gold"`
	Title      string     `json:"title,omitempty"`
	Plot       *CardView  `json:"plot,omitempty"`
	Income     int        `json:"income"` // the gold collected: the plot's and the bonuses
	Initiative int        `json:"initiative"`
	Claim      int        `json:"claim"`
	Hand       []CardView `json:"hand,omitempty"` // the cards of it p may see
	HandCount  int        `json:"handCount"`
	Deck       int        `json:"deck"`
	Looked     []CardView `json:"looked,omitempty"`   // cards of the deck p looks at (State.Peeks)
	PlotDeck   []CardView `json:"plotDeck,omitempty"` // seen by its owner
	PlotCount  int        `json:"plotCount"`
	Used       []CardView `json:"used,omitempty"`
	Discard    []CardView `json:"discard,omitempty"`
	Dead       []CardView `json:"dead,omitempty"`
	Shadows    []CardView `json:"shadows,omitempty"`
	Setup      []CardView `json:"setup,omitempty"` // placed face down in setup, not yet revealed
	Characters []CardView `json:"characters"`
	Locations  []CardView `json:"locations"`
	Challenged []string   `json:"challenged,omitempty"`
	Out        bool       `json:"out,omitempty"`
	// In a melee, what the viewer's title says of this side's: it
	// supports it (the viewer may not challenge this player), or it
	// opposes it (a challenge won against this player claims 1 power
	// more) (AG-MELEE-5, AG-MELEE-8).
	Supported bool `json:"supported,omitempty"`
	Rival     bool `json:"rival,omitempty"`
}

// ChallengeView is the challenge under way, or the last one.
type ChallengeView struct {
	Type      string `json:"type"`
	Attacker  int    `json:"attacker"`
	Defender  int    `json:"defender"`
	On        bool   `json:"on"`
	Winner    int    `json:"winner"`
	AttStr    int    `json:"attStr"`
	DefStr    int    `json:"defStr"`
	Unopposed bool   `json:"unopposed,omitempty"`
}

// View is what player p may know: the table as p's seat draws it.
func (g *Game) View(p int) any { return g.Table(p) }

// Table is the game as player p's table draws it.
func (g *Game) Table(p int) any {
	v := g.Redacted(p)
	h := g.Handles(p)
	t := &TableView{Round: v.Round, Phase: v.Phase, First: v.First, Active: v.Active, Initiative: v.InitiativeWinner,
		Dominance: v.Dominance, Victory: v.Victory}
	if v.Chal.Type != "" {
		c := v.Chal
		t.Challenge = &ChallengeView{Type: c.Type, Attacker: c.Attacker, Defender: c.Defender, On: c.On, Winner: c.Winner,
			AttStr: v.SideStr(Attacking), DefStr: v.SideStr(Defending), Unopposed: c.Unopposed}
		if !c.On {
			t.Challenge.AttStr, t.Challenge.DefStr = c.AttStr, c.DefStr
		}
	}
	first := 0
	if p >= 0 {
		first = p + 1
	}
	for i := range len(v.P) {
		q := (first + i) % len(v.P)
		t.Sides = append(t.Sides, v.side(q, p, h))
	}
	return t
}

func (v *State) card(id int, h []int) CardView {
	c := &v.Cards[id]
	cv := CardView{ID: h[id], Kneeling: c.Kneeling, Power: c.Power, Gold: c.Gold, Dying: c.Dying != ZNone, Dup: c.Dup}
	if c.Def == 0 {
		return cv
	}
	cv.Def, cv.Title = c.Def.String(), v.name(id)
	if d := v.defs[id]; d.Type == "plot" {
		cv.Plot = &PlotValues{Income: d.Income, Initiative: d.Initiative, Claim: d.Claim}
	}
	if v.InPlay(id) && v.IsType(id, "character") {
		cv.Str = v.Str(id)
		for _, t := range ChallengeTypes {
			if v.HasIcon(id, t) {
				cv.Icons = append(cv.Icons, t)
			}
		}
	}
	cv.Bypassed = v.Chal.On && slices.Contains(v.Chal.Bypassed, id)
	switch c.Side {
	case Attacking:
		cv.Side = "attacking"
	case Defending:
		cv.Side = "defending"
	}
	if v.InPlay(id) {
		for _, a := range v.attachments(id) {
			cv.Attached = append(cv.Attached, v.card(a, h))
		}
	}
	return cv
}

func (v *State) cards(ids []int, h []int) []CardView {
	out := make([]CardView, 0, len(ids))
	for _, id := range ids {
		out = append(out, v.card(id, h))
	}
	return out
}

func (v *State) side(q, p int, h []int) SideView {
	pl := &v.P[q]
	sv := SideView{Seat: q, Name: v.Names[q], You: q == p, Power: v.TotalPower(q), Gold: pl.Gold, Title: pl.Title,
		Income: v.income(q), Initiative: v.Initiative(q), Claim: v.claim(q), HandCount: len(pl.Hand), Deck: len(pl.Deck),
		PlotCount: len(pl.PlotDeck), Used: v.cards(pl.Used, h), Discard: v.cards(pl.Discard, h), Dead: v.cards(pl.Dead, h),
		Challenged: pl.Challenged, Out: !v.Playing(q), Characters: []CardView{}, Locations: []CardView{}}
	if pl.HouseCard >= 0 {
		sv.House = v.card(pl.HouseCard, h)
	}
	if p >= 0 && q != p {
		sv.Supported, sv.Rival = v.supports(v.P[p].Title, pl.Title), v.opposes(v.P[p].Title, pl.Title)
	}
	if pl.Plot >= 0 {
		c := v.card(pl.Plot, h)
		sv.Plot = &c
	}
	for _, id := range pl.Hand {
		if v.Cards[id].Def != 0 {
			c := v.card(id, h)
			c.Type = v.defs[id].Type
			if d := v.defs[id]; !d.NoCost && d.Type != "plot" && d.Type != "house" {
				n := v.cost(q, id)
				if v.Round == 0 {
					n = v.setupCost(q, id)
				}
				c.Cost = &n
			}
			sv.Hand = append(sv.Hand, c)
		}
	}
	sv.Setup = v.cards(pl.Setup, h)
	if q == p {
		sv.PlotDeck = v.cards(pl.PlotDeck, h)
	}
	for _, id := range pl.Deck {
		if v.Cards[id].Def != 0 {
			sv.Looked = append(sv.Looked, v.card(id, h))
		}
	}
	sv.Shadows = v.cards(pl.Shadows, h)
	for _, id := range pl.Play {
		switch {
		case v.Cards[id].Def == 0, v.IsType(id, "house"):
		case v.IsType(id, "character"):
			sv.Characters = append(sv.Characters, v.card(id, h))
		default:
			sv.Locations = append(sv.Locations, v.card(id, h))
		}
	}
	return sv
}

// Board is the table in text, as player p sees it (engine.Presenter).
func (g *Game) Board(p int) string {
	v := g.Table(p).(*TableView)
	var b strings.Builder
	if v.Round == 0 {
		b.WriteString("Setup")
	} else {
		fmt.Fprintf(&b, "Round %d, %s phase", v.Round, v.Phase)
	}
	if v.Round > 0 {
		fmt.Fprintf(&b, "; first player: %s", g.S.who(v.First, p))
	}
	if v.Phase == "marshalling" || v.Phase == "challenges" {
		fmt.Fprintf(&b, "; active: %s", g.S.who(v.Active, p))
	}
	b.WriteString("\n")
	if c := v.Challenge; c != nil && c.On {
		fmt.Fprintf(&b, "Challenge: %s attacks %s (%s), STR %d against %d\n", g.S.who(c.Attacker, p), g.S.who(c.Defender, p), c.Type, c.AttStr, c.DefStr)
	}
	for _, sd := range v.Sides {
		fmt.Fprintf(&b, "\n== %s (%s) — power %d, gold %d", g.S.who(sd.Seat, p), sd.House.Title, sd.Power, sd.Gold)
		if sd.Title != "" {
			fmt.Fprintf(&b, ", %s", titleWords(sd.Title))
		}
		if sd.Out {
			b.WriteString(", out of the game")
		}
		b.WriteString("\n")
		if sd.Plot != nil {
			fmt.Fprintf(&b, "  plot: %s (income %d, initiative %d, claim %d)\n", sd.Plot.Title, g.S.defs[g.S.P[sd.Seat].Plot].Income, sd.Initiative, sd.Claim)
		}
		fmt.Fprintf(&b, "  hand %d, deck %d, plots %d, used %d, discard %d, dead %d, shadows %d\n",
			sd.HandCount, sd.Deck, sd.PlotCount, len(sd.Used), len(sd.Discard), len(sd.Dead), len(sd.Shadows))
		for _, c := range sd.Characters {
			fmt.Fprintf(&b, "  %s\n", cardLine(c))
		}
		for _, c := range sd.Locations {
			fmt.Fprintf(&b, "  %s\n", cardLine(c))
		}
		for _, c := range sd.Looked {
			fmt.Fprintf(&b, "  looked at in the deck: %s\n", c.Title)
		}
		if len(sd.Hand) > 0 {
			var names []string
			for _, c := range sd.Hand {
				names = append(names, c.Title)
			}
			fmt.Fprintf(&b, "  in hand: %s\n", strings.Join(names, ", "))
		}
	}
	return b.String()
}

func cardLine(c CardView) string {
	parts := []string{c.Title}
	if c.Str > 0 || len(c.Icons) > 0 {
		parts = append(parts, fmt.Sprintf("STR %d %s", c.Str, strings.Join(c.Icons, "/")))
	}
	if c.Kneeling {
		parts = append(parts, "kneeling")
	}
	if c.Power > 0 {
		parts = append(parts, count(c.Power, "power"))
	}
	if c.Side != "" {
		parts = append(parts, c.Side)
	}
	for _, a := range c.Attached {
		if a.Dup {
			parts = append(parts, "a duplicate")
		} else {
			parts = append(parts, "with "+a.Title)
		}
	}
	return strings.Join(parts, ", ")
}

// who names player q as player p is told of them.
func (s *State) who(q, p int) string { return engine.Who(q, p, s.Names) }

// Who names player q as player p is told of them (engine.Presenter).
func (g *Game) Who(q, p int) string { return g.S.who(q, p) }

// Describe says an answer in words as player p may know it.
func (g *Game) Describe(p int, a engine.Answer) string {
	s := g.S
	var names []string
	hidden := 0
	for _, id := range a.Cards {
		if id >= 0 && id < len(s.Cards) && p >= 0 && !s.Visible(p, id) || p < 0 && id >= 0 && id < len(s.Cards) && !s.Visible(-1, id) {
			hidden++
			continue
		}
		if n := s.nameFor(p, id); n != "" {
			names = append(names, n)
		}
	}
	if hidden > 0 { // a secret: how many, never which
		switch a.Verb {
		case "setup":
			return "place " + count(hidden+len(names), "setup card") + " face down"
		case "reveal":
			return "choose a plot"
		case "shadow":
			return "put a card into Shadows"
		case "play":
			return "play a card from hand"
		case "duplicate":
			return "marshal a duplicate from hand"
		case "bring":
			return "bring a card out of Shadows"
		}
		names = append(names, count(hidden, "card")+" you cannot see")
	}
	labels := make([]string, 0, len(a.Labels))
	for _, l := range a.Labels {
		if strings.HasPrefix(l, "gate-") {
			continue
		}
		if q := s.playerOf(l); q >= 0 {
			l = s.who(q, p)
		} else if slices.Contains(Titles, l) {
			l = titleWords(l)
		} else if d := defOf(l); d != nil { // a card named ("name a card")
			l = d.Title
		} else { // an ability's own choice words, as FORMAT.md writes them
			l = strings.ReplaceAll(l, "-", " ")
		}
		labels = append(labels, l)
	}
	switch a.Verb {
	case "challenge":
		if len(labels) == 0 {
			break
		}
		against := strings.Join(labels[1:], " ")
		if opp := s.Opponents(s.Active); against == "" && len(opp) == 1 { // a joust's one opponent
			against = s.who(opp[0], p)
		}
		return fmt.Sprintf("%s challenge against %s with %s", labels[0], against, andList(names))
	case "defend":
		if len(names) == 0 {
			return "declare no defenders"
		}
		return "defend with " + andList(names)
	case "done":
		return "be done with challenges"
	case "mulligan":
		return "mulligan: shuffle your hand back and draw 7 new cards"
	case "keep":
		return "keep your setup hand"
	case "title":
		return "take the title " + strings.Join(labels, " ")
	case "setup":
		if len(names) == 0 {
			return "place no setup cards"
		}
		return "place " + andList(names) + " in setup"
	case "reveal":
		return "reveal " + andList(names)
	case "order":
		return "resolve " + andList(names) + ", in that order"
	}
	if len(a.Cards) != 1 || len(names) != 1 {
		return strings.TrimSpace(a.Verb + " " + strings.Join(append(names, labels...), " "))
	}
	id, seen := a.Cards[0], p < 0 || s.Visible(p, a.Cards[0])
	if id < 0 || id >= len(s.Cards) || !seen {
		return strings.TrimSpace(a.Verb + " " + names[0])
	}
	switch a.Verb { // a player action or a response, on one card p sees
	case "play":
		if !s.IsType(id, "event") {
			return fmt.Sprintf("marshal %s (%s)", names[0], count(s.cost(s.holder(id), id), "gold"))
		}
	case "duplicate":
		return "marshal " + names[0] + " as a duplicate"
	case "shadow":
		return "put " + names[0] + " into Shadows (2 gold)"
	case "bring":
		return fmt.Sprintf("bring %s out of Shadows (%s)", names[0], count(s.shadowCost(s.holder(id), id), "gold"))
	case "save":
		return "save " + names[0] + " by discarding a duplicate of it"
	}
	switch a.Verb {
	case "use", "trigger", "play", "passive":
		if ab := s.ability(id, a.N); ab != nil && ab.Text != "" {
			return a.Verb + " " + names[0] + ": " + ab.Text
		}
	}
	return strings.TrimSpace(a.Verb + " " + strings.Join(append(names, labels...), " "))
}

// Narrate tells what happened since log line from, in the second person
// (engine.Narrate).
func (g *Game) Narrate(p, from int) ([]string, int) {
	return engine.Narrate(g.S.Core.Log, g.S.Names, p, from)
}

// Card is what a table shows of a card definition (engine.Catalogue).
func (g *Game) Card(def string) (engine.CardInfo, bool) {
	d := defOf(def)
	if d == nil {
		return engine.CardInfo{}, false
	}
	info := engine.CardInfo{Title: d.Title}
	info.Add("Type", d.Type)
	if len(d.Houses) > 0 {
		info.Add("House", strings.Join(d.Houses, ", "))
	}
	if !d.NoCost && d.Type != "plot" && d.Type != "house" {
		info.Add("Cost", fmt.Sprintf("%d gold", d.Cost))
	}
	if d.Type == "character" {
		info.Add("STR", itoa(d.Strength))
		info.Add("Icons", strings.Join(d.Icons, ", "))
	}
	if d.Type == "plot" {
		info.Add("Income", itoa(d.Income))
		info.Add("Initiative", itoa(d.Initiative))
		info.Add("Claim", itoa(d.Claim))
	} else if d.Income != 0 {
		info.Add("Income", fmt.Sprintf("%+d", d.Income))
	}
	if d.Influence != 0 {
		info.Add("Influence", itoa(d.Influence))
	}
	if d.Initiative != 0 && d.Type != "plot" {
		info.Add("Initiative", fmt.Sprintf("%+d", d.Initiative))
	}
	info.Add("Crests", strings.Join(d.Crests, ", "))
	info.Add("Traits", strings.Join(d.Traits, ", "))
	info.Add("Keywords", strings.Join(d.Keywords, ", "))
	if t := texts[def]; t != nil {
		if t.Says != "" {
			info.Abilities = append(info.Abilities, t.Says)
		}
		for _, a := range t.Abilities {
			info.Abilities = append(info.Abilities, a.Text)
		}
	}
	return info, true
}
