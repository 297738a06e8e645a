package web

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strconv"
	"strings"

	"github.com/nanpure/nanpure/internal/api"
)

// An endpoint is an API function (api.Endpoints) and the pool of its cost
// class.
type endpoint struct {
	api.Endpoint
	pool *pool
}

// endpoints lists the API, by path under /api/, with their pools.
func (h *handler) endpoints() map[string]endpoint {
	pools := map[api.Class]*pool{api.Quick: h.cheap, api.Hint: h.hints, api.Expensive: h.expensive}
	m := map[string]endpoint{}
	for path, e := range api.Endpoints {
		m[path] = endpoint{e, pools[e.Class]}
	}
	return m
}

// api turns an endpoint into an http.Handler: POST only, the body bounded
// by MaxBody and read as JSON or as a puzzle's text, the work bounded by
// Timeout.
func (h *handler) api(e endpoint) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			w.Header().Set("Allow", "POST")
			writeError(w, http.StatusMethodNotAllowed, &apiError{Error: r.Method + " not allowed: POST a puzzle"})
			return
		}
		// No answer of the API is to be sniffed for another type (an SVG or
		// a JSON string taken for HTML), or kept by a cache.
		w.Header().Set("X-Content-Type-Options", "nosniff")
		w.Header().Set("Cache-Control", "no-store")
		if err := e.pool.enter(); err != nil {
			writeErr(w, err)
			return
		}
		defer e.pool.leave()
		br := &budgetReader{r: http.MaxBytesReader(w, r.Body, h.opts.MaxBody), held: &h.bodies}
		defer br.release()
		body, err := io.ReadAll(br)
		var tooBig *http.MaxBytesError
		switch {
		case errors.Is(err, errBusy):
			writeErr(w, err)
			return
		case errors.As(err, &tooBig):
			writeError(w, http.StatusRequestEntityTooLarge,
				&apiError{Error: fmt.Sprintf("the request is larger than %d bytes", tooBig.Limit)})
			return
		case err != nil:
			writeError(w, http.StatusBadRequest, &apiError{Error: "cannot read the request: " + err.Error()})
			return
		}
		req, aerr := decodeRequest(r, body)
		if aerr != nil {
			writeError(w, cmp.Or(aerr.Code, http.StatusBadRequest), aerr)
			return
		}
		if aerr := e.Refuse(r.URL.Path, req); aerr != nil {
			writeError(w, aerr.Code, aerr)
			return
		}
		pool := e.pool
		if e.Costly != nil && e.Costly(req) {
			pool = h.expensive
		}
		ctx, cancel := context.WithTimeout(r.Context(), h.opts.Timeout)
		defer cancel()
		if err := pool.acquire(ctx); err != nil {
			writeErr(w, err)
			return
		}
		if pool != h.cheap {
			ctx = givingWay{ctx, h.cheap}
		}
		v, err := e.F(ctx, req)
		pool.release()
		if err != nil {
			writeErr(w, err)
			return
		}
		if d, ok := v.(*api.Document); ok {
			// A document opened on its own (an SVG can hold scripts) runs
			// nothing and loads nothing.
			w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
			w.Header().Set("Content-Type", d.ContentType)
			w.Header().Set("Content-Disposition", mime.FormatMediaType("inline", map[string]string{"filename": d.Name}))
			w.Write(d.Data)
			return
		}
		writeJSON(w, http.StatusOK, v)
	})
}

// decodeRequest reads the request: a JSON object (sent as
// application/json, or any body whose first byte but spaces is "{"), or
// the text of a puzzle with the options in the query string (curl
// --data-binary @puzzle.txt 'localhost:8080/api/solve?box=3x4&limit=3'),
// each option named and typed as the JSON field of the same name. A body
// of another kind (a form of files, a picture) is a 415. Nothing is
// ignored: an unknown field or option, or options given both in the query
// string and in a JSON body, is a 400.
func decodeRequest(r *http.Request, body []byte) (*api.Request, *apiError) {
	req := &api.Request{}
	ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	isJSON := ct == "application/json" || strings.HasSuffix(ct, "+json") ||
		bytes.HasPrefix(bytes.TrimLeft(body, " \t\r\n"), []byte("{"))
	q := r.URL.Query()
	if isJSON {
		if len(q) > 0 {
			return nil, &apiError{Error: "options both in the query string and in a JSON body: give them in the JSON object"}
		}
		if err := api.DecodeJSON(body, req); err != nil {
			return nil, &apiError{Error: "the request is not the JSON object expected: " + err.Error()}
		}
		return req, nil
	}
	switch ct {
	case "", "text/plain", "application/x-www-form-urlencoded", "application/octet-stream":
	default:
		return nil, &apiError{Code: http.StatusUnsupportedMediaType,
			Error: "a body of " + ct + ": POST a JSON object (application/json) or the text of a puzzle (text/plain)"}
	}
	req.Puzzle = string(body)
	for key, values := range q {
		if key == "puzzle" {
			return nil, &apiError{Error: "puzzle in the query string: send it as the body"}
		}
		if len(values) != 1 {
			return nil, &apiError{Error: "option " + key + " given " + strconv.Itoa(len(values)) + " times"}
		}
		if err := setOption(req, key, values[0]); err != nil {
			return nil, &apiError{Error: "option " + key + ": " + err.Error()}
		}
	}
	return req, nil
}

// setOption sets the field of req named key (its JSON name) from the text
// of a query-string option: as a JSON value (a number, true) where that
// fits the field, else as a string.
func setOption(req *api.Request, key, value string) error {
	k, _ := json.Marshal(key)
	if json.Valid([]byte(value)) && api.DecodeJSON([]byte(`{`+string(k)+`:`+value+`}`), req) == nil {
		return nil
	}
	v, _ := json.Marshal(value)
	err := api.DecodeJSON([]byte(`{`+string(k)+`:`+string(v)+`}`), req)
	var te *json.UnmarshalTypeError
	switch {
	case err != nil && strings.Contains(err.Error(), "unknown field"):
		return errors.New("no such option")
	case errors.As(err, &te):
		return fmt.Errorf("%q is not a %s", value, te.Type)
	}
	return err
}

// writeErr writes the error of an endpoint with its status code
// (api.ErrorOf), or 503 when the server is busy; a 503 says when to try
// again.
func writeErr(w http.ResponseWriter, err error) {
	e := api.ErrorOf(err)
	if errors.Is(err, errBusy) {
		e = &apiError{Code: http.StatusServiceUnavailable, Error: err.Error()}
	}
	if errors.Is(err, errBusy) || errors.Is(err, context.DeadlineExceeded) {
		w.Header().Set("Retry-After", "1")
	}
	writeError(w, e.Code, e)
}

func writeError(w http.ResponseWriter, code int, e *apiError) {
	writeJSON(w, code, e)
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", api.JSONType)
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	w.Write(api.Encode(v))
}

// apiError is the JSON body of a failed call.
type apiError = api.Error
