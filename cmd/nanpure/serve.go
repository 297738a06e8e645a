package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"runtime/debug"
	"time"

	"github.com/nanpure/nanpure/internal/web"
)

func runServe(ctx context.Context, e *env, args []string) error {
	fs := newFlags(e, "serve", "[flags]", `
Serve the web page and the JSON API: play, enter or paste puzzles, notes,
hints that explain the next step, share links, print, in English and
Japanese. Everything is in the binary; nothing is loaded from another host.

The API takes a POST of a JSON object ({"puzzle": "..."}, or the plain text
of a puzzle) on /api/solve, /api/check, /api/hint, /api/explain,
/api/rate, /api/generate and /api/print, and answers in the shapes of
--format json.

On a loopback address (the default) only loopback host names are served
(localhost, 127.0.0.1, [::1]; --allow-host adds one), so that a web page of
another site cannot reach the server by rebinding its name to 127.0.0.1; a
POST from another site's page is refused wherever it listens. Quick
requests (solve, check), hints and expensive ones (generate, rate,
explain, print) have their own limits and queues: a burst of slower ones
never keeps a quicker one waiting.
Ctrl-C stops the server, letting requests under way finish.`, `
  nanpure serve                          # then open http://127.0.0.1:8080/
  nanpure serve --addr :8080             # reachable from other machines
  curl -d 000027008001000007064005019270963154400270683613004000087632041090048005342519870 http://127.0.0.1:8080/api/solve`)
	addr := fs.String("addr", "127.0.0.1:8080", "listen on `HOST:PORT` (port 0: any free port)")
	timeout := fs.Duration("timeout", web.DefaultTimeout, "give up on a request after `DURATION`")
	maxBody := fs.Int64("max-body", web.DefaultMaxBody, "refuse request bodies over `BYTES`")
	searches := fs.Int("searches", 0, "run at most `N` quick requests (solve, check) at once, the others wait (0: 4 per CPU)")
	hints := fs.Int("hints", 0, "run at most `N` hints at once (0: one per two CPUs)")
	expensive := fs.Int("expensive", 0, "run at most `N` expensive requests (generate, rate, explain, print) at once (0: one per 2 CPUs)")
	memory := fs.Int("memory", 256, "keep the heap under `MB` megabytes where it can: the collector works harder near it (0: no limit; $GOMEMLIMIT, when set, wins)")
	var hosts listFlag
	fs.Var(&hosts, "allow-host", "serve requests for host `NAME` (repeatable): on loopback, besides the loopback names; elsewhere, only the names listed and loopback's")
	pos, err := parseFlags(e, fs, args)
	if err != nil {
		return helpOK(err)
	}
	if len(pos) > 0 {
		return usageErrorf("serve takes no arguments, got %q", pos[0])
	}
	if *timeout <= 0 || *maxBody <= 0 || *searches < 0 || *hints < 0 || *expensive < 0 || *memory < 0 {
		return usageErrorf("--timeout and --max-body want positive values, --searches, --hints, --expensive and --memory 0 or more")
	}
	// A server keeps little live between bursts: the collector's default
	// target, not the batch commands' larger one, keeps its memory near
	// what it uses.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(100)
	}
	// The collector's target is twice the live heap, and rating a large
	// puzzle (a 16x16 made to a level) holds a hundred MB and more for
	// seconds: a soft limit keeps the heap, and so the server's memory,
	// near what the work needs.
	if os.Getenv("GOMEMLIMIT") == "" && *memory > 0 {
		debug.SetMemoryLimit(int64(*memory) << 20)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fmt.Errorf("cannot serve: %w", err)
	}
	opts := web.Options{MaxBody: *maxBody, Timeout: *timeout, MaxSearches: *searches, MaxHints: *hints, MaxExpensive: *expensive,
		LoopbackOnly: isLoopback(ln.Addr()), AllowHosts: hosts}
	srv := web.NewServer(*addr, web.New(opts), opts)
	fmt.Fprintf(e.stderr, "nanpure: serving http://%s/ (Ctrl-C stops)\n", ln.Addr())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	err = srv.Shutdown(shut)
	if werr := <-done; !errors.Is(werr, http.ErrServerClosed) && err == nil {
		err = werr
	}
	if err != nil {
		return fmt.Errorf("serve: stopping: %w", err)
	}
	fmt.Fprintln(e.stderr, "nanpure: stopped")
	return nil
}

// isLoopback reports whether the server listens on a loopback address
// only: then it serves only loopback host names (against DNS rebinding).
func isLoopback(a net.Addr) bool {
	t, ok := a.(*net.TCPAddr)
	return ok && t.IP.IsLoopback()
}
