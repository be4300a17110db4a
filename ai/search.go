package ai

import (
	"math"
	"slices"
	"time"

	"tessen/engine"
)

// Search is information-set Monte Carlo tree search (single-observer
// ISMCTS, Cowling, Powley and Whitehouse 2012). Each playout starts from
// a fresh determinization of the game as the bot's player sees it (the
// game deals every card the player cannot see again, so the bot never
// reads the real hidden state), walks one tree of answers shared by all
// determinizations, choosing among the answers legal in this deal by UCB
// with availability counts (a decision with one legal answer is answered
// without a node), adds one new answer, plays Depth random
// answers beyond it, and scores where that ends: 1 or 0 for a finished
// game, else the game's score for the player squashed into (0, 1).
//
// The game must offer engine.Determinizer and engine.Scorer.
type Search struct {
	// Playouts per decision; Budget, when set, stops a decision's search
	// early once that much time has passed (so a slow machine stays within
	// it, at the cost of replaying exactly).
	Playouts int
	Budget   time.Duration
	// Depth is how many answers a playout plays past the tree, chosen by
	// Policy (nil: at random).
	Depth  int
	Policy Bot
	// Explore weighs exploration in UCB; Scale is the score difference
	// that counts as a clear lead (a value of about 0.73).
	Explore, Scale float64

	rng engine.RNG
}

// NewSearch makes a search bot with the project's tuned settings: see
// docs/performance.md for what they cost and how they play.
func NewSearch(seed uint64) *Search {
	return &Search{Playouts: 300, Budget: 200 * time.Millisecond, Depth: 6, Explore: 0.7, Scale: 15, rng: engine.NewRNG(seed)}
}

// node is one answer in the tree: the answer that leads to it, who gave
// it, and the results of the playouts through it, from that player's side.
type node struct {
	answer   engine.Answer
	player   int
	visits   float64
	avail    float64 // playouts in which the answer was legal at its parent
	reward   float64
	children []*node
}

// Choose searches and returns the root answer tried most often.
func (b *Search) Choose(g engine.Game, p int) engine.Answer {
	rs := b.Analyse(g, p)
	if len(rs) == 0 {
		return engine.Pass
	}
	return rs[0].Answer
}

// Rating is what a search found of one answer: how many playouts tried it
// and their mean result for the player, in [0, 1].
type Rating struct {
	Answer engine.Answer
	Visits int
	Value  float64
}

// Analyse searches the pending decision for player p and rates each legal
// answer, most tried first. A game without determinization or a score, or
// a decision with one answer, is not searched: its answers come back
// unrated, a random one first.
func (b *Search) Analyse(g engine.Game, p int) []Rating {
	cs := engine.Choices(g)
	det, ok := g.(engine.Determinizer)
	if _, scores := g.(engine.Scorer); !ok || !scores || len(cs) < 2 {
		out := make([]Rating, len(cs))
		for i, c := range cs {
			out[i] = Rating{Answer: c}
		}
		if len(out) > 1 {
			k := b.rng.Intn(len(out))
			out[0], out[k] = out[k], out[0]
		}
		return out
	}
	root := &node{player: -1}
	for _, c := range cs {
		root.children = append(root.children, &node{answer: c, player: p})
	}
	start := time.Now()
	for i := 0; i < b.Playouts; i++ {
		if b.Budget > 0 && i > 0 && time.Since(start) > b.Budget {
			break
		}
		b.playout(det.Determinize(p, b.rng.Next()), p, root)
	}
	out := make([]Rating, len(root.children))
	for i, c := range root.children {
		out[i] = Rating{Answer: c.answer, Visits: int(c.visits)}
		if c.visits > 0 {
			out[i].Value = c.reward / c.visits
		}
	}
	// Most visits first; the order of listing breaks ties.
	slices.SortStableFunc(out, func(x, y Rating) int { return y.Visits - x.Visits })
	return out
}

// playout runs one iteration on the determinized game d.
func (b *Search) playout(d engine.Game, p int, root *node) {
	path := []*node{root}
	n := root
	for !d.Over() {
		who, legal := b.turn(d)
		if len(legal) == 0 {
			break
		}
		if len(legal) == 1 { // nothing to choose: no node, no playout spent
			if d.Answer(who, legal[0]) != nil {
				break
			}
			continue
		}
		next, fresh := b.descend(n, who, legal)
		if d.Answer(who, next.answer) != nil {
			break // a suggestion the game refuses: score what we have
		}
		path = append(path, next)
		n = next
		if fresh {
			break
		}
	}
	for k := 0; k < b.Depth && !d.Over(); k++ {
		who, legal := b.turn(d)
		if len(legal) == 0 {
			break
		}
		a := legal[b.rng.Intn(len(legal))]
		if b.Policy != nil && len(legal) > 1 {
			a = b.Policy.Choose(d, who)
		}
		if d.Answer(who, a) != nil {
			break
		}
	}
	v := b.value(d, p)
	for _, x := range path[1:] {
		x.visits++
		if x.player == p {
			x.reward += v
		} else {
			x.reward += 1 - v
		}
	}
}

// turn is who answers the pending decision and what they may answer.
func (b *Search) turn(d engine.Game) (int, []engine.Answer) {
	pd := d.Pending()
	if pd == nil || len(pd.Players) == 0 {
		return -1, nil
	}
	return pd.Players[0], engine.Choices(d)
}

// descend picks the child of n to follow among the answers legal now:
// an untried one if any (it is added, fresh), else the best by UCB over
// the playouts in which each was available.
func (b *Search) descend(n *node, who int, legal []engine.Answer) (*node, bool) {
	var untried []engine.Answer
	var present []*node
	for _, a := range legal {
		if c := n.child(who, a); c != nil {
			c.avail++
			present = append(present, c)
		} else {
			untried = append(untried, a)
		}
	}
	if len(untried) > 0 {
		c := &node{answer: untried[b.rng.Intn(len(untried))], player: who, avail: 1}
		n.children = append(n.children, c)
		return c, true
	}
	var best *node
	bestU := math.Inf(-1)
	for _, c := range present {
		u := math.Inf(1)
		if c.visits > 0 {
			u = c.reward/c.visits + b.Explore*math.Sqrt(math.Log(c.avail)/c.visits)
		}
		if u > bestU {
			best, bestU = c, u
		}
	}
	return best, false
}

// child finds n's child for player who's answer a (decisions met at one
// node differ between determinizations, and so may their players).
func (n *node) child(who int, a engine.Answer) *node {
	for _, c := range n.children {
		if c.player == who && c.answer.Equal(a) {
			return c
		}
	}
	return nil
}

// value is how the playout ended for p, in [0, 1].
func (b *Search) value(d engine.Game, p int) float64 {
	if d.Over() {
		switch d.Winner() {
		case p:
			return 1
		case -1:
			return 0.5
		}
		return 0
	}
	return 1 / (1 + math.Exp(-d.(engine.Scorer).Score(p)/b.Scale))
}
