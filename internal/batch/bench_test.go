package batch

import (
	"context"
	"fmt"
	"io"
	"testing"
	"time"
)

// spin burns about d of CPU time, standing for the work on one puzzle.
func spin(d time.Duration) {
	for t := time.Now(); time.Since(t) < d; {
	}
}

// BenchmarkRun streams items that each take 2µs of work (a 17-clue puzzle
// on the 9x9 engine), always at hand as a file's are, through 1 and 2
// workers: items/s shows what the hand-off between reader, workers and
// writer costs, and how far two cores are from twice one.
func BenchmarkRun(b *testing.B) {
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("workers=%d", workers), func(b *testing.B) {
			n := 0
			next := func(it *int) error {
				if n == b.N {
					return io.EOF
				}
				n++
				*it = n
				return nil
			}
			work := func(_ context.Context, i int) int { spin(2 * time.Microsecond); return i }
			emit := func(int) error { return nil }
			src := Source[int]{Next: next, Ready: func() bool { return true }}
			if err := Stream(context.Background(), workers, src, work, emit, nil); err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "items/s")
		})
	}
}
