package main

import (
	"context"
	"fmt"
	"io"

	"github.com/nanpure/nanpure/scan"
	"github.com/nanpure/nanpure/scan/internal/photos"
)

// crossValidate measures the reader on the training photos without the
// bias of having trained on them: the photos are cut into k folds, and
// each fold is read by a model trained on the other folds (and the fonts).
// The held-out photos play no part: this is how the reader's choices are
// made, so that the held-out figures stay honest.
func crossValidate(ctx context.Context, c config, k int, log io.Writer) error {
	ex, err := extractAll(ctx, c, func(i int) bool { return !photos.HeldOut(i) })
	if err != nil {
		return err
	}
	exact, wrong, cells, repaired := 0, 0, 0, 0
	for f := 0; f < k; f++ {
		var in, out []extracted
		for i, x := range ex {
			if i%k == f {
				out = append(out, x)
			} else {
				in = append(in, x)
			}
		}
		m, err := trainOn(ctx, c, in, io.Discard)
		if err != nil {
			return err
		}
		for _, x := range out {
			cells += 81
			if x.e == nil {
				wrong += 81
				fmt.Fprintf(log, "image%d: no grid\n", x.p.Num)
				continue
			}
			r, err := x.e.Read(ctx, &scan.Options{Model: m})
			if err != nil {
				return err
			}
			w := 0
			detail := ""
			for i := range 81 {
				if c := r.Cells[i]; c.Digit != x.p.Givens[i] {
					w++
					detail += fmt.Sprintf(" r%dc%d %d as %d (%.3f)", i/9+1, i%9+1, x.p.Givens[i], c.Digit, c.Confidence)
				}
			}
			wrong += w
			if w == 0 {
				exact++
			} else {
				fmt.Fprintf(log, "image%d: %d cells wrong, status %s, changed %v:%s\n", x.p.Num, w, r.Status, r.Changed, detail)
			}
			if len(r.Changed) > 0 {
				repaired++
				// What the repair changed, right or wrong: how its rules
				// are judged.
				fmt.Fprintf(log, "image%d: repaired, %d cells wrong after:", x.p.Num, w)
				for _, i := range r.Changed {
					fmt.Fprintf(log, " r%dc%d %d to %d (truth %d)", i/9+1, i%9+1, r.Cells[i].Read, r.Cells[i].Digit, x.p.Givens[i])
				}
				fmt.Fprintln(log)
			}
		}
	}
	fmt.Fprintf(log, "cross-validated on %d folds of %d training photos: %d grids exact (%.1f%%), %d of %d cells wrong (%.2f%%), %d repaired\n",
		k, len(ex), exact, 100*float64(exact)/float64(len(ex)), wrong, cells, 100*float64(wrong)/float64(cells), repaired)
	return nil
}
