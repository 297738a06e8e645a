package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nanpure/nanpure/internal/web"
)

// syncBuffer is a bytes.Buffer safe for a server goroutine writing and a
// test reading.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestServe runs "nanpure serve" on a free port, asks for the page and a
// solution, and stops it as Ctrl-C would.
func TestServe(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var stderr syncBuffer
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, []string{"serve", "--addr", "127.0.0.1:0", "--timeout", "5s", "--allow-host", "sudoku.lan"}, strings.NewReader(""), io.Discard, &stderr)
	}()
	addr := regexp.MustCompile(`serving (http://\S+/)`)
	var url string
	for deadline := time.Now().Add(10 * time.Second); url == "" && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if m := addr.FindStringSubmatch(stderr.String()); m != nil {
			url = m[1]
		}
	}
	if url == "" {
		cancel()
		t.Fatalf("the server did not say where it listens: %q", stderr.String())
	}
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !bytes.Contains(page, []byte("<title>nanpure</title>")) {
		t.Errorf("GET /: %d %.100q", resp.StatusCode, page)
	}
	resp, err = http.Post(url+"api/solve", "text/plain", strings.NewReader(article000))
	if err != nil {
		t.Fatal(err)
	}
	var rec map[string]any
	json.NewDecoder(resp.Body).Decode(&rec)
	resp.Body.Close()
	if rec["status"] != "unique" {
		t.Errorf("POST /api/solve: %d %v", resp.StatusCode, rec)
	}
	// On loopback, another host name is refused (DNS rebinding), but the
	// one --allow-host names.
	for host, code := range map[string]int{"evil.example": http.StatusMisdirectedRequest, "sudoku.lan": 200, "localhost": 200} {
		req, _ := http.NewRequest(http.MethodGet, url, nil)
		req.Host = host
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != code {
			t.Errorf("GET / for host %s: %d, want %d", host, resp.StatusCode, code)
		}
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("serve ended with %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop")
	}
	if !strings.Contains(stderr.String(), "nanpure: stopped") {
		t.Errorf("stderr: %q", stderr.String())
	}
}

func TestServeUsage(t *testing.T) {
	checkRuns(t, []goldenRun{
		{"serve_help", "", []string{"serve", "--help"}, 0},
		{"serve_bad_arg", "", []string{"serve", article000}, 2},
		{"serve_bad_timeout", "", []string{"serve", "--timeout", "0s"}, 2},
		{"serve_bad_addr", "", []string{"serve", "--addr", "127.0.0.1:99999"}, 1},
	}, nil)
}

// TestServeSameJSON checks that the API answers with the objects that
// "nanpure solve/check/hint/explain/rate --format json" write: the same
// fields and values, box included, but for the source (an argument there,
// the request here) and the fields that the API adds (the candidates of a
// hint).
func TestServeSameJSON(t *testing.T) {
	h := web.New(web.Options{})
	for _, tc := range []struct {
		cmd    string
		flags  []string
		fields string // the request's JSON fields besides the puzzle
	}{
		{"solve", nil, ""},
		{"solve", []string{"--first"}, `,"first":true`},
		{"solve", []string{"--limit", "3"}, `,"limit":3`},
		{"check", nil, ""},
		{"hint", nil, ""},
		{"hint", []string{"--lang", "ja"}, `,"lang":"ja"`},
		{"explain", []string{"--lang", "ja"}, `,"lang":"ja"`},
		{"rate", nil, ""},
		{"rate", []string{"--lang", "ja"}, `,"lang":"ja"`},
		{"rate", []string{"--scale", "se"}, `,"scale":"se"`},
		{"hint", []string{"--scale", "se"}, `,"scale":"se"`},
		{"solve", []string{"--all"}, `,"limit":0`},
	} {
		for _, p := range []string{article000, inkala, multi125, noSolution, "..14....12......"} {
			if p == inkala && (tc.cmd == "explain" || tc.cmd == "rate") {
				continue // seconds of work
			}
			if tc.cmd == "explain" && (p == multi125 || p == noSolution) {
				// The API proves the solution unique before it looks for a
				// step (it names the player's wrong digits with it), and
				// says "multiple" or "none" where the CLI's explain goes
				// on. (Its hint reads the position as the API does.)
				continue
			}
			args := append(append([]string{tc.cmd, "--format", "json"}, tc.flags...), p)
			stdout, _, _ := cli(t, "", args...)
			want := decode(t, args, stdout)
			got := decode(t, args, apiCall(h, tc.cmd, `{"puzzle":"`+p+`"`+tc.fields+`}`))
			if got["source"] != "request" || got["box"] == nil {
				t.Errorf("%v: source %v, box %v", args, got["source"], got["box"])
			}
			// The API's own fields: for a path the board's candidates (and
			// the digits that differ from the solution).
			delete(got, "source")
			delete(want, "source")
			if tc.cmd == "explain" {
				delete(got, "candidates")
				delete(got, "mistakes")
			}
			if tc.cmd == "rate" && (p == multi125 || p == noSolution) {
				// The CLI says why in "error"; the API's status says it all.
				delete(want, "error")
				delete(got, "error")
			}
			sameRecord(t, args, got, want)
		}
	}
}

// TestServeSameGenerate checks that /api/generate makes the puzzle that
// "nanpure generate" makes from the same options and seed, in the same
// record (but its number n).
func TestServeSameGenerate(t *testing.T) {
	h := web.New(web.Options{})
	for _, tc := range []struct {
		flags  []string
		fields string
	}{
		{[]string{"--box", "2x3", "--symmetry", "flip"}, `"box":"2x3","symmetry":"flip"`},
		{[]string{"--difficulty", "medium", "--symmetry", "rot180"}, `"level":"medium","symmetry":"rot180"`},
		{[]string{"--minimal"}, `"minimal":true`},
		{[]string{"--rating", "2-4"}, `"rating":"2-4"`},
		{[]string{"--technique", "pointing"}, `"technique":"pointing"`},
		{[]string{"--givens", "30"}, `"givens":30`},
	} {
		args := append([]string{"generate", "--format", "json", "--seed", "7"}, tc.flags...)
		stdout, stderr, code := cli(t, "", args...)
		if code != 0 {
			t.Fatalf("%v: %s", args, stderr)
		}
		want := decode(t, args, stdout)
		got := decode(t, args, apiCall(h, "generate", `{"seed":7,`+tc.fields+`}`))
		delete(want, "n")
		if !strings.Contains(tc.fields, "level") && !strings.Contains(tc.fields, "rating") && !strings.Contains(tc.fields, "technique") {
			// The CLI rates every puzzle of its JSON output; the API only
			// when a level is asked (the page asks /api/rate).
			for _, k := range []string{"rating", "level", "hardest"} {
				delete(want, k)
			}
		}
		sameRecord(t, args, got, want)
	}
}

// apiCall posts a JSON body to /api/NAME and returns the answer.
func apiCall(h http.Handler, name, body string) string {
	req := httptest.NewRequest(http.MethodPost, "/api/"+name, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	return w.Body.String()
}

// decode reads one JSON object, the answer to args.
func decode(t *testing.T, args []string, text string) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(text), &m); err != nil {
		t.Fatalf("%v: %v", args, err)
	}
	return m
}

// sameRecord reports where the API's record differs from the CLI's.
func sameRecord(t *testing.T, args []string, api, cli map[string]any) {
	t.Helper()
	a, _ := json.Marshal(api)
	c, _ := json.Marshal(cli)
	if !bytes.Equal(a, c) {
		t.Errorf("%v:\nAPI %s\nCLI %s", args, a, c)
	}
}
