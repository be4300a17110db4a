package agot1e

// Name is the game's name in the registry and in scenarios.
const Name = "agot-1e"

// Formats: two players joust; three to six play melee, with titles
// (AG-MELEE-1).
const (
	FormatJoust = "joust"
	FormatMelee = "melee"
)

// Houses a deck may be (AG-CARD-1): the House card it is built around.
var Houses = []string{"stark", "lannister", "baratheon", "targaryen", "greyjoy", "martell", "neutral"}

// Deck is one player's deck by card ids (carddb): the House card, an
// optional agenda (none exist in the Core Set and Kings of the Sea:
// AG-CARD-2), the draw deck and the plot deck (AG-DECK-1).
type Deck struct {
	Name   string   `json:"name,omitempty"`
	House  string   `json:"house"`
	Agenda string   `json:"agenda,omitempty"`
	Draw   []string `json:"draw"`
	Plots  []string `json:"plots"`
}

// Players is a game's setup: its format, the seats' names and decks, and
// the rules switches set apart from their defaults (Switches).
type Players struct {
	Format string   `json:"format,omitempty"`
	Names  []string `json:"names,omitempty"`
	Decks  []Deck   `json:"decks"`
	// Rules sets switches by name ("AG-WIN-5": "lose"); a switch not
	// named keeps the digest's default.
	Rules map[string]string `json:"rules,omitempty"`
}
