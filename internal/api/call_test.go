package api

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
)

// inkala is a hard puzzle (to solve, to hint), easy a quick one to rate.
const (
	easy   = "000027008001000007064005019270963154400270683613004000087632041090048005342519870"
	inkala = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
)

// TestCall: the answers of Call, as POST /api/NAME gives them. Under
// GOOS=js GOARCH=wasm (test.sh) this is the engine of the page in the
// browser, checked against the answers the native build gives.
func TestCall(t *testing.T) {
	tests := []struct {
		name, path, body string
		code             int
		ctype, want      string // the content type's start, a part of the body
	}{
		{"solve", "solve", `{"puzzle":"` + inkala + `"}`, 200, "application/json",
			`"status":"unique","solution":"812753649943682175675491283154237896369845721287169534521974368438526917796318452"`},
		{"hint", "hint", `{"puzzle":"` + inkala + `","lang":"ja"}`, 200, "application/json", `"status":"step"`},
		{"generate", "generate", `{"box":"2x2","seed":42}`, 200, "application/json", `"seed":42`},
		{"rate", "rate", `{"puzzle":"` + easy + `"}`, 200, "application/json", `"status":"rated"`},
		{"print", "print", `{"puzzle":"` + inkala + `","format":"svg"}`, 200, "image/svg+xml", "<svg"},
		{"convert", "convert", `{"puzzle":"` + inkala + `"}`, 200, "application/json",
			`"status":"converted","to":"sudokupad","converted":"https://sudokupad.app/fpuzzles`},
		{"convert to ISS", "convert", `{"puzzle":".Shape~4x4.Cage~3~R1C1~R1C2","to":"iss"}`, 200, "application/json",
			`"converted":".Shape~4x4.Cage~3~R1C1~R1C2"`},
		{"convert: no such form", "convert", `{"puzzle":"` + inkala + `","to":"pdf"}`, 400, "application/json",
			`{"error":"to \"pdf\": want one of sudokupad, fpuzzles, fpuzzles-json, iss, line"}`},
		{"convert: a form that cannot hold it", "convert", `{"puzzle":".Shape~4x4.Zipper~R1C1~R1C2~R1C3","to":"fpuzzles"}`, 422, "application/json",
			`{"error":"no fpuzzles form: variant: f-puzzles has no Zipper"}`},
		{"no such endpoint", "solv", `{}`, 404, "application/json", `{"error":"no such endpoint: /api/solv"}`},
		{"not JSON", "solve", `puzzle`, 400, "application/json", `not the JSON object expected`},
		{"a field of another endpoint", "solve", `{"puzzle":"1","lang":"ja"}`, 400, "application/json",
			`{"error":"lang: not an option of /api/solve (it takes puzzle, box, alphabet, limit, first)"}`},
		{"conflict", "solve", `{"puzzle":"11` + strings.Repeat(".", 79) + `"}`, 400, "application/json",
			`"status":"invalid","error":"2 conflicts: digit 1 appears twice in row 1: r1c1, r1c2; digit 1 appears twice in box 1: r1c1, r1c2","cells":["r1c1","r1c2"]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := Call(context.Background(), tt.path, []byte(tt.body))
			if a.Code != tt.code || !strings.HasPrefix(a.ContentType, tt.ctype) || !strings.Contains(string(a.Body), tt.want) {
				t.Errorf("Call(%s, %s) = %d %s %.400s; want %d %s ...%s...", tt.path, tt.body, a.Code, a.ContentType, a.Body, tt.code, tt.ctype, tt.want)
			}
			if strings.HasPrefix(tt.ctype, "application/json") && !json.Valid(a.Body) {
				t.Errorf("not JSON: %s", a.Body)
			}
		})
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if a := Call(ctx, "generate", []byte(`{"level":"hard"}`)); a.Code != 503 {
		t.Errorf("a call canceled: %d %s, want 503", a.Code, a.Body)
	}
}
