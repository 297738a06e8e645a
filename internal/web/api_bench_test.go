package web

import (
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/nanpure/nanpure/internal/corpus"
)

// BenchmarkAPI is the server's CPU time of one request, without the
// network: a solve of a 17-clue puzzle and a hint on a position of one.
func BenchmarkAPI(b *testing.B) {
	h := New(Options{})
	puzzles := corpus.Embedded("tdoku_17_clue_sample.answers.txt")
	for _, path := range []string{"solve", "hint"} {
		b.Run(path, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				a := puzzles[i%len(puzzles)]
				body := `{"puzzle":"` + a.Puzzle + `"}`
				if path == "hint" {
					g := []byte(a.Puzzle)
					for j := 0; j < 81; j += 3 {
						g[j] = a.Solution[j]
					}
					body = `{"puzzle":"` + a.Puzzle + `","grid":"` + string(g) + `"}`
				}
				r := httptest.NewRequest("POST", "http://localhost/api/"+path, strings.NewReader(body))
				r.Header.Set("Content-Type", "application/json")
				w := httptest.NewRecorder()
				h.ServeHTTP(w, r)
				if w.Code != 200 {
					b.Fatal(w.Body.String())
				}
			}
		})
	}
}
