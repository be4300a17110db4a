package deck

import (
	"strings"
	"testing"

	"tessen/games/l5rlcg"
	"tessen/games/l5rlcg/carddb"
)

// legalDeck builds a legal deck for a clan from the whole card pool:
// three copies of in-clan and neutral cards, at most 10 characters in
// the conflict deck, one province per element, no restricted or
// role-only card.
func legalDeck(t *testing.T, clan string) l5rlcg.Deck {
	t.Helper()
	var d l5rlcg.Deck
	elements := map[string]bool{}
	chars := 0
	seen := map[string]bool{}
	for _, c := range carddb.Std().All {
		if (c.Clan != clan && c.Clan != "neutral") || c.Restrict || c.RoleOnly != "" || seen[c.Title] || c.Pack == "zz" {
			continue
		}
		seen[c.Title] = true
		switch {
		case c.Type == "stronghold" && c.Clan == clan && d.Stronghold == "":
			d.Stronghold = c.ID
		case c.Type == "province" && len(c.Elements) == 1 && c.Elements[0] != "all" && !elements[c.Elements[0]] && len(d.Provinces) < 5:
			elements[c.Elements[0]] = true
			d.Provinces = append(d.Provinces, c.ID)
		case c.Side == "dynasty" && c.Type != "stronghold" && c.Type != "province" && len(d.Dynasty) < 40:
			for i := 0; i < 3 && len(d.Dynasty) < 40; i++ {
				d.Dynasty = append(d.Dynasty, c.ID)
			}
		case c.Side == "conflict" && len(d.Conflict) < 40 && (c.Type != "character" || chars+3 <= 10):
			if c.Type == "character" {
				chars += 3
			}
			for i := 0; i < 3 && len(d.Conflict) < 40; i++ {
				d.Conflict = append(d.Conflict, c.ID)
			}
		}
	}
	if p := Check(d); len(p) > 0 {
		t.Fatalf("the %s test deck is not legal: %v", clan, p)
	}
	return d
}

func TestEachClanCanBuildALegalDeck(t *testing.T) {
	for _, clan := range []string{"crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn"} {
		legalDeck(t, clan)
	}
}

// Each deckbuilding rule, broken once, is reported with its rule ID.
func TestEachRuleIsReported(t *testing.T) {
	for _, c := range []struct {
		rule, want string
		edit       func(d *l5rlcg.Deck)
	}{
		{"RR-DECK-1", "exactly 1 stronghold", func(d *l5rlcg.Deck) { d.Stronghold += ",yojin-no-shiro" }},
		{"RR-DECK-1", "at most 1 role", func(d *l5rlcg.Deck) { d.Role = "keeper-of-air,seeker-of-air" }},
		{"RR-DECK-1", "the dynasty deck holds 39 cards", func(d *l5rlcg.Deck) { d.Dynasty = d.Dynasty[1:] }},
		{"RR-DECK-1", "the conflict deck holds 46 cards", func(d *l5rlcg.Deck) {
			d.Conflict = append(d.Conflict, "banzai", "banzai", "banzai", "assassination", "assassination", "assassination")
		}},
		{"RR-DECK-1", "the dynasty deck takes only crane and neutral cards", func(d *l5rlcg.Deck) { d.Dynasty[0] = "akodo-toturi" }},
		{"RR-INFLUENCE-1", "has no influence cost", func(d *l5rlcg.Deck) { d.Conflict[0] = "way-of-the-lion" }},
		{"RR-DECK-1", "must all come from one clan", func(d *l5rlcg.Deck) { d.Conflict[0], d.Conflict[1] = "i-can-swim", "ready-for-battle" }},
		{"RR-INFLUENCE-1", "cost 12 influence", func(d *l5rlcg.Deck) {
			copy(d.Conflict, []string{"i-can-swim", "i-can-swim", "i-can-swim", "blackmail", "blackmail", "blackmail"})
		}},
		{"RR-DECK-2", "at most 10 are allowed", func(d *l5rlcg.Deck) {
			n := len(d.Conflict)
			for i, id := range []string{"goblin-sneak", "young-harrier", "menacing-iron-warrior", "doji-fumiki"} {
				copy(d.Conflict[n-3*(i+1):], []string{id, id, id})
			}
		}},
		{"RR-DECK-2", "4 copies of", func(d *l5rlcg.Deck) { d.Dynasty[3] = d.Dynasty[0] }},
		{"RR-DECK-2", "exactly 5 provinces", func(d *l5rlcg.Deck) { d.Provinces = d.Provinces[:4] }},
		{"RR-DECK-2", "missing", func(d *l5rlcg.Deck) { d.Provinces[0] = sameElementAs(d.Provinces[1], d.Provinces) }},
		{"RR-DECK-2", "must be crane or neutral", func(d *l5rlcg.Deck) { d.Provinces[0] = otherClanProvince(d.Provinces[0]) }},
		{"RR-RESTRICTED-LIST-1", "only 1 card from the restricted list", func(d *l5rlcg.Deck) {
			d.Conflict[0], d.Conflict[1] = "forged-edict", "charge"
		}},
		{"RR-ROLE-2", "needs a keeper role", func(d *l5rlcg.Deck) { d.Dynasty[0] = "keeper-initiate" }},
		{"RR-ROLE-2", "the clan roles", func(d *l5rlcg.Deck) { d.Role = "keeper-of-fire" }},
		{"RR-ROLE-3", "on phoenix cards only", func(d *l5rlcg.Deck) { d.Role, d.Conflict[0] = "support-of-the-phoenix", "i-can-swim" }},
	} {
		d := legalDeck(t, "crane")
		c.edit(&d)
		found := false
		var got []string
		for _, p := range Check(d) {
			got = append(got, p.String())
			if p.Rule == c.rule && strings.Contains(p.Text, c.want) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s (%q) not reported; got %v", c.rule, c.want, got)
		}
	}
}

func sameElementAs(id string, except []string) string {
	want, _ := carddb.Std().Get(id)
	for _, c := range carddb.Std().All {
		if c.Type == "province" && c.Clan == "neutral" && len(c.Elements) == 1 && c.Elements[0] == want.Elements[0] && !contains(except, c.ID) {
			return c.ID
		}
	}
	panic("no province")
}

func otherClanProvince(id string) string {
	want, _ := carddb.Std().Get(id)
	for _, c := range carddb.Std().All {
		if c.Type == "province" && c.Clan == "lion" && len(c.Elements) == 1 && c.Elements[0] == want.Elements[0] {
			return c.ID
		}
	}
	panic("no province")
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func TestParseTextAndJSON(t *testing.T) {
	text := `# a deck
Stronghold
1x Shizuka Toshi
Role
Keeper of Air
Provinces (5)
Shameful Display
2 Doji Whisperer
3x For Shame!
`
	d, err := Parse([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if d.Stronghold != "shizuka-toshi" || d.Role != "keeper-of-air" || len(d.Provinces) != 1 || len(d.Dynasty) != 2 || len(d.Conflict) != 3 {
		t.Fatalf("parsed %+v", d)
	}
	j := `{"name": "Crane", "cards": {"01-shizuka-toshi": 1, "01-doji-whisperer": 3, "01-for-shame": 2}}`
	d, err = Parse([]byte(j))
	if err != nil || d.Name != "Crane" || d.Stronghold != "shizuka-toshi" || len(d.Dynasty) != 3 || len(d.Conflict) != 2 {
		t.Fatalf("parsed %+v, %v", d, err)
	}
	j = `{"cards": [{"card_id": "01-doji-whisperer", "quantity": 2}]}`
	if d, err = Parse([]byte(j)); err != nil || len(d.Dynasty) != 2 {
		t.Fatalf("list form: %+v, %v", d, err)
	}
	// Lines as deckbuilders export them: a pack or set in brackets.
	exported := "1x Yōjin no Shiro (01)\n3x Fine Katana (Core Set)\n3 Fine Katana [core]\n2 x Ornate Fan [Core set]\n"
	if d, err = Parse([]byte(exported)); err != nil || d.Stronghold != "yojin-no-shiro" || len(d.Conflict) != 8 {
		t.Fatalf("exported lines: %+v, %v", d, err)
	}
	// Each broken line is named, with what is wrong with it.
	_, err = Parse([]byte("3x Fine Katana\n3x Fine Katanna\n0 Ornate Fan\n2x Fine Katana (Nowhere)\n"))
	want := "line 2: unknown card \"Fine Katanna\"\nline 3: 0 copies of Ornate Fan (1 to 99)\nline 4: unknown card \"Fine Katana (Nowhere)\""
	if err == nil || err.Error() != want {
		t.Errorf("broken lines: %v, want %q", err, want)
	}
	if _, err = Parse([]byte(`{"cards": {"nope": 1, "01-fine-katana": 2, "nada": 3}}`)); err == nil || strings.Count(err.Error(), "unknown card") != 2 {
		t.Errorf("broken JSON cards: %v", err)
	}
	for _, bad := range []string{"3x No Such Card", `{"cards": 7}`, `{"cards": {"nope": 1}}`, "{broken"} {
		if _, err := Parse([]byte(bad)); err == nil {
			t.Errorf("%q was accepted", bad)
		} else {
			t.Log(err)
		}
	}
}

// A Support role raises the influence by 8 for its clan's cards (RR-ROLE-3):
// a splash of Phoenix cards worth more than the stronghold's influence is
// legal with Support of the Phoenix, and not without it.
func TestSupportRoleBuysItsClansCards(t *testing.T) {
	d := legalDeck(t, "crane")
	sh, _ := carddb.Std().Get(d.Stronghold)
	var splash []string
	spent := 0
	for _, c := range carddb.Sorted(carddb.Std().All) {
		if c.Pack == "01" && c.Clan == "phoenix" && c.Side == "conflict" && c.Type != "character" && c.InfCost > 0 && c.RoleOnly == "" && !c.Restrict {
			for i := 0; i < 3 && spent+c.InfCost <= sh.Influence+8; i++ {
				splash, spent = append(splash, c.ID), spent+c.InfCost
			}
		}
	}
	if spent <= sh.Influence {
		t.Fatalf("the Core Set's Phoenix cards spend only %d influence", spent)
	}
	d.Conflict = append(d.Conflict[:len(d.Conflict)-len(splash)], splash...)
	if p := Check(d); !hasRule(p, "RR-INFLUENCE-1") {
		t.Fatalf("%d influence spent of %d, no role: %v", spent, sh.Influence, p)
	}
	d.Role = "support-of-the-phoenix"
	if p := Check(d); len(p) > 0 {
		t.Fatalf("%d influence spent of %d + 8: %v", spent, sh.Influence, p)
	}
}

func hasRule(ps []Problem, rule string) bool {
	for _, p := range ps {
		if p.Rule == rule {
			return true
		}
	}
	return false
}

// A later printing of a title named by its data id is that printing, not
// the title's first (Akodo Toturi: the Core Set's is Lion, Children of the
// Empire's neutral).
func TestParseLaterPrintingByDataID(t *testing.T) {
	d, err := Parse([]byte("3x 16-akodo-toturi\n1x Akodo Toturi\n"))
	if err != nil {
		t.Fatal(err)
	}
	var clans []string
	for _, id := range d.Dynasty {
		c, _ := l5rlcg.Cards().Get(id)
		clans = append(clans, c.Clan)
	}
	if strings.Join(clans, " ") != "neutral neutral neutral lion" {
		t.Fatalf("the four cards' clans: %v (ids %v)", clans, d.Dynasty)
	}
}
