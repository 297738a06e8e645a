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
		done <- run(ctx, []string{"serve", "--addr", "127.0.0.1:0", "--timeout", "5s"}, strings.NewReader(""), io.Discard, &stderr)
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
	for _, tc := range []struct {
		name string
		args []string
		code int
	}{
		{"serve_help", []string{"serve", "--help"}, 0},
		{"serve_bad_arg", []string{"serve", article000}, 2},
		{"serve_bad_timeout", []string{"serve", "--timeout", "0s"}, 2},
		{"serve_bad_addr", []string{"serve", "--addr", "127.0.0.1:99999"}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			stdout, stderr, code := cli(t, "", tc.args...)
			if code != tc.code {
				t.Errorf("exit code %d, want %d; stderr:\n%s", code, tc.code, stderr)
			}
			golden(t, tc.name, "$ nanpure "+strings.Join(tc.args, " ")+"\n"+stdout+"--- stderr\n"+stderr)
		})
	}
}

// TestServeSameJSON checks that the API answers solve and check with the
// objects "nanpure solve/check --format json" writes: the same fields and
// values, but for the source (an argument there, the request here) and
// the box that the API adds.
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
	} {
		for _, p := range []string{article000, inkala, multi125, noSolution, "..14....12......"} {
			args := append(append([]string{tc.cmd, "--format", "json"}, tc.flags...), p)
			stdout, _, _ := cli(t, "", args...)
			var want map[string]any
			if err := json.Unmarshal([]byte(stdout), &want); err != nil {
				t.Fatalf("%v: %v", args, err)
			}
			req := httptest.NewRequest(http.MethodPost, "/api/"+tc.cmd, strings.NewReader(`{"puzzle":"`+p+`"`+tc.fields+`}`))
			req.Header.Set("Content-Type", "application/json")
			w := httptest.NewRecorder()
			h.ServeHTTP(w, req)
			var got map[string]any
			if err := json.Unmarshal(w.Body.Bytes(), &got); err != nil {
				t.Fatalf("%v: %v", args, err)
			}
			if got["source"] != "request" || got["box"] == nil {
				t.Errorf("%v: source %v, box %v", args, got["source"], got["box"])
			}
			delete(got, "source")
			delete(got, "box")
			delete(want, "source")
			g, _ := json.Marshal(got)
			wj, _ := json.Marshal(want)
			if !bytes.Equal(g, wj) {
				t.Errorf("%v:\nAPI %s\nCLI %s", args, g, wj)
			}
		}
	}
}
