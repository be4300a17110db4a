// Package deck reads L5R LCG decklists (plain text or fiveringsdb JSON)
// and checks them against the stronghold format's deckbuilding rules
// (Rules Reference v1.4, "Deckbuilding", "Deck Limits", Appendix V).
package deck

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"sort"

	"tessen/decklist"
	"tessen/games/l5rlcg"
	"tessen/games/l5rlcg/carddb"
)

// Parse reads a decklist: fiveringsdb JSON (an object whose "cards" is a
// map of card id to quantity, or a list of {card_id, quantity}), or plain
// text (package decklist: "3x Fine Katana", "3 Fine Katana [core]", "Fine
// Katana (Core Set)"), where lines naming a section ("Dynasty Deck (40)")
// are skipped. Cards are named by title, our id or the data id; each goes
// where its type and side put it. Every card that will not do is named.
func Parse(b []byte) (l5rlcg.Deck, error) {
	b = bytes.TrimSpace(b)
	if len(b) > 0 && b[0] == '{' {
		return parseJSON(b)
	}
	return parseText(b)
}

// A section header: a word or two, maybe a count in brackets, nothing else.
var header = regexp.MustCompile(`(?i)^(stronghold|role|provinces?|dynasty( deck)?|conflict( deck)?)\s*(\(\d+\))?:?$`)

// text is how the LCG's text decklists are written.
var text = decklist.Format{Header: header, Sets: sets()}

func parseText(b []byte) (l5rlcg.Deck, error) {
	var d l5rlcg.Deck
	err := decklist.Read(b, text, func(count int, name string) error {
		def, err := lookup(name)
		if err != nil {
			return err
		}
		return add(&d, def, count)
	})
	return d, err
}

func parseJSON(b []byte) (l5rlcg.Deck, error) {
	var d l5rlcg.Deck
	var doc struct {
		Name  string          `json:"name"`
		Cards json.RawMessage `json:"cards"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		return d, fmt.Errorf("not a deck in JSON: %w", err)
	}
	d.Name = doc.Name
	counts := map[string]int{}
	if err := json.Unmarshal(doc.Cards, &counts); err != nil {
		var list []struct {
			ID       string `json:"card_id"`
			Quantity int    `json:"quantity"`
		}
		if err2 := json.Unmarshal(doc.Cards, &list); err2 != nil {
			return d, fmt.Errorf(`"cards" must map card ids to quantities, or list {card_id, quantity}`)
		}
		for _, c := range list {
			counts[c.ID] += c.Quantity
		}
	}
	ids := make([]string, 0, len(counts))
	for id := range counts {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	var errs []error
	for _, id := range ids {
		def, err := lookup(id)
		if err == nil {
			err = add(&d, def, counts[id])
		}
		errs = append(errs, err)
	}
	return d, errors.Join(errs...)
}

// lookup finds a card by title (any case), our id or the data id.
func lookup(name string) (*carddb.Def, error) {
	db := l5rlcg.Cards()
	if d, ok := db.Get(name); ok {
		return d, nil
	}
	if d, ok := db.Get(carddb.Slug(name)); ok {
		return d, nil
	}
	return nil, fmt.Errorf("unknown card %q", name)
}

func add(d *l5rlcg.Deck, def *carddb.Def, n int) error {
	id := l5rlcg.Cards().Key(def) // a later printing of a title is named by its data id (Akodo Toturi, lion and neutral)
	for i := 0; i < n; i++ {
		switch {
		case def.Type == "stronghold": // several are kept, for Check to report
			d.Stronghold = joinID(d.Stronghold, id)
		case def.Type == "role":
			d.Role = joinID(d.Role, id)
		case def.Type == "province":
			d.Provinces = append(d.Provinces, id)
		case def.Side == "dynasty":
			d.Dynasty = append(d.Dynasty, id)
		case def.Side == "conflict":
			d.Conflict = append(d.Conflict, id)
		default:
			return fmt.Errorf("%s cannot go in a deck", def.Title)
		}
	}
	return nil
}

// joinID lists ids in a single-card field, comma-separated, so that a
// list naming two strongholds (or roles) can be reported.
func joinID(list, id string) string {
	if list == "" {
		return id
	}
	return list + "," + id
}
