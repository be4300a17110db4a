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
