package web

import (
	"embed"
	"io/fs"
	"net/http"
	"runtime"
	"runtime/debug"
	"sync/atomic"
	"time"
)

//go:embed static
var static embed.FS

// Options tune the handler. The zero value gives the defaults.
type Options struct {
	// MaxBody is the largest request body read, in bytes (default 1 MiB):
	// a larger one is refused with 413.
	MaxBody int64
	// Timeout bounds the work of one request, waiting for a slot included
	// (default 10s).
	Timeout time.Duration
	// MaxSearches is the number of quick requests (solve, check: well
	// under a millisecond each) at work at once (default 4 per CPU); the
	// others wait their turn.
	MaxSearches int
	// MaxHints is the number of hints (a millisecond to a second each) at
	// work at once (default one per two CPUs, at least one: the other
	// CPUs stay free for the quick requests).
	MaxHints int
	// MaxExpensive is the number of expensive requests (generate, rate,
	// explain, print) at work at once (default one per two CPUs, at least
	// one): each may take seconds and a hundred MB or more.
	MaxExpensive int
	// LoopbackOnly serves only requests whose Host is a loopback name
	// (localhost, 127.x.x.x, [::1]) or one of AllowHosts, against DNS
	// rebinding: "nanpure serve" sets it when it listens on loopback. A
	// list of AllowHosts alone does the same wherever the server listens.
	LoopbackOnly bool
	AllowHosts   []string
}

// Defaults of Options.
const (
	DefaultMaxBody = 1 << 20
	DefaultTimeout = 10 * time.Second
)

func (o Options) withDefaults() Options {
	if o.MaxBody <= 0 {
		o.MaxBody = DefaultMaxBody
	}
	if o.Timeout <= 0 {
		o.Timeout = DefaultTimeout
	}
	if o.MaxSearches <= 0 {
		o.MaxSearches = 4 * runtime.GOMAXPROCS(0)
	}
	if o.MaxHints <= 0 {
		o.MaxHints = max(1, runtime.GOMAXPROCS(0)/2)
	}
	if o.MaxExpensive <= 0 {
		o.MaxExpensive = max(1, runtime.GOMAXPROCS(0)/2)
	}
	return o
}

// handler serves the page and the API.
type handler struct {
	opts      Options
	cheap     *pool // solve, check
	hints     *pool // hint
	expensive *pool // generate, rate, explain, print
	mux       *http.ServeMux
	guarded   http.Handler // mux behind guard
	freeing   atomic.Bool  // memory is being handed back to the system
	bodies    atomic.Int64 // bytes of request bodies held (pool.go)
}

// Queues and waits of the pools: a quick request waits at most a second
// for a slot (it takes well under a millisecond once in), the others as
// long as their time allows. The queues of quick requests and hints hold
// as many as a busy page's clients send; the expensive one a few per slot,
// since each waits for seconds. (The memory of their bodies is bounded
// apart, by bodyBudget.)
const (
	cheapQueue     = 1024
	hintQueue      = 1024
	expensiveQueue = 4 // per slot
	cheapWait      = time.Second
)

// New returns the handler of the page (GET /) and the JSON API (POST
// /api/...).
func New(opts Options) http.Handler {
	h := &handler{opts: opts.withDefaults(), mux: http.NewServeMux()}
	o := h.opts
	h.cheap = newPool("quick", o.MaxSearches, cheapQueue, cheapWait)
	h.hints = newPool("hint", o.MaxHints, hintQueue, o.Timeout)
	h.expensive = newPool("expensive", o.MaxExpensive, o.MaxExpensive*expensiveQueue, o.Timeout)
	h.expensive.idle = h.returnMemory
	files := http.FileServerFS(Page())
	h.mux.Handle("/", pageHeaders(files))
	h.mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, &apiError{Error: "no such endpoint: " + r.URL.Path})
	})
	for path, e := range h.endpoints() {
		h.mux.Handle("/api/"+path, h.api(e))
	}
	h.guarded = h.guard(h.mux)
	return h
}

// Page returns the page's files: index.html, its scripts and styles (and
// their unit tests, *.test.js).
func Page() fs.FS {
	page, err := fs.Sub(static, "static")
	if err != nil {
		panic(err) // the embedded tree is part of the binary
	}
	return page
}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) { h.guarded.ServeHTTP(w, r) }

// pageHeaders adds the headers of the page's files: no script, style or
// picture from another host, no framing, and a short cache so that a new
// binary's page shows soon.
func pageHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		hd := w.Header()
		hd.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data: blob:; "+
			"object-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
		hd.Set("X-Content-Type-Options", "nosniff")
		hd.Set("Referrer-Policy", "no-referrer")
		hd.Set("Cache-Control", "no-cache")
		next.ServeHTTP(w, r)
	})
}

// NewServer returns an http.Server for h on addr with the timeouts a server
// facing browsers needs: headers within 5s, the whole request within 15s,
// the answer written within the handler's time limit and some, idle
// connections closed after 2 minutes.
func NewServer(addr string, h http.Handler, opts Options) *http.Server {
	opts = opts.withDefaults()
	return &http.Server{
		Addr:              addr,
		Handler:           h,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       15 * time.Second,
		WriteTimeout:      opts.Timeout + 15*time.Second,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
	}
}

// returnMemory hands the memory of a burst of expensive requests back to
// the system once they are over: a 16x16 puzzle made to a level holds a
// hundred MB or more while it is rated, and the runtime keeps what it
// freed for a while (minutes) unless told. It runs at most one at a time,
// after the answer is written.
func (h *handler) returnMemory() {
	if !h.freeing.CompareAndSwap(false, true) {
		return
	}
	go func() {
		defer h.freeing.Store(false)
		debug.FreeOSMemory()
	}()
}
