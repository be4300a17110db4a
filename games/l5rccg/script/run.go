package script

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"tessen/engine"
	"tessen/games/l5rccg"
	"tessen/scenario"
)

// card finds a card by id, with an owner prefix (player2:hida-kyuwa) and
// a copy number (#2, in id order: the order of the setup fields, then of
// creation) where several share the id; the bare id is the first copy.
func (r *run) card(name string) (int, error) {
	s := r.g.S
	owner := -1
	if who, rest, ok := strings.Cut(name, ":"); ok && who != "created" {
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
	if maker, ok := strings.CutPrefix(name, "created:"); ok {
		return r.created(owner, maker, nth)
	}
	var found, placed []int
	for id := range s.Cards {
		if c := &s.Cards[id]; c.Def.String() == name && (owner < 0 || int(c.Owner) == owner) {
			found = append(found, id)
			if c.Zone != l5rccg.ZFateDeck && c.Zone != l5rccg.ZDynastyDeck {
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
	return found[0], nil // the first copy, as listed in setup
}

// created finds the nth card (the first when 0) created by an effect of
// a card with the id maker (FORMAT.md 1.1: created:ratling-raider#2),
// in the order they were created; owner, when not -1, is whose it is.
func (r *run) created(owner int, maker string, nth int) (int, error) {
	s := r.g.S
	var found []int
	for id := range s.Cards {
		c := &s.Cards[id]
		if c.Created && c.Maker > 0 && s.Cards[c.Maker-1].Def.String() == maker && (owner < 0 || int(c.Owner) == owner) {
			found = append(found, id)
		}
	}
	switch {
	case len(found) == 0:
		return 0, fmt.Errorf("no card %q in the game: %s has created none", "created:"+maker, maker)
	case nth == 0:
		return found[0], nil
	case nth <= len(found):
		return found[nth-1], nil
	}
	return 0, fmt.Errorf("%s has created only %d cards", maker, len(found))
}

// named reports a card answering to a name written without an owner or
// copy number: its id, or created:CARD after the card that created it.
func (r *run) named(id int, name string) bool {
	c := &r.g.S.Cards[id]
	if maker, ok := strings.CutPrefix(name, "created:"); ok {
		return c.Created && c.Maker > 0 && r.g.S.Cards[c.Maker-1].Def.String() == maker
	}
	return c.Def.String() == name
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
	switch verb {
	case "pass", "done", "concede", "accept", "refuse", "strike", "proclaim":
		if rest != "" {
			return engine.Answer{}, fmt.Errorf("%q takes nothing after it (%q)", verb, rest)
		}
		return engine.Answer{Verb: verb}, nil
	case "use":
		if sh, nth, ok := strings.Cut(rest, " #"); sh == "stronghold" { // the player's Stronghold
			a := engine.Answer{Verb: "use", Cards: []int{r.g.S.P[player].Stronghold}}
			if ok {
				n, err := strconv.Atoi(nth)
				if err != nil || n < 1 {
					return a, fmt.Errorf("use stronghold #N: %q", rest)
				}
				a.N = n
			} else if d := r.g.Pending(); d != nil {
				for _, o := range d.Options {
					if o.Verb == "use" && len(o.Cards) == 1 && o.Cards[0] == a.Cards[0] {
						return o, nil
					}
				}
			}
			return a, nil
		}
		if _, err := r.card(rest); err != nil && !strings.ContainsAny(rest, ":# ") {
			return engine.Answer{Verb: "use", Labels: []string{rest}}, nil // an action on no card: lobby, seppuku, tactical, thunder
		}
		return r.action("use", rest)
	case "play":
		return r.action("play", rest)
	case "combine": // an action whose Ranged Attack others join, or one that joins
		return r.action("combine", rest)
	case "recruit":
		ids, err := cards(rest)
		if err == nil && len(ids) != 1 {
			err = fmt.Errorf("recruit one card")
		}
		return engine.Answer{Verb: "recruit", Cards: ids}, err
	case "pay":
		var ids []int
		for _, name := range split(rest) {
			if name == "stronghold" {
				ids = append(ids, r.g.S.P[player].Stronghold)
				continue
			}
			id, err := r.card(name)
			if err != nil {
				return engine.Answer{}, err
			}
			ids = append(ids, id)
		}
		return engine.Answer{Verb: "pay", Cards: ids}, nil
	case "discard":
		if rest == "none" {
			return engine.Answer{Verb: "discard"}, nil
		}
		ids, err := cards(rest)
		return engine.Answer{Verb: "discard", Cards: ids}, err
	case "attack":
		if rest == "" {
			return engine.Answer{Verb: "attack"}, nil
		}
		q, err := r.player(rest)
		if err != nil {
			return engine.Answer{}, err
		}
		if q == player {
			return engine.Answer{}, fmt.Errorf("%s does not attack himself", rest)
		}
		if len(r.g.S.P) == 2 { // the one other player: the game's answer names nobody
			return engine.Answer{Verb: "attack"}, nil
		}
		return engine.Answer{Verb: "attack", Labels: []string{rest}}, nil
	case "invite": // allies, named in any order; the game's options name them in seat order
		a := engine.Answer{Verb: "invite"}
		if rest == "none" {
			return a, nil
		}
		var seats []int
		for _, k := range split(rest) {
			q, err := r.player(k)
			if err != nil {
				return a, err
			}
			seats = append(seats, q)
		}
		slices.Sort(seats)
		for _, q := range seats {
			a.Labels = append(a.Labels, l5rccg.PlayerKey(q))
		}
		return a, nil
	case "order": // one card: the effect that comes next (a step gives several: run.order)
		ids, err := cards(rest)
		if err == nil && len(ids) != 1 {
			err = fmt.Errorf("order: one card here (a step may name several)")
		}
		if d := r.g.Pending(); err == nil && (d == nil || d.Kind != "order") {
			err = fmt.Errorf("order: no order of effects is asked now")
		}
		return engine.Answer{Verb: "choose", Cards: ids}, err
	case "focus":
		if rest == "top" { // New Era: the Fate deck's top card, unseen
			return engine.Answer{Verb: "focus", Labels: []string{rest}}, nil
		}
		ids, err := cards(rest)
		if err == nil && len(ids) != 1 {
			err = fmt.Errorf("focus one card")
		}
		return engine.Answer{Verb: "focus", Cards: ids}, err
	case "battle", "naval": // naval N: the battle as a naval invasion
		n, err := strconv.Atoi(rest)
		if err != nil {
			return engine.Answer{}, fmt.Errorf("%s N: %q is not a Province number", verb, rest)
		}
		return engine.Answer{Verb: verb, N: n}, nil
	case "assign":
		a := engine.Answer{Verb: "assign"}
		if rest == "none" {
			return a, nil
		}
		for _, part := range split(rest) {
			name, n, ok := strings.Cut(part, " to ")
			if !ok {
				return a, fmt.Errorf("assign CARD to N: %q", part)
			}
			id, err := r.card(strings.TrimSpace(name))
			if err != nil {
				return a, err
			}
			a.Cards = append(a.Cards, id)
			a.Labels = append(a.Labels, strings.TrimSpace(n))
		}
		return a, nil
	case "choose":
		var a engine.Answer
		a.Verb = "choose"
		for _, tok := range split(rest) {
			if r.offersWord(tok) { // a word the decision offers, even one that names a card too
				a.Labels = append(a.Labels, tok)
			} else if id, err := r.card(tok); err == nil {
				a.Cards = append(a.Cards, id)
			} else if strings.ContainsAny(tok, ":# ") {
				return a, err
			} else {
				a.Labels = append(a.Labels, tok)
			}
		}
		return a, nil
	}
	return engine.Answer{}, fmt.Errorf("unknown command %q", verb)
}

// declining reads pass and done as each other where the pending decision
// is an optional choice of cards that offers only the other (FORMAT.md
// 1.1): pass declines anything optional, also a choice of cards that may
// be left ("up to", done: none taken), and done with nothing chosen
// declines as pass does (a card or pass); pass also discards none where
// discarding is optional.
func (r *run) declining(a engine.Answer) engine.Answer {
	d := r.g.Pending()
	if d == nil || len(a.Cards)+len(a.Labels) > 0 || a.N != 0 || d.Offers(a) {
		return a
	}
	switch a.Verb {
	case "pass":
		for _, alt := range []engine.Answer{{Verb: "done"}, {Verb: "discard"}} {
			if d.Offers(alt) {
				return alt
			}
		}
	case "done":
		choosesCards := false
		for _, o := range d.Options {
			choosesCards = choosesCards || o.Verb == "choose" && len(o.Cards) > 0
		}
		if choosesCards && d.Offers(engine.Pass) {
			return engine.Pass
		}
	}
	return a
}

// action reads "play CARD", "use CARD" and "... CARD #N" (its Nth
// action): without a number, the one the pending decision offers for the
// card (an attachment played, or the card's only action).
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
	a := engine.Answer{Verb: verb, Cards: []int{id}, N: nth}
	if d := r.g.Pending(); d != nil && nth == 0 {
		for _, o := range d.Options {
			if o.Verb == verb && len(o.Cards) == 1 && o.Cards[0] == id {
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
	if rest, ok := strings.CutPrefix(strings.TrimSpace(command), "order "); ok {
		return r.order(p, rest)
	}
	if d := r.g.Pending(); d != nil && !d.Asks(p) && strings.TrimSpace(command) != "concede" {
		return fmt.Errorf("%s is not being asked; the pending decision (%s: %q) is %s's", player, d.Kind, d.Prompt, playerName(d.Players[0]))
	}
	a, err := r.answer(p, command)
	if err != nil {
		return err
	}
	if err := r.g.Answer(p, r.declining(a)); err != nil {
		return err
	}
	if err := r.g.S.CheckInvariants(); err != nil { // every scenario also checks the state stays whole
		return fmt.Errorf("after %q: %v", command, err)
	}
	return nil
}

// order answers "order CARD[, CARD...]" (FORMAT.md): at an order
// decision (decision kind order), the card whose effect comes next, then
// each further card at the next order decision, which must come at once
// (an effect that asks something first takes its answer before the rest
// of the order: give it then, "order CARD" or "choose CARD").
func (r *run) order(p int, list string) error {
	names := split(list)
	if len(names) == 0 {
		return fmt.Errorf("order CARD[, CARD...]: name the cards")
	}
	for i, name := range names {
		d := r.g.Pending()
		if d == nil || d.Kind != "order" || !d.Asks(p) {
			if i == 0 {
				return fmt.Errorf("order: no order of effects is asked of %s now", l5rccg.PlayerKey(p))
			}
			return fmt.Errorf("order: after %s the game asks something else first (%s); give %s when the order is asked again",
				strings.Join(names[:i], ", "), kindOf(d), strings.Join(names[i:], ", "))
		}
		id, err := r.card(name)
		if err != nil {
			return err
		}
		if err := r.g.Answer(p, engine.Answer{Verb: "choose", Cards: []int{id}}); err != nil {
			return err
		}
		if err := r.g.S.CheckInvariants(); err != nil {
			return fmt.Errorf("after order %s: %v", name, err)
		}
	}
	return nil
}

func kindOf(d *engine.Decision) string {
	if d == nil {
		return "nothing"
	}
	return d.Kind
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
	if err := r.g.Answer(p, r.declining(a)); err == nil {
		return fmt.Errorf("%s: %q was accepted", player, command)
	}
	if r.g.Hash() != before {
		return fmt.Errorf("%s: the refused %q changed the game", player, command)
	}
	return nil
}

// Settle answers what the scenario leaves to the runner before the next
// step: a Gold cost the next step does not pay is paid with the player's
// unbowed producers, in the order they entered play and the Stronghold
// last, as few as it needs taken in that order.
func (r *run) Settle(next *yaml.Node) error {
	d := r.g.Pending()
	if d == nil || d.Kind != "pay" {
		return nil
	}
	p := d.Players[0]
	if next != nil && next.Kind == yaml.MappingNode && len(next.Content) == 2 {
		if k, v := next.Content[0].Value, next.Content[1].Value; k == l5rccg.PlayerKey(p) && strings.HasPrefix(strings.TrimPrefix(v, "!"), "pay") {
			return nil
		}
	}
	return r.g.Answer(p, engine.Answer{Verb: "pay", Cards: r.g.S.PayInOrder(d.Among)})
}

// Macro expands attack and skip.
func (r *run) Macro(name string, arg *yaml.Node) error {
	switch name {
	case "attack":
		return r.attack(arg)
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
	return fmt.Errorf("unknown step %q (a player's command, attack, skip or expect)", name)
}

// attackYAML is the attack macro's argument.
type attackYAML struct {
	Attacker      string         `yaml:"attacker"`
	Defender      string         `yaml:"defender"`
	Infantry      map[string]int `yaml:"infantry"`
	Defend        map[string]int `yaml:"defend"`
	Cavalry       map[string]int `yaml:"cavalry"`
	DefendCavalry map[string]int `yaml:"defendCavalry"`
	// Allies and DefendingAllies are the players the Attacker and the
	// Defender invite (none when left out).
	Allies          []string `yaml:"allies"`
	DefendingAllies []string `yaml:"defendingAllies"`
}

// attack declines every decision until the attacker is asked to attack,
// declares the attack, answers the invitations and every opportunity to
// assign: each player assigns the units of the segment's list he
// controls (an ally's units are listed with his leader's army).
func (r *run) attack(arg *yaml.Node) error {
	var y attackYAML
	if err := scenario.Decode(arg, &y, "attack"); err != nil {
		return err
	}
	att, err := r.player(y.Attacker)
	if err != nil {
		return fmt.Errorf("attack: attacker: %w", err)
	}
	declare := "attack"
	if y.Defender != "" {
		if _, err := r.player(y.Defender); err != nil {
			return fmt.Errorf("attack: defender: %w", err)
		}
		if r.n > 2 {
			declare += " " + y.Defender
		}
	}
	for n := 0; ; n++ {
		d := r.g.Pending()
		if d == nil || n > 1000 {
			return fmt.Errorf("attack: the game never asked %s to attack", y.Attacker)
		}
		if d.Kind == "attack" && d.Players[0] == att {
			break
		}
		if err := r.g.Answer(d.Players[0], decline(d)); err != nil {
			return fmt.Errorf("attack: declining %s: %w", d.Kind, err)
		}
	}
	if err := r.Command(y.Attacker, declare); err != nil {
		return fmt.Errorf("attack: %w", err)
	}
	for {
		d := r.g.Pending()
		if d == nil || d.Kind != "assign" && d.Kind != "invite" {
			return nil // the maneuvers with nobody to assign are not asked
		}
		p := d.Players[0]
		cmd := "invite none"
		if d.Kind == "invite" {
			list := y.DefendingAllies
			if p == att {
				list = y.Allies
			}
			if len(list) > 0 {
				cmd = "invite " + strings.Join(list, ", ")
			}
		} else if cmd, err = r.assignment(p, y); err != nil {
			return err
		}
		if err := r.Command(l5rccg.PlayerKey(p), cmd); err != nil {
			return fmt.Errorf("attack: %s: %w", cmd, err)
		}
	}
}

// assignment is the command that assigns p's units of the attack
// macro's list for the opportunity asked.
func (r *run) assignment(p int, y attackYAML) (string, error) {
	attacking, cavalry, _ := r.g.S.Maneuvering()
	m := map[[2]bool]map[string]int{{true, false}: y.Infantry, {false, false}: y.Defend, {true, true}: y.Cavalry, {false, true}: y.DefendCavalry}[[2]bool{attacking, cavalry}]
	var parts []string
	for name, prov := range m {
		id, err := r.card(name)
		if err != nil {
			return "", fmt.Errorf("attack: %w", err)
		}
		if int(r.g.S.Cards[id].Controller) == p {
			parts = append(parts, name+" to "+strconv.Itoa(prov))
		}
	}
	slices.Sort(parts)
	if len(parts) == 0 {
		return "assign none", nil
	}
	return "assign " + strings.Join(parts, ", "), nil
}

// skipActions passes every opportunity of the round of actions open now.
func (r *run) skipActions() error {
	for n := 0; n < 1000; n++ {
		d := r.g.Pending()
		if d == nil || (d.Kind != "action" && d.Kind != "battle-action") {
			return nil
		}
		if err := r.g.Answer(d.Players[0], engine.Pass); err != nil {
			return err
		}
	}
	return fmt.Errorf("skip: actions never ended")
}

// stepNames maps the names skip: until takes to the game's steps; a
// step's number (New Era's 4.3.A, a Lotus 4.2) is taken as it is.
var stepNames = map[string]string{"straighten": "1", "events": "2", "action": "3", "attack": "4", "dynasty": "5", "end": "6",
	"infantry": "4.2", "cavalry": "4.3", "battle-actions": "4.4", "resolution": "4.5", "next-turn": "turn"}

// stepNumber is a framework step's number: a phase, a step, a segment.
var stepNumber = regexp.MustCompile(`^[1-6](\.[1-9](\.[A-C])?)?$`)

// skipUntil declines every decision until the step has begun, stopping at
// the first decision from then on (or the end of the game).
func (r *run) skipUntil(name string) error {
	step, ok := stepNames[name]
	if !ok && stepNumber.MatchString(name) {
		step, ok = name, true
	}
	if !ok {
		return fmt.Errorf("skip: until %q: not a phase or segment tessen knows", name)
	}
	for n := 0; n < 10000; n++ {
		// Before the first answer, the steps the last command began in
		// the turn before are not the one meant, nor is a turn it began
		// (next-turn is the next to begin after the skip is given,
		// FORMAT.md 1.1); after it, a step begun and left in the same
		// answer (an End Phase nobody was asked anything in) was reached.
		begun := r.g.S.Begun
		if n == 0 {
			begun = sinceTurn(begun, step)
		}
		if slices.Contains(begun, step) || r.g.Over() {
			return nil
		}
		d := r.g.Pending()
		if d == nil {
			return nil
		}
		if err := r.g.Answer(d.Players[0], decline(d)); err != nil {
			return fmt.Errorf("skip: declining %s: %w", d.Kind, err)
		}
	}
	return fmt.Errorf("skip: until %s was never reached", name)
}

// sinceTurn is the part of the steps begun that belongs to the turn
// being played: a phase of the turn before, begun in the same answer,
// is not the one meant; for the next turn, none of them is.
func sinceTurn(begun []string, step string) []string {
	if step == "turn" {
		return nil
	}
	for i := len(begun) - 1; i >= 0; i-- {
		if begun[i] == "turn" {
			return begun[i+1:]
		}
	}
	return begun
}

// decline is the answer that does nothing: pass, refuse, assign none,
// discard none, the lowest battle left.
func decline(d *engine.Decision) engine.Answer {
	for _, verb := range []string{"pass", "refuse", "no", "assign", "discard"} {
		for _, o := range d.Options {
			if o.Verb == verb && len(o.Cards) == 0 && len(o.Labels) == 0 {
				return o
			}
		}
	}
	if len(d.Options) > 0 && d.Options[0].Verb == "battle" {
		return d.Options[0]
	}
	if d.Kind == "discard" && d.Min > 0 {
		return engine.Answer{Verb: "discard", Cards: d.Among[len(d.Among)-d.Min:]}
	}
	if len(d.Options) > 0 {
		return d.Options[0]
	}
	return engine.Pass
}

// offersWord reports the pending decision offering a word to choose.
func (r *run) offersWord(w string) bool {
	if d := r.g.Pending(); d != nil {
		for _, o := range d.Options {
			if slices.Contains(o.Labels, w) {
				return true
			}
		}
	}
	return false
}
