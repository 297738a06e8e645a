package main

import (
	"context"
	"fmt"
	"image"
	_ "image/jpeg"
	"io"
	"math"
	"math/rand/v2"
	"os"

	"github.com/nanpure/nanpure/scan"
	"github.com/nanpure/nanpure/scan/internal/photos"
)

// A sample is a blob's features and its class (0 not a digit, 1 to 9).
type sample struct {
	x     []float32
	digit int
}

// train gathers the samples of c and fits a model to them.
func train(ctx context.Context, c config, log io.Writer) (*scan.Model, error) {
	ex, err := extractAll(ctx, c, func(i int) bool { return !photos.HeldOut(i) })
	if err != nil {
		return nil, err
	}
	return trainOn(ctx, c, ex, log)
}

// trainOn fits a model to the blobs of the photos ex and to digits
// rendered from the fonts.
func trainOn(ctx context.Context, c config, ex []extracted, log io.Writer) (*scan.Model, error) {
	rng := rand.New(rand.NewPCG(uint64(c.Seed), 0x5ca9))
	var photoSamples []sample
	for _, x := range ex {
		if x.e == nil || misaligned(x) {
			continue // no grid, or not the puzzle's: nothing to learn from
		}
		for k := range 81 {
			if x.e.Features[k] != nil {
				photoSamples = append(photoSamples, sample{x.e.Features[k], x.p.Givens[k]})
			}
		}
	}
	fonts, err := loadFonts(c)
	if err != nil {
		return nil, err
	}
	var fontSamples []sample
	for _, f := range fonts {
		for d := 1; d <= 9; d++ {
			for range c.Variants {
				x, ok, err := renderDigit(f, d, rng)
				if err != nil {
					return nil, err
				}
				if ok {
					fontSamples = append(fontSamples, sample{x, d})
				}
			}
		}
	}
	fmt.Fprintf(log, "%d digits from photos, %d rendered from %d fonts\n", len(photoSamples), len(fontSamples), len(fonts))
	// The photos' digits are the ones that matter: each is seen twice an
	// epoch.
	all := append(append(append([]sample(nil), photoSamples...), photoSamples...), fontSamples...)
	m := fit(ctx, all, c.Epochs, rng, log)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	fmt.Fprintf(log, "errors on the training digits: photos %d of %d, fonts %d of %d\n",
		errors(m, photoSamples), len(photoSamples), errors(m, fontSamples), len(fontSamples))
	return m, nil
}

// maxMisses is how many cells of a photo may disagree with its truth on
// whether they hold a digit before the grid found is taken for another
// one, or for the puzzle's cut out of line: then the blobs are paired with
// the digits of other cells, and learning from them would teach the
// classifier that a clean 4 is no digit.
const maxMisses = 10

// misaligned reports whether the grid found in x is not the puzzle's.
func misaligned(x extracted) bool {
	n := 0
	for k := range 81 {
		if x.e.Ink[k] != (x.p.Givens[k] != 0) {
			n++
		}
	}
	return n > maxMisses
}

// An extracted photo is a photo and what the reader saw of it (nil when
// it found no grid).
type extracted struct {
	p photos.Photo
	e *scan.Extraction
}

// extractAll extracts the photos of c at the indexes keep accepts (the
// first c.MaxPhotos of them when that is positive).
func extractAll(ctx context.Context, c config, keep func(int) bool) ([]extracted, error) {
	ps, err := photos.Load(c.Photos)
	if err != nil {
		return nil, err
	}
	var out []extracted
	for i, p := range ps {
		if !keep(i) {
			continue
		}
		if c.MaxPhotos > 0 && len(out) == c.MaxPhotos {
			break
		}
		f, err := os.Open(p.Path)
		if err != nil {
			return nil, err
		}
		img, _, err := image.Decode(f)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p.Path, err)
		}
		e, err := scan.Extract(ctx, img)
		if err != nil && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		out = append(out, extracted{p, e})
	}
	return out, nil
}

// fit trains a model by stochastic gradient descent on the cross-entropy
// of its softmax, one sample at a time in an order drawn from rng, with a
// learning rate that falls linearly to a tenth over the epochs. The
// weights start from He's initialisation drawn from rng.
func fit(ctx context.Context, all []sample, epochs int, rng *rand.Rand, log io.Writer) *scan.Model {
	m := scan.NewModel(scan.NumFeatures, scan.Hidden, scan.Classes)
	s1 := math.Sqrt(2 / float64(m.In))
	for i := range m.W1 {
		m.W1[i] = float32(rng.NormFloat64() * s1)
	}
	s2 := math.Sqrt(2 / float64(m.Hidden))
	for i := range m.W2 {
		m.W2[i] = float32(rng.NormFloat64() * s2)
	}
	hid := make([]float32, m.Hidden)
	prob := make([]float32, m.Out)
	gOut := make([]float32, m.Out)
	gHid := make([]float32, m.Hidden)
	order := make([]int, len(all))
	for i := range order {
		order[i] = i
	}
	for e := 0; e < epochs; e++ {
		if ctx.Err() != nil {
			return m
		}
		lr := float32(0.02 * (1 - 0.9*float64(e)/float64(epochs)))
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		loss := 0.0
		for _, k := range order {
			s := all[k]
			m.Forward(s.x, hid, prob)
			loss -= math.Log(float64(max(prob[s.digit], 1e-7)))
			for o := range gOut {
				gOut[o] = prob[o]
			}
			gOut[s.digit] -= 1
			for h := range gHid {
				g := float32(0)
				if hid[h] > 0 {
					for o := range gOut {
						g += float32(gOut[o] * m.W2[o*m.Hidden+h])
					}
				}
				gHid[h] = g
			}
			for o, g := range gOut {
				w := m.W2[o*m.Hidden : (o+1)*m.Hidden]
				for h, a := range hid {
					w[h] -= float32(lr * float32(g*a))
				}
				m.B2[o] -= float32(lr * g)
			}
			for h, g := range gHid {
				if g == 0 {
					continue
				}
				w := m.W1[h*m.In : (h+1)*m.In]
				for i, xi := range s.x {
					w[i] -= float32(lr * float32(g*xi))
				}
				m.B1[h] -= float32(lr * g)
			}
		}
		fmt.Fprintf(log, "epoch %d: loss %.4f\n", e+1, loss/float64(len(all)))
	}
	return m
}

// errors counts the samples m misreads.
func errors(m *scan.Model, ss []sample) int {
	hid := make([]float32, m.Hidden)
	prob := make([]float32, m.Out)
	n := 0
	for _, s := range ss {
		m.Forward(s.x, hid, prob)
		best := 0
		for o := range prob {
			if prob[o] > prob[best] {
				best = o
			}
		}
		if best != s.digit {
			n++
		}
	}
	return n
}
