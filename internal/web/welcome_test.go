package web

import (
	"context"
	"encoding/json"
	"os"
	"regexp"
	"testing"

	"github.com/nanpure/nanpure/internal/api"
)

// TestWelcome checks the puzzle the page opens on (static/welcome.js),
// which comes with its solution so as not to wait for the engine: the
// engine finds the same one, and no other.
func TestWelcome(t *testing.T) {
	src, err := os.ReadFile("static/welcome.js")
	if err != nil {
		t.Fatal(err)
	}
	field := func(name string) string {
		m := regexp.MustCompile(name + `: "([^"]*)"`).FindSubmatch(src)
		if m == nil {
			t.Fatalf("welcome.js has no %s", name)
		}
		return string(m[1])
	}
	req, _ := json.Marshal(map[string]string{"puzzle": field("puzzle"), "box": field("box")})
	a := api.Call(context.Background(), "solve", req)
	var got struct{ Box, Status, Solution string }
	if err := json.Unmarshal(a.Body, &got); err != nil || a.Code != 200 {
		t.Fatalf("solve: %d %s", a.Code, a.Body)
	}
	if got.Box != field("box") || got.Status != field("status") || got.Solution != field("solution") {
		t.Errorf("the engine says %+v; welcome.js %s %s %s", got, field("box"), field("status"), field("solution"))
	}
}
