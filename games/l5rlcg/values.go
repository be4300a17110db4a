package l5rlcg

import (
	"fmt"
	"slices"

	"tessen/engine"
	"tessen/games/l5rlcg/carddb"
)

// Modifier kinds, used by lasting effects (engine.Lasting.Kind) and by
// constant abilities (Text.Mods).
const (
	ModMil       = "mil"             // +N military skill
	ModPol       = "pol"             // +N political skill
	ModGlory     = "glory"           // +N glory
	ModStrength  = "strength"        // +N province strength
	ModDoubleMil = "double-base-mil" // double the base military skill (and keep it)
	ModDoublePol = "double-base-pol"
	ModTimes2Mil = "double-mil" // double the current military skill (after additions)
	ModTimes2Pol = "double-pol"
	ModKeyword   = "keyword"   // gains a keyword: "keyword:pride"
	ModTrait     = "trait"     // gains a trait: "trait:cavalry"
	ModBlank     = "blank"     // printed text box is blank
	ModControl   = "control"   // a control change; Player is the controller to return to
	ModDelayed   = "delayed"   // a delayed effect; N is the ability whose Later runs
	ModSwapBase  = "swap-base" // the base military and political skills are switched
	// Set values (RR "Modifiers"): "set:mil" sets the value outright, over
	// every other modifier, the most recent set winning; "set-base:strength"
	// sets the base, which the other modifiers then change.
	ModSetMil          = "set:mil"
	ModSetPol          = "set:pol"
	ModSetGlory        = "set:glory"
	ModSetStrength     = "set:strength"
	ModSetBaseStrength = "set-base:strength"
	// Immunity (RR "Immune"): "immune:event" (events' effects),
	// "immune:ring" (ring effects), "immune:opponent" (the opponent's card
	// effects); a lasting effect or a constant modifier of 1.
	ModImmune = "immune"
	// Player-wide lasting effects (Player names who is restricted).
	ModNoDeclare      = "no-declare"       // "no-declare:fire": no conflicts of that element
	ModQuietHome      = "quiet-home"       // characters at home cannot trigger abilities
	ModNoMoveIn       = "no-move-in"       // characters cannot move to the conflict or be played from hand
	ModDiscardAt0Pol  = "discard-at-0-pol" // discarded while its political skill is 0
	ModEventDiscount  = "event-discount"   // the next event its player plays costs N less
	ModGainAbility    = "gain-ability"     // gains an ability (N: see grantedBase)
	ModAttachDiscount = "attach-discount"  // the next attachment played on it costs N less
	ModAsIfInHand     = "as-if-in-hand"    // its owner may play it as if it were in hand
)

// noDeclare are the ModNoDeclare kinds of each ring ("no-declare:fire"),
// made once.
var noDeclare = func() (out [len(RingNames)]string) {
	for i, r := range RingNames {
		out[i] = ModNoDeclare + ":" + r
	}
	return out
}()

func defs() *carddb.DB { return cardDB }

var cardDB = func() *carddb.DB {
	db := carddb.Std()
	// The scenario runner's blank cards (FORMAT.md): plain bodies with no text.
	for _, d := range []*carddb.Def{
		{ID: "blank-character", Title: "Blank Character", Type: "character", Side: "dynasty", Clan: "neutral", Cost: 1, Military: 1, Political: 1, Glory: 1, DeckLimit: 3},
		{ID: "blank-event", Title: "Blank Event", Type: "event", Side: "conflict", Clan: "neutral", DeckLimit: 3},
		{ID: "blank-province", Title: "Blank Province", Type: "province", Side: "province", Clan: "neutral", NoCost: true, Strength: 3, DeckLimit: 1},
		{ID: "blank-holding", Title: "Blank Holding", Type: "holding", Side: "dynasty", Clan: "neutral", NoCost: true, DeckLimit: 3},
		// Not the runner's: the skirmish format's province tokens.
		{ID: ProvinceToken, Title: "Province", Type: "province", Side: "province", Clan: "neutral", NoCost: true, Strength: 3, DeckLimit: 3},
		{ID: "blank-stronghold", Title: "Blank Stronghold", Type: "stronghold", Side: "province", Clan: "neutral", NoCost: true, Fate: 7, Honor: 10, Influence: 10, DeckLimit: 1},
	} {
		d.DataID, d.Pack = d.ID, "zz"
		db.Add(d)
	}
	return db
}()

// blank reports a card whose printed text box is treated as blank: a
// broken province (RR "Provinces") or a card under a blanking effect.
func (s *State) blank(id int) bool {
	c := &s.Cards[id]
	if c.Zone == ZProvinceCard && c.Broken {
		return true
	}
	for _, b := range s.inPlayNow().blanks {
		// The blanker's own blankness is not asked again: no loops.
		if b != id && textOf(s, b).Blanks(s, b, id) {
			return true
		}
	}
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		if l.Kind == ModBlank && contains(l.Cards, id) {
			return true
		}
	}
	return false
}

// modSum adds the lasting and constant modifiers of a kind on a card.
func (s *State) modSum(id int, kind string) int { return s.modSumOf(id, modKind{kind: kind}) }

func (s *State) modSumOf(id int, kind modKind) int {
	n := 0
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		if kind.is(l.Kind) && contains(l.Cards, id) {
			n += l.N
		}
	}
	// The constant modifiers report to s.modAdd, which sums those for the
	// card and kind asked: one function made per state, not one per call.
	// A modifier may read another value, so the question is saved around.
	// Only the cards that declare the kind are asked (ModKinds); mostly
	// none of those in play does.
	live := s.inPlayNow()
	if !engine.VerifyNeeds && !kind.among(live.modKinds) {
		return n
	}
	asked := s.modAsked
	s.modAsked = modQuestion{card: id, kind: kind}
	for _, m := range live.mods {
		t := textOf(s, m)
		declared := kind.among(t.ModKinds)
		if !declared && !engine.VerifyNeeds || s.blank(m) {
			continue
		}
		if !declared && slices.Contains(s.verifying, m) {
			// Verifying asks every card, and one already adding (Honored
			// General reading each participant's clan) would ask itself
			// again without end: a kind it does not declare it is not
			// asked for within itself.
			continue
		}
		s.modAsked.from = m
		if s.modAdd == nil {
			s.bindModAdd() // made when first needed: most copies never ask
		}
		if engine.VerifyNeeds {
			s.verifying = append(s.verifying, m)
		}
		t.Mods(s, m, s.modAdd)
		if engine.VerifyNeeds {
			s.verifying = s.verifying[:len(s.verifying)-1]
		}
	}
	n += s.modAsked.sum
	s.modAsked = asked
	return n
}

// The speed declarations of card texts are verified by tests under
// engine.VerifyNeeds: every value read asks every constant modifier and
// panics at one that adds a kind its Text.ModKinds does not name; every
// act checked for a prohibition asks every card that may prohibit, and
// panics at one that bars a kind its Text.Bars does not name; an
// action window asks every action whatever its Ability.Needs and panics
// at one that could be used though the moment lacked them; and a target
// declared Characters asks its filter of the other cards in play and
// panics at one it would take. A game leaves it off.

// among reports whether the kind is one of kinds.
func (k modKind) among(kinds []string) bool {
	for _, d := range kinds {
		if k.is(d) {
			return true
		}
	}
	return false
}

// modKind is a modifier kind asked about: kind, or kind+":"+name
// compared in parts, so asking for a trait builds no string.
type modKind struct{ kind, name string }

func (k modKind) is(s string) bool {
	if k.name == "" {
		return s == k.kind
	}
	n := len(k.kind)
	return len(s) == n+1+len(k.name) && s[n] == ':' && s[:n] == k.kind && s[n+1:] == k.name
}

// modQuestion is the sum modSum is gathering, and whose modifiers it is
// asking (from).
type modQuestion struct {
	card, from int
	kind       modKind
	sum        int
}

// bindModAdd makes the state's modifier collector; a copy makes its own.
func (s *State) bindModAdd() {
	s.modAdd = func(card int, kind string, n int) {
		if engine.VerifyNeeds && !(modKind{kind: kind}).among(textOf(s, s.modAsked.from).ModKinds) {
			panic(fmt.Sprintf("l5rlcg: %s adds %q, not among its ModKinds %v", s.Title(s.modAsked.from), kind, textOf(s, s.modAsked.from).ModKinds))
		}
		if card == s.modAsked.card && s.modAsked.kind.is(kind) {
			s.modAsked.sum += n
		}
	}
}

// HasKeyword reports a keyword, printed (unless blanked) or gained from
// a lasting effect or a constant ability (kind "keyword:pride").
func (s *State) HasKeyword(id int, k string) bool {
	if s.def(id).HasKeyword(k) && !s.blank(id) {
		return true
	}
	// "gains covert during Water conflicts": a keyword for one element.
	if s.Conf.Active && len(s.Effects.List) > 0 && s.countLasting(id, keywordKindsOf(k).ring[s.Conf.Ring]) > 0 {
		return true
	}
	return s.modSumOf(id, modKind{ModKeyword, k}) > 0
}

// keywordKindNames are the modifier kinds that grant a keyword during
// conflicts of one ring ("keyword:covert:water"); the kind that grants it
// always is asked in parts (modKind).
type keywordKindNames struct {
	ring [5]string
}

func makeKeywordKinds(k string) *keywordKindNames {
	n := &keywordKindNames{}
	for r, name := range RingNames {
		n.ring[r] = ModKeyword + ":" + k + ":" + name
	}
	return n
}

// keywordKinds are those of the known keywords, made once.
var keywordKinds = func() map[string]*keywordKindNames {
	m := map[string]*keywordKindNames{}
	for _, k := range []string{"ancestral", "courtesy", "covert", "limited", "no attachments", "pride", "restricted", "sincerity", "rally", "composure"} {
		m[k] = makeKeywordKinds(k)
	}
	return m
}()

func keywordKindsOf(k string) *keywordKindNames {
	if kinds, ok := keywordKinds[k]; ok {
		return kinds
	}
	return makeKeywordKinds(k)
}

// HasTrait reports a trait, printed (unless blanked) or gained (kind
// "trait:cavalry").
func (s *State) HasTrait(id int, t string) bool {
	if s.def(id).HasTrait(t) && !s.blank(id) { // the printed list first: blankness costs more
		return true
	}
	return s.modSumOf(id, modKind{ModTrait, t}) > 0
}

// Glory is a character's current glory.
func (s *State) Glory(id int) int {
	if v, ok := s.setValue(id, ModSetGlory); ok {
		return max(0, v)
	}
	return max(0, s.def(id).Glory+s.modSum(id, ModGlory))
}

// setValue is the most recent set modifier of a kind on a card, if any.
func (s *State) setValue(id int, kind string) (int, bool) {
	v, seq := 0, -1
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		if l.Kind == kind && l.Seq > seq && contains(l.Cards, id) {
			v, seq = l.N, l.Seq
		}
	}
	return v, seq >= 0
}

// Dash reports a dash printed for a skill: it cannot be modified and
// counts as 0 (RR "Dash").
func (s *State) Dash(id int, typ string) bool {
	d := s.def(id)
	if typ == "military" {
		return d.MilDash
	}
	return d.PolDash
}

// BaseSkill is the printed skill after base-changing effects (Way of the
// Lion doubles the base and keeps it: a second copy quadruples it).
func (s *State) BaseSkill(id int, typ string) int {
	d := s.def(id)
	base, double, set := d.Military, ModDoubleMil, ModSetBaseMil
	if typ == "political" {
		base, double, set = d.Political, ModDoublePol, ModSetBasePol
	}
	if s.countLasting(id, ModSwapBase)%2 == 1 {
		if typ == "political" {
			base = d.Military
		} else {
			base = d.Political
		}
	}
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		if l.Kind == double && contains(l.Cards, id) {
			base *= 2
		} else if l.Kind == set && contains(l.Cards, id) {
			base = l.N // in order of establishing (setbaseskill.go)
		}
	}
	return base
}

// Skill is a character's current military or political skill: its base,
// attachment bonuses, modifiers, and its glory added while honored or
// subtracted while dishonored; never below 0 (RR "Modifiers").
func (s *State) Skill(id int, typ string) int {
	if s.Dash(id, typ) {
		return 0
	}
	set := ModSetMil
	if typ == "political" {
		set = ModSetPol
	}
	if v, ok := s.setValue(id, set); ok {
		return max(0, v)
	}
	kind := ModMil
	if typ == "political" {
		kind = ModPol
	}
	v := s.BaseSkill(id, typ) + s.modSum(id, kind)
	for a := range s.attachmentsOf(id) {
		d := s.def(a)
		if d.Type == "character" {
			continue // a character as an attachment gives no modifiers
		}
		if typ == "military" {
			v += d.MilBonus
		} else {
			v += d.PolBonus
		}
	}
	if !s.statusIgnored(id) && !s.dishonorSkillsKept(id) {
		v += s.statusSign(id) * s.Glory(id)
	}
	v += s.gloryToSkills(id)
	// Doubling comes after every addition (RR "Modifiers").
	times := ModTimes2Mil
	if typ == "political" {
		times = ModTimes2Pol
	}
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		if l.Kind == times && contains(l.Cards, id) && v > 0 {
			v *= 2
		}
	}
	return max(0, v)
}

// Strength is a province's current strength: printed (or a set base),
// plus the stronghold's bonus for the stronghold province, plus faceup
// holdings and modifiers; or a set value over all of them.
func (s *State) Strength(prov int) int {
	if v, ok := s.setValue(prov, ModSetStrength); ok {
		return max(0, v)
	}
	c := &s.Cards[prov]
	base := s.def(prov).Strength
	if v, ok := s.setValue(prov, ModSetBaseStrength); ok {
		base = v
	}
	v := base + s.modSum(prov, ModStrength)
	p := &s.P[c.Owner]
	if c.Prov == StrongholdProv {
		v += s.def(p.Stronghold).StrBonus
	}
	for _, h := range p.Dyn[c.Prov] {
		if !s.Cards[h].Facedown && s.def(h).Type == "holding" {
			v += s.def(h).StrBonus
		}
	}
	return max(0, s.doubledStrength(prov, v))
}

// countLasting counts the lasting effects of a kind on a card.
func (s *State) countLasting(id int, kind string) int {
	n := 0
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		if l.Kind == kind && contains(l.Cards, id) {
			n++
		}
	}
	return n
}

// anyLasting reports a lasting effect of a kind on any card.
func (s *State) anyLasting(kind string) bool {
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		if l.Kind == kind {
			return true
		}
	}
	return false
}

// HasRestriction reports a player-wide lasting effect of a kind on p.
func (s *State) HasRestriction(p int, kind string) bool {
	for i := range s.Effects.List {
		l := &s.Effects.List[i]
		if l.Kind == kind && len(l.Cards) == 0 && l.Player == p {
			return true
		}
	}
	return false
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// SourceRing is the Source of the game actions a ring's effect takes: not
// a card, and not the framework.
const SourceRing = -2

// immune reports whether card c is immune to an effect from source,
// controlled by player by: it cannot be chosen by it nor affected by it
// (RR "Immune"). The framework's own steps (source -1) are no effect.
func (s *State) immune(c, source, by int) bool {
	switch {
	case source == SourceRing:
		return s.modSum(c, ModImmune+":ring") > 0 || (by >= 0 && by != s.Controller(c) && s.modSum(c, ModImmuneOpponentRing) > 0)
	case source < 0:
		return false
	case s.def(source).Type == "event" && s.modSum(c, ModImmune+":event") > 0:
		return true
	case s.immuneToTraits(c, source):
		return true
	}
	return by >= 0 && by != s.Controller(c) && s.modSum(c, ModImmune+":opponent") > 0
}
