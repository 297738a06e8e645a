// The engine in the browser: a Web Worker that runs nanpure's library
// compiled to WebAssembly (cmd/nanpure-wasm, built by "nanpure site") and
// answers the page's calls as the server's JSON API does:
// {id, path, body} -> {id, status, type, body}, body the request's JSON
// text, the answer's bytes. The worker is a classic script, so that it
// can load Go's wasm_exec.js as it is.
importScripts("wasm_exec.js");

const go = new Go();

// A host that serves .wasm without its type (application/wasm) cannot
// stream it: compile it from its bytes then.
async function compile() {
  try {
    return await WebAssembly.compileStreaming(fetch("nanpure.wasm"));
  } catch (e) {
    const bytes = await (await fetch("nanpure.wasm")).arrayBuffer();
    return WebAssembly.compile(bytes);
  }
}

// The first worker compiles the module and hands it to the page; a worker
// started in place of one ended to cancel a call (named "module") gets it
// back in its first message, instead of compiling it again.
const reuse = self.name === "module";
let handOver = null;
const compiled = reuse ? new Promise((resolve) => { handOver = resolve; }) : compile();
// go.run returns once main has set nanpureCall and waits for calls.
const ready = compiled.then(async (module) => {
  if (!reuse) {
    try { postMessage({ module }); } catch (e) { /* a browser that cannot pass it compiles again */ }
  }
  go.run(await WebAssembly.instantiate(module, go.importObject));
});

onmessage = async (e) => {
  if (e.data.module) { handOver(e.data.module); return; }
  const { id, path, body } = e.data;
  try {
    await ready;
    const a = await globalThis.nanpureCall(path, body);
    postMessage({ id, status: a.status, type: a.type, body: a.body }, [a.body.buffer]);
  } catch (err) {
    const text = JSON.stringify({ error: "the engine failed: " + err });
    postMessage({ id, status: 500, type: "application/json", body: text });
  }
};
