package web

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"
)

// Puzzles of every kind, from the articles and tdoku's tests.
const (
	article000 = "000027008001000007064005019270963154400270683613004000087632041090048005342519870"
	solution0  = "935127468821496537764385219278963154459271683613854792587632941196748325342519876"
	inkala     = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
	multi125   = "8.........95.......67..........2.485...4.3192......736...651947...732518...894263"
	noSolution = ".2....7..4....9.3.6..723.4...83.........1....9....4.6..94....5.5.....6.3.....5..."
	conflict   = "..9.7...5..21..9..1...28....7...5..1..851.....5....3.......3..68........21.....87"
)

// post sends body to path on h as JSON (or as text when ct says) and
// returns the status code and the answer decoded as a JSON object.
func post(t *testing.T, h http.Handler, path, ct, body string) (int, map[string]any) {
	t.Helper()
	req := httptest.NewRequest(http.MethodPost, path, strings.NewReader(body))
	if ct != "" {
		req.Header.Set("Content-Type", ct)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	var m map[string]any
	if strings.HasPrefix(rec.Header().Get("Content-Type"), "application/json") {
		if err := json.Unmarshal(rec.Body.Bytes(), &m); err != nil {
			t.Fatalf("%s: answer is not JSON: %v\n%s", path, err, rec.Body)
		}
	}
	return rec.Code, m
}

// expect posts body to path, checks the status code and the fields of
// want, and returns the answer.
func expect(t *testing.T, h http.Handler, path, ct, body string, code int, want map[string]any) map[string]any {
	t.Helper()
	got, m := post(t, h, path, ct, body)
	if got != code {
		t.Fatalf("status %d, want %d: %.300v", got, code, m)
	}
	for k, v := range want {
		if m[k] != v {
			t.Errorf("%s = %#v, want %#v (answer %.300v)", k, m[k], v, m)
		}
	}
	return m
}

func jsonBody(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

const ctJSON = "application/json"

func TestAPI(t *testing.T) {
	h := New(Options{})
	tests := []struct {
		name, path, ct, body string
		code                 int
		want                 map[string]any // fields that must have these values
		absent               []string       // fields that must not be there
	}{
		{name: "solve unique", path: "/api/solve", ct: ctJSON, body: jsonBody(map[string]string{"puzzle": article000}), code: 200,
			want: map[string]any{"source": "request", "line": 1.0, "status": "unique", "solution": solution0, "box": "3x3",
				"puzzle": "....27..8..1.....7.64..5.1927.9631544..27.683613..4....87632.41.9..48..534251987."},
			absent: []string{"error", "count", "solutions"}},
		{name: "solve as plain text", path: "/api/solve", ct: "text/plain", body: article000 + "\n", code: 200,
			want: map[string]any{"status": "unique", "solution": solution0}},
		{name: "solve form-encoded text (curl -d)", path: "/api/solve", ct: "application/x-www-form-urlencoded", body: inkala, code: 200,
			want: map[string]any{"status": "unique"}},
		{name: "solve multiple", path: "/api/solve", ct: ctJSON, body: jsonBody(map[string]string{"puzzle": multi125}), code: 200,
			want: map[string]any{"status": "multiple"}},
		{name: "solve none", path: "/api/solve", ct: ctJSON, body: jsonBody(map[string]string{"puzzle": noSolution}), code: 200,
			want: map[string]any{"status": "none"}, absent: []string{"solution"}},
		{name: "solve first", path: "/api/solve", ct: ctJSON, body: `{"puzzle":"` + multi125 + `","first":true}`, code: 200,
			want: map[string]any{"status": "solved"}},
		{name: "solve limit", path: "/api/solve", ct: ctJSON, body: `{"puzzle":"` + multi125 + `","limit":200}`, code: 200,
			want: map[string]any{"status": "multiple", "count": 125.0}, absent: []string{"at_limit"}},
		{name: "solve limit reached", path: "/api/solve", ct: ctJSON, body: `{"puzzle":"` + strings.Repeat(".", 81) + `","limit":2}`, code: 200,
			want: map[string]any{"status": "multiple", "count": 2.0, "at_limit": true}},
		{name: "check 12x12 of 4x3 boxes", path: "/api/check?box=4x3", ct: "text/plain", body: strings.Repeat(".", 144), code: 200,
			want: map[string]any{"status": "multiple", "box": "4x3"}},
		{name: "solve grid with comments", path: "/api/solve", ct: ctJSON,
			body: jsonBody(map[string]string{"puzzle": "# from the article\n" + article000}), code: 200,
			want: map[string]any{"line": 2.0, "status": "unique"}},
		{name: "check unique", path: "/api/check", ct: ctJSON, body: jsonBody(map[string]string{"puzzle": inkala}), code: 200,
			want: map[string]any{"status": "unique"}, absent: []string{"solution"}},
		{name: "check 4x4", path: "/api/check", ct: ctJSON, body: `{"puzzle":"1...........4..."}`, code: 200,
			want: map[string]any{"status": "multiple", "box": "2x2"}},

		// Bad input: 400, with the place of the fault.
		{name: "bad symbol", path: "/api/solve", ct: ctJSON, body: jsonBody(map[string]string{"puzzle": "q" + article000[1:]}), code: 400,
			want: map[string]any{"status": "invalid", "line": 1.0, "col": 1.0}},
		{name: "bad symbol on line 3 of a grid", path: "/api/check", ct: "text/plain",
			body: "53..7....\n6..195...\n.98....z.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79\n", code: 400,
			want: map[string]any{"status": "invalid", "line": 3.0, "col": 8.0}},
		{name: "wrong cell count", path: "/api/solve", ct: ctJSON, body: jsonBody(map[string]string{"puzzle": article000[:80]}), code: 400,
			want: map[string]any{"status": "invalid", "line": 1.0}},
		{name: "conflicting givens", path: "/api/solve", ct: ctJSON, body: jsonBody(map[string]string{"puzzle": conflict}), code: 400,
			want: map[string]any{"status": "invalid", "digit": 5.0, "error": "digit 5 appears twice in box 5: r4c6, r5c4"}},
		{name: "no puzzle", path: "/api/solve", ct: ctJSON, body: `{"puzzle":"  \n# nothing\n"}`, code: 400},
		{name: "two puzzles", path: "/api/solve", ct: "text/plain", body: article000 + "\n" + inkala, code: 400,
			want: map[string]any{"error": "the request holds more than one puzzle (one per call; the second begins on line 2)"}},
		{name: "malformed JSON", path: "/api/solve", ct: ctJSON, body: `{"puzzle": "12`, code: 400},
		{name: "JSON not an object", path: "/api/solve", ct: ctJSON, body: `["` + article000 + `"]`, code: 400},
		{name: "unknown field", path: "/api/solve", ct: ctJSON, body: `{"puzzle":"` + article000 + `","lmit":3}`, code: 400},
		{name: "two JSON values", path: "/api/solve", ct: ctJSON, body: `{"puzzle":"` + article000 + `"} {}`, code: 400},
		{name: "bad box", path: "/api/solve", ct: ctJSON, body: `{"puzzle":"` + article000 + `","box":"3x"}`, code: 400},
		{name: "bad alphabet", path: "/api/solve", ct: ctJSON, body: `{"puzzle":"` + article000 + `","alphabet":"runes"}`, code: 400},
		{name: "first and limit", path: "/api/solve", ct: ctJSON, body: `{"puzzle":"` + article000 + `","first":true,"limit":2}`, code: 400},
		{name: "limit past the list counts", path: "/api/solve", ct: ctJSON, body: `{"puzzle":"` + multi125 + `","limit":100000}`, code: 200,
			want: map[string]any{"status": "multiple", "count": 125.0}, absent: []string{"at_limit"}},
		{name: "limit below 0", path: "/api/solve", ct: ctJSON, body: `{"puzzle":"` + article000 + `","limit":-1}`, code: 400},
		{name: "a body of another kind", path: "/api/solve", ct: "multipart/form-data; boundary=x", body: article000, code: 415},
		{name: "text options of the wrong type", path: "/api/solve?limit=three", ct: "text/plain", body: multi125, code: 400,
			want: map[string]any{"error": `option limit: "three" is not a int`}},
		{name: "an unknown text option", path: "/api/solve?lmit=3", ct: "text/plain", body: multi125, code: 400,
			want: map[string]any{"error": "option lmit: no such option"}},
		{name: "an option twice", path: "/api/solve?limit=3&limit=4", ct: "text/plain", body: multi125, code: 400},
		{name: "options in the query string and JSON", path: "/api/solve?limit=3", ct: ctJSON, body: `{"puzzle":"` + multi125 + `"}`, code: 400},
		{name: "an option of another endpoint", path: "/api/solve", ct: ctJSON, body: `{"puzzle":"` + article000 + `","level":"hard"}`, code: 400,
			want: map[string]any{"error": "level: not an option of /api/solve (it takes puzzle, box, alphabet, limit, first)"}},
		{name: "unknown endpoint", path: "/api/nothing", ct: ctJSON, body: `{}`, code: 404},

		// Regressions
		{name: "JSON without its content type is JSON (it was read as a puzzle)", path: "/api/generate", body: `{"box":"2x2","seed":42}`, code: 200,
			want: map[string]any{"box": "2x2", "seed": 42.0}},
		{name: "JSON sent as text/plain is JSON", path: "/api/solve", ct: "text/plain", body: ` {"puzzle":"` + multi125 + `","limit":3}`, code: 200,
			want: map[string]any{"count": 3.0, "at_limit": true}},
		{name: "text options in the query string (limit was dropped)", path: "/api/solve?limit=3", ct: "text/plain", body: multi125, code: 200,
			want: map[string]any{"status": "multiple", "count": 3.0, "at_limit": true}},
		{name: "curl -d with options", path: "/api/solve?first=true", ct: "application/x-www-form-urlencoded", body: multi125, code: 200,
			want: map[string]any{"status": "solved"}},
		{name: "limit 0 counts them all, as the CLI's", path: "/api/solve", ct: ctJSON, body: `{"puzzle":"` + multi125 + `","limit":0}`, code: 200,
			want: map[string]any{"status": "multiple", "count": 125.0}, absent: []string{"at_limit"}},
		{name: "puzzle of only empty cells is a puzzle", path: "/api/check", ct: ctJSON, body: jsonBody(map[string]string{"puzzle": strings.Repeat("0", 16)}), code: 200,
			want: map[string]any{"status": "multiple"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := expect(t, h, tc.path, tc.ct, tc.body, tc.code, tc.want)
			if m == nil {
				t.Fatal("no JSON answer")
			}
			if tc.code >= 400 && m["error"] == "" {
				t.Errorf("error answer without an error message: %v", m)
			}
			for _, k := range tc.absent {
				if _, ok := m[k]; ok {
					t.Errorf("%s is there: %v", k, m)
				}
			}
		})
	}
}

func TestConflictCells(t *testing.T) {
	h := New(Options{})
	// Two 1s in row 1 (and so also in box 1) and two 2s in column 9.
	p := "1.1.....2" + strings.Repeat(".", 63) + "........2"
	code, m := post(t, h, "/api/check", ctJSON, jsonBody(map[string]string{"puzzle": p}))
	if code != 400 {
		t.Fatalf("status %d: %v", code, m)
	}
	got, _ := json.Marshal(m["cells"])
	if string(got) != `["r1c1","r1c3","r1c9","r9c9"]` {
		t.Errorf("cells %s", got)
	}
	if _, ok := m["digit"]; ok {
		t.Errorf("digit given for conflicts of two digits: %v", m)
	}
}

func TestMethodAndSize(t *testing.T) {
	h := New(Options{MaxBody: 1000})
	req := httptest.NewRequest(http.MethodGet, "/api/solve", nil)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusMethodNotAllowed || rec.Header().Get("Allow") != "POST" {
		t.Errorf("GET /api/solve: %d, Allow %q", rec.Code, rec.Header().Get("Allow"))
	}
	code, m := post(t, h, "/api/solve", ctJSON, `{"puzzle":"`+strings.Repeat(".", 2000)+`"}`)
	if code != http.StatusRequestEntityTooLarge || !strings.Contains(m["error"].(string), "1000 bytes") {
		t.Errorf("oversized body: %d %v", code, m)
	}
	// Just under the limit is read.
	body := `{"puzzle":"` + article000 + `"}`
	body += strings.Repeat(" ", 1000-len(body))
	if code, m := post(t, h, "/api/solve", ctJSON, body); code != 200 {
		t.Errorf("body of 1000 bytes: %d %v", code, m)
	}
	// A huge body over a real connection is cut off, not read whole.
	srv := httptest.NewServer(h)
	defer srv.Close()
	resp, err := http.Post(srv.URL+"/api/solve", ctJSON, io.LimitReader(zeros{}, 100<<20))
	if err != nil {
		// The server may close the connection before the client has sent
		// everything: that is a refusal too.
		t.Logf("huge body: %v", err)
	} else {
		resp.Body.Close()
		if resp.StatusCode != http.StatusRequestEntityTooLarge {
			t.Errorf("huge body: %d", resp.StatusCode)
		}
	}
}

type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = '0'
	}
	return len(p), nil
}

// TestTimeLimits checks that a search stops when the request's time is up,
// and that a request waiting for a search slot gives up with 503.
func TestTimeLimits(t *testing.T) {
	h := New(Options{Timeout: time.Millisecond, MaxSearches: 1})
	// Listing 1000 solutions of an empty 25x25 grid takes some 60ms.
	code, m := post(t, h, "/api/solve", ctJSON, `{"puzzle":"`+strings.Repeat(".", 625)+`","limit":1000}`)
	if code != 200 || m["status"] != "timeout" || !strings.HasPrefix(m["error"].(string), "gave up after") {
		t.Errorf("long search: %d %v %v", code, m["status"], m["error"])
	}

	slots := h.(*handler).cheap.slots
	slots <- struct{}{} // the only slot is taken
	code, m = post(t, h, "/api/solve", ctJSON, `{"puzzle":"`+article000+`"}`)
	<-slots
	if code != http.StatusServiceUnavailable || m["error"] == nil {
		t.Errorf("no free slot: %d %v", code, m)
	}
	if code, m := post(t, h, "/api/solve", ctJSON, `{"puzzle":"`+article000+`"}`); code != 200 {
		t.Errorf("slot free again: %d %v", code, m)
	}
}

func TestPrint(t *testing.T) {
	h := New(Options{})
	for _, tc := range []struct {
		name, body, ct, prefix string
		code                   int
		has                    string // in the body
	}{
		{"pdf", jsonBody(map[string]any{"puzzle": article000}), "application/pdf", "%PDF-1.4", 200, ""},
		{"pdf in Japanese", jsonBody(map[string]any{"puzzle": article000, "solutions": true, "lang": "ja"}), "application/pdf", "%PDF-1.4", 200,
			"/FontFile2"}, // the solutions page's title, 解答, in the Japanese font, embedded
		{"bad lang", jsonBody(map[string]any{"puzzle": article000, "lang": "fr"}), "application/json", "{", 400, "lang"},
		{"svg of the solutions page", jsonBody(map[string]any{"puzzle": article000, "solutions": true, "format": "svg", "page": 2}), "image/svg+xml", "<?xml", 200, "Solutions"},
		{"svg of a page beyond the sheet", jsonBody(map[string]any{"puzzle": article000, "format": "svg", "page": 2}), "application/json", "{", 400, "page 2: the sheet has 1"},
		{"pdf with solution on letter", jsonBody(map[string]any{"puzzle": article000, "solutions": true, "paper": "letter"}), "application/pdf", "%PDF-1.4", 200, ""},
		{"svg of several", jsonBody(map[string]any{"puzzles": []string{article000, inkala}, "per_page": 2, "format": "svg"}), "image/svg+xml", "<?xml", 200, ""},
		{"16x16", jsonBody(map[string]any{"puzzle": strings.Repeat(".", 256), "format": "svg"}), "image/svg+xml", "<?xml", 200, ""},
		{"nothing", `{}`, "application/json", "{", 400, ""},
		{"bad per page", jsonBody(map[string]any{"puzzle": article000, "per_page": 3}), "application/json", "{", 400, ""},
		{"bad paper", jsonBody(map[string]any{"puzzle": article000, "paper": "a3"}), "application/json", "{", 400, ""},
		{"bad format", jsonBody(map[string]any{"puzzle": article000, "format": "png"}), "application/json", "{", 400, ""},
		{"solution of a multiple puzzle", jsonBody(map[string]any{"puzzle": multi125, "solutions": true}), "application/json", "{", 400, ""},
		{"bad second puzzle", jsonBody(map[string]any{"puzzles": []string{article000, "12"}}), "application/json", "{", 400, ""},

		// Regressions
		{"a title of a megabyte (it was drawn on every page)", jsonBody(map[string]any{"puzzle": article000, "title": strings.Repeat("x", 1<<19)}), "application/json", "{", 400, "title of 524288 characters: at most 200"},
		{"page of a PDF (it was ignored)", jsonBody(map[string]any{"puzzle": article000, "page": 2}), "application/json", "{", 400, "page 2: a PDF holds every page"},
		{"page below 1 (it drew page 1)", jsonBody(map[string]any{"puzzle": article000, "format": "svg", "page": -1}), "application/json", "{", 400, "page -1: want 1 or more"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodPost, "/api/print", strings.NewReader(tc.body))
			req.Header.Set("Content-Type", ctJSON)
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Header().Get("X-Content-Type-Options") != "nosniff" {
				t.Errorf("no X-Content-Type-Options: nosniff")
			}
			if rec.Code != tc.code || !strings.HasPrefix(rec.Header().Get("Content-Type"), tc.ct) ||
				!bytes.HasPrefix(rec.Body.Bytes(), []byte(tc.prefix)) || !bytes.Contains(rec.Body.Bytes(), []byte(tc.has)) {
				t.Errorf("%d %s %.80q", rec.Code, rec.Header().Get("Content-Type"), rec.Body)
			}
		})
	}
}

// TestPage checks that the page and its files are served with their
// security headers and that nothing comes from another host.
func TestPage(t *testing.T) {
	h := New(Options{})
	for _, path := range []string{"/", "/app.js", "/i18n.js", "/style.css"} {
		req := httptest.NewRequest(http.MethodGet, path, nil)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != 200 || rec.Body.Len() == 0 {
			t.Errorf("GET %s: %d", path, rec.Code)
		}
		if csp := rec.Header().Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'self'") {
			t.Errorf("GET %s: CSP %q", path, csp)
		}
	}
	req := httptest.NewRequest(http.MethodPost, "/", nil)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST /: %d", rec.Code)
	}
	// No file of the page names another host.
	external := regexp.MustCompile(`(?i)(https?:)?//[a-z0-9.-]+\.[a-z]{2,}`)
	fs.WalkDir(static, "static", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, _ := fs.ReadFile(static, path)
		if m := external.Find(b); m != nil {
			t.Errorf("%s refers to another host: %s", path, m)
		}
		return nil
	})
}

// TestServerTimeouts checks that NewServer sets every timeout.
func TestServerTimeouts(t *testing.T) {
	s := NewServer("127.0.0.1:0", New(Options{}), Options{Timeout: time.Second})
	if s.ReadHeaderTimeout == 0 || s.ReadTimeout == 0 || s.WriteTimeout <= time.Second || s.IdleTimeout == 0 || s.MaxHeaderBytes == 0 {
		t.Errorf("timeouts: %+v", s)
	}
}

// TestCanceledRequest checks that a request whose client goes away stops
// its work: each request here would run for an hour (the server's time
// limit) if the cancellation did not reach the search; the test fails when
// one has not ended 10 seconds after its cancellation, or leaves a slot
// taken.
func TestCanceledRequest(t *testing.T) {
	h := New(Options{Timeout: time.Hour}).(*handler)
	h.expensive.wait = time.Hour
	empty25 := strings.Repeat(".", 625)
	tests := []struct {
		name, path, body string
		before           bool // canceled before it starts
	}{
		{"count every solution of an empty 25x25 grid", "/api/solve", `{"puzzle":"` + empty25 + `","limit":0}`, false},
		{"list 1000 solutions of an empty 25x25 grid", "/api/solve", `{"puzzle":"` + empty25 + `","limit":1000}`, false},
		{"a path through a hard puzzle", "/api/explain", `{"puzzle":"` + inkala + `"}`, false},
		{"a rating of a hard puzzle", "/api/rate", `{"puzzle":"` + inkala + `"}`, false},
		{"a 16x16 diabolical puzzle", "/api/generate", `{"box":"4x4","level":"diabolical","seed":2}`, false},
		{"canceled before it starts", "/api/solve", `{"puzzle":"` + empty25 + `","limit":0}`, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			if tc.before {
				cancel()
			}
			req := httptest.NewRequestWithContext(ctx, http.MethodPost, tc.path, strings.NewReader(tc.body))
			req.Header.Set("Content-Type", ctJSON)
			rec := httptest.NewRecorder()
			done := make(chan struct{})
			go func() {
				h.ServeHTTP(rec, req)
				close(done)
			}()
			if !tc.before {
				// Let the work start: the request holds a slot.
				for len(h.cheap.slots)+len(h.hints.slots)+len(h.expensive.slots) == 0 {
					select {
					case <-done:
						t.Fatalf("the request ended before it was canceled: %d %s", rec.Code, rec.Body)
					case <-time.After(time.Millisecond):
					}
				}
				cancel()
			}
			select {
			case <-done:
			case <-time.After(10 * time.Second):
				t.Fatal("the work went on after the request was canceled")
			}
			if rec.Code != http.StatusServiceUnavailable || !strings.Contains(rec.Body.String(), "canceled") {
				t.Errorf("%d %s", rec.Code, rec.Body)
			}
			if n := len(h.cheap.slots) + len(h.hints.slots) + len(h.expensive.slots) + len(h.cheap.tickets) + len(h.hints.tickets) + len(h.expensive.tickets); n > 0 {
				t.Errorf("%d slots and tickets still taken", n)
			}
		})
	}
}
