package script

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"tessen/engine"
	"tessen/games/l5rlcg"
)

// run is one scenario's game with the card names of its setup.
type run struct {
	g     *l5rlcg.Game
	names map[string]int // "player1:doji-whisperer#2" -> card id
	// picked holds the cards chosen so far in a selection of several
	// made one "choose" at a time and closed by "done".
	picked []int
	picker int
}

func newRun(g *l5rlcg.Game) *run {
	r := &run{g: g, names: map[string]int{}}
	counts := map[string]int{}
	for _, c := range g.S.Cards {
		base := fmt.Sprintf("player%d:%s", c.Owner+1, c.Def)
		counts[base]++
		r.names[fmt.Sprintf("%s#%d", base, counts[base])] = int(c.ID)
	}
	return r
}

// player reads a player key of this game, player1 .. playerN.
func (r *run) player(name string) (int, error) { return playerIndex(name, len(r.g.S.P)) }

// card resolves a card name: [playerN:]id[#n].
func (r *run) card(name string) (int, error) {
	name = strings.TrimSpace(name)
	owner, rest, prefixed := strings.Cut(name, ":")
	if !prefixed {
		owner, rest = "", name
	}
	id, n, numbered := strings.Cut(rest, "#")
	if !numbered {
		n = "1"
	}
	var found []int
	for q := range r.g.S.P {
		o := playerName(q)
		if owner != "" && owner != o {
			continue
		}
		if c, ok := r.names[fmt.Sprintf("%s:%s#%s", o, id, n)]; ok {
			found = append(found, c)
		}
	}
	switch len(found) {
	case 0:
		return 0, fmt.Errorf("no card %q in this scenario", name)
	case 1:
		return found[0], nil
	}
	return 0, fmt.Errorf("several players have %q: prefix it with its owner (player1:%s)", name, name)
}

func (r *run) cards(list string) ([]int, error) {
	var out []int
	for _, n := range strings.Split(list, ",") {
		if strings.TrimSpace(n) == "" {
			continue
		}
		id, err := r.card(n)
		if err != nil {
			return nil, err
		}
		out = append(out, id)
	}
	return out, nil
}

// answer turns a command into an engine answer for the pending decision.
func (r *run) answer(cmd string) (engine.Answer, error) {
	verb, rest, _ := strings.Cut(strings.TrimSpace(cmd), " ")
	rest = strings.TrimSpace(rest)
	d := r.g.Pending()
	switch verb {
	case "pass", "done", "concede":
		return engine.Answer{Verb: verb}, nil
	case "yes", "no":
		return engine.Answer{Verb: "choose", Labels: []string{verb}}, nil
	case "bid", "fate":
		n, err := strconv.Atoi(rest)
		if err != nil {
			return engine.Answer{}, fmt.Errorf("%s takes a number", verb)
		}
		return engine.Answer{Verb: verb, N: n}, nil
	case "play", "trigger", "duplicate":
		name, as, _ := strings.Cut(rest, " as ")
		id, err := r.card(name)
		if err != nil {
			return engine.Answer{}, err
		}
		if as == "attachment" || as == "an attachment" { // a character played as an attachment
			return engine.Answer{Verb: verb, Cards: []int{id}, Labels: []string{"attachment"}}, nil
		}
		return r.match(engine.Answer{Verb: verb, Cards: []int{id}}, d), nil
	case "use":
		name, nth, _ := strings.Cut(rest, " ")
		id, err := r.card(name)
		if err != nil {
			return engine.Answer{}, err
		}
		n := 1
		if nth != "" {
			if n, err = strconv.Atoi(strings.TrimPrefix(strings.TrimSpace(nth), "#")); err != nil {
				return engine.Answer{}, fmt.Errorf("use CARD #N: %q is not a number", nth)
			}
		}
		return engine.Answer{Verb: "use", Cards: []int{id}, N: n}, nil
	case "choose":
		var a engine.Answer
		a.Verb = "choose"
		for _, tok := range strings.Split(rest, ",") {
			tok = strings.TrimSpace(tok)
			if offersLabel(tok, d) { // a label offered, even where a card has that id (Gossip names cards)
				a.Labels = append(a.Labels, tok)
			} else if id, err := r.card(tok); err == nil {
				a.Cards = append(a.Cards, id)
			} else if strings.Contains(tok, ":") || strings.Contains(tok, "#") || !isLabel(tok, d) {
				return engine.Answer{}, err
			} else {
				a.Labels = append(a.Labels, tok)
			}
		}
		return a, nil
	case "order":
		ids, err := r.cards(rest)
		return engine.Answer{Verb: "order", Cards: ids}, err
	case "defend":
		if rest == "none" {
			return engine.Answer{Verb: "defend"}, nil
		}
		ids, err := r.cards(rest)
		return engine.Answer{Verb: "defend", Cards: ids}, err
	case "declare":
		return r.declare(rest)
	}
	return engine.Answer{}, fmt.Errorf("unknown command %q", verb)
}

// offersLabel reports a word the pending decision offers as a label.
func offersLabel(tok string, d *engine.Decision) bool {
	if d == nil {
		return false
	}
	for _, o := range d.Options {
		if len(o.Cards) == 0 && slices.Contains(o.Labels, tok) {
			return true
		}
	}
	return false
}

// isLabel reports an option word: one the decision offers, or one of the
// format's labels.
func isLabel(tok string, d *engine.Decision) bool {
	if d != nil {
		for _, o := range d.Options {
			for _, l := range o.Labels {
				if l == tok {
					return true
				}
			}
		}
	}
	return !strings.ContainsAny(tok, " ")
}

// match fills in what a command leaves implicit (which ability of a card)
// from the decision's options.
func (r *run) match(a engine.Answer, d *engine.Decision) engine.Answer {
	if d == nil {
		return a
	}
	var use []engine.Answer
	for _, o := range d.Options {
		if o.Verb == a.Verb && len(o.Cards) == 1 && len(a.Cards) == 1 && o.Cards[0] == a.Cards[0] && len(o.Labels) == 0 {
			return o
		}
		if o.Verb == "use" && len(o.Cards) == 1 && len(a.Cards) == 1 && o.Cards[0] == a.Cards[0] {
			use = append(use, o)
		}
	}
	// "play CARD" for a card that is played by its own action from where
	// it lies (Guidance of the Ancestors from the discard pile) is that
	// action, when the card has no other.
	if a.Verb == "play" && len(use) == 1 && r.playsItself(a.Cards[0]) {
		return use[0]
	}
	return a
}

// playsItself reports a card out of its player's hand and provinces,
// whose one action plays it (RR "Play": "play this ... from").
func (r *run) playsItself(id int) bool {
	c := r.g.S.Card(id)
	return c.Zone != l5rlcg.ZHand && c.Zone != l5rlcg.ZProvince && r.g.S.PlaysItself(id)
}

// declare parses "TYPE RING PROVINCE with CARD[, CARD...] [covert CARD[, ...]]".
func (r *run) declare(rest string) (engine.Answer, error) {
	head, tail, ok := strings.Cut(rest, " with ")
	f := strings.Fields(head)
	if !ok || len(f) != 3 {
		return engine.Answer{}, fmt.Errorf("declare TYPE RING PROVINCE with CARD[, CARD...] [covert CARD...]")
	}
	prov, err := r.province(f[2])
	if err != nil {
		return engine.Answer{}, err
	}
	att, cov, _ := strings.Cut(tail, " covert ")
	a := engine.Answer{Verb: "declare", Labels: append([]string{f[0], f[1]}, prov...)}
	if a.Cards, err = r.cards(att); err != nil {
		return a, err
	}
	if strings.TrimSpace(cov) != "" {
		ev, err := r.cards(cov)
		if err != nil {
			return a, err
		}
		a.Cards = append(append(a.Cards, l5rlcg.CovertSep), ev...)
	}
	return a, nil
}

// province turns a position, "stronghold", a province card's id, or
// with more than two players playerK.province-N, into the labels the
// engine takes: the position, then with more than two players the
// defender's seat (l5rlcg.SeatLabel).
func (r *run) province(p string) ([]string, error) {
	s := r.g.S
	if player, place, ok := strings.Cut(p, ".province-"); ok {
		q, err := r.player(player)
		if err != nil {
			return nil, err
		}
		if len(s.P) == 2 {
			return []string{place}, nil
		}
		return []string{place, l5rlcg.SeatLabel(q)}, nil
	}
	if len(s.P) > 2 {
		return nil, fmt.Errorf("province %q: with more than two players write playerK.province-N", p)
	}
	if p == "stronghold" {
		return []string{p}, nil
	}
	if n, err := strconv.Atoi(p); err == nil {
		return []string{strconv.Itoa(n)}, nil
	}
	id, err := r.card(p)
	if err != nil {
		return nil, err
	}
	c := s.Card(id)
	if c.Zone != l5rlcg.ZProvinceCard {
		return nil, fmt.Errorf("%s is not a province", p)
	}
	return []string{l5rlcg.ProvinceLabel(int(c.Prov))}, nil
}

func (r *run) Command(player, cmd string) error {
	p, err := r.player(player)
	if err != nil {
		return err
	}
	a, err := r.answer(cmd)
	if err != nil {
		return err
	}
	if a.Verb == "concede" {
		return r.g.Concede(p)
	}
	d := r.g.Pending()
	if d == nil {
		return fmt.Errorf("no decision is pending (the game is over)")
	}
	if !d.Asks(p) {
		return fmt.Errorf("%s is not being asked; the pending decision (%s) is %s's", player, d.Kind, r.who(d))
	}
	// A selection of several cards may be made one choice at a time:
	// choices gather until the selection is full, "done" closes it, or
	// another step comes (Settle).
	if slices.Contains(d.Open, "choose") && d.Max > 1 {
		if a.Verb == "choose" && len(a.Labels) == 0 {
			// Each choice is checked as it is made (FORMAT.md).
			if err := r.selectable(d, p, a.Cards); err != nil {
				return err
			}
		}
		switch {
		case a.Verb == "choose" && len(a.Labels) == 0 && len(r.picked)+len(a.Cards) < d.Max:
			r.picked = append(r.picked, a.Cards...)
			r.picker = p
			return nil
		case a.Verb == "choose":
			a.Cards = append(append([]int(nil), r.picked...), a.Cards...)
		case a.Verb == "done":
			a = engine.Answer{Verb: "choose", Cards: r.picked}
		}
	}
	if a.Verb == "done" && len(a.Cards) == 0 {
		a = engine.Pass // an empty selection
	}
	err = r.g.Answer(p, a)
	if err == nil {
		r.picked = nil
	}
	return err
}

// selectable checks cards p would add to the selection under way: each
// among the decision's cards, not chosen already, within its most; and
// once the selection could be sent, one the game accepts (tried on a
// copy), so that a card that spoils it is refused when chosen.
func (r *run) selectable(d *engine.Decision, p int, cards []int) error {
	all := append(slices.Clone(r.picked), cards...)
	for i, c := range all {
		name := r.g.S.Describe(c)
		switch {
		case len(d.Among) > 0 && !slices.Contains(d.Among, c):
			return fmt.Errorf("%s cannot be chosen here", name)
		case slices.Contains(all[:i], c):
			return fmt.Errorf("%s is chosen already", name)
		}
	}
	if d.Max > 0 && len(all) > d.Max {
		return fmt.Errorf("at most %d may be chosen", d.Max)
	}
	if len(all) >= d.Min {
		if err := r.g.Clone().Answer(p, engine.Answer{Verb: "choose", Cards: all}); err != nil {
			return err
		}
	}
	return nil
}

// flush sends a selection gathered one card at a time.
func (r *run) flush() error {
	if len(r.picked) == 0 {
		return nil
	}
	a := engine.Answer{Verb: "choose", Cards: r.picked}
	r.picked = nil
	return r.g.Answer(r.picker, a)
}

func (r *run) who(d *engine.Decision) string {
	var s []string
	for _, p := range d.Players {
		s = append(s, playerName(p))
	}
	return strings.Join(s, " and ")
}

func (r *run) Refused(player, cmd string) error {
	before := r.g.Hash()
	err := r.Command(player, cmd)
	if err == nil {
		return fmt.Errorf("the command was accepted; it must be refused")
	}
	if r.g.Hash() != before {
		return fmt.Errorf("the refused command changed the game state")
	}
	return nil
}

// Settle sends a selection gathered one card at a time unless the next
// step goes on with it (the chooser's next choice or done, or an
// expectation), and answers the default of 0 additional fate
// unless the next step is the fate command that answers it (an expect
// step looks at the game as it stands).
func (r *run) Settle(next *yaml.Node) error {
	var key, cmd string
	if next != nil {
		key = next.Content[0].Value
		cmd = strings.TrimSpace(next.Content[1].Value)
	}
	// The selection goes on through the chooser's choices (refused ones
	// too) and expectations, which look at it as it stands.
	choice := strings.TrimPrefix(cmd, "!")
	goesOn := key == "expect" || (key == playerName(r.picker) && (strings.HasPrefix(choice, "choose") || choice == "done"))
	if len(r.picked) > 0 && !goesOn {
		if err := r.flush(); err != nil {
			return fmt.Errorf("the selection so far: %w", err)
		}
	}
	d := r.g.Pending()
	if d == nil || d.Kind != "fate" || key == "expect" {
		return nil
	}
	if next != nil && next.Content[1].Kind == yaml.ScalarNode && strings.HasPrefix(cmd, "fate") {
		return nil
	}
	return r.g.Answer(d.Players[0], engine.Answer{Verb: "fate"})
}

// GameLog is the game's log, for a failure's report.
func (r *run) GameLog() []string { return r.g.S.Log }
