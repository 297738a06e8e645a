package web

import (
	"context"
	"embed"
	"errors"
	"io/fs"
	"net/http"
	"runtime"
	"time"
)

//go:embed static
var static embed.FS

// Options tune the handler. The zero value gives the defaults.
type Options struct {
	// MaxBody is the largest request body read, in bytes (default 1 MiB):
	// a larger one is refused with 413.
	MaxBody int64
	// Timeout bounds the work of one request, waiting for a search slot
	// included (default 10s).
	Timeout time.Duration
	// MaxSearches is the number of searches (solving, rating, generating)
	// that run at once (default GOMAXPROCS): the others wait their turn.
	MaxSearches int
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
		o.MaxSearches = runtime.GOMAXPROCS(0)
	}
	return o
}

// handler serves the page and the API.
type handler struct {
	opts  Options
	slots chan struct{} // a token per search running
	mux   *http.ServeMux
}

// New returns the handler of the page (GET /) and the JSON API (POST
// /api/...).
func New(opts Options) http.Handler {
	h := &handler{opts: opts.withDefaults(), mux: http.NewServeMux()}
	h.slots = make(chan struct{}, h.opts.MaxSearches)
	page, err := fs.Sub(static, "static")
	if err != nil {
		panic(err) // the embedded tree is part of the binary
	}
	files := http.FileServerFS(page)
	h.mux.Handle("/", pageHeaders(files))
	h.mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, &apiError{Error: "no such endpoint: " + r.URL.Path})
	})
	for path, f := range h.endpoints() {
		h.mux.Handle("/api/"+path, h.api(f))
	}
	return h
}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) { h.mux.ServeHTTP(w, r) }

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

// errBusy is the error of a request that found no free search slot in time.
var errBusy = errors.New("web: the server is busy, try again")

// acquire waits for a search slot until ctx is done. The caller calls
// release when its search ends.
func (h *handler) acquire(ctx context.Context) error {
	select {
	case h.slots <- struct{}{}:
		return nil
	default:
	}
	select {
	case h.slots <- struct{}{}:
		return nil
	case <-ctx.Done():
		return errBusy
	}
}

func (h *handler) release() { <-h.slots }
