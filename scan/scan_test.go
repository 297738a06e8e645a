package scan

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/sudoku"
)

func TestSquareTo(t *testing.T) {
	for _, tc := range []struct {
		name string
		q    [4]point
	}{
		{"square", [4]point{{0, 0}, {10, 0}, {10, 10}, {0, 10}}},
		{"parallelogram", [4]point{{5, 2}, {105, 12}, {110, 112}, {10, 102}}},
		{"perspective", [4]point{{20, 30}, {400, 10}, {430, 380}, {5, 420}}},
	} {
		m := squareTo(tc.q)
		for k, uv := range [4][2]float64{{0, 0}, {1, 0}, {1, 1}, {0, 1}} {
			p := m.apply(uv[0], uv[1])
			if math.Abs(p.x-tc.q[k].x) > 1e-9 || math.Abs(p.y-tc.q[k].y) > 1e-9 {
				t.Errorf("%s: corner %d goes to %v, want %v", tc.name, k, p, tc.q[k])
			}
		}
	}
}

// TestNoGrid reads images that hold no grid.
func TestNoGrid(t *testing.T) {
	blank := image.NewGray(image.Rect(0, 0, 640, 480))
	draw.Draw(blank, blank.Bounds(), image.NewUniform(color.Gray{220}), image.Point{}, draw.Src)
	noise := image.NewGray(image.Rect(0, 0, 640, 480))
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range noise.Pix {
		noise.Pix[i] = uint8(rng.IntN(256))
	}
	tiny := image.NewGray(image.Rect(0, 0, 20, 20))
	for name, img := range map[string]image.Image{"blank": blank, "noise": noise, "tiny": tiny} {
		if _, err := Read(context.Background(), img, nil); !errors.Is(err, ErrNoGrid) {
			t.Errorf("%s: error %v, want ErrNoGrid", name, err)
		}
	}
}

// TestCancel stops a reading whose context is done.
func TestCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	img := decodeFile(t, corpus.Photos(t)+"/image1.jpg")
	if _, err := Read(ctx, img, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("error %v, want context.Canceled", err)
	}
}

// TestImageTypes reads one photo decoded as each kind of image the
// decoders return: the same puzzle.
func TestImageTypes(t *testing.T) {
	src := decodeFile(t, corpus.Photos(t)+"/image1.jpg")
	want, err := Read(context.Background(), src, nil)
	if err != nil {
		t.Fatal(err)
	}
	rgba := image.NewRGBA(src.Bounds())
	draw.Draw(rgba, rgba.Bounds(), src, src.Bounds().Min, draw.Src)
	nrgba := image.NewNRGBA(src.Bounds())
	draw.Draw(nrgba, nrgba.Bounds(), src, src.Bounds().Min, draw.Src)
	// The PGM of its green channel, as the page's worker makes it for
	// the WebAssembly build.
	gray, err := Decode(bytes.NewReader(corpus.GreenPGM(src)))
	if err != nil {
		t.Fatal(err)
	}
	for name, img := range map[string]image.Image{"RGBA": rgba, "NRGBA": nrgba, "PGM": gray} {
		r, err := Read(context.Background(), img, nil)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if r.Grid.String() != want.Grid.String() {
			t.Errorf("%s: read %s, want %s as from the JPEG's YCbCr", name, r.Grid, want.Grid)
		}
	}
}

// A repairCase is a reading whose cells hold the digits of a puzzle, some
// of them read wrong, with second readings and their costs.
type repairCase struct {
	name    string
	wrong   map[int]int // cell: the digit first read
	alts    []change
	status  string
	changed []int
}

// TestRepair checks the solver's repair of a reading on a proper puzzle
// (image1's).
func TestRepair(t *testing.T) {
	const puzzle = "...7...8..9...31....68.5.7..2.6...49...2...5...8.4...7...9...3.37......61.5..4..."
	for _, tc := range []repairCase{
		{"right", nil, []change{{0, 5, 1}}, Unique, nil},
		// r1c4 is a 7; read as a 1, it clashes with r2c7.
		{"one digit", map[int]int{3: 1}, []change{{3, 4, 0.5}, {3, 7, 1}, {5, 2, 0.1}}, Unique, []int{3}},
		// a missing digit: several solutions; the cheap change to an
		// empty cell fails to make it unique, the digit comes back.
		{"missing digit", map[int]int{7: 0}, []change{{7, 8, 2}}, Unique, []int{7}},
		// the same, with a cheaper second reading of a right given (r3c8's
		// 7 as a 2) that makes the reading unique too, on a wrong puzzle
		{"missing digit, not a right one changed", map[int]int{7: 0}, []change{{25, 2, 0.1}, {7, 8, 2}}, Unique, []int{7}},
		// two wrong cells, one a speck read as a digit, each with its
		// right second reading
		{"two cells", map[int]int{3: 1, 12: 2}, []change{{3, 7, 1}, {12, 0, 1.5}, {20, 4, 0.2}}, Unique, []int{3, 12}},
		// the right reading costs more than the bound: none, unchanged
		{"too costly", map[int]int{3: 1}, []change{{3, 7, 9}}, None, nil},
	} {
		g, err := sudoku.Parse(puzzle, sudoku.Options{})
		if err != nil {
			t.Fatal(err)
		}
		r := &Result{Grid: g}
		for i := range 81 {
			r.Cells[i].Digit = int(g.Cells[i])
		}
		for c, d := range tc.wrong {
			r.Grid.Cells[c] = sudoku.Digit(d)
			r.Cells[c].Digit = d
		}
		before := r.Grid.String()
		if err := repair(context.Background(), r, tc.alts, Options{MaxChanges: 3, MaxTries: 2000, MaxCost: 8}); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if r.Status != tc.status || fmt.Sprint(r.Changed) != fmt.Sprint(tc.changed) {
			t.Errorf("%s: status %s, changed %v; want %s, %v", tc.name, r.Status, r.Changed, tc.status, tc.changed)
		}
		if tc.status == Unique && r.Grid.String() != puzzle {
			t.Errorf("%s: repaired to %s, want %s", tc.name, r.Grid, puzzle)
		}
		if tc.status != Unique && r.Grid.String() != before {
			t.Errorf("%s: a reading without a repair changed to %s", tc.name, r.Grid)
		}
		for _, c := range tc.changed {
			if !r.Cells[c].Corrected || r.Cells[c].Read != tc.wrong[c] {
				t.Errorf("%s: cell %d: corrected %v, read %d; want true, %d", tc.name, c, r.Cells[c].Corrected, r.Cells[c].Read, tc.wrong[c])
			}
		}
	}
}

// TestModel checks the embedded model's format round trip.
func TestModel(t *testing.T) {
	m, err := embedded()
	if err != nil {
		t.Fatal(err)
	}
	if m.In != NumFeatures || m.Out != Classes {
		t.Errorf("model %d -> %d, want %d -> %d", m.In, m.Out, NumFeatures, Classes)
	}
	if len(modelBin) > 1<<20 {
		t.Errorf("model.bin is %d bytes, more than 1 MB", len(modelBin))
	}
	b, _ := m.MarshalBinary()
	if string(b) != string(modelBin) {
		t.Error("the model does not encode back to model.bin")
	}
	for _, bad := range [][]byte{nil, []byte("NPSC"), modelBin[:len(modelBin)-1], append(append([]byte(nil), modelBin...), 0)} {
		if _, err := UnmarshalModel(bad); err == nil {
			t.Errorf("UnmarshalModel of %d bytes: no error", len(bad))
		}
	}
}

// TestPGM reads gray maps and what is not one.
func TestPGM(t *testing.T) {
	for _, tc := range []struct {
		name string
		data string
		want []uint8 // nil: an error
		err  error   // the error, when it is one of Decode's
	}{
		{"plain", "P5\n3 2\n255\n\x00\x10\x20\x30\x40\xff", []uint8{0, 0x10, 0x20, 0x30, 0x40, 0xff}, nil},
		{"comments and spaces", "P5 # made by hand\n 3\t2 # size\n\n255\r\x00\x10\x20\x30\x40\xff", []uint8{0, 0x10, 0x20, 0x30, 0x40, 0xff}, nil},
		{"15 levels", "P5\n2 1\n15\n\x0f\x05", []uint8{255, 85}, nil},
		{"a comment longer than a buffer", "P5\n#" + strings.Repeat("x", 10000) + "\n2 1\n255\n\x00\xff", []uint8{0, 0xff}, nil},
		{"cut short", "P5\n3 2\n255\n\x00\x10", nil, ErrTruncated},
		{"cut in the header", "P5\n3 2", nil, ErrTruncated},
		{"16-bit", "P5\n1 1\n65535\n\x00\x00", nil, nil},
		{"no width", "P5\nx 2\n255\n", nil, nil},
		{"too large", "P5\n100000 100000\n255\n", nil, nil},
		{"ascii gray map", "P2\n1 1\n255\n0\n", nil, ErrNotImage},
	} {
		img, err := Decode(strings.NewReader(tc.data))
		switch {
		case tc.want == nil && err == nil:
			t.Errorf("%s: no error", tc.name)
		case tc.want == nil && tc.err != nil && !errors.Is(err, tc.err):
			t.Errorf("%s: error %v, want %v", tc.name, err, tc.err)
		case tc.want != nil && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.want != nil:
			g, ok := img.(*image.Gray)
			if !ok || !bytes.Equal(g.Pix, tc.want) {
				t.Errorf("%s: read %v, want %v", tc.name, img, tc.want)
			}
		}
	}
}

// TestDecode reads images and what is none.
func TestDecode(t *testing.T) {
	data, err := os.ReadFile(corpus.Photos(t) + "/image1.jpg")
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewGray(image.Rect(0, 0, 30, 20))); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		data []byte
		want error // nil: decodes
	}{
		{"jpeg", data, nil},
		{"png", buf.Bytes(), nil},
		{"text", []byte("81 digits are not a photo"), ErrNotImage},
		{"empty", nil, ErrNotImage},
		{"cut jpeg", data[:len(data)/2], ErrTruncated},
		{"cut png", buf.Bytes()[:buf.Len()-20], ErrTruncated},
	} {
		img, err := Decode(bytes.NewReader(tc.data))
		if !errors.Is(err, tc.want) || (err == nil) != (img != nil) {
			t.Errorf("%s: error %v, want %v", tc.name, err, tc.want)
		}
	}
}

func TestDropStrokes(t *testing.T) {
	const nf = -1 // not found
	tests := []struct {
		name     string
		in, want [9]float64
		lineWant float64
	}{
		{"straight", [9]float64{64, 64, 65, 65, 65, 66, 66, 66, 67}, [9]float64{64, 64, 65, 65, 65, 66, 66, 66, 67}, 64},
		{"curled", [9]float64{1, 0.5, 1.5, 3.5, 6.5, 4.5, 2.5, 1.5, 1.5}, [9]float64{1, 0.5, 1.5, 3.5, 6.5, 4.5, 2.5, 1.5, 1.5}, 0},
		{"a stroke", [9]float64{96, 96, 96, 96, 97, 96, 96, 89, 96}, [9]float64{96, 96, 96, 96, 97, 96, 96, nf, 96}, 96},
		{"nothing", [9]float64{nf, nf, nf, nf, nf, nf, nf, nf, nf}, [9]float64{nf, nf, nf, nf, nf, nf, nf, nf, nf}, 32},
		// Regressions
		// image1006's vertical line 4: two strokes of digits above five
		// pieces of the line; a straight fit through a stroke and the
		// line's end held six of them.
		{"two strokes", [9]float64{118.5, 118.5, nf, nf, 129, 129, 129, 129, 129}, [9]float64{nf, nf, nf, nf, 129, 129, 129, 129, 129}, 128},
		// image206's right border: three pieces and a 1's stroke.
		{"border", [9]float64{nf, nf, 286.5, 286.5, 287, nf, nf, 278, nf}, [9]float64{nf, nf, 286.5, 286.5, 287, nf, nf, nf, nf}, 288},
	}
	for _, tt := range tests {
		a := tt.in
		dropStrokes(&a, tt.lineWant, side/6.0)
		if a != tt.want {
			t.Errorf("%s: dropStrokes(%v) = %v, want %v", tt.name, tt.in, a, tt.want)
		}
	}
}

// TestReadCellPieces: a blurred 5 cut at half its darkness falls apart into
// its top bar, its middle and its bowl, none of a digit's height alone.
func TestReadCellPieces(t *testing.T) {
	img := image.NewGray(image.Rect(0, 0, CellPx, CellPx))
	for i := range img.Pix {
		img.Pix[i] = 200
	}
	bar := func(x0, y0, x1, y1 int) { inkRect(img.Pix, CellPx, x0, y0, x1, y1) }
	bar(18, 14, 30, 17) // the top
	bar(18, 19, 21, 25) // the upright
	bar(18, 27, 30, 30) // the bowl's top
	bar(28, 30, 31, 33)
	bar(17, 35, 30, 38) // its foot
	if _, ok := ReadCell(img); !ok {
		t.Error("the pieces of a 5 read as an empty cell")
	}
}

// inkRect inks the rectangle [x0, x1) x [y0, y1) of a grey image of rows
// of stride pixels.
func inkRect(pix []uint8, stride, x0, y0, x1, y1 int) {
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			pix[y*stride+x] = 60
		}
	}
}

// TestReadCellBorder: a piece of the cell's border in an L around the
// digit's corner is no part of the digit, though its box is over the
// digit's (image199's 8).
func TestReadCellBorder(t *testing.T) {
	p := newPlane(cellPx, cellPx)
	for i := range p.pix {
		p.pix[i] = 200
	}
	fill := func(x0, y0, x1, y1 int) { inkRect(p.pix, cellPx, x0, y0, x1, y1) }
	fill(18, 13, 33, 36) // the digit
	fill(4, 4, 6, 44)    // the border's upright
	fill(4, 42, 26, 44)  // and its foot
	c := readCell(p, 60)
	if want := [4]int{18, 13, 33, 36}; !c.ink || c.box != want {
		t.Errorf("readCell: ink %v, box %v, want the digit's box %v", c.ink, c.box, want)
	}
}
