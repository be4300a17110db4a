package l5rlcg

import (
	"encoding/binary"
	"fmt"
	"hash/maphash"
	"iter"
	"slices"

	"tessen/engine"
)

const kRestricted = "restricted"

// stateChecks corrects the illegal states the rules fix "immediately",
// after every step of the machine:
//   - a participant with a dash in the conflict's skill, or that cannot
//     participate on its side, goes home bowed (RR "Dash", "Participating");
//   - an attachment no longer legally attached is discarded (RR
//     "Attachments");
//   - a character with three or more restricted attachments has its
//     controller discard one (RR "Restricted").
//
// It reports whether it found nothing to correct, nor a correction
// already under way (a discard on the stack, a restricted choice asked):
// the machine then need not run it after a step that changed nothing.
func stateChecks(s *State) (clean bool) {
	clean = !s.raiseNotices()
	if s.Conf.Active {
		for p := range s.P {
			for _, id := range s.P[p].Play {
				if !s.Cards[id].InConflict {
					continue
				}
				// Its side may be new (a change of control: RR "Control
				// and Ownership"): one it cannot take part on is as good
				// as "cannot participate".
				if !s.canParticipate(id, p == s.Conf.Defender) {
					c := &s.Cards[id]
					c.InConflict, c.Bowed, clean = false, true, false
					s.logCard(id, -1, "cannot take part in this conflict and goes home bowed")
				}
			}
		}
	}
	// "Discard this character if..." (an attachment's "discard this
	// attachment if...", RR-DISCARD-IF-1) and "discarded if its political
	// skill is 0": each discard is a framework leave-play, once.
	for _, id := range s.ix.withDiscardIf {
		if z := s.Cards[id].Zone; (z == ZPlay || z == ZAttached) && !s.blank(id) && textOf(s, id).DiscardIf(s, id) {
			s.stateDiscard(id)
			clean = false
		}
	}
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		if typ := discardAt0Skill(l.Kind); typ != "" {
			for _, id := range l.Cards {
				if s.Cards[id].Zone == ZPlay && s.Skill(id, typ) == 0 {
					s.stateDiscard(id)
					clean = false
				}
			}
		}
	}
	// An attachment whose restrictions its character no longer meets is
	// discarded (RR "Attachments": not legally attached). Most have none,
	// which is asked inline: this runs after every step.
	for _, a := range s.Attached {
		if char := s.Parent(a); s.Cards[char].Zone == ZPlay && !s.unrestricted(a, char) && !s.legallyAttached(a, char) {
			s.stateDiscard(a)
			clean = false
		}
	}
	if len(s.Attached) <= 2 {
		return clean
	}
	if top := s.Top(); top != nil && top.Kind == kRestricted {
		return false // a choice of which to discard is under way
	}
	if id := s.overRestricted(); id >= 0 {
		s.Push(engine.Frame{Kind: kRestricted, Player: s.Controller(id), Card: id})
		return false
	}
	return clean
}

// overRestricted is the first character, by seat and then by order of
// entering play, with three restricted attachments or more, or -1. The
// attachments are counted by parent in one walk first: only a character
// with three or more is asked about its attachments' keywords, and while
// none has three, nothing is counted again until an attachment moves.
func (s *State) overRestricted() int {
	if s.uncrowded == s.moved+1 {
		return -1
	}
	key := s.restrictKey()
	if key.valid && key == s.calmAt {
		return -1
	}
	var count [256]uint8 // by card id (a game has about 185 cards); a larger game asks every character
	small := len(s.Cards) <= len(count)
	crowded := !small
	if small {
		for _, a := range s.Attached {
			if p := s.Parent(a); p >= 0 && count[p] < 255 {
				count[p]++
				crowded = crowded || count[p] > 2 || count[p] > 1 && s.restrictedTight()
			}
		}
	}
	if !crowded {
		s.uncrowded = s.moved + 1
		return -1
	}
	for p := range s.P {
		for _, id := range s.P[p].Play {
			if (!small || count[id] > 1) && s.countRestricted(id) > s.restrictedLimit(id) {
				return id
			}
		}
	}
	s.calmAt = key
	return -1
}

// restrictKey is what whether an attachment is restricted may hang on
// beyond its card (RR "Restricted": the keyword, printed or gained, not
// blank), while no card in play blanks others and no constant modifier
// may grant the keyword: the moves of cards (moved), and the lasting
// effects, which may blank it or grant it (their count, and how many
// were ever added). Otherwise it is not valid: asked afresh each time.
type restrictKey struct {
	moved       uint64
	added, held int
	valid       bool
}

func (s *State) restrictKey() restrictKey {
	if len(s.live.blanks) > 0 || (modKind{ModKeyword, "restricted"}).among(s.live.modKinds) {
		return restrictKey{}
	}
	return restrictKey{moved: s.moved, added: s.Effects.Next, held: len(s.Effects.List), valid: true}
}

// restrictedOn yields a character's restricted attachments.
func (s *State) restrictedOn(char int) iter.Seq[int] {
	return func(yield func(int) bool) {
		for a := range s.attachmentsOf(char) {
			if s.HasKeyword(a, "restricted") && !yield(a) {
				return
			}
		}
	}
}

func (s *State) restricted(char int) []int { return slices.Collect(s.restrictedOn(char)) }

// countRestricted counts them without making a list (a state check asks
// after every step).
func (s *State) countRestricted(char int) int {
	n := 0
	for range s.restrictedOn(char) {
		n++
	}
	return n
}

func restrictedFrame(s *State, f *engine.Frame) engine.Status {
	rs := s.restricted(f.Card)
	if f.Stage > 0 || len(rs) <= s.restrictedLimit(f.Card) || s.Cards[f.Card].Zone != ZPlay {
		return engine.Done
	}
	s.Ask(engine.Decision{Players: engine.One(f.Player), Kind: "discard-restricted",
		Prompt:  fmt.Sprintf("%s has more than %s restricted attachments: choose one to discard", s.Title(f.Card), restrictedWords[s.restrictedLimit(f.Card)]),
		Options: s.chooseCards(rs)})
	return engine.Again
}

func answerRestricted(s *State, f *engine.Frame, p int, a engine.Answer) error {
	f.Stage = 1
	s.leavePlay(a.Cards[0], "discard", "", "more than "+restrictedWords[s.restrictedLimit(f.Card)]+" restricted attachments on "+s.Describe(f.Card))
	return nil
}

// stateDiscard discards a character the state checks remove, unless its
// discard is already under way.
func (s *State) stateDiscard(id int) {
	for _, f := range s.Stack {
		if f.Kind == kEvent && f.Ev.Kind == EvLeavePlay && contains(f.Ev.Cards, id) {
			return
		}
	}
	s.emit(engine.Event{Kind: EvLeavePlay, Player: -1, Source: -1, Cards: engine.One(id), Label: "discard"})
}

// VerifySteps has each step that says it changed nothing (engine.Unchanged)
// checked against a fingerprint of what the state checks read, and each
// frame that leaves the stack spoiled rather than reused (engine.Machine's
// Poison), at some cost: tests turn it on. It returns whether it was on.
func VerifySteps(on bool) (was bool) { return machine.VerifySteps(on, checkFingerprint) }

// checkFingerprint sums up the state the state checks may read, for tests
// to verify that a step saying it changed nothing did not
// (engine.Machine.Fingerprint): every card, the players' pools and lists
// in play, the rings, the conflict, the lasting effects. It leaves out
// the stack, the log and the decision.
func checkFingerprint(s *State) uint64 {
	buf := make([]byte, 0, 48*len(s.Cards))
	n := func(vs ...int) {
		for _, v := range vs {
			buf = binary.LittleEndian.AppendUint32(buf, uint32(v))
		}
	}
	b := func(vs ...bool) {
		var bits byte
		for i, v := range vs {
			if v {
				bits |= 1 << i
			}
		}
		buf = append(buf, bits)
	}
	str := func(v string) { buf = append(append(buf, v...), 0) }
	for i := range s.Cards {
		c := &s.Cards[i]
		n(int(c.ID), int(c.Def), int(c.Inst), int(c.Zone), int(c.Status), int(c.Owner), int(c.Controller), int(c.Prov), int(c.Fate), int(c.Parent))
		b(c.Facedown, c.Bowed, c.InConflict, c.Broken, c.Used)
	}
	for p := range s.P {
		pl := &s.P[p]
		n(pl.Honor, pl.Fate, pl.Bid, pl.Secret, pl.Opps, pl.LostThisPhase, pl.Limited, pl.Stronghold, pl.Role)
		n(pl.Prov[:]...)
		for _, k := range pl.AgainstBy {
			n(int(k))
		}
		n(pl.Play...)
		n(len(pl.Hand), len(pl.ConflictDeck), len(pl.DynastyDeck), len(pl.ConflictDiscard), len(pl.DynastyDiscard), len(pl.Removed))
		b(pl.MilDone, pl.PolDone, pl.Passed)
		n(int(pl.ExtraMil), int(pl.ExtraPol))
	}
	n(s.Attached...)
	for _, r := range s.Rings {
		n(r.Claimed, r.Fate)
	}
	n(s.Round, s.First, s.Favor)
	str(s.Phase)
	str(s.FavorType)
	cf := &s.Conf
	n(cf.Number, cf.Attacker, cf.Defender, cf.Ring, cf.Prov, cf.Winner, cf.RingTo, cf.AttSkill, cf.DefSkill)
	n(cf.Evaded...)
	b(cf.Active, cf.Defended, cf.Decided, cf.Unopposed, cf.Broke, cf.AttackerFirst)
	str(cf.Type)
	d := &s.Duel
	n(d.Challenger, d.Challengee, d.Winner, d.Loser)
	n(d.Challengees...)
	n(d.Winners...)
	n(d.Losers...)
	b(d.Active)
	str(d.Type)
	n(s.Effects.Next)
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		str(l.Kind)
		str(l.Until)
		n(l.Source, l.Player, l.N, l.Seq)
		n(l.Cards...)
	}
	for _, typ := range conflictTypes {
		n(s.Declared[typ])
	}
	return maphash.Bytes(fingerprintSeed, buf)
}

var fingerprintSeed = maphash.MakeSeed()
