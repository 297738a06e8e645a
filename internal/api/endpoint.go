package api

import (
	"context"
	"slices"
	"strings"
)

// An Endpoint is a function of the API (F), the fields of the request it
// takes (Fields, their JSON names) and its cost class; Costly, when set,
// says that a request is of the class Expensive all the same (a count of
// every solution, a large puzzle).
type Endpoint struct {
	F      func(ctx context.Context, req *Request) (any, error)
	Fields []string
	Class  Class
	Costly func(req *Request) bool
}

// A Class is how much the requests of an endpoint cost: a server gives
// each class its own slots, so that slower ones never keep a quicker one
// waiting.
type Class int

const (
	Quick     Class = iota // solve, check: well under a millisecond
	Hint                   // a millisecond to a second
	Expensive              // generate, rate, explain, print: seconds, and a hundred MB or more
)

// The fields of the endpoints.
var (
	puzzleFields   = []string{"puzzle", "box", "alphabet"}
	positionFields = append(slices.Clip(puzzleFields), "grid", "candidates", "lang", "scale")
)

// Endpoints lists the API, by path under /api/.
var Endpoints = map[string]Endpoint{
	"solve":   {F: solve, Fields: append(slices.Clip(puzzleFields), "limit", "first"), Class: Quick, Costly: countsAll},
	"check":   {F: check, Fields: puzzleFields, Class: Quick, Costly: large},
	"hint":    {F: hint, Fields: append(slices.Clip(positionFields), "all", "techniques"), Class: Hint, Costly: allSteps},
	"explain": {F: explain, Fields: positionFields, Class: Expensive},
	"rate":    {F: ratePuzzle, Fields: append(slices.Clip(puzzleFields), "lang", "scale"), Class: Expensive},
	"generate": {F: makePuzzle, Class: Expensive,
		Fields: []string{"box", "level", "rating", "technique", "givens", "symmetry", "minimal", "seed", "lang", "variant", "scale", "practice"}},
	"scan":       {F: scanImage, Fields: []string{"image"}, Class: Expensive},
	"techniques": {F: techniques, Fields: []string{"lang", "scale"}, Class: Quick},
	"convert":    {F: convert, Fields: append(slices.Clip(puzzleFields), "to"), Class: Quick},
	"print": {F: print, Class: Expensive,
		Fields: append(slices.Clip(puzzleFields), "puzzles", "paper", "per_page", "solutions", "format", "title", "lang", "page")},
}

// Refuse returns the error of a request that gives a field the endpoint
// at path ("/api/solve") does not take, or nil.
func (e Endpoint) Refuse(path string, req *Request) *Error {
	for _, name := range req.Given() {
		if !slices.Contains(e.Fields, name) {
			return &Error{Code: 400, Error: name + ": not an option of " + path +
				" (it takes " + strings.Join(e.Fields, ", ") + ")"}
		}
	}
	return nil
}

// countsAll reports whether a solve counts more solutions than it lists
// (work bounded only by the time of a request), or is large.
func countsAll(req *Request) bool {
	return req.Limit != nil && (*req.Limit == 0 || *req.Limit > maxLimit) || large(req)
}

// largePuzzle is the length of a puzzle's text past which it is taken for
// a grid larger than 16x16 (256 cells, some 1,100 bytes written as a grid
// with rules), whose search may take seconds.
const largePuzzle = 2048

// large reports whether the request's puzzle is large.
func large(req *Request) bool { return len(req.Puzzle) > largePuzzle }

// allSteps reports whether a hint lists every step (which takes many
// searches), or is large.
func allSteps(req *Request) bool { return req.All || large(req) }
