package generate

import (
	"math/bits"
	"math/rand/v2"
)

// Randomness. Every random choice of the generator comes from one PCG
// source seeded from Options.Seed, through the two methods below. They are
// written here rather than taken from rand.Rand because math/rand/v2 fixes
// the PCG algorithm but not how IntN and Shuffle consume it: owning them
// keeps a seed's puzzles the same on every machine and every Go release.

// random is a seeded source of random choices.
type random struct{ src *rand.PCG }

// newRandom returns the source of seed. The second word of PCG's state is
// derived from the seed by a SplitMix64 step, so nearby seeds start far
// apart.
func newRandom(seed uint64) *random {
	z := seed + 0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return &random{rand.NewPCG(seed, z^z>>31)}
}

// intn returns a uniform number in [0, n), n > 0 (Lemire's method: one
// multiplication, and a division only on the rare rejected draw).
func (r *random) intn(n int) int {
	hi, lo := bits.Mul64(r.src.Uint64(), uint64(n))
	if lo < uint64(n) {
		thresh := -uint64(n) % uint64(n)
		for lo < thresh {
			hi, lo = bits.Mul64(r.src.Uint64(), uint64(n))
		}
	}
	return int(hi)
}

// shuffle puts a in a uniformly random order (Fisher-Yates).
func shuffle[T any](r *random, a []T) {
	for i := len(a) - 1; i > 0; i-- {
		j := r.intn(i + 1)
		a[i], a[j] = a[j], a[i]
	}
}
