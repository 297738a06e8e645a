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
	"runtime"
	"sync/atomic"
	"syscall/js"

	"github.com/nanpure/nanpure/internal/api"
)

func main() {
	js.Global().Set("nanpureCall", js.FuncOf(call))
	select {} // answer calls until the worker ends
}

// call starts a call in a goroutine of its own and returns its Promise.
func call(_ js.Value, args []js.Value) any {
	name, body := args[0].String(), args[1].String()
	executor := js.FuncOf(func(_ js.Value, p []js.Value) any {
		resolve := p[0]
		go func() {
			ctx, cancel := context.WithTimeout(context.Background(), api.DefaultTimeout)
			defer cancel()
			a := api.Call(&yielding{Context: ctx}, name, []byte(body))
			b := js.Global().Get("Uint8Array").New(len(a.Body))
			js.CopyBytesToJS(b, a.Body)
			resolve.Invoke(map[string]any{"status": a.Code, "type": a.ContentType, "body": b})
		}()
		return nil
	})
	defer executor.Release()
	return js.Global().Get("Promise").New(executor)
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
