package l5rlcg

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"tessen/engine"
)

// conflictTypes are the two types of conflict.
var conflictTypes = [...]string{"military", "political"}

// Participants lists the characters participating on a player's side.
func (s *State) Participants(p int) []int {
	var out []int
	if !s.Conf.Active || p < 0 {
		return nil
	}
	for _, id := range s.P[p].Play {
		if s.Cards[id].InConflict {
			out = append(out, id)
		}
	}
	return out
}

// SideSkill is a side's current skill total in the conflict: each ready
// participant's skill of the conflict's type (unless a card says it does
// not count, ActCountSkill), plus the Imperial Favor's
// +1 when its holder has a participant in a conflict of its type (RR
// "Skill", "Imperial Favor"), of either type in skirmish, whose Favor has
// no sides (Learn to Play, "Contest Imperial Favor").
func (s *State) SideSkill(p int) int {
	total := 0
	parts := s.Participants(p)
	way := countSkill
	if len(parts) > 0 {
		way = s.countingWay() // Sanpuku Seidō, Massing at Twilight
	}
	for _, id := range parts {
		if !s.Cards[id].Bowed && s.countsSkill(id) {
			total += s.countedSkill(id, way)
		}
	}
	total += s.homeContribution(p, way)
	if s.Favor == p && (s.FavorType == s.Conf.Type || s.Skirmish()) && len(parts) > 0 {
		total++
	}
	return total
}

// canParticipate reports whether a character may join the current
// conflict on a side: no dash in the conflict's type (RR "Dash"), and no
// "cannot participate" of its own.
func (s *State) canParticipate(id int, defending bool) bool {
	if s.Dash(id, s.Conf.Type) {
		return false
	}
	kind := "attack"
	if defending {
		kind = "defend"
	}
	return !s.cannot(Act{kind, id, s.Controller(id), -1}) && !s.cannot(Act{"participate", id, -1, -1})
}

// couldParticipate reports whether a character, in play or about to be
// put into play, could take part in the conflict on a side: as
// canParticipate, with a card not yet in play judged by its own
// prohibitions as they will be once it is.
func (s *State) couldParticipate(id int, defending bool) bool {
	if !s.canParticipate(id, defending) {
		return false
	}
	t := textOf(s, id)
	if s.inPlay(id) || t == nil || t.Cannot == nil {
		return true
	}
	kind := "attack"
	if defending {
		kind = "defend"
	}
	return !t.Cannot(s, id, Act{kind, id, s.Controller(id), -1}) && !t.Cannot(s, id, Act{"participate", id, -1, -1})
}

// eligibleProvinces lists the provinces p may attack: unbroken ones, and
// the stronghold province once three others are broken.
func (s *State) eligibleProvinces(out []int, defender int) []int {
	broken := 0
	for i := range s.Provinces() {
		if s.Cards[s.P[defender].Prov[i]].Broken {
			broken++
		} else {
			out = append(out, i)
		}
	}
	if !s.Skirmish() && broken >= 3 && !s.Cards[s.P[defender].Prov[StrongholdProv]].Broken {
		out = append(out, StrongholdProv)
	}
	return out
}

// ProvinceLabel names a province position as the declare command does.
func ProvinceLabel(i int) string {
	if i == StrongholdProv {
		return "stronghold"
	}
	return strconv.Itoa(i + 1)
}

func (s *State) provinceIndex(label string) (int, error) {
	if label == "stronghold" && !s.Skirmish() {
		return StrongholdProv, nil
	}
	n, err := strconv.Atoi(label)
	if err != nil || n < 1 || n > s.Provinces() {
		if s.Skirmish() {
			return 0, fmt.Errorf("province %q: give 1-%d", label, s.Provinces())
		}
		return 0, fmt.Errorf("province %q: give 1-4 or stronghold", label)
	}
	return n - 1, nil
}

// SeatLabel names a seat as a declaration's defender label does: "1" for
// the first seat.
func SeatLabel(p int) string { return strconv.Itoa(p + 1) }

// PlayerKey names a seat as choices and scenarios do: player1 .. playerN.
func PlayerKey(p int) string { return "player" + SeatLabel(p) }

// SeatOfKey reads a PlayerKey back, for a game of n players.
func SeatOfKey(key string, n int) (int, bool) {
	k, err := strconv.Atoi(strings.TrimPrefix(key, "player"))
	if err != nil || !strings.HasPrefix(key, "player") || k < 1 || k > n {
		return 0, false
	}
	return k - 1, true
}

// defenderOf is the player a declaration of p's is against: with two
// players the opponent; with more, the seat its last label names
// (SeatLabel), which must be given.
func (s *State) defenderOf(p int, label []string) (int, error) {
	if len(label) == 0 {
		if len(s.P) > 2 {
			return 0, fmt.Errorf("with %d players a declaration names the defending player", len(s.P))
		}
		return s.Opponent(p), nil
	}
	q, err := strconv.Atoi(label[0])
	q--
	if err != nil || q < 0 || q >= len(s.P) {
		return 0, fmt.Errorf("no player %q to attack", label[0])
	}
	if q == p {
		return 0, fmt.Errorf("%s cannot declare a conflict against themselves", s.Names[p])
	}
	if !s.Playing(q) {
		return 0, fmt.Errorf("%s is out of the game", s.Names[q])
	}
	return q, nil
}

// Acts checked against "cannot" at framework steps: the ring effects of
// a conflict at a province (Pilgrimage), and the bow of 3.2.8 (Sashimono).
const (
	ActDefendSeveral          = "defend-several" // declaring two or more defenders
	ActRingEffects            = "ring-effects"
	ActResolutionBow          = "resolution-bow"
	ActResolutionBowDefending = "resolution-bow-defending"
)

// CovertSep separates attackers from the characters evaded by covert in
// a declare answer's Cards.
const CovertSep = -1

// declareFrame is 3.2: a player's conflict opportunity.
func declareFrame(s *State, f *engine.Frame) engine.Status {
	if f.Stage > 0 {
		return engine.Done
	}
	if f.N == 0 {
		s.Begin("3.2")
		f.N = 1
		if q := s.elementChooser(f.Player); q >= 0 {
			if opts := s.elementOptions(f.Player); len(opts) > 0 {
				s.Ask(engine.Decision{Players: engine.One(q), Kind: "element",
					Prompt: "choose the element of " + s.Names[f.Player] + "'s conflict", Options: s.chooseLabels(opts...)})
				return engine.Again
			}
		}
	}
	s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "declare",
		Prompt: "declare a conflict (type, ring, province, attackers) or pass", Options: passOnly, Open: declareVerb})
	return engine.Again
}

func answerDeclare(s *State, f *engine.Frame, p int, a engine.Answer) error {
	if p != f.Player { // the element an opponent chooses (elementchoice.go)
		if len(a.Labels) == 1 {
			s.chooseElement(f.Player, a.Labels[0])
		}
		return nil
	}
	pl := &s.P[p]
	if a.Verb == "pass" {
		f.Stage = 1
		pl.ElementFor = 0
		pl.Opps--
		s.Say(s.Names[p], " passes a conflict opportunity")
		s.emit(engine.Event{Kind: EvPassConflict, Player: p})
		return nil
	}
	if len(a.Labels) != 3 && len(a.Labels) != 4 {
		return fmt.Errorf("declare needs a type, a ring and a province (and, with more than two players, the defending player)")
	}
	typ, ringName := a.Labels[0], a.Labels[1]
	if typ != "military" && typ != "political" {
		return fmt.Errorf("conflict type %q: military or political", typ)
	}
	def, err := s.defenderOf(p, a.Labels[3:])
	if err != nil {
		return err
	}
	if !s.Skirmish() && pl.Declared(typ) {
		return fmt.Errorf("%s has already declared a %s conflict this phase", s.Names[p], typ)
	}
	if s.typeBarred(p, typ) {
		return fmt.Errorf("%s cannot declare %s conflicts now", s.Names[p], typ)
	}
	ring := slices.Index(RingNames[:], ringName)
	if ring < 0 {
		return fmt.Errorf("no %q ring", ringName)
	}
	if s.Rings[ring].Claimed >= 0 {
		return fmt.Errorf("the %s ring is not in the unclaimed pool", ringName)
	}
	if s.ringBarred(p, ring) {
		if e := pl.ElementFor; e > 0 {
			return fmt.Errorf("the conflict's element is %s, chosen by %s", RingNames[e-1], s.Names[s.Opponent(p)])
		}
		return fmt.Errorf("%s cannot declare %s conflicts this phase", s.Names[p], ringName)
	}
	prov, err := s.provinceIndex(a.Labels[2])
	if err != nil {
		return err
	}
	var provs [StrongholdProv + 1]int
	if !slices.Contains(s.eligibleProvinces(provs[:0], def), prov) {
		return fmt.Errorf("province %s cannot be attacked (broken, or the stronghold province before three others are broken)", a.Labels[2])
	}
	if s.declarationBarred(p, def, prov, typ) {
		why := ""
		if by := s.barrer(Act{ActDeclare + ":" + typ, s.P[def].Prov[prov], p, -1}); by != "" {
			why = " (" + by + " forbids it)"
		}
		return fmt.Errorf("a %s conflict cannot be declared against %s%s", typ, s.provinceWords(def, prov, p), why)
	}
	attackers, evaded := a.Cards, []int(nil)
	if i := slices.Index(a.Cards, CovertSep); i >= 0 {
		attackers, evaded = a.Cards[:i], a.Cards[i+1:]
	}
	if len(attackers) == 0 {
		return fmt.Errorf("a conflict needs at least one attacker")
	}
	// The checks read the would-be conflict's type.
	actual := s.conflictTypeAs(p, typ) // militaryconflicts.go
	saved := s.Conf
	s.Conf = Conflict{Active: true, Type: actual, Ring: ring, Attacker: p, Defender: def}
	err = s.checkDeclare(p, def, attackers, evaded)
	s.Conf = saved
	if err != nil {
		return err
	}
	// All checks passed: declare, all at once.
	f.Stage = 1
	pl.ElementFor = 0
	pl.Opps--
	s.P[def].AgainstBy[p]++
	if s.Declared == nil {
		s.Declared = map[string]int{}
	}
	s.Declared[typ]++
	pl.useExtraConflict(typ)
	if typ == "military" {
		pl.MilDone = true
	} else {
		pl.PolDone = true
	}
	s.Conf = Conflict{Active: true, Number: saved.Number + 1, Attacker: p, Defender: def, Type: actual, Ring: ring, Prov: prov, Evaded: append([]int(nil), evaded...), Winner: -1, RingTo: -1}
	ringFate, taken := s.Rings[ring].Fate, s.Rings[ring].Fate
	if taken > 0 && s.CannotTakeRingFate(p) {
		taken = 0 // the fate stays on the ring
	}
	pl.Fate += taken
	s.Rings[ring].Fate -= taken
	for _, id := range attackers {
		s.Cards[id].InConflict = true
	}
	provCard := s.P[def].Prov[prov]
	revealed := s.Cards[provCard].Facedown
	s.turnFace(provCard, false)
	if !s.Quiet {
		line := s.Names[p] + " declares a " + actual + " " + ringName + " conflict against " + s.provinceWords(def, prov, -1) + " with " + s.titles(attackers)
		if len(evaded) > 0 {
			line += ", evading " + s.titles(evaded) // covert
		}
		if taken > 0 {
			line += "; " + s.Names[p] + " takes " + strconv.Itoa(taken) + " fate from the ring"
		}
		s.Say(line)
	}
	s.Push(engine.Frame{Kind: kConflict, Player: p})
	s.emit(engine.Event{Kind: EvDeclared, Player: p, Cards: attackers, N: ring, M: ringFate, Label: actual})
	if revealed { // the province turns faceup as the conflict is declared
		s.emit(engine.Event{Kind: EvReveal, Player: def, Cards: engine.One(provCard)})
	}
	return nil
}

// checkDeclare checks the attackers and the characters evaded by covert.
func (s *State) checkDeclare(p, def int, attackers, evaded []int) error {
	if dup(attackers) || dup(evaded) {
		return fmt.Errorf("a character is named twice")
	}
	covert := 0
	for _, id := range attackers {
		if err := s.checkParticipant(id, p, false); err != nil {
			return err
		}
		if err := s.checkDeclareAttacker(id, p); err != nil {
			return err
		}
		if s.HasKeyword(id, "covert") {
			covert++
		}
	}
	if len(evaded) > covert {
		return fmt.Errorf("%d characters named for covert, but only %d attackers have covert", len(evaded), covert)
	}
	if err := s.missingMustJoin(p, attackers, false); err != nil { // mustjoin.go
		return err
	}
	for _, id := range evaded {
		if id < 0 || id >= len(s.Cards) || s.Cards[id].Zone != ZPlay || s.Controller(id) != def || s.HasKeyword(id, "covert") {
			return fmt.Errorf("%s cannot be evaded by covert (it must be a character without covert that the defender controls)", s.Describe(id))
		}
	}
	return nil
}

func dup(xs []int) bool {
	for i, x := range xs {
		if slices.Contains(xs[i+1:], x) {
			return true
		}
	}
	return false
}

// A participantBar is why a character may not be declared on a side.
type participantBar uint8

const (
	mayParticipate participantBar = iota
	barNoCard
	barNotControlled
	barParticipating
	barBowed
	barDash
	barEvaded
	barCannot
)

// participantBar tells whether a character may be declared on a side,
// and if not why: listing declarations asks it of every character, and
// only an answer refused needs the words.
func (s *State) participantBar(id, p int, defending bool) participantBar {
	if id < 0 || id >= len(s.Cards) {
		return barNoCard
	}
	switch c := &s.Cards[id]; {
	case c.Zone != ZPlay || int(c.Controller) != p:
		return barNotControlled
	case c.InConflict:
		return barParticipating
	case c.Bowed:
		return barBowed
	case s.Dash(id, s.Conf.Type):
		return barDash
	case defending && slices.Contains(s.Conf.Evaded, id):
		return barEvaded
	case !s.canParticipate(id, defending):
		return barCannot
	}
	return mayParticipate
}

// checkParticipant checks that a character may be declared on a side.
func (s *State) checkParticipant(id, p int, defending bool) error {
	role := "an attacker"
	if defending {
		role = "a defender"
	}
	switch s.participantBar(id, p, defending) {
	case barNoCard:
		return fmt.Errorf("no such card")
	case barNotControlled:
		return fmt.Errorf("%s is not a character %s controls in play", s.Describe(id), s.Names[p])
	case barParticipating:
		return fmt.Errorf("%s is already participating", s.Describe(id))
	case barBowed:
		return fmt.Errorf("%s is bowed and cannot be declared as %s", s.Describe(id), role)
	case barDash:
		return fmt.Errorf("%s has a dash %s skill and cannot take part in a %s conflict", s.Describe(id), s.Conf.Type, s.Conf.Type)
	case barEvaded:
		return fmt.Errorf("%s was evaded by covert and cannot be declared as a defender", s.Describe(id))
	case barCannot:
		return fmt.Errorf("%s cannot be declared as %s in this conflict", s.Describe(id), role)
	}
	return nil
}

// Options and verbs decisions share (read, never written; capped, so
// that an append copies).
var (
	passOnly    = []engine.Answer{engine.Pass}[:1:1]
	chooseVerb  = []string{"choose"}[:1:1]
	declareVerb = []string{"declare"}[:1:1]
	defendNone  = []engine.Answer{{Verb: "defend"}}[:1:1]
	defendVerb  = []string{"defend"}[:1:1]
)

// conflictFrame resolves a declared conflict, 3.2.1 to 3.2.8.
func conflictFrame(s *State, f *engine.Frame) engine.Status {
	cf := &s.Conf
	if cf.Aborted && f.Stage < 8 {
		// Learn to Play, Appendix I: the ring returns unclaimed, and the
		// remaining player's participants go home bowed.
		cf.Winner = -1
		s.Say("the conflict ends with no winner; the ", RingNames[cf.Ring], " ring returns to the unclaimed pool")
		for p := range s.P {
			for _, id := range s.Participants(p) {
				s.Cards[id].Bowed = true
			}
		}
		f.Stage = 8
		return engine.Again
	}
	switch f.Stage {
	case 0:
		f.Stage = 1
		s.Begin("3.2.1")
		opts := defendNone
		if len(s.mustJoin(cf.Defender, true)) > 0 { // mustjoin.go
			opts = nil
		}
		s.Ask(engine.Decision{Players: engine.One(cf.Defender), Kind: "defend", Prompt: "declare defenders",
			Options: opts, Open: defendVerb})
	case 1:
		f.Stage = 2
		s.Begin("3.2.2")
		s.Push(engine.Frame{Kind: kWindow, Player: cf.Defender})
		return engine.Again | engine.Unchanged
	case 2:
		if f.Turn == 0 {
			s.Begin("3.2.3")
		}
		att, def := s.resolutionSkill(cf.Attacker), s.resolutionSkill(cf.Defender)
		if s.askWouldLose(f, att, def) { // wouldlose.go
			return engine.Again | engine.Unchanged // the interrupts first, then count again
		}
		f.Stage = 3
		if s.noConflictResult() {
			att, def = 0, 0
		}
		cf.AttSkill, cf.DefSkill, cf.Decided = att, def, true
		switch {
		case att >= def && att >= 1 && len(s.Participants(cf.Attacker)) > 0:
			cf.Winner = cf.Attacker
		case def > att && def >= 1 && len(s.Participants(cf.Defender)) > 0:
			cf.Winner = cf.Defender
		default:
			cf.Winner = -1
		}
		// Unopposed is decided with the winner (RR "Unopposed"): a
		// defender who leaves play afterwards changes nothing.
		cf.Unopposed = cf.Winner == cf.Attacker && len(s.Participants(cf.Defender)) == 0
		if !s.Quiet {
			score := func(a, b int) string {
				return " (" + strconv.Itoa(a) + " " + cf.Type + " skill to " + strconv.Itoa(b) + ")"
			}
			switch cf.Winner {
			case -1:
				s.Say("nobody wins the conflict", score(att, def))
			case cf.Attacker:
				s.Say(s.Names[cf.Winner], " wins the conflict by ", strconv.Itoa(att-def), score(att, def))
			default:
				s.Say(s.Names[cf.Winner], " wins the conflict by ", strconv.Itoa(def-att), score(def, att))
			}
		}
		if cf.Winner >= 0 {
			s.P[s.Opponent(cf.Winner)].LostThisPhase++
		}
		s.emit(engine.Event{Kind: EvResolved, Player: cf.Winner, N: cf.Ring, Label: cf.Type})
		// Effects delayed until the result is known ("then, if you win the
		// conflict") run before the reactions to it.
		s.expire("result")
	case 3:
		f.Stage = 4
		s.Begin("3.2.4")
		// Skirmish has no unopposed honor loss (Learn to Play, "Conflict
		// Resolution" goes from comparing skill to breaking the province).
		if cf.Unopposed && !s.Skirmish() {
			s.Say("the conflict is unopposed")
			s.emit(engine.Event{Kind: EvUnopposedHonor, Player: cf.Defender, Source: -1, N: 1})
			return engine.Again | engine.Unchanged // the loss happens next
		}
	case 4:
		f.Stage = 5
		s.Begin("3.2.5")
		prov := s.P[cf.Defender].Prov[cf.Prov]
		if cf.Winner == cf.Attacker && cf.AttSkill-cf.DefSkill >= s.Strength(prov) && !s.Cards[prov].Broken && s.canBreak(prov) {
			s.emit(engine.Event{Kind: EvBreak, Player: cf.Attacker, Cards: engine.One(prov)})
		}
		return engine.Again | engine.Unchanged // the break, if any, happens next
	case 5:
		f.Stage = 6
		s.Begin("3.2.6")
		// Display of Power has the defender resolve it instead.
		resolver := -1
		switch {
		case cf.RingTo >= 0:
			resolver = cf.RingTo
		case cf.Winner == cf.Attacker:
			resolver = cf.Attacker
		}
		if resolver >= 0 {
			if prov := s.P[cf.Defender].Prov[cf.Prov]; s.cannot(Act{ActRingEffects, prov, -1, -1}) {
				s.Say("the ring's effects are cancelled at ", s.Title(prov))
			} else {
				s.Push(engine.Frame{Kind: kRingEffect, Player: resolver, Index: cf.Ring, N: 1})
			}
		}
		return engine.Again | engine.Unchanged
	case 6:
		f.Stage = 7
		s.Begin("3.2.7")
		switch {
		case cf.RingTo >= 0:
			s.emit(engine.Event{Kind: EvClaimRing, Player: cf.RingTo, N: cf.Ring})
		case cf.Winner >= 0:
			s.emit(engine.Event{Kind: EvClaimRing, Player: cf.Winner, N: cf.Ring})
		default:
			s.Say("the ", RingNames[cf.Ring], " ring returns to the unclaimed pool")
		}
		return engine.Again | engine.Unchanged
	case 7:
		f.Stage = 8
		s.Begin("3.2.8")
		var ready []int
		for p := range s.P {
			for _, id := range s.Participants(p) {
				if !s.Cards[id].Bowed && !s.cannot(Act{ActResolutionBow, id, -1, -1}) && !s.cannot(Act{ResolutionBowIn(s.Conf.Type), id, -1, -1}) &&
					!(s.IsDefending(id) && s.cannot(Act{ActResolutionBowDefending, id, -1, -1})) {
					ready = append(ready, id)
				}
			}
		}
		// A framework bow: "cannot be bowed by card effects" does not stop it.
		s.emit(engine.Event{Kind: EvBow, Player: -1, Source: -1, Cards: ready})
		return engine.Again | engine.Unchanged
	default:
		attackers := s.Participants(cf.Attacker) // "in which this character was attacking" (Ivory Kingdoms Unicorn)
		for p := range s.P {
			for _, id := range s.Participants(p) {
				s.Cards[id].InConflict = false
			}
		}
		cf.Active = false
		s.expire("conflict")
		s.ResetUses("conflict")
		s.emit(engine.Event{Kind: EvConflictEnds, Player: cf.Attacker, N: cf.Ring, Label: cf.Type, Cards: attackers})
		return engine.Done
	}
	return engine.Again
}

func (s *State) nameOr(p int, none string) string {
	if p < 0 {
		return none
	}
	return s.Names[p]
}

func answerDefend(s *State, f *engine.Frame, p int, a engine.Answer) error {
	if dup(a.Cards) {
		return fmt.Errorf("a character is named twice")
	}
	if len(a.Cards) > 1 && s.cannot(Act{ActDefendSeveral, a.Cards[0], p, -1}) {
		return fmt.Errorf("no more than one defender may be declared in this conflict")
	}
	for _, id := range a.Cards {
		if err := s.checkParticipant(id, p, true); err != nil {
			return err
		}
	}
	if err := s.missingMustJoin(p, a.Cards, true); err != nil { // mustjoin.go
		return err
	}
	for _, id := range a.Cards {
		s.Cards[id].InConflict = true
	}
	s.Conf.Defended = true
	if !s.Quiet {
		if len(a.Cards) == 0 {
			s.Say(s.Names[p], " declares no defenders")
		} else {
			s.Say(s.Names[p], " defends with ", s.titles(a.Cards))
		}
	}
	s.emit(engine.Event{Kind: EvDefended, Player: p, Cards: append([]int(nil), a.Cards...)})
	return nil
}

// breakProvince breaks a province; breaking the stronghold province wins
// the game (RR "Breaking a Province", "Winning the Game"). The attacker
// may then discard the dynasty cards in it.
func (s *State) breakProvince(prov, by int) {
	c := &s.Cards[prov]
	c.Broken = true
	s.noteBroken(prov, by)
	s.turnFace(prov, false)
	if !s.Quiet {
		s.Say(s.Names[by], " breaks ", s.provinceWords(int(c.Owner), int(c.Prov), -1))
	}
	if s.Conf.Active && s.AttackedProvince() == prov {
		s.Conf.Broke = true
	}
	if c.Prov == StrongholdProv {
		s.win(by, "stronghold province broken")
		return
	}
	if s.Skirmish() {
		// The province token is discarded with each dynasty card in it;
		// the province refills (Learn to Play, "Break Province"). A player
		// whose three provinces are broken loses.
		s.emptyProvince(prov)
		if s.unbrokenProvinces(int(c.Owner)) == 0 {
			s.lose(int(c.Owner), "all three provinces broken")
		}
		return
	}
	if len(s.P[c.Owner].Dyn[c.Prov]) > 0 {
		s.Push(engine.Frame{Kind: kYesNo, Player: by, Card: prov, Labels: []string{"discard-broken"}})
	}
}

// unbrokenProvinces counts p's provinces not broken (the stronghold
// province among them).
func (s *State) unbrokenProvinces(p int) int {
	n := 0
	for _, id := range s.ProvinceCards(p) {
		if !s.Cards[id].Broken {
			n++
		}
	}
	return n
}

// emptyProvince discards every dynasty card in a province, which then
// refills facedown.
func (s *State) emptyProvince(prov int) {
	c := &s.Cards[prov]
	cards := append([]int(nil), s.P[c.Owner].Dyn[c.Prov]...)
	for _, id := range cards {
		s.discard(id)
	}
	s.saidDiscarded(cards, " from "+s.brokenWords(int(c.Owner), int(c.Prov)))
	s.refill(int(c.Owner), int(c.Prov), false)
}

// yesNo asks an optional part of the game's structure.
func yesNoFrame(s *State, f *engine.Frame) engine.Status {
	if f.Stage > 0 {
		return engine.Done
	}
	f.Stage = 1
	s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: f.Labels[0], Prompt: "discard the dynasty cards in the broken province?",
		Options: s.chooseLabels(yesNo...)})
	return engine.Again
}

func answerYesNo(s *State, f *engine.Frame, p int, a engine.Answer) error {
	if a.Labels[0] != "yes" {
		return nil
	}
	s.emptyProvince(f.Card)
	return nil
}

// The labels of choices that are always the same, shared by their
// answers (which only read them).
var (
	yesNo          = []string{"yes", "no"}
	honorOrDiscard = []string{"honor", "discard"}
	conflictOrHome = []string{"conflict", "home"}
	airEffects     = []string{"take-1-honor", "gain-2-honor"}
	earthEffect    = []string{"earth"}
	// Skirmish's Earth ring: draw 1 card or discard 1 at random from the
	// opponent's hand, one or the other.
	earthSkirmish = []string{"draw", "discard"}
)

// ringEffectFrame resolves a ring's effect for f.Player (RR "Ring
// Effects"); N=1 marks the framework resolution of 3.2.6, which is
// optional. Stage 1 asks the follow-up of the Fire ring.
func ringEffectFrame(s *State, f *engine.Frame) engine.Status {
	if f.Stage > 0 {
		if f.Stage == 1 && f.Index == Fire && len(f.Cards) == 1 {
			f.Stage = 2
			c := s.Cards[f.Cards[0]]
			var opts []string
			if c.Status != Honored {
				opts = append(opts, "honor")
			}
			if c.Status != Dishonored {
				opts = append(opts, "dishonor")
			}
			s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "ring-effect", Prompt: "honor or dishonor it", Options: s.chooseLabels(opts...)})
			return engine.Again
		}
		return engine.Done
	}
	// A contested ring with several elements: its resolver first chooses
	// which element's effect to resolve (RR "Ring Effects").
	if els := s.ConflictElements(); f.Turn == 0 && s.Conf.Active && f.Index == s.Conf.Ring && len(els) > 1 {
		if s.resolvesEachElement(f.Player) {
			slices.Sort(els)
			s.resolveEachElement(f, els)
			return engine.Again
		}
		f.Turn = 1
		var names []string
		for _, e := range els {
			names = append(names, RingNames[e])
		}
		s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "ring-effect", Prompt: "choose the element whose effect to resolve, or pass",
			Options: append(s.chooseLabels(names...), engine.Pass)})
		return engine.Again
	}
	if wait, replaced := s.ringEffectWould(f); wait {
		return engine.Again
	} else if replaced {
		return engine.Done // RR-RING-REPLACE-1
	}
	f.Stage = 1
	p, o := f.Player, s.Opponent(f.Player)
	opts := s.OptionList(4)
	chars := func(ok func(c *Card) bool) {
		for id := range s.Cards {
			c := &s.Cards[id]
			if c.Zone == ZPlay && ok(c) && !s.immune(id, SourceRing, p) {
				opts = append(opts, engine.Answer{Verb: "choose", Cards: engine.One(id)})
			}
		}
	}
	switch f.Index {
	case Air:
		switch {
		case s.Skirmish(): // skirmish's Air ring only takes 1 honor
			if o >= 0 && s.P[o].Honor > 0 {
				opts = s.chooseLabels(airEffects[:1]...)
			}
		case s.P[o].Honor > 0:
			opts = s.chooseLabels(airEffects...)
		default: // gaining 2 honor, as there is none to take
			opts = s.chooseLabels(airEffects[1:]...)
		}
	case Earth:
		canDraw := len(s.P[p].ConflictDeck)+len(s.P[p].ConflictDiscard) > 0
		canDiscard := o >= 0 && len(s.P[o].Hand) > 0
		switch {
		case s.Skirmish():
			if canDraw {
				opts = append(opts, engine.Answer{Verb: "choose", Labels: earthSkirmish[:1]})
			}
			if canDiscard {
				opts = append(opts, engine.Answer{Verb: "choose", Labels: earthSkirmish[1:]})
			}
		case canDraw || canDiscard:
			opts = s.chooseLabels(earthEffect...)
		}
	case Fire:
		chars(func(c *Card) bool { return true })
	case Water:
		if s.Skirmish() {
			// A character in any player's home area with 1 fate or less,
			// readied or bowed (Learn to Play, "Resolve Ring Effects").
			chars(func(c *Card) bool { return !c.InConflict && c.Fate <= 1 })
			break
		}
		chars(func(c *Card) bool { return c.Bowed || c.Fate == 0 })
	case Void:
		chars(func(c *Card) bool { return c.Fate > 0 })
	}
	if len(opts) == 0 {
		return engine.Done
	}
	s.Ask(engine.Decision{Players: engine.One(p), Kind: "ring-effect", Prompt: "resolve the " + RingNames[f.Index] + " ring's effect, or pass",
		Options: append(opts, engine.Pass)})
	return engine.Again
}

func answerRingEffect(s *State, f *engine.Frame, p int, a engine.Answer) error {
	if a.Verb == "pass" {
		f.Stage = 9
		s.Say(s.Names[p], " does not resolve the ring's effect")
		return nil
	}
	if f.Turn == 1 && f.Stage == 0 { // the element chosen
		f.Index, f.Turn = slices.Index(RingNames[:], a.Labels[0]), 2
		return nil
	}
	o := s.Opponent(p)
	if f.Stage == 2 { // the Fire ring's second choice
		ev := EvHonor
		if a.Labels[0] == "dishonor" {
			ev = EvDishonor
		}
		s.emit(engine.Event{Kind: ev, Player: p, Source: SourceRing, Cards: f.Cards})
		return nil
	}
	if !s.Quiet {
		line := s.Names[p] + " resolves the " + RingNames[f.Index] + " ring"
		switch {
		case len(a.Cards) == 1:
			line += " on " + s.name(a.Cards[0])
		}
		s.Say(line)
	}
	switch f.Index {
	case Air:
		if a.Labels[0] == "take-1-honor" {
			s.transferHonor(o, p, 1)
		} else {
			s.gainHonor(p, 2)
		}
	case Earth:
		skirmish := a.Labels[0] != earthEffect[0]
		if !skirmish || a.Labels[0] == "draw" {
			s.draw(p, 1)
		}
		if !skirmish || a.Labels[0] == "discard" {
			if h := s.P[o].Hand; len(h) > 0 {
				id := h[s.RNG.Intn(len(h))]
				s.discard(id)
				s.saidAtRandom(o, id)
			}
		}
	case Fire:
		f.Cards = []int{a.Cards[0]}
	case Water:
		c := a.Cards[0]
		kind := EvBow
		if s.Cards[c].Bowed {
			kind = EvReady
		}
		s.emit(engine.Event{Kind: kind, Player: p, Source: SourceRing, Cards: engine.One(c)})
	case Void:
		s.emit(engine.Event{Kind: EvRemoveFate, Player: p, Source: SourceRing, Cards: engine.One(a.Cards[0]), N: 1})
	}
	return nil
}
