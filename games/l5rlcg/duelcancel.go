package l5rlcg

// EvDuelWouldResolve is the condition "a duel would resolve", met once the
// bids have been given (D.5) and before the totals are compared (D.6):
// a "would" interrupt may cancel it ("when a duel that targets a character
// you control would resolve – cancel the duel", Stay Your Hand). Cards
// are the targets of the ability that started the duel. A cancelled duel
// has no winner nor loser: its result does not happen, and it ends at D.9
// (RR-DUEL-CANCEL-1).
const EvDuelWouldResolve = "duel-would-resolve"
