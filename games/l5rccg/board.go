package l5rccg

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"tessen/engine"
)

// Board draws the game as player p sees it, in text: the turn and phase,
// the Imperial Favor, each side's Family Honor, Provinces, Holdings and
// units, p's hand, and the attack under way with its battles' Force.
func (g *Game) Board(p int) string {
	v := g.Redacted(p)
	var b strings.Builder
	fmt.Fprintf(&b, "Turn %d, %s Phase; %s turn\n", v.Turn, phaseTitle(v.Phase), possessive(v.who(v.Active, p)))
	if v.Favor >= 0 {
		fmt.Fprintf(&b, "Imperial Favor: %s\n", v.who(v.Favor, p))
	}
	for _, q := range engine.Around(p, len(v.P)) { // the player last
		v.side(&b, q, p)
	}
	if a := &v.Attack; a.Active {
		fmt.Fprintf(&b, "\nAttack: %s against %s\n", v.who(a.Attacker, p), v.who(a.Defender, p))
		for _, n := range a.Fields {
			state := ""
			switch {
			case n == a.Battle:
				state = " (being fought)"
			case slices.Contains(a.Fought, n):
				state = " (fought)"
			}
			att, def := v.army(n, true), v.army(n, false)
			fmt.Fprintf(&b, "  Battlefield %d%s: %d Force (%s) against %d (%s)\n", n, state,
				v.sideForce(n, true), v.names(p, att), v.sideForce(n, false), v.names(p, def))
		}
	}
	if v.Duel.Active {
		fmt.Fprintf(&b, "Duel: %s challenges %s\n", v.name(v.Duel.Challenger), v.name(v.Duel.Challenged))
	}
	if v.Core.Over {
		fmt.Fprintf(&b, "The game is over: %s won (%s).\n", v.who(v.Core.Winner, p), v.Victory)
	}
	return b.String()
}

func phaseTitle(phase string) string {
	if phase == "" {
		return "Setup"
	}
	return strings.ToUpper(phase[:1]) + phase[1:]
}

func possessive(who string) string {
	if who == "you" {
		return "your"
	}
	return who + "'s"
}

// who names player q for viewer p (-1: a spectator, who sees seats).
func (s *State) who(q, p int) string { return engine.Who(q, p, s.Names) }

// name is a card's title, or what can be seen of a hidden one.
func (s *State) name(id int) string {
	if id < 0 || id >= len(s.Cards) {
		return "" // no card: the engine says so (Machine.CardName)
	}
	if s.Cards[id].Def == 0 { // the empty id: its face hidden
		return "a face-down card"
	}
	return s.Title(id)
}

// nameFor is card id's name as player p may know it: read from the game
// itself, it saves copying p's whole view to name a card.
func (s *State) nameFor(p, id int) string {
	if id >= 0 && id < len(s.Cards) && !s.Visible(p, id) {
		return "a face-down card"
	}
	return s.name(id)
}

func (s *State) names(p int, ids []int) string {
	if len(ids) == 0 {
		return "nobody"
	}
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = s.nameFor(p, id)
	}
	return strings.Join(out, ", ")
}

// side draws one player's cards for viewer p.
func (s *State) side(b *strings.Builder, q, p int) {
	pl := &s.P[q]
	label := "YOU"
	switch {
	case p < 0:
		label = fmt.Sprintf("SEAT %d", q+1)
	case q != p:
		label = "OPPONENT"
	}
	if len(s.P) > 2 && q != p {
		label += " " + s.Names[q]
	}
	fmt.Fprintf(b, "\n%s: Family Honor %d, %d cards in hand, decks %d Dynasty / %d Fate, discards %d / %d\n",
		label, pl.Honor, len(pl.Hand), len(pl.DynastyDeck), len(pl.FateDeck), len(pl.DynastyDiscard), len(pl.FateDiscard))
	sh := s.name(pl.Stronghold) + fmt.Sprintf(" (Provinces of strength %d", s.ProvinceStrength(q))
	if s.Cards[pl.Stronghold].Bowed {
		sh += ", bowed"
	}
	sh += ")"
	for _, id := range pl.PreGame {
		sh += "; " + s.name(id)
	}
	fmt.Fprintf(b, "  Stronghold: %s\n", sh)
	for _, pr := range pl.Provinces {
		text := "destroyed"
		if !pr.Destroyed {
			text = "empty"
			if pr.Card >= 0 {
				text = s.name(pr.Card)
				if d := s.def(pr.Card); d != nil && !s.Cards[pr.Card].Facedown && d.Type == "personality" || d != nil && d.Type == "holding" {
					text += fmt.Sprintf(" (%d Gold)", d.Gold)
				}
			}
		}
		for _, r := range pl.Regions {
			if int(s.Cards[r].Prov) == pr.Number {
				text += "; Region " + s.name(r)
			}
		}
		fmt.Fprintf(b, "  Province %d: %s\n", pr.Number, text)
	}
	var holdings, others []string
	for _, id := range pl.Play {
		if s.isPersonality(id) {
			continue
		}
		h := s.name(id)
		if s.Cards[id].Bowed {
			h += " (bowed)"
		}
		if d := s.def(id); d != nil && d.Type == "holding" {
			holdings = append(holdings, h)
		} else {
			others = append(others, h) // Rings, Events that stay
		}
	}
	if len(holdings) > 0 {
		fmt.Fprintf(b, "  Holdings: %s\n", strings.Join(holdings, ", "))
	}
	if len(others) > 0 {
		fmt.Fprintf(b, "  Also in play: %s\n", strings.Join(others, ", "))
	}
	units := 0
	for _, id := range pl.Play {
		if s.isPersonality(id) {
			units++
			b.WriteString("  " + s.unitText(id) + "\n")
		}
	}
	if units == 0 {
		b.WriteString("  No Personalities in play\n")
	}
	for _, id := range pl.Field {
		fmt.Fprintf(b, "  %s at battlefield %d\n", s.name(id), s.Cards[id].Prov)
	}
	var hand []string
	for _, id := range pl.Hand {
		if s.Visible(p, id) {
			hand = append(hand, s.name(id))
		}
	}
	switch {
	case q == p:
		fmt.Fprintf(b, "  Hand: %s\n", strings.Join(hand, ", "))
	case len(hand) > 0:
		fmt.Fprintf(b, "  Face-up in hand: %s\n", strings.Join(hand, ", "))
	}
}

// unitText is a Personality with his Force, Chi and Personal Honor, where
// he is, his states, and the cards attached to him.
func (s *State) unitText(id int) string {
	c := &s.Cards[id]
	where := "at home"
	if c.Zone == ZBattle {
		where = "at battlefield " + strconv.Itoa(int(c.Prov))
	}
	text := fmt.Sprintf("%s: %dF/%dC/%dPH, %s", s.name(id), s.Force(id), s.Chi(id), s.personalHonor(id), where)
	if c.Bowed {
		text += ", bowed"
	}
	if c.Dishonored {
		text += ", dishonored"
	}
	for _, a := range s.Attachments(id) {
		text += "; with " + s.name(a)
		if d := s.def(a); d != nil && d.Type != "spell" && (d.Force != 0 || d.Chi != 0) {
			text += fmt.Sprintf(" (%+dF/%+dC)", d.Force, d.Chi)
		}
		if s.Cards[a].Bowed {
			text += " (bowed)"
		}
	}
	return text
}

// Describe says an answer in words as player p may know it: the cards p
// can see by title, and a card's action by what it does.
func (g *Game) Describe(p int, a engine.Answer) string {
	s := g.S
	var names []string
	for _, id := range a.Cards {
		names = append(names, s.nameFor(p, id))
	}
	list := strings.Join(names, ", ")
	if text, ok := s.said(p, a, names); ok {
		return text
	}
	var labels []string
	for _, l := range a.Labels {
		labels = append(labels, s.labelRead(p, l))
	}
	switch a.Verb {
	case "pass", "done", "accept", "refuse", "strike", "concede":
		return a.Verb
	case "battle":
		return fmt.Sprintf("fight the battle at Province %d", a.N)
	case "naval":
		return fmt.Sprintf("fight the battle at Province %d as a naval invasion", a.N)
	case "attack":
		if len(a.Labels) > 0 {
			return "attack " + labels[0]
		}
		return "attack"
	case "invite":
		if len(a.Labels) == 0 {
			return "invite no allies"
		}
		if len(labels) == 1 {
			return "invite " + labels[0] + " as an ally"
		}
		return "invite " + strings.Join(labels, " and ") + " as allies"
	case "assign":
		var parts []string
		for i, id := range a.Cards {
			to := "home"
			if i < len(a.Labels) && a.Labels[i] != "0" {
				to = "battlefield " + a.Labels[i]
			}
			parts = append(parts, s.nameFor(p, id)+" to "+to)
		}
		if len(parts) == 0 {
			return "send no units"
		}
		return "send " + strings.Join(parts, ", ")
	case "pay":
		if len(a.Cards) == 0 {
			return "pay nothing"
		}
		return "pay with " + list
	case "discard":
		if len(a.Cards) == 0 {
			return "discard nothing"
		}
	case "use", "play", "combine":
		if len(a.Cards) == 0 && len(a.Labels) == 1 {
			if r := s.ruleActionNamed(a.Labels[0]); r != nil {
				return "take the " + r.title() + " action: " + r.Ability.Text
			}
		}
		if len(a.Cards) == 1 && a.N > 0 && s.Visible(p, a.Cards[0]) {
			if ab := s.ability(a.Cards[0], a.N-1); ab != nil && ab.Text != "" {
				return a.Verb + " " + list + ": " + ab.Text
			}
		}
	case "choose":
		return "choose " + strings.Join(append(names, labels...), ", ")
	case "focus":
		if text, ok := neFocusWord(a); ok {
			return text
		}
	}
	return strings.TrimSpace(a.Verb + " " + strings.Join(append(names, labels...), " "))
}

// Who names player q as player p is told of them.
func (g *Game) Who(q, p int) string { return g.S.who(q, p) }

// Narrate tells what happened since log line from, in the second person
// (engine.Narrate).
func (g *Game) Narrate(p, from int) ([]string, int) {
	return engine.Narrate(g.S.Core.Log, g.S.Names, p, from)
}

// Card is what a table shows of a card definition (engine.Catalogue):
// its printed facts in words and what its written abilities do.
func (g *Game) Card(def string) (engine.CardInfo, bool) {
	d, ok := defs().Get(def)
	if !ok {
		return engine.CardInfo{}, false
	}
	info := printed(d)
	if t := texts[def]; t != nil {
		switch {
		case t.Says != "":
			info.Abilities = append(info.Abilities, t.Says)
		case t.Produce > 0 && t.Richer != "":
			info.Abilities = append(info.Abilities, fmt.Sprintf("bow: produce %d Gold, or %d for a %s Clan player", t.Produce, t.Produce+1, strings.ToUpper(t.Richer[:1])+t.Richer[1:]))
		case t.Produce > 0:
			info.Abilities = append(info.Abilities, fmt.Sprintf("bow: produce %d Gold", t.Produce))
		}
		for _, a := range t.Abilities {
			info.Abilities = append(info.Abilities, a.Text)
		}
	}
	return info, true
}
