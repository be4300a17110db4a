package l5rccg

import (
	"fmt"
	"slices"
	"strconv"

	"tessen/engine"
)

// DuelSpec is a duel an ability starts: its first target challenges its
// second; what losing and winning do is the card's.
type DuelSpec struct {
	// NoRefusal: the challenge cannot be refused (LE-DUEL-1: it normally
	// may be, without penalty).
	NoRefusal bool
	// Stat is the duel's stat, "chi" unless it says "force" or "honor"
	// (a duel of Personal Honor).
	Stat string
	// Self: the card challenges the first target (else the first target
	// challenges the second); AgainstSelf: the first target challenges
	// the card.
	Self, AgainstSelf bool
	// Skip is how many targets come before the challenger (a performing
	// Monk who has another challenge).
	Skip int
	// ChallengerOf names the challenger when it is no target: a card the
	// effect created (Geisha Assassin's), who challenges the first target.
	// NoFocus: the challenger's player may not focus in the duel, only
	// strike.
	ChallengerOf func(x *Ctx) int
	NoFocus      bool
	// OpenTo names the player whose Personalities the challenge is issued
	// to: he accepts it with any of them, or refuses it (Contested
	// Holding); the first target challenges.
	OpenTo func(x *Ctx) int
	// Refused is what refusing costs the challenged Personality.
	Refused func(x *Ctx, challenged int)
	// ChallengerMay: the challenger's controller decides whether he
	// challenges ("may challenge Funaki"), and declining is the refusal
	// (Refused is given the challenger); the challenge, once made, stands.
	ChallengerMay bool
	// StatOf is a Personality's stat in this duel when it is not the
	// duel's own ("the target uses his Personal Honor").
	StatOf func(x *Ctx, id int) string
	// Lose happens to each loser (both, on a tie); Win to the winner.
	Lose func(x *Ctx, loser int)
	Win  func(x *Ctx, winner, loser int)
}

// Duel is the duel under way, or the last one (plain data).
type Duel struct {
	Active     bool `json:"active,omitempty"`
	Challenger int  `json:"challenger"`
	Challenged int  `json:"challenged"`
	// StartChi is each one's Chi before the first opportunity to focus or
	// strike (challenger, challenged).
	StartChi [2]int `json:"startChi"`
	// Resolved: it ended with a result; Winner -1 on a tie (both lose).
	Resolved bool `json:"resolved,omitempty"`
	Winner   int  `json:"winner"`
	// Refused: the challenge was refused, or not made where it was the
	// challenger's side's to make (Deciding: DuelSpec.ChallengerMay, until
	// it is made).
	Refused  bool `json:"refused,omitempty"`
	Deciding bool `json:"deciding,omitempty"`
	// Stat is what the Personalities duel with ("" for Chi); Stats, what
	// each does when the duel sets it apart (challenger, challenged).
	Stat  string    `json:"stat,omitempty"`
	Stats [2]string `json:"stats,omitempty"`
	// NoFocus: the challenger's player may not focus (DuelSpec.NoFocus).
	NoFocus bool `json:"noFocus,omitempty"`
	// OpenTo, plus one: the player whose Personalities the challenge is
	// issued to, Challenged -1 until one accepts it (DuelSpec.OpenTo).
	OpenTo int `json:"openTo,omitempty"`
	// Revealed: the strike turned the focused cards face up (NE-DUEL-2).
	Revealed bool `json:"revealed,omitempty"`
}

// kDuel is a duel's frame (LE-DUEL-1 … LE-DUEL-6).
const kDuel = "duel"

// The duel frame's stages.
const (
	duChallenge     = iota // the challenged Personality's controller accepts or refuses
	duPools                // three cards from each Fate deck into the focus pools
	duAddChallenged        // the challenged's controller may add a card from hand
	duAddChallenger        // then the challenger's
	duFocus                // focus or strike, in turn (f.Turn: the Personality to act)
	duReveal               // a strike: the focused cards are revealed, their Focus Effects resolve
	duCompare              // then the totals are compared
	duOver
)

// challenge begins a duel between two Personalities in play controlled
// by different players (LE-DUEL-1).
func (s *State) challenge(challenger, challenged int, spec *DuelSpec) {
	s.Duel = Duel{Challenger: challenger, Challenged: challenged, Winner: -1, Stat: spec.Stat, Deciding: spec.ChallengerMay, NoFocus: spec.NoFocus}
	if spec.StatOf != nil {
		x := &Ctx{S: s, P: int(s.Cards[challenger].Controller), Self: challenger}
		s.Duel.Stats = [2]string{spec.StatOf(x, challenger), spec.StatOf(x, challenged)}
	}
	if !s.inPlay(challenger) || !s.inPlay(challenged) || s.Cards[challenger].Controller == s.Cards[challenged].Controller {
		return
	}
	if s.silenced(challenger) {
		s.Say(s.Title(challenger), " will not issue challenges")
		return
	}
	stage := duChallenge
	if t := s.text(challenger); !spec.ChallengerMay && (spec.NoRefusal || t != nil && t.Unrefusable && s.Cards[challenger].Zone == ZBattle) {
		stage = duPools
	}
	s.Push(engine.Frame{Kind: kDuel, Stage: stage})
	if !spec.ChallengerMay {
		s.challengeMade()
	}
}

// challengeOpen issues a challenge to player p's Personalities, which he
// accepts with one of them or refuses (DuelSpec.OpenTo).
func (s *State) challengeOpen(challenger, p int, spec *DuelSpec) {
	s.Duel = Duel{Challenger: challenger, Challenged: -1, Winner: -1, Stat: spec.Stat, NoFocus: spec.NoFocus, OpenTo: p + 1}
	if !s.inPlay(challenger) || int(s.Cards[challenger].Controller) == p || s.silenced(challenger) {
		return
	}
	s.Say(s.Title(challenger), " issues a challenge to ", s.Names[p], "'s Personalities")
	s.Push(engine.Frame{Kind: kDuel, Stage: duChallenge})
}

// silenced reports a Personality an attachment keeps from issuing
// challenges (Text.NoChallenges).
func (s *State) silenced(id int) bool {
	for _, a := range s.Attachments(id) {
		if t := s.text(a); t != nil && t.NoChallenges {
			return true
		}
	}
	return false
}

// challengeMade is the challenge issued: told, and what Honor and Glory
// makes of it (until the game ends: a challenge at a battlefield gains 2
// Honor, elsewhere it loses 3).
func (s *State) challengeMade() {
	d := &s.Duel
	s.Say(s.Title(d.Challenger), " challenges ", s.Title(d.Challenged))
	s.fire(engine.Event{Kind: OnChallenged, Player: int(s.Cards[d.Challenged].Controller), Cards: []int{d.Challenged, d.Challenger}})
	if s.globalMark("honor-and-glory") {
		if p := int(s.Cards[d.Challenger].Controller); s.Cards[s.unitOf(d.Challenger)].Zone == ZBattle {
			s.gainHonorFor(p, 2, "for a challenge made at a battle")
		} else {
			s.gainHonorFor(p, -3, "for a challenge made away from the battles")
		}
	}
}

// duelResult applies what losing and winning do, once the duel resolved.
func (s *State) duelResult(x *Ctx, spec *DuelSpec) {
	d := s.Duel
	switch who := d.Challenged; {
	case d.Refused && d.Deciding:
		who = d.Challenger
		fallthrough
	case d.Refused:
		if spec.Refused != nil && (who < 0 || s.inPlay(who)) { // -1: a challenge to all a player's Personalities
			spec.Refused(x, who)
		}
	}
	if !d.Resolved {
		return
	}
	for _, id := range []int{d.Challenger, d.Challenged} {
		if id != d.Winner && spec.Lose != nil && s.inPlay(id) {
			spec.Lose(x, id)
		}
	}
	if d.Winner >= 0 && spec.Win != nil {
		loser := d.Challenger
		if d.Winner == d.Challenger {
			loser = d.Challenged
		}
		spec.Win(x, d.Winner, loser)
	}
}

// duelFrame runs a duel (LE-DUEL-1 … LE-DUEL-6, LE-DUELIST-1).
func duelFrame(s *State, f *engine.Frame) engine.Status {
	d := &s.Duel
	one, two := d.Challenger, d.Challenged
	if f.Stage > duChallenge && f.Stage < duOver && (!s.inPlay(one) || !s.inPlay(two)) {
		s.Say("the duel ends without resolution")
		s.endDuel()
		return engine.Done // LE-DUEL-6
	}
	ctl := func(id int) int { return int(s.Cards[id].Controller) }
	switch f.Stage {
	case duChallenge:
		if d.OpenTo > 0 && two < 0 { // whoever of his accepts it
			p := d.OpenTo - 1
			opts := []engine.Answer{{Verb: "refuse"}}
			for _, id := range s.P[p].Play {
				if s.isPersonality(id) {
					opts = append(opts, engine.Answer{Verb: "choose", Cards: engine.One(id)})
				}
			}
			s.Ask(engine.Decision{Players: engine.One(p), Kind: "challenge", Prompt: s.Title(one) + " challenges your Personalities: accept with one of them, or refuse", Options: opts})
			return engine.Again
		}
		if d.Deciding { // the challenger's to make: accept makes it
			s.Ask(engine.Decision{Players: engine.One(ctl(one)), Kind: "challenge", Prompt: s.Title(one) + " may challenge " + s.Title(two) + ": make the challenge, or not?",
				Options: []engine.Answer{{Verb: "accept"}, {Verb: "refuse"}}})
			return engine.Again
		}
		s.Ask(engine.Decision{Players: engine.One(ctl(two)), Kind: "challenge", Prompt: s.Title(one) + " challenges " + s.Title(two) + ": accept or refuse",
			Options: []engine.Answer{{Verb: "accept"}, {Verb: "refuse"}}})
		return engine.Again
	case duPools:
		d.Active = true
		for _, p := range []int{ctl(two), ctl(one)} {
			for range s.focusPool() {
				s.takeToFocus(p)
			}
		}
		f.Stage = duAddChallenged
		fired := s.fire(engine.Event{Kind: OnDuelEntered, Player: ctl(one), Cards: engine.One(one)})
		if s.fire(engine.Event{Kind: OnDuelEntered, Player: ctl(two), Cards: engine.One(two)}) || fired {
			return engine.Again // the Reactions to entering it first
		}
		fallthrough
	case duAddChallenged, duAddChallenger:
		p := ctl(two)
		if f.Stage == duAddChallenger {
			p = ctl(one)
		}
		opts := []engine.Answer{engine.Pass}
		for _, id := range s.P[p].Hand {
			if f.Stage == duAddChallenger && d.NoFocus || s.newEra() {
				break // what he may not focus, he need not add; New Era has no pool (NE-DUEL-1)
			}
			opts = append(opts, engine.Answer{Verb: "choose", Cards: engine.One(id)})
		}
		if len(opts) > 1 {
			s.Ask(engine.Decision{Players: engine.One(p), Kind: "focus-pool", Prompt: "add a card from your hand to your focus pool?", Options: opts})
			return engine.Again
		}
		if f.Stage == duAddChallenged {
			f.Stage = duAddChallenger
			return engine.Again
		}
		s.startFocus(f)
		fallthrough
	case duFocus:
		who := f.Turn
		p := ctl(who)
		if s.newEra() { // NE-DUEL-1
			s.Ask(engine.Decision{Players: engine.One(p), Kind: "duel", Prompt: s.Title(who) + ": focus a card, or strike", Options: s.neFocusOffers(who)})
			return engine.Again
		}
		opts := make([]engine.Answer, 0, len(s.P[p].Focus)+1)
		for _, id := range s.P[p].Focus {
			opts = append(opts, engine.Answer{Verb: "focus", Cards: engine.One(id)})
		}
		for _, id := range s.focusableDiscards(p) {
			opts = append(opts, engine.Answer{Verb: "focus", Cards: engine.One(id)})
		}
		if who == one && d.NoFocus {
			opts = opts[:0]
		}
		if f.N == 0 || len(opts) == 0 { // a Duelist's first opportunity is to focus, not strike
			opts = append(opts, engine.Answer{Verb: "strike"})
		} else {
			opts = append(opts, engine.Pass) // he may leave it to the challenged
		}
		s.Ask(engine.Decision{Players: engine.One(p), Kind: "duel", Prompt: s.Title(who) + ": focus a card, or strike", Options: opts})
		return engine.Again
	case duReveal: // the Focus Effects' choices, if any, come before the totals
		if s.newEra() { // NE-DUEL-2: face up, in the active player's order
			if !d.Revealed {
				s.neReveal(f)
			}
			if !s.neFocusEffects(f) {
				f.Stage = duCompare
			}
			return engine.Again
		}
		f.Stage = duCompare
		for p := range s.P {
			for _, id := range s.P[p].Focused {
				if t := s.text(id); t != nil && t.FocusEffect != nil {
					t.FocusEffect(&Ctx{S: s, P: p, Self: id})
				}
			}
		}
		return engine.Again
	case duCompare:
		f.Stage = duOver
		s.resolveDuel()
		return engine.Again // the Reactions to its result first
	}
	return engine.Done
}

// focusableDiscards are the cards of p's Fate discard pile p may focus:
// each that says so, or all of them with a Holding that allows it.
func (s *State) focusableDiscards(p int) []int {
	all := false
	for _, id := range s.P[p].Play {
		if t := s.text(id); t != nil && t.DiscardFocus && !s.Cards[id].Bowed && !s.marked(id, efSilenced, "") {
			all = true
		}
	}
	var out []int
	for _, id := range s.P[p].FateDiscard {
		if t := s.text(id); all || t != nil && t.FocusFromDiscard {
			out = append(out, id)
		}
	}
	return out
}

// startFocus gives the first opportunity to focus or strike: the
// challenged Personality's, or a challenging Duelist's whose stat is not
// above the other's (LE-DUELIST-1), who may not strike with it (f.N = 1).
func (s *State) startFocus(f *engine.Frame) {
	d := &s.Duel
	d.StartChi = [2]int{s.Chi(d.Challenger), s.Chi(d.Challenged)}
	f.Stage, f.Turn, f.N = duFocus, d.Challenged, 0
	if p := int(s.Cards[d.Challenger].Controller); !s.newEra() && s.hasKeyword(d.Challenger, "Duelist") && s.duelStat(d.Challenger) <= s.duelStat(d.Challenged) && len(s.P[p].Focus)+len(s.focusableDiscards(p)) > 0 {
		f.Turn, f.N = d.Challenger, 1
	}
}

func answerDuel(s *State, f *engine.Frame, p int, a engine.Answer) error {
	d := &s.Duel
	switch f.Stage {
	case duChallenge:
		if d.OpenTo > 0 && d.Challenged < 0 && a.Verb == "choose" {
			d.Challenged = a.Cards[0]
			s.Say(s.Names[p], " accepts the challenge with ", s.Title(d.Challenged))
			s.challengeMade()
			f.Stage = duPools
			return nil
		}
		if d.Deciding { // the challenger's side decided
			if a.Verb == "refuse" {
				s.Say(s.Names[p], " does not challenge")
				d.Refused, f.Stage = true, duOver
				return nil
			}
			d.Deciding, f.Stage = false, duPools
			s.challengeMade()
			return nil
		}
		if a.Verb == "refuse" {
			s.Say(s.Names[p], " refuses the challenge")
			s.Duel.Refused = true
			f.Stage = duOver
			s.fire(engine.Event{Kind: OnChallengeRefuse, Player: int(s.Cards[d.Challenger].Controller), Cards: engine.One(d.Challenger)})
			return nil
		}
		s.Say(s.Names[p], " accepts the challenge")
		f.Stage = duPools
	case duAddChallenged, duAddChallenger:
		if a.Verb == "choose" {
			id := a.Cards[0]
			s.take(id)
			s.Cards[id].Zone = ZFocus
			s.P[p].Focus = append(s.P[p].Focus, id)
		}
		if f.Stage == duAddChallenged {
			f.Stage = duAddChallenger
		} else {
			s.startFocus(f)
		}
	case duFocus:
		if a.Verb == "pass" { // the Duelist declines the first opportunity
			f.Turn, f.N = d.Challenged, 0
			return nil
		}
		if a.Verb == "strike" {
			s.Say(s.Title(f.Turn), " strikes")
			f.Stage = duReveal
			return nil
		}
		id := s.neFocused(p, a)
		if s.Cards[id].Zone == ZFateDiscard { // focused from the discard pile: gone after the duel
			s.addEffect(efMark, p, []int{id}, 0, "removed-after-duel", UntilGame)
		}
		s.take(id)
		s.Cards[id].Zone = ZFocused
		s.P[p].Focused = append(s.P[p].Focused, id)
		s.Say(s.Title(f.Turn), " focuses")
		if f.Turn == d.Challenger {
			f.Turn = d.Challenged
		} else {
			f.Turn = d.Challenger
		}
		f.N = 0
	case duReveal: // NE-DUEL-2: the Focus Effect that comes next
		s.neFocusEffect(f, a.Cards[0])
	default:
		return fmt.Errorf("no duel decision is open")
	}
	return nil
}

// takeToFocus moves the top Fate card into p's focus pool.
func (s *State) takeToFocus(p int) { s.fromFateDeck(p, ZFocus, &s.P[p].Focus) }

// resolveDuel reveals the focused cards: Focus Values plus Chi; the
// higher wins, a tie loses for both (LE-DUEL-4); then the cards are
// put away (LE-DUEL-5).
func (s *State) resolveDuel() {
	d := &s.Duel
	total := func(id int) int {
		n := s.duelStat(id)
		for _, c := range s.P[s.Cards[id].Controller].Focused {
			if def := s.def(c); def != nil {
				n += def.Focus + s.lasting(c, efFocus)
			}
			if t := s.text(c); t != nil && t.FocusedFor != nil {
				n += t.FocusedFor(&Ctx{S: s, P: int(s.Cards[c].Owner), Self: c}, id)
			}
		}
		return n
	}
	a, b := total(d.Challenger), total(d.Challenged)
	d.Resolved, d.Winner = true, -1
	switch {
	case a > b:
		d.Winner = d.Challenger
	case b > a:
		d.Winner = d.Challenged
	default:
		d.Winner = s.tieWinner(d.Challenger, d.Challenged)
	}
	s.Say("duel: ", strconv.Itoa(a), " against ", strconv.Itoa(b))
	s.endDuel()
	if w := d.Winner; w >= 0 {
		if t := s.text(w); t != nil && t.WonDuel != nil && s.inPlay(w) {
			t.WonDuel(&Ctx{S: s, P: int(s.Cards[w].Controller), Self: w})
		}
		loser, inBattle := d.Challenger, 0
		if w == d.Challenger {
			loser = d.Challenged
		}
		if s.inBattle() {
			inBattle = 1
		}
		s.fire(engine.Event{Kind: OnDuelWon, Player: int(s.Cards[w].Controller), Cards: []int{w, loser}, N: inBattle})
	}
}

// endDuel discards the focused cards and puts each focus pool under its
// deck, in the order taken.
func (s *State) endDuel() {
	for p := range s.P {
		pl := &s.P[p]
		kept := s.withAttachment(func(b int) bool { return int(s.Cards[b].Controller) == p }, func(t *Text) bool { return t.FocusKept })
		for _, id := range slices.Clone(pl.Focused) {
			if kept { // Tomodachi: to the bottom of the deck instead
				s.take(id)
				s.Cards[id].Zone = ZFateDeck
				pl.FateDeck = append(pl.FateDeck, id)
				continue
			}
			if s.marked(id, efMark, "removed-after-duel") { // by its own Focus Effect
				(&Ctx{S: s, P: p}).RemoveFromGame(id)
				continue
			}
			s.toDiscard(id, false)
		}
		for _, id := range pl.Focus {
			s.Cards[id].Zone = ZFateDeck
			s.Cards[id].Inst++
			pl.FateDeck = append(pl.FateDeck, id)
		}
		pl.Focus, pl.Focused = nil, nil
	}
	s.Duel.Active = false
	s.expire(UntilDuel)
}

// duelStat is a Personality's stat in the duel under way.
func (s *State) duelStat(id int) int {
	stat := s.Duel.Stat
	switch {
	case id == s.Duel.Challenger && s.Duel.Stats[0] != "":
		stat = s.Duel.Stats[0]
	case id == s.Duel.Challenged && s.Duel.Stats[1] != "":
		stat = s.Duel.Stats[1]
	}
	if t := s.text(id); stat == "" && t != nil && t.DuelStat != nil {
		stat = t.DuelStat(&Ctx{S: s, P: int(s.Cards[id].Controller), Self: id})
	}
	switch stat {
	case "force":
		return s.Force(id)
	case "honor":
		return s.personalHonor(id)
	case StatChiBonuses:
		return s.chiBonusesOnly(id)
	}
	return s.Chi(id)
}

// StatChiBonuses is a duelling Personality's Chi with its penalties
// ignored (Drunken Mantis), for DuelSpec.StatOf.
const StatChiBonuses = "chi-bonuses"

// winsTies reports a card that wins a tied duel (Text.WinsTies).
func (s *State) winsTies(id int) bool {
	t := s.text(id)
	return t != nil && t.WinsTies
}

// duels are the duels effects start outside an action's own (an Event's),
// registered by name so that the frame holds plain data.
var duels = map[string]*DuelSpec{}

// RegisterDuel names a duel effects may start (from package init).
func RegisterDuel(name string, d *DuelSpec) {
	if _, dup := duels[name]; dup {
		panic("l5rccg: duel registered twice: " + name)
	}
	duels[name] = d
}

// kDuelThen is a duel an effect starts when the frame comes to the top,
// then what its result does (Labels[0]: the registered duel; Card: the
// card whose effect; Index: its player; Cards[0]: the challenger; N: the
// player whose Personalities he challenges, DuelSpec.OpenTo's way).
const kDuelThen = "duel-then"

// ChallengeOpenLater has a Personality challenge player p's Personalities
// by a registered duel once what is pending above it is done: several
// pushed one after another are fought in turn, the last pushed first.
func (x *Ctx) ChallengeOpenLater(name string, challenger, p int) {
	if duels[name] == nil {
		panic("l5rccg: no duel named " + name)
	}
	x.S.Push(engine.Frame{Kind: kDuelThen, Card: x.Self, Index: x.P, Cards: []int{challenger}, N: p, Labels: []string{name}})
}

func duelThenFrame(s *State, f *engine.Frame) engine.Status {
	spec := duels[f.Labels[0]]
	if f.Stage == 0 {
		f.Stage = 1
		s.challengeOpen(f.Cards[0], f.N, spec)
		return engine.Again
	}
	s.duelResult(&Ctx{S: s, P: f.Index, Self: f.Card}, spec)
	return engine.Done
}

// The words of a duel's choices (duelFrame).
func init() {
	AnswerWords("challenge", Words{Card: "accept the challenge with %s"})
	AnswerWords("focus-pool", Words{Card: "add %s to your focus pool", Pass: "add nothing"})
	AnswerWords("duel", Words{Pass: "focus no card now"})
}
