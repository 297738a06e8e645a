package rate

import (
	"context"
	"testing"
	"time"

	"github.com/nanpure/nanpure/human"
	"github.com/nanpure/nanpure/sudoku"
)

// FuzzRate: rating any grid, within a short time, on the Explainers' scale
// and on HoDoKu's, never panics; a rating that ends without error has a
// level and numbers in order (the pearl and the diamond never above the
// rating), and a grid whose givens break the rules is refused.
func FuzzRate(f *testing.F) {
	f.Add("000027008001000007064005019270963154400270683613004000087632041090048005342519870")
	f.Add("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")
	f.Add("8.........95.......67..........2.485...4.3192......736...651947...732518...894263")
	f.Add(".2....7..4....9.3.6..723.4...83.........1....9....4.6..94....5.5.....6.3.....5...")
	f.Add("..14....12......")
	f.Add("11..............")
	f.Add("................")
	f.Fuzz(func(t *testing.T, text string) {
		g, err := sudoku.Parse(text, sudoku.Options{})
		if err != nil || g.Shape.N > 9 {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		defer cancel()
		r, err := Rate(ctx, g, nil)
		if g.Validate() != nil {
			if err == nil {
				t.Fatalf("rated a grid whose givens break the rules: %+v", r)
			}
			return
		}
		if r.ER < 0 || r.EP > r.ER || r.ED > r.ER {
			t.Fatalf("rating %.1f/%.1f/%.1f out of order", r.ER, r.EP, r.ED)
		}
		if err == nil && (r.TimedOut || r.Level.String() == "") {
			t.Fatalf("a rating without error: %+v", r)
		}
		if err != nil && ctx.Err() == nil && r.TimedOut {
			t.Fatalf("timed out before the time: %v", err)
		}
		// HoDoKu's scale, whose path ends in HoDoKu's forcing chains and
		// nets and its brute force: a unique puzzle rated in time has a
		// score.
		hctx, hcancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		defer hcancel()
		h, err := Rate(hctx, g, &Options{Profile: human.HoDoKu})
		if err == nil && (h.TimedOut || h.Score <= 0 && h.Steps > 0) {
			t.Fatalf("a HoDoKu rating without error: %+v", h)
		}
	})
}
