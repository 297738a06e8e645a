//go:build js && wasm

// Command nanpure-wasm is the engine of the page in the browser: the JSON
// API (package api) compiled to WebAssembly, run in a Web Worker
// (static/worker.js) when no server answers. "nanpure site" builds it:
//
//	GOOS=js GOARCH=wasm go build -o nanpure.wasm ./cmd/nanpure-wasm
//
// It sets one JavaScript function, nanpureCall(name, body), once go.run
// has started it, which answers
// the call of the endpoint named with the JSON request body (a string), as
// POST /api/NAME does, and returns a Promise of {status, type, body}: the
// HTTP status code, the content type and the body (a Uint8Array).
package main

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync/atomic"
	"syscall/js"
	"time"

	"github.com/nanpure/nanpure/internal/api"
	"github.com/nanpure/nanpure/render"
)

// fontFile is the Japanese font that a PDF may need, which "nanpure site"
// writes beside the engine: render does not embed it under WebAssembly
// (1.7 MB that every first visit would load). It is fetched before the
// first print, and kept.
const fontFile = "vlgothic.ttf"

var font []byte

func main() {
	render.JapaneseFont = func() []byte { return font }
	js.Global().Set("nanpureCall", js.FuncOf(call))
	select {} // answer calls until the worker ends
}

// call starts a call in a goroutine of its own and returns its Promise.
func call(_ js.Value, args []js.Value) any {
	name, body := args[0].String(), args[1].String()
	executor := js.FuncOf(func(_ js.Value, p []js.Value) any {
		resolve := p[0]
		go func() {
			ctx, stop := newTimeout(api.DefaultTimeout)
			defer stop()
			var a api.Answer
			if err := loadFont(name); err != nil {
				a = api.Answer{Code: 503, ContentType: api.JSONType,
					Body: api.Encode(&api.Error{Error: "the Japanese font did not load: " + err.Error()})}
			} else {
				a = api.Call(&yielding{Context: ctx}, name, []byte(body))
			}
			b := js.Global().Get("Uint8Array").New(len(a.Body))
			js.CopyBytesToJS(b, a.Body)
			resolve.Invoke(map[string]any{"status": a.Code, "type": a.ContentType, "body": b})
		}()
		return nil
	})
	defer executor.Release()
	return js.Global().Get("Promise").New(executor)
}

// loadFont fetches the Japanese font before the first print.
func loadFont(name string) error {
	if name != "print" || font != nil {
		return nil
	}
	b, err := fetch(fontFile)
	if err == nil {
		font = b
	}
	return err
}

// fetch returns the file at url (relative to the worker's script),
// waiting for JavaScript's fetch: the goroutine waits, the event loop
// runs.
func fetch(url string) ([]byte, error) {
	type result struct {
		b   []byte
		err error
	}
	done := make(chan result, 1)
	fail := js.FuncOf(func(_ js.Value, a []js.Value) any {
		done <- result{err: errors.New(a[0].Call("toString").String())}
		return nil
	})
	body := js.FuncOf(func(_ js.Value, a []js.Value) any {
		arr := js.Global().Get("Uint8Array").New(a[0])
		b := make([]byte, arr.Length())
		js.CopyBytesToGo(b, arr)
		done <- result{b: b}
		return nil
	})
	answer := js.FuncOf(func(_ js.Value, a []js.Value) any {
		r := a[0]
		if !r.Get("ok").Bool() {
			done <- result{err: fmt.Errorf("%s: %d %s", url, r.Get("status").Int(), r.Get("statusText").String())}
			return nil
		}
		r.Call("arrayBuffer").Call("then", body, fail)
		return nil
	})
	defer fail.Release()
	defer body.Release()
	defer answer.Release()
	js.Global().Call("fetch", url).Call("then", answer, fail)
	r := <-done
	return r.b, r.err
}

// yielding is the context of a call. The searches ask its Err every few
// thousand steps; under WebAssembly there is one thread and no
// preemption, so every yieldEvery calls Err lets the other goroutines run
// there: the timer that ends the call at its deadline, and the other
// calls under way (a hint asked while a rating runs). (Yielding at every
// call made hints and new puzzles two to five times slower.)
type yielding struct {
	context.Context
	calls atomic.Uint32
}

const yieldEvery = 64

func (c *yielding) Err() error {
	if c.calls.Add(1)%yieldEvery == 0 {
		runtime.Gosched()
	}
	return c.Context.Err()
}

// timeout is a call's context, done when the call's time is up, its Err
// then context.DeadlineExceeded, as context.WithTimeout's. It is not
// context.WithTimeout's: that context holds its deadline, a time.Time, in
// a struct used as an interface, which keeps all of time.Time's methods
// (its parsing and formatting) in the WebAssembly file.
type timeout struct {
	done    chan struct{}
	expired atomic.Bool
}

// newTimeout returns a context done after d, and the function that stops
// its timer.
func newTimeout(d time.Duration) (*timeout, func()) {
	t := &timeout{done: make(chan struct{})}
	timer := time.AfterFunc(d, func() {
		t.expired.Store(true)
		close(t.done)
	})
	return t, func() { timer.Stop() }
}

func (t *timeout) Deadline() (time.Time, bool) { return time.Time{}, false }
func (t *timeout) Done() <-chan struct{}       { return t.done }
func (t *timeout) Value(any) any               { return nil }

func (t *timeout) Err() error {
	if t.expired.Load() {
		return context.DeadlineExceeded
	}
	return nil
}
