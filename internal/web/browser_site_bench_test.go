package web

import (
	"bytes"
	"compress/gzip"
	"context"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// BenchmarkBrowserSite measures the page of "nanpure site" on a local
// static server, the engine in the browser: the size of nanpure.wasm, raw
// and gzipped (as a host sends it); the time from opening the page in a
// fresh browser (nothing cached) to the first playable puzzle (the grid
// shown and a digit typed in shown in its cell), and on a reload (from
// the service worker's cache); the time from opening to the engine's
// first answer (a hint), which the page does not wait for; then, in the page, through
// its engine interface, the median times of new "hard" 9x9 puzzles and of
// a hint on each, and the main thread's long tasks (over 50 ms)
// meanwhile: the engine works in a Web Worker, so there should be none.
// Run it with
//
//	go test ./internal/web -run '^$' -bench BrowserSite -benchtime 1x
func BenchmarkBrowserSite(b *testing.B) {
	dir := buildSite(b)
	wasm, err := os.ReadFile(filepath.Join(dir, "nanpure.wasm"))
	if err != nil {
		b.Fatal(err)
	}
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(wasm)
	zw.Close()
	files := http.FileServer(http.Dir(dir))

	const puzzles = 9
	var firsts, reloads []time.Duration
	var gens, hints, engines []float64
	longTasks, longest := 0, 0.0
	for b.Loop() {
		tb := newBrowserOn(b, files)
		start := time.Now()
		playable(tb)
		firsts = append(firsts, time.Since(start))
		engines = append(engines, evalAwait[float64](tb, `(async () => {
			const engine = await import("./engine.js");
			await engine.hint({ puzzle: "`+article000+`" });
			return performance.now();
		})()`))
		r := evalAwait[map[string]any](tb, `(async () => {
			const engine = await import("./engine.js");
			const long = [];
			new PerformanceObserver((l) => long.push(...l.getEntries())).observe({ type: "longtask" });
			const gens = [], hints = [];
			for (let seed = 1; seed <= `+strconv.Itoa(puzzles)+`; seed++) {
				let t = performance.now();
				const p = await engine.generate({ box: "3x3", level: "hard", seed });
				gens.push(performance.now() - t);
				t = performance.now();
				await engine.hint({ puzzle: p.puzzle, box: p.box });
				hints.push(performance.now() - t);
			}
			await new Promise((ok) => setTimeout(ok, 100)); // the observer's last entries
			return { gens, hints, long: long.map((e) => e.duration) };
		})()`)
		for _, v := range r["gens"].([]any) {
			gens = append(gens, v.(float64))
		}
		for _, v := range r["hints"].([]any) {
			hints = append(hints, v.(float64))
		}
		for _, v := range r["long"].([]any) {
			longTasks++
			longest = max(longest, v.(float64))
		}
		// Again, from the service worker's cache and the compiled code the
		// browser kept.
		start = time.Now()
		playable(tb)
		reloads = append(reloads, time.Since(start))
	}
	b.ReportMetric(float64(len(wasm))/1e6, "wasm-MB")
	b.ReportMetric(float64(gz.Len())/1e6, "wasm-gz-MB")
	b.ReportMetric(float64(median(firsts).Milliseconds()), "first-playable-ms")
	b.ReportMetric(float64(median(reloads).Milliseconds()), "reload-playable-ms")
	b.ReportMetric(medianF(engines), "engine-ready-ms")
	b.ReportMetric(medianF(hints), "hint-ms")
	b.ReportMetric(medianF(gens), "new-hard-ms")
	b.ReportMetric(float64(longTasks), "long-tasks")
	b.ReportMetric(longest, "longest-task-ms")
	b.ReportMetric(0, "ns/op") // the whole loop's time says nothing
}

// playable opens the page and types a digit into its first empty cell,
// returning once the cell shows it.
func playable(tb *tab) {
	tb.open(tb.url)
	cells := tb.cells()
	i := strings.Index(cells, ".")
	tb.clickCell(i)
	tb.key("1")
	tb.wait(boardIs(cells[:i] + "1" + cells[i+1:]))
}

// evalAwait returns the value of a JavaScript expression on the page, a
// Promise awaited.
func evalAwait[T any](tb *tab, js string) T {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, 2*time.Minute)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise))
	if err != nil {
		tb.t.Fatalf("%.80s...: %v", js, err)
	}
	return v
}

func median(ds []time.Duration) time.Duration {
	s := slices.Sorted(slices.Values(ds))
	return s[len(s)/2]
}

func medianF(xs []float64) float64 {
	s := slices.Sorted(slices.Values(xs))
	return s[len(s)/2]
}
