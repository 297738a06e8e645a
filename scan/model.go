package scan

import (
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"sync"
)

// The classifier is a perceptron with one hidden layer:
//
//	features (NumFeatures) --W1,b1--> ReLU (Hidden) --W2,b2--> softmax (10 classes)
//
// It reads a blob of ink that readCell found in a cell: class 0 is "not a
// digit" (a speck, a piece of a line, a digit of the next cell), classes 1
// to 9 are the digits. A cell without any blob is empty without asking. Its weights are trained by scan/internal/train and
// embedded from model.bin:
//
//	"NPSC" version:uint32 in:uint32 hidden:uint32 out:uint32
//	W1 [hidden][in] b1 [hidden] W2 [out][hidden] b2 [out], float32, little-endian
//
//go:embed model.bin
var modelBin []byte

// A Model is the classifier's weights.
type Model struct {
	In, Hidden, Out int
	W1, B1, W2, B2  []float32
}

// Classes are the model's outputs: not a digit, and the digits 1 to 9.
const Classes = 10

// Hidden is the width of the hidden layer of the models that Train makes.
const Hidden = 64

// modelVersion changes whenever the features change, so that stale
// weights are refused rather than misread.
const modelVersion = 3

var (
	loadOnce sync.Once
	model    *Model
	modelErr error
)

// embedded returns the embedded model, read once.
func embedded() (*Model, error) {
	loadOnce.Do(func() { model, modelErr = UnmarshalModel(modelBin) })
	return model, modelErr
}

// NewModel returns a model with every weight zero.
func NewModel(in, hidden, out int) *Model {
	return &Model{in, hidden, out, make([]float32, hidden*in), make([]float32, hidden), make([]float32, out*hidden), make([]float32, out)}
}

// MarshalBinary encodes m in the format of model.bin.
func (m *Model) MarshalBinary() ([]byte, error) {
	b := []byte("NPSC")
	for _, v := range []int{modelVersion, m.In, m.Hidden, m.Out} {
		b = binary.LittleEndian.AppendUint32(b, uint32(v))
	}
	for _, a := range [][]float32{m.W1, m.B1, m.W2, m.B2} {
		for _, v := range a {
			b = binary.LittleEndian.AppendUint32(b, math.Float32bits(v))
		}
	}
	return b, nil
}

// UnmarshalModel decodes the format of model.bin.
func UnmarshalModel(b []byte) (*Model, error) {
	if len(b) < 20 || string(b[:4]) != "NPSC" {
		return nil, errors.New("scan: the model is not an NPSC file")
	}
	v := func(i int) int { return int(binary.LittleEndian.Uint32(b[4+4*i:])) }
	if v(0) != modelVersion {
		return nil, fmt.Errorf("scan: the model is version %d, want %d (retrain it)", v(0), modelVersion)
	}
	m := NewModel(v(1), v(2), v(3))
	if m.In != NumFeatures || m.Out != Classes {
		return nil, fmt.Errorf("scan: the model reads %d features into %d classes, want %d into %d", m.In, m.Out, NumFeatures, Classes)
	}
	off := 20
	for _, a := range [][]float32{m.W1, m.B1, m.W2, m.B2} {
		for i := range a {
			if off+4 > len(b) {
				return nil, errors.New("scan: the model is truncated")
			}
			a[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[off:]))
			off += 4
		}
	}
	if off != len(b) {
		return nil, errors.New("scan: the model has trailing bytes")
	}
	return m, nil
}

// Forward computes the hidden layer's activations into hid and the
// probabilities of the classes into prob. (Products are converted
// explicitly before they are summed, so that no compiler fuses them into
// FMA instructions: training then gives the same bits on every machine.)
func (m *Model) Forward(x, hid, prob []float32) {
	for h := 0; h < m.Hidden; h++ {
		w := m.W1[h*m.In : (h+1)*m.In]
		s := m.B1[h]
		for i, xi := range x {
			s += float32(w[i] * xi)
		}
		hid[h] = max(0, s)
	}
	top := float32(math.Inf(-1))
	for o := 0; o < m.Out; o++ {
		w := m.W2[o*m.Hidden : (o+1)*m.Hidden]
		s := m.B2[o]
		for h, a := range hid {
			s += float32(w[h] * a)
		}
		prob[o] = s
		top = max(top, s)
	}
	sum := float32(0)
	for o := range prob {
		prob[o] = float32(math.Exp(float64(prob[o] - top)))
		sum += prob[o]
	}
	for o := range prob {
		prob[o] /= sum
	}
}
