package web

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/url"
	"testing"
	"unicode/utf8"

	"github.com/nanpure/nanpure/internal/api"
)

// FuzzDecodeRequest: any body, content type and query string is read or
// refused with a message, never a panic; a request read from JSON reads
// back the same from its own JSON, and every field set is one the request
// names. (Reading its puzzle and position is api's FuzzReadPositionText.)
func FuzzDecodeRequest(f *testing.F) {
	f.Add(`{"puzzle":"`+article000+`","limit":3}`, "application/json", "")
	f.Add(multi125, "text/plain", "limit=3&box=3x3")
	f.Add(`{"box":"2x2","seed":42}`, "", "")
	f.Add(inkala, "application/x-www-form-urlencoded", "first=true&lang=ja")
	f.Add(`{"puzzle":"`+libraryLine+`","candidates":["1",""],"grid":"12"}`, "application/json", "")
	f.Add("..14....12......", "multipart/form-data; boundary=x", "")
	f.Add(`  {"puzzles":["1"],"page":-1,"seed":18446744073709551615}`, "text/plain; charset=utf-8", "")
	f.Add(`{"limit":null,"seed":-1}`, "application/json", "")
	f.Add("1234", "text/plain", "candidates=1&puzzle=2&limit=1e3")
	f.Fuzz(func(t *testing.T, body, ct, query string) {
		r := &http.Request{Method: http.MethodPost, URL: &url.URL{Path: "/api/hint", RawQuery: query}, Header: http.Header{}}
		r.Header.Set("Content-Type", ct)
		req, aerr := decodeRequest(r, []byte(body))
		if aerr != nil {
			if aerr.Error == "" {
				t.Fatalf("an error without a message: %+v", aerr)
			}
			return
		}
		fields := map[string]bool{}
		for _, name := range req.Given() {
			if name == "" || fields[name] {
				t.Fatalf("field %q named twice or unnamed: %v", name, req.Given())
			}
			fields[name] = true
		}
		// Written as JSON and read back, it stays the same (once its
		// invalid UTF-8 is replaced, the first time).
		b, err := json.Marshal(req)
		if err != nil {
			t.Fatal(err)
		}
		for range 2 {
			again := &api.Request{}
			if err := api.DecodeJSON(b, again); err != nil {
				t.Fatalf("reading back %s: %v", b, err)
			}
			b, _ = json.Marshal(again)
		}
		if b2, _ := json.Marshal(req); utf8.Valid(b2) && !bytes.Contains(b2, []byte(`\ufffd`)) && string(b2) != string(b) {
			t.Fatalf("read back as %s, want %s", b, b2)
		}
	})
}
