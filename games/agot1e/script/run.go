package script

import (
	"fmt"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"tessen/engine"
	"tessen/games/agot1e"
	"tessen/scenario"
)

// card finds a card by id (or the card data's id), with an owner prefix
// (player2:crossroads) and a copy number (#2, in the order of the setup
// fields) where several share the id; the bare id is the first copy.
func (r *run) card(name string) (int, error) {
	s := r.g.S
	owner := -1
	if who, rest, ok := strings.Cut(name, ":"); ok {
		p, err := r.player(who)
		if err != nil {
			return 0, err
		}
		owner, name = p, rest
	}
	nth := 0
	if base, n, ok := strings.Cut(name, "#"); ok {
		k, err := strconv.Atoi(n)
		if err != nil || k < 1 {
			return 0, fmt.Errorf("%q: a copy number is #1, #2, ...", name)
		}
		name, nth = base, k
	}
	def, err := agot1e.Lookup(name)
	if err != nil {
		return 0, err
	}
	var found, placed []int
	for id := range s.Cards {
		if c := &s.Cards[id]; c.Def.String() == def && (owner < 0 || int(c.Owner) == owner) {
			found = append(found, id)
			if c.Zone != agot1e.ZDeck {
				placed = append(placed, id)
			}
		}
	}
	if nth == 0 && len(found) > 1 && len(placed) == 1 {
		return placed[0], nil // the blank cards padding the decks are not the one meant
	}
	switch {
	case len(found) == 0:
		return 0, fmt.Errorf("no card %q in the game", name)
	case nth > 0 && nth <= len(found):
		return found[nth-1], nil
	case nth > 0:
		return 0, fmt.Errorf("there are only %d copies of %q", len(found), name)
	}
	if owner < 0 {
		for _, id := range found[1:] {
			if s.Cards[id].Owner != s.Cards[found[0]].Owner {
				return 0, fmt.Errorf("more than one player has %q: name its owner (player2:%s)", name, name)
			}
		}
	}
	return found[0], nil
}

// answer reads a command as an answer to the pending decision.
func (r *run) answer(player int, command string) (engine.Answer, error) {
	verb, rest, _ := strings.Cut(strings.TrimSpace(command), " ")
	rest = strings.TrimSpace(rest)
	cards := func(list string) ([]int, error) {
		var out []int
		for _, name := range split(list) {
			id, err := r.card(name)
			if err != nil {
				return nil, err
			}
			out = append(out, id)
		}
		return out, nil
	}
	one := func() (engine.Answer, error) {
		ids, err := cards(rest)
		if err == nil && len(ids) != 1 {
			err = fmt.Errorf("%s names one card", verb)
		}
		return engine.Answer{Verb: verb, Cards: ids}, err
	}
	switch verb {
	case "pass", "done", "concede", "mulligan", "keep":
		if rest != "" {
			return engine.Answer{}, fmt.Errorf("%q takes nothing after it (%q)", verb, rest)
		}
		return engine.Answer{Verb: verb}, nil
	case "play", "use", "trigger":
		return r.action(verb, rest)
	case "duplicate", "shadow", "bring", "save", "reveal":
		return one()
	case "title":
		if !contains(agot1e.Titles, rest) {
			return engine.Answer{}, fmt.Errorf("title %q: one of %s", rest, strings.Join(agot1e.Titles, ", "))
		}
		return engine.Answer{Verb: "title", Labels: []string{rest}}, nil
	case "defend", "setup":
		if rest == "none" {
			return engine.Answer{Verb: verb}, nil
		}
		ids, err := cards(rest)
		return engine.Answer{Verb: verb, Cards: ids}, err
	case "order":
		ids, err := cards(rest)
		return engine.Answer{Verb: "order", Cards: ids}, err
	case "challenge":
		return r.challenge(player, rest)
	case "choose":
		a := engine.Answer{Verb: "choose"}
		for _, tok := range split(rest) {
			if r.offersWord(tok) {
				a.Labels = append(a.Labels, tok)
			} else if id, err := r.card(tok); err == nil {
				a.Cards = append(a.Cards, id)
			} else if _, perr := r.player(tok); perr == nil {
				a.Labels = append(a.Labels, tok)
			} else if strings.ContainsAny(tok, ":#") {
				return a, err
			} else {
				a.Labels = append(a.Labels, tok)
			}
		}
		return a, nil
	}
	return engine.Answer{}, fmt.Errorf("unknown command %q", verb)
}

// offersWord reports a label the pending decision offers.
func (r *run) offersWord(w string) bool {
	if d := r.g.Pending(); d != nil {
		for _, o := range d.Options {
			if contains(o.Labels, w) {
				return true
			}
		}
	}
	return false
}

// challenge reads "TYPE against PLAYER with CARD[, CARD...]".
func (r *run) challenge(p int, rest string) (engine.Answer, error) {
	a := engine.Answer{Verb: "challenge"}
	head, with, ok := strings.Cut(rest, " with ")
	if !ok {
		return a, fmt.Errorf("challenge TYPE against PLAYER with CARD[, CARD...]: %q", rest)
	}
	typ, against, ok := strings.Cut(head, " against ")
	typ = strings.TrimSpace(typ)
	a.Labels = []string{typ}
	if ok {
		q, err := r.player(strings.TrimSpace(against))
		if err != nil {
			return a, err
		}
		a.Labels = append(a.Labels, agot1e.PlayerLabel(q))
	}
	for _, name := range split(with) {
		id, err := r.card(name)
		if err != nil {
			return a, err
		}
		a.Cards = append(a.Cards, id)
	}
	return a, nil
}

// action reads "play CARD", "use CARD", "trigger CARD" and "... #N" (its
// Nth ability): the answer the pending decision offers for the card.
func (r *run) action(verb, rest string) (engine.Answer, error) {
	name, nth := rest, 0
	if i := strings.LastIndex(rest, " #"); i >= 0 {
		k, err := strconv.Atoi(rest[i+2:])
		if err != nil || k < 1 {
			return engine.Answer{}, fmt.Errorf("%s CARD #N: %q", verb, rest)
		}
		name, nth = strings.TrimSpace(rest[:i]), k
	}
	id, err := r.card(name)
	if err != nil {
		return engine.Answer{}, err
	}
	a := engine.Answer{Verb: verb, Cards: []int{id}}
	if nth > 0 {
		a.N = nth - 1
	}
	if d := r.g.Pending(); d != nil {
		for _, o := range d.Options {
			if o.Verb == verb && len(o.Cards) == 1 && o.Cards[0] == id && (nth == 0 || o.N == nth-1) {
				return o, nil
			}
		}
	}
	return a, nil
}

func (r *run) Command(player, command string) error {
	p, err := r.player(player)
	if err != nil {
		return err
	}
	if d := r.g.Pending(); d != nil && !d.Asks(p) && strings.TrimSpace(command) != "concede" {
		return fmt.Errorf("%s is not being asked; the pending decision (%s: %q) is %s's", player, d.Kind, d.Prompt, playerName(d.Players[0]))
	}
	a, err := r.answer(p, command)
	if err != nil {
		return err
	}
	if err := r.g.Answer(p, a); err != nil {
		return err
	}
	if err := r.g.S.CheckInvariants(); err != nil {
		return fmt.Errorf("after %q: %v", command, err)
	}
	return nil
}

// Refused checks that a command is refused and changes nothing.
func (r *run) Refused(player, command string) error {
	p, err := r.player(player)
	if err != nil {
		return err
	}
	a, err := r.answer(p, command)
	if err != nil {
		return nil // not even an answer: refused
	}
	before := r.g.Hash()
	if err := r.g.Answer(p, a); err == nil {
		return fmt.Errorf("%s: %q was accepted", player, command)
	}
	if r.g.Hash() != before {
		return fmt.Errorf("%s: the refused %q changed the game", player, command)
	}
	return nil
}

// Settle has nothing to complete between steps: every decision is asked.
func (r *run) Settle(next *yaml.Node) error { return nil }

// Macro expands challenge and skip.
func (r *run) Macro(name string, arg *yaml.Node) error {
	switch name {
	case "challenge":
		return r.challengeMacro(arg)
	case "skip":
		var what string
		if err := arg.Decode(&what); err != nil {
			return fmt.Errorf("skip: actions, or skip: until STEP")
		}
		if what == "actions" {
			return r.skipActions()
		}
		if step, ok := strings.CutPrefix(what, "until "); ok {
			return r.skipUntil(strings.TrimSpace(step))
		}
		return fmt.Errorf("skip: %q (actions, or until STEP)", what)
	}
	return fmt.Errorf("unknown step %q (a player's command, challenge, skip or expect)", name)
}

// decline is the answer that passes a decision by: pass, done, defend
// none, keep, setup none; nil where nothing declines it (a claim).
func decline(d *engine.Decision) *engine.Answer {
	for _, a := range []engine.Answer{engine.Pass, {Verb: "keep"}} {
		if d.Offers(a) {
			return &a
		}
	}
	for _, verb := range []string{"defend", "setup"} {
		if contains(d.Open, verb) {
			return &engine.Answer{Verb: verb}
		}
	}
	if d.Kind == "challenge" {
		return &engine.Answer{Verb: "done"}
	}
	return nil
}

// passable is a decision the macros pass through: an opportunity to act,
// respond, save or bring a card out, whose pass is its only decline.
func passable(d *engine.Decision) bool {
	switch d.Kind {
	case "action", "response", "save-cancel", "bring", "redirect":
		return true
	}
	return false
}

// challengeYAML is the challenge macro's argument.
type challengeYAML struct {
	Attacker   string              `yaml:"attacker"`
	Type       string              `yaml:"type"`
	Against    string              `yaml:"against"`
	Attackers  []string            `yaml:"attackers"`
	Stealth    map[string]string   `yaml:"stealth"`
	Defenders  []string            `yaml:"defenders"`
	Supporters map[string][]string `yaml:"supporters"`
}

// challengeMacro passes every opportunity until the attacker is asked to
// declare, declares, makes the stealth choices, declares the defenders
// (and supporters) and stops at the player-action window after them.
func (r *run) challengeMacro(arg *yaml.Node) error {
	var y challengeYAML
	if err := scenario.Decode(arg, &y, "challenge"); err != nil {
		return err
	}
	att, err := r.player(y.Attacker)
	if err != nil {
		return fmt.Errorf("challenge: attacker: %w", err)
	}
	if y.Against == "" && r.n > 2 {
		return fmt.Errorf("challenge: against: a melee names the player attacked")
	}
	for n := 0; ; n++ {
		d := r.g.Pending()
		if d == nil || n > 1000 {
			return fmt.Errorf("challenge: the game never asked %s to declare a challenge", y.Attacker)
		}
		if d.Kind == "challenge" && d.Players[0] == att {
			break
		}
		if !passable(d) {
			return fmt.Errorf("challenge: before the declaration the game asks %s: %s (%s)", playerName(d.Players[0]), d.Prompt, d.Kind)
		}
		if err := r.g.Answer(d.Players[0], engine.Pass); err != nil {
			return err
		}
	}
	cmd := y.Type
	if y.Against != "" {
		cmd += " against " + y.Against
	}
	cmd += " with " + strings.Join(y.Attackers, ", ")
	if err := r.Command(y.Attacker, "challenge "+cmd); err != nil {
		return fmt.Errorf("challenge: %w", err)
	}
	declared := false
	for n := 0; ; n++ {
		d := r.g.Pending()
		if d == nil || n > 1000 {
			return nil
		}
		p := d.Players[0]
		switch {
		case d.Kind == "stealth":
			choice := "pass"
			for a, t := range y.Stealth {
				if id, err := r.card(a); err == nil && strings.Contains(d.Prompt, r.g.S.Def(id).Title) && t != "pass" {
					choice = "choose " + t
				}
			}
			if err := r.Command(playerName(p), choice); err != nil {
				return fmt.Errorf("challenge: stealth: %w", err)
			}
		case d.Kind == "defend":
			list := y.Defenders
			if declared {
				list = y.Supporters[playerName(p)]
			}
			declared = true
			cmd := "defend none"
			if len(list) > 0 {
				cmd = "defend " + strings.Join(list, ", ")
			}
			if err := r.Command(playerName(p), cmd); err != nil {
				return fmt.Errorf("challenge: defenders: %w", err)
			}
		case d.Kind == "action" && declared:
			return nil
		case passable(d):
			if err := r.g.Answer(p, engine.Pass); err != nil {
				return err
			}
		default:
			return fmt.Errorf("challenge: the game asks %s: %s (%s)", playerName(p), d.Prompt, d.Kind)
		}
	}
}

// skipActions passes the player-action window now open, every player in
// turn, until it closes.
func (r *run) skipActions() error {
	d := r.g.Pending()
	if d == nil || d.Kind != "action" {
		return fmt.Errorf("skip: actions: no player-action window is open (%s)", kindOf(d))
	}
	depth, serial := r.window()
	for {
		if err := r.g.Answer(d.Players[0], engine.Pass); err != nil {
			return err
		}
		d = r.g.Pending()
		if d == nil || d.Kind != "action" {
			return nil
		}
		if k, s := r.window(); k != depth || s != serial {
			return nil
		}
	}
}

// window is the place and serial of the player-action window on the
// stack, the topmost.
func (r *run) window() (int, uint32) {
	st := r.g.S.Stack
	for i := len(st) - 1; i >= 0; i-- {
		if st[i].Kind == "actions" {
			return i, st[i].Serial()
		}
	}
	return -1, 0
}

func kindOf(d *engine.Decision) string {
	if d == nil {
		return "nothing is asked"
	}
	return d.Kind
}

// skipUntil declines every decision until STEP begins: a phase's name,
// next-round, or resolve (a challenge's resolution).
func (r *run) skipUntil(step string) error {
	want := step
	switch {
	case step == "next-round":
		want = "round"
	case step == "resolve", contains(agot1e.Phases, step):
	default:
		return fmt.Errorf("skip: until %q: a phase (%s), next-round or resolve", step, strings.Join(agot1e.Phases, ", "))
	}
	s := r.g.S
	for n := 0; n < 100000; n++ {
		d := r.g.Pending()
		if d == nil {
			return nil // the game ended
		}
		before := s.Steps
		a := decline(d)
		if a == nil {
			return fmt.Errorf("skip: until %s: %s must decide: %s (%s)", step, playerName(d.Players[0]), d.Prompt, d.Kind)
		}
		if err := r.g.Answer(d.AnswererFor(d.Players[0]), *a); err != nil {
			return fmt.Errorf("skip: until %s: %w", step, err)
		}
		for _, b := range s.Begun {
			if b == want && s.Steps > before {
				return nil
			}
		}
	}
	return fmt.Errorf("skip: until %s: never reached", step)
}
