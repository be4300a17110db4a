package engine

// RNG is SplitMix64: its whole state is one word, so a game's randomness
// clones, hashes and serializes with the rest of its state.
type RNG struct {
	S uint64 `json:"s"`
}

// NewRNG seeds a generator.
func NewRNG(seed uint64) RNG { return RNG{S: seed} }

// Next returns the next 64 random bits.
func (r *RNG) Next() uint64 {
	r.S += 0x9e3779b97f4a7c15
	z := r.S
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Intn returns a number in [0, n). It panics when n <= 0, as math/rand does.
func (r *RNG) Intn(n int) int {
	if n <= 0 {
		panic("engine: Intn of a non-positive bound")
	}
	// Rejection sampling keeps the draw unbiased.
	max := ^uint64(0) - ^uint64(0)%uint64(n)
	for {
		if v := r.Next(); v < max {
			return int(v % uint64(n))
		}
	}
}

// Shuffle puts xs in a random order (Fisher-Yates).
func Shuffle[T any](r *RNG, xs []T) {
	for i := len(xs) - 1; i > 0; i-- {
		j := r.Intn(i + 1)
		xs[i], xs[j] = xs[j], xs[i]
	}
}
