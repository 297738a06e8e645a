package record

import (
	"encoding/json"
	"strconv"
)

// AppendJSON appends r as json.Marshal writes it, byte for byte: a batch
// writes a record a puzzle, and Marshal, which finds the fields by
// reflection, took three times as long as solving an easy puzzle. The
// fields are written in their order in Solve, empty ones left out as their
// tags say; a string that needs escaping, and a record with a Variant, go
// through Marshal.
func (r *Solve) AppendJSON(b []byte) ([]byte, error) {
	if r.Variant != nil {
		v := *r // Marshal keeps what it is given: r itself would be made on the heap, each call
		m, err := json.Marshal(&v)
		return append(b, m...), err
	}
	b = append(b, `{"source":`...)
	b = appendJSONString(b, r.Source)
	b = append(b, `,"line":`...)
	b = strconv.AppendInt(b, int64(r.Line), 10)
	b = append(b, `,"puzzle":`...)
	b = appendJSONString(b, r.Puzzle)
	b = append(b, `,"status":`...)
	b = appendJSONString(b, r.Status)
	if r.Solution != "" {
		b = append(b, `,"solution":`...)
		b = appendJSONString(b, r.Solution)
	}
	if len(r.Solutions) > 0 {
		b = append(b, `,"solutions":[`...)
		for i, s := range r.Solutions {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendJSONString(b, s)
		}
		b = append(b, ']')
	}
	if r.Count != nil {
		b = append(b, `,"count":`...)
		b = strconv.AppendInt(b, int64(*r.Count), 10)
	}
	if r.AtLimit {
		b = append(b, `,"at_limit":true`...)
	}
	if r.Error != "" {
		b = append(b, `,"error":`...)
		b = appendJSONString(b, r.Error)
	}
	if r.Box != "" {
		b = append(b, `,"box":`...)
		b = appendJSONString(b, r.Box)
	}
	return append(b, '}'), nil
}

// appendJSONString appends s quoted as json.Marshal quotes it. Printable
// ASCII other than " \ < > & (which Marshal escapes for HTML) is written as
// it is; any other string is left to Marshal.
func appendJSONString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if !jsonPlain[s[i]] {
			m, _ := json.Marshal(s) // a string always marshals
			return append(b, m...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

// jsonPlain marks the bytes json.Marshal writes as they are in a string.
var jsonPlain = func() (t [256]bool) {
	for c := 0x20; c <= 0x7e; c++ {
		t[c] = c != '"' && c != '\\' && c != '<' && c != '>' && c != '&'
	}
	return t
}()
