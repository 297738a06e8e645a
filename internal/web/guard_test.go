package web

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestGuard(t *testing.T) {
	loop := New(Options{LoopbackOnly: true, AllowHosts: []string{"sudoku.lan"}})
	open := New(Options{})
	listed := New(Options{AllowHosts: []string{"sudoku.example.com"}})
	tests := []struct {
		name    string
		h       http.Handler
		method  string
		host    string
		headers map[string]string
		code    int
	}{
		{"localhost", loop, "POST", "localhost:8080", nil, 200},
		{"127.0.0.1", loop, "POST", "127.0.0.1:8080", nil, 200},
		{"127.0.0.2, no port", loop, "POST", "127.0.0.2", nil, 200},
		{"[::1]", loop, "POST", "[::1]:8080", nil, 200},
		{"a name allowed", loop, "POST", "Sudoku.LAN:8080", nil, 200},
		{"the page from localhost", loop, "GET", "localhost:8080", nil, 200},
		{"a page of the same origin", loop, "POST", "localhost:8080",
			map[string]string{"Origin": "http://localhost:8080", "Sec-Fetch-Site": "same-origin"}, 200},
		{"any host when not on loopback", open, "POST", "sudoku.example.com", nil, 200},
		{"same origin, without Sec-Fetch-Site", open, "POST", "sudoku.example.com",
			map[string]string{"Origin": "https://sudoku.example.com"}, 200},

		// Regressions
		{"DNS rebinding: another name on loopback (it was served)", loop, "POST", "evil.example:8080", nil, 421},
		{"DNS rebinding: the page too", loop, "GET", "evil.example", nil, 421},
		{"a name that ends like localhost's IP", loop, "POST", "127.0.0.1.evil.example", nil, 421},
		{"a cross-site POST (it was served)", open, "POST", "localhost:8080",
			map[string]string{"Origin": "https://evil.example", "Sec-Fetch-Site": "cross-site"}, 403},
		{"a cross-origin POST of an old browser", open, "POST", "localhost:8080",
			map[string]string{"Origin": "https://evil.example"}, 403},
		{"a host listed, not on loopback (the list was ignored)", listed, "POST", "sudoku.example.com", nil, 200},
		{"a host not listed, not on loopback (the list was ignored)", listed, "POST", "evil.example", nil, 421},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path, body := "/api/check", `{"puzzle":"`+article000+`"}`
			if tc.method == "GET" {
				path, body = "/", ""
			}
			req := httptest.NewRequest(tc.method, path, strings.NewReader(body))
			req.Host = tc.host
			req.Header.Set("Content-Type", ctJSON)
			for k, v := range tc.headers {
				req.Header.Set(k, v)
			}
			rec := httptest.NewRecorder()
			tc.h.ServeHTTP(rec, req)
			if rec.Code != tc.code {
				t.Errorf("%s %s from %s: %d, want %d: %s", tc.method, path, tc.host, rec.Code, tc.code, rec.Body)
			}
		})
	}
}
