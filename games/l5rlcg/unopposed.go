package l5rlcg

// EvUnopposedHonor is the defending player's honor loss for an unopposed
// conflict (3.2.4), made a triggering condition so that an interrupt may
// answer "when you would lose honor for an unopposed conflict" and cancel
// it (Ikebana Artisan; RR-UNOPPOSED-3). Player: the defender; N: the honor.
const EvUnopposedHonor = "unopposed-honor"
