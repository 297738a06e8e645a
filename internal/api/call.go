package api

import (
	"bytes"
	"context"
	"encoding/json"
	"time"
)

// DefaultTimeout bounds the work of one call, unless told otherwise.
const DefaultTimeout = 10 * time.Second

// A Document is an answer that is not JSON: a PDF or an SVG.
type Document struct {
	ContentType string
	Name        string // file name offered for download
	Data        []byte
}

// An Answer is what a call gives back: its HTTP status code, the type of
// its body and the body.
type Answer struct {
	Code        int
	ContentType string
	Body        []byte
}

// JSONType is the content type of the answers but documents.
const JSONType = "application/json; charset=utf-8"

// Call answers a call of the endpoint named (solve, hint ...) whose body
// is a JSON request, as the server answers POST /api/NAME: the engine of
// the page when there is no server. The caller bounds the work with ctx.
func Call(ctx context.Context, name string, body []byte) Answer {
	e, ok := Endpoints[name]
	if !ok {
		return errorAnswer(&Error{Code: statusNotFound, Error: "no such endpoint: /api/" + name})
	}
	req := &Request{}
	if err := DecodeJSON(body, req); err != nil {
		return errorAnswer(&Error{Code: statusBadRequest, Error: "the request is not the JSON object expected: " + err.Error()})
	}
	if aerr := e.Refuse("/api/"+name, req); aerr != nil {
		return errorAnswer(aerr)
	}
	v, err := e.F(ctx, req)
	if err != nil {
		return errorAnswer(ErrorOf(err))
	}
	if d, ok := v.(*Document); ok {
		return Answer{Code: 200, ContentType: d.ContentType, Body: d.Data}
	}
	return Answer{Code: 200, ContentType: JSONType, Body: Encode(v)}
}

func errorAnswer(e *Error) Answer {
	return Answer{Code: e.Code, ContentType: JSONType, Body: Encode(e)}
}

// Encode writes v as the API writes its answers: JSON on one line, "<"
// and "&" as they are (an answer is data, never HTML).
func Encode(v any) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		panic("api: an answer that is no JSON: " + err.Error()) // the answers are plain structs
	}
	return b.Bytes()
}
