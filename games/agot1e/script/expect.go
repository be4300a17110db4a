package script

import (
	"fmt"
	"os"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"

	"tessen/engine"
	"tessen/games/agot1e"
	"tessen/scenario"
)

// Expect checks expectations on cards, players, the challenge, the game
// and the pending prompt.
func (r *run) Expect(e *yaml.Node) error {
	if os.Getenv("TESSEN_LOG") != "" {
		defer func() { fmt.Fprintln(os.Stderr, strings.Join(r.g.S.Log, "\n")) }()
	}
	if e.Kind != yaml.MappingNode {
		return fmt.Errorf("expect: a mapping of what to check")
	}
	for i := 0; i+1 < len(e.Content); i += 2 {
		key, val := e.Content[i].Value, e.Content[i+1]
		var err error
		switch key {
		case "prompt":
			err = r.expectPrompt(val)
		case "challenge":
			err = r.expectChallenge(val)
		case "game":
			err = r.expectGame(val)
		default:
			if p, perr := r.player(key); perr == nil {
				err = r.expectPlayer(p, val)
			} else if _, cerr := r.card(key); cerr != nil && !strings.ContainsAny(key, ":#") && strings.HasPrefix(cerr.Error(), "no card") {
				return &scenario.UnknownKey{Where: "expect", Key: key, Line: e.Content[i].Line, Known: []string{
					"prompt", "challenge", "game", "player1.." + playerName(r.n-1), "a card in the game"}}
			} else {
				err = r.expectCard(key, val)
			}
		}
		if err != nil {
			return fmt.Errorf("%s: %w", key, err)
		}
	}
	return nil
}

// fields reads an expectation's mapping into key → node, in order.
func fields(val *yaml.Node) (map[string]*yaml.Node, []string, error) {
	if val.Kind != yaml.MappingNode {
		return nil, nil, fmt.Errorf("expected a mapping")
	}
	out, order := map[string]*yaml.Node{}, []string{}
	for i := 0; i+1 < len(val.Content); i += 2 {
		out[val.Content[i].Value] = val.Content[i+1]
		order = append(order, val.Content[i].Value)
	}
	return out, order, nil
}

// check compares each field an expectation names with what get gives
// for it, as text (a list as [a, b]); get reports a field it does not
// know.
func check(val *yaml.Node, what string, get func(field string) (any, bool)) error {
	f, order, err := fields(val)
	if err != nil {
		return err
	}
	for i, k := range order {
		got, ok := get(k)
		if !ok {
			return &scenario.UnknownKey{Where: "the " + what + "'s expectation", Key: k, Line: val.Content[2*i].Line}
		}
		want := f[k].Value
		if f[k].Kind == yaml.SequenceNode {
			var items []string
			if err := f[k].Decode(&items); err != nil {
				return fmt.Errorf("%s: a list", k)
			}
			list, _ := got.([]string)
			if !sameSet(items, list) {
				return fmt.Errorf("%s: expected [%s], found [%s]", k, strings.Join(items, ", "), strings.Join(list, ", "))
			}
			continue
		}
		if g := fmt.Sprint(got); g != want {
			return fmt.Errorf("%s: expected %s, found %s", k, want, g)
		}
	}
	return nil
}

func sameSet(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// location is where a card is, in FORMAT.md's words.
func (r *run) location(id int) string {
	c := &r.g.S.Cards[id]
	switch c.Zone {
	case agot1e.ZPlay:
		return "play"
	case agot1e.ZAttached:
		if c.Dup {
			return "duplicate"
		}
		return "attached"
	case agot1e.ZDead:
		return "dead"
	case agot1e.ZPlotDeck:
		return "plot-deck"
	}
	return c.Zone.String()
}

func (r *run) expectCard(name string, val *yaml.Node) error {
	id, err := r.card(name)
	if err != nil {
		return err
	}
	s := r.g.S
	c := &s.Cards[id]
	d := s.Def(id)
	return check(val, "card", func(k string) (any, bool) {
		switch k {
		case "location":
			return r.location(id), true
		case "kneeling":
			return c.Kneeling, true
		case "strength":
			return s.Str(id), true
		case "printedStrength":
			return d.Strength, true
		case "printedCost":
			return s.PrintedCost(id), true
		case "power":
			return c.Power, true
		case "gold":
			return c.Gold, true
		case "controller":
			return playerName(int(c.Controller)), true
		case "participating":
			switch c.Side {
			case agot1e.Attacking:
				return "attacker", true
			case agot1e.Defending:
				return "defender", true
			}
			return "none", true
		case "attachments":
			var out []string
			for _, a := range s.Attached {
				if ac := &s.Cards[a]; int(ac.Parent) == id && !ac.Dup {
					out = append(out, ac.Def.String())
				}
			}
			return out, true
		case "duplicates":
			n := 0
			for _, a := range s.Attached {
				if ac := &s.Cards[a]; int(ac.Parent) == id && ac.Dup {
					n++
				}
			}
			return n, true
		case "icons":
			var out []string
			for _, t := range agot1e.ChallengeTypes {
				if s.HasIcon(id, t) {
					out = append(out, t)
				}
			}
			return out, true
		case "keywords":
			var out []string
			for _, kw := range []string{"Stealth", "Renown", "Deadly", "Limited", "Intimidate", "Ambush", "Deathbound", "Setup"} {
				if s.HasKeyword(id, kw) {
					out = append(out, strings.ToLower(kw))
				}
			}
			return out, true
		}
		return nil, false
	})
}

func (r *run) expectPlayer(p int, val *yaml.Node) error {
	s := r.g.S
	pl := &s.P[p]
	return check(val, "player", func(k string) (any, bool) {
		switch k {
		case "power":
			return s.TotalPower(p), true
		case "housePower":
			return s.Cards[pl.HouseCard].Power, true
		case "gold":
			return pl.Gold, true
		case "hand":
			return len(pl.Hand), true
		case "deck":
			return len(pl.Deck), true
		case "discard":
			return len(pl.Discard), true
		case "deadPile":
			return len(pl.Dead), true
		case "plotDeck":
			return len(pl.PlotDeck), true
		case "usedPlots":
			return len(pl.Used), true
		case "shadows":
			return len(pl.Shadows), true
		case "plot":
			if pl.Plot < 0 {
				return "none", true
			}
			return s.Cards[pl.Plot].Def.String(), true
		case "initiative":
			return s.Initiative(p), true
		case "title":
			if pl.Title == "" {
				return "none", true
			}
			return pl.Title, true
		}
		return nil, false
	})
}

func (r *run) expectChallenge(val *yaml.Node) error {
	s := r.g.S
	c := &s.Chal
	return check(val, "challenge", func(k string) (any, bool) {
		switch k {
		case "attacker":
			return playerName(c.Attacker), true
		case "defender":
			return playerName(c.Defender), true
		case "type":
			return c.Type, true
		case "winner":
			return playerName(c.Winner), true
		case "attackerStrength":
			if c.On {
				return s.SideStr(agot1e.Attacking), true
			}
			return c.AttStr, true
		case "defenderStrength":
			if c.On {
				return s.SideStr(agot1e.Defending), true
			}
			return c.DefStr, true
		case "unopposed":
			return c.Unopposed, true
		case "claim":
			return c.Claim, true
		}
		return nil, false
	})
}

func (r *run) expectGame(val *yaml.Node) error {
	s := r.g.S
	return check(val, "game", func(k string) (any, bool) {
		switch k {
		case "phase":
			return s.Phase, true
		case "round":
			return s.Round, true
		case "firstPlayer":
			return playerName(s.First), true
		case "activePlayer":
			return playerName(s.Active), true
		case "initiativeWinner":
			return playerName(s.InitiativeWinner), true
		case "dominance":
			return playerName(s.Dominance), true
		case "winner":
			if !s.Over {
				return "none", true
			}
			return playerName(s.Winner), true
		}
		return nil, false
	})
}

// expectPrompt checks whom the pending decision asks and what it offers:
// each command given is read as an answer and looked for among the
// decision's options (or its free-form verbs, tried on a copy).
func (r *run) expectPrompt(val *yaml.Node) error {
	d := r.g.Pending()
	if d == nil {
		return fmt.Errorf("no decision is pending")
	}
	f, order, err := fields(val)
	if err != nil {
		return err
	}
	for i, k := range order {
		if k != "player" && k != "offers" && k != "notOffers" && k != "kind" {
			return &scenario.UnknownKey{Where: "the prompt's expectation", Key: k, Line: val.Content[2*i].Line, Known: []string{"player", "kind", "offers", "notOffers"}}
		}
	}
	if n, ok := f["kind"]; ok && n.Value != d.Kind {
		return fmt.Errorf("kind: expected %s, asked %s", n.Value, d.Kind)
	}
	p := d.Players[0]
	if n, ok := f["player"]; ok {
		q, err := r.player(n.Value)
		if err != nil {
			return err
		}
		if !d.Asks(q) {
			return fmt.Errorf("player: expected %s, asked %s (%s)", n.Value, playerName(p), d.Kind)
		}
		p = q
	}
	offered := func(cmd string) (bool, error) {
		a, err := r.answer(p, cmd)
		if err != nil {
			return false, err
		}
		if d.Offers(a) {
			return true, nil
		}
		if a.Verb == "trigger" || a.Verb == "play" || a.Verb == "use" {
			for _, o := range d.Options { // the option for the card, whichever its gate
				if o.Verb == a.Verb && slices.Equal(o.Cards, a.Cards) {
					return true, nil
				}
			}
		}
		return slices.Contains(d.Open, a.Verb) && r.g.Clone().Answer(p, a) == nil, nil
	}
	for _, key := range []string{"offers", "notOffers"} {
		n, ok := f[key]
		if !ok {
			continue
		}
		var cmds []string
		if err := n.Decode(&cmds); err != nil {
			return fmt.Errorf("%s: a list of commands", key)
		}
		for _, cmd := range cmds {
			got, err := offered(cmd)
			if err != nil {
				if key == "notOffers" {
					continue // not even an answer here
				}
				return fmt.Errorf("%s: %q: %w", key, cmd, err)
			}
			if got != (key == "offers") {
				return fmt.Errorf("%s: %q is %s (%s asks %s: %s)", key, cmd, map[bool]string{true: "offered", false: "not offered"}[got],
					d.Kind, playerName(p), r.options(d))
			}
		}
	}
	return nil
}

// options lists a decision's options as commands, for a failure's message.
func (r *run) options(d *engine.Decision) string {
	var out []string
	for _, o := range d.Options {
		parts := []string{o.Verb}
		for _, id := range o.Cards {
			parts = append(parts, r.g.S.Cards[id].Def.String())
		}
		for _, l := range o.Labels {
			if !strings.HasPrefix(l, "gate-") {
				parts = append(parts, l)
			}
		}
		out = append(out, strings.Join(parts, " "))
	}
	if len(d.Open) > 0 {
		out = append(out, "or any "+strings.Join(d.Open, ", "))
	}
	return strings.Join(out, "; ")
}
