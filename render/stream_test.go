package render

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"testing"
)

// TestStreamedOutput holds the digests of sheets as the writers made them
// when they laid out every page before writing the first: writing a page at
// a time must give the same bytes, the Japanese font's subset included.
func TestStreamedOutput(t *testing.T) {
	all := testPuzzles(t)
	many := func(n int, caption string) []Puzzle {
		var ps []Puzzle
		for k := range n {
			p := all[[]int{p9x9, pInkala, p4x4, p16x16}[k%4]]
			p.Caption = fmt.Sprintf(caption, k+1)
			ps = append(ps, p)
		}
		return ps
	}
	for _, tc := range []struct {
		name  string
		sheet Sheet
		pdf   string   // sha256 of the PDF
		svg   []string // of each page as SVG
	}{
		{"one page", Sheet{Puzzles: pick(all, p9x9)}, "c3dc4e3910e5edfa1ed3b62d43b96c6acc8369b946a2e49c82ccc0680fd3f1c5",
			[]string{"058ec9084f5ddcb7bf418e7bdda3f0b3ece2729e869e58d0e539254c911a248a"}},
		{"pages and solutions", Sheet{Puzzles: many(15, "#%d"), PerPage: 2, Footer: "nanpure", Solutions: true}, "264832dcdca15840e72f36ca00e2b3e8f786cafe036e6f85025a5526971e2ac6",
			[]string{"de48bc0341fc28e711e0b9ea0bc5f35bbc579839f4a146f9bee27c6dddcb9277", "f1dd2c6a34de1748e34bb0cac26748c3602106b1f4264a4993585142d6c54e60", "5718a3485662b17c0c254f423c2c6accaa7339d4ca5cc1271adb31064f66a78e", "d1d80874852490b2abf9f76de1e86a9d3ec625e18462816fae472906c4073e74", "2d3a0feb6e0a98bc88f40e9022dd97e03ea00e7797d823038d5b31c7a0b80cdd", "793f3543da150974227b1b2ca5d0fc835aa69c3d5f5380dd841e62696571be79", "04d60739a6840e64e9cea58617cdf3263893d543ebbf93610a1a51852f242637", "919a4ec3d77a1271feeac7edecaa794fd25df670ea605ff89765ef709a64cb0b", "b956730f5bfe1069883ccc6c22bf578518c0c24cd319c9cf5eaadd1947fde66e", "62bcb92eb34eae0cb6581b6bedd4560b067d27d7e5d47949890c957da03350ed", "6433bfdcdf73764f295dfa37c8a947cfe051ff3cf9b9f98ba8eca649e3145f2a"}},
		{"Japanese captions cut short", Sheet{Puzzles: many(9, "第%d問 · とても難しい問題です、ゆっくり時間をかけて、鉛筆と消しゴムを用意して解いてください"), PerPage: 6,
			Title: "週刊ナンプレ", Footer: "毎週月曜日", Solutions: true, Lang: "ja", Paper: Letter}, "c5fa59ceec9a61b6f2d221dea7d465186e4f9f8d330a0fd9c1257071110c9a52",
			[]string{"0d6cb817c5f994ef781e1966569bb7b09d2ef3b32ce10c43352d6394d09a267f", "c303d162fe3705dfb6d4d8bbb18cfb54ae9005fd1e01e17d08cb26e56a541b48", "87d2f815bd7e7e75747d6442c3f1032adabae39ec838da9aea4ec739a156a0ba", "352fb37bb1aa21591e6052bd3cb10f6aa35de5d1902a6d464757df52a9a54f17"}},
		{"Japanese footer only", Sheet{Puzzles: many(3, ""), Footer: "数独", Solutions: true}, "2437c4bfcadf7c8f7417088df8101566ddaba770c67711ad4867916589cbd6a2",
			[]string{"60402b1fa3159747c3488475f946ba1e2f34660d7d1f48218a52764d65d2839a", "f77c002694e376ce48bc5582728045c08ab400095e104eac7cd98de96bc73b10", "19e7d99fcc9a57daf26b4d34e624aa89a432c3495341ed8abcb70cbd07b032d6", "18f8324c7f4b5bc12e2a9510e7c8fadb371ba184e3e5f49c79f6d1a3f8ec6f89"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := PDF(&b, tc.sheet); err != nil {
				t.Fatal(err)
			}
			got := fmt.Sprintf("%x", sha256.Sum256(b.Bytes()))
			var svgs []string
			n, _ := tc.sheet.Pages()
			for i := range n {
				b.Reset()
				if err := SVG(&b, tc.sheet, i); err != nil {
					t.Fatal(err)
				}
				svgs = append(svgs, fmt.Sprintf("%x", sha256.Sum256(b.Bytes())))
			}
			if got != tc.pdf {
				t.Errorf("PDF: sha256 %s, want %s", got, tc.pdf)
			}
			if fmt.Sprint(svgs) != fmt.Sprint(tc.svg) {
				t.Errorf("SVG pages: sha256 %q, want %q", svgs, tc.svg)
			}

			// The same sheet from a Source, not held: the same bytes.
			s := tc.sheet
			s.Source, s.Puzzles = testSource{puzzles: s.Puzzles}, nil
			b.Reset()
			if err := PDF(&b, s); err != nil {
				t.Fatal(err)
			}
			if got := fmt.Sprintf("%x", sha256.Sum256(b.Bytes())); got != tc.pdf {
				t.Errorf("PDF from a Source: sha256 %s, want %s", got, tc.pdf)
			}
		})
	}
}

// heapPeak is a writer that notes the live heap at every write, after a
// collection: the most the writer it is given to holds at once.
type heapPeak struct{ peak uint64 }

func (h *heapPeak) Write(b []byte) (int, error) {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	h.peak = max(h.peak, m.HeapAlloc)
	return len(b), nil
}

// liveHeap is the live heap after a collection.
func liveHeap() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// manyPuzzles returns n copies of one 9x9 puzzle (sharing its grids, so
// that the sheet itself is small) with their captions.
func manyPuzzles(t testing.TB, n int) []Puzzle {
	p := testPuzzles(t)[p9x9]
	ps := make([]Puzzle, n)
	for k := range ps {
		ps[k] = p
		ps[k].Caption = "#" + strconv.Itoa(k+1)
	}
	return ps
}

// The writers hold one page at a time, not the sheet's: while a PDF of
// 1,084 pages is written, the heap grows by less than 1 MB (the buffer,
// the objects' offsets, a page), where the drawing of every page would
// take some 10 MB; an SVG page draws that page alone, whatever the length
// of the sheet.
func TestStreamedMemory(t *testing.T) {
	s := Sheet{Puzzles: manyPuzzles(t, 1000), Solutions: true, Title: "週刊ナンプレ"}
	p, err := s.Check()
	if err != nil {
		t.Fatal(err)
	}
	before := liveHeap()
	var h heapPeak
	if err := p.PDF(&h); err != nil {
		t.Fatal(err)
	}
	if grew := int64(h.peak) - int64(before); grew > 1<<20 {
		t.Errorf("the heap grew by %d KB while the PDF of %d pages was written, want under 1 MB", grew>>10, p.Pages())
	}

	short, err := Sheet{Puzzles: manyPuzzles(t, 2), Solutions: true, Title: s.Title}.Check()
	if err != nil {
		t.Fatal(err)
	}
	svgAllocs := func(p *Printout) float64 {
		return testing.AllocsPerRun(3, func() {
			if err := p.SVG(io.Discard, 1); err != nil {
				t.Fatal(err)
			}
		})
	}
	// (The page number is the one difference: "2 / 1084" for "2 / 3".)
	if a, b := svgAllocs(short), svgAllocs(p); b > a+10 {
		t.Errorf("page 2 of %d pages as SVG: %g allocations, %g for page 2 of %d pages; want about the same", p.Pages(), b, a, short.Pages())
	}
}

// BenchmarkPDF writes a PDF of 1,084 pages (1,000 puzzles, solutions) and
// reports the time and bytes allocated for a page, and how much the heap
// grew at most while it was written: what the writer holds.
func BenchmarkPDF(b *testing.B) {
	p, err := Sheet{Puzzles: manyPuzzles(b, 1000), Solutions: true}.Check()
	if err != nil {
		b.Fatal(err)
	}
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	for b.Loop() {
		if err := p.PDF(io.Discard); err != nil {
			b.Fatal(err)
		}
	}
	runtime.ReadMemStats(&m1)
	pages := float64(b.N * p.Pages())
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/pages, "ns/page")
	b.ReportMetric(float64(m1.TotalAlloc-m0.TotalAlloc)/pages, "B/page")

	before := liveHeap()
	var h heapPeak
	if err := p.PDF(&h); err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(h.peak-min(h.peak, before)), "peak-heap-B")
}

// BenchmarkSVG writes every page of a sheet of 800 pages as SVG, as print
// --format svg does, and reports the time and bytes allocated for a page.
func BenchmarkSVG(b *testing.B) {
	p, err := Sheet{Puzzles: manyPuzzles(b, 800)}.Check()
	if err != nil {
		b.Fatal(err)
	}
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	for b.Loop() {
		for i := range p.Pages() {
			if err := p.SVG(io.Discard, i); err != nil {
				b.Fatal(err)
			}
		}
	}
	runtime.ReadMemStats(&m1)
	pages := float64(b.N * p.Pages())
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/pages, "ns/page")
	b.ReportMetric(float64(m1.TotalAlloc-m0.TotalAlloc)/pages, "B/page")
}

// testSource gives puzzles from a slice, or fails to at puzzle failAt
// (counting from 1).
type testSource struct {
	puzzles []Puzzle
	failAt  int
}

func (s testSource) Len() int { return len(s.puzzles) }

func (s testSource) Puzzle(i int) (Puzzle, error) {
	if i+1 == s.failAt {
		return Puzzle{}, errors.New("read error")
	}
	return s.puzzles[i], nil
}

// A Source that fails fails the sheet, naming the puzzle.
func TestSourceError(t *testing.T) {
	s := Sheet{Source: testSource{puzzles: manyPuzzles(t, 5), failAt: 4}}
	want := "render: puzzle 4: read error"
	if err := PDF(io.Discard, s); err == nil || err.Error() != want {
		t.Errorf("PDF: %v, want %s", err, want)
	}
	if err := SVG(io.Discard, s, 0); err == nil || err.Error() != want {
		t.Errorf("SVG: %v, want %s", err, want)
	}
}
