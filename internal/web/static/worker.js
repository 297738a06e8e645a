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

// grayMap returns the body of a scan request with its photo decoded here,
// by the browser (any format it reads), and handed to the engine as a
// binary PGM of its green channel: the gray the reader looks at
// (scan/gray.go). The engine then carries no JPEG or PNG decoder of its
// own (scan/pgm.go). A body whose image the browser cannot decode goes
// as it is, and the engine says what is wrong with it.
async function grayMap(body) {
  let req, bmp;
  try {
    req = JSON.parse(body);
    const text = atob(req.image);
    const photo = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) photo[i] = text.charCodeAt(i);
    bmp = await createImageBitmap(new Blob([photo]));
  } catch (e) {
    return body;
  }
  const { width: w, height: h } = bmp;
  const ctx = new OffscreenCanvas(w, h).getContext("2d");
  // Transparent pixels are paper, as the reader takes them.
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, w, h);
  ctx.drawImage(bmp, 0, 0);
  bmp.close();
  const rgba = ctx.getImageData(0, 0, w, h).data;
  const head = new TextEncoder().encode(`P5\n${w} ${h}\n255\n`);
  const pgm = new Uint8Array(head.length + w * h);
  pgm.set(head);
  for (let i = 0, j = head.length; i < rgba.length; i += 4, j++) pgm[j] = rgba[i + 1];
  // base64 by the browser's own code (no fetch: a host's
  // Content-Security-Policy may forbid data: URLs)
  const url = new FileReaderSync().readAsDataURL(new Blob([pgm]));
  req.image = url.slice(url.indexOf(",") + 1);
  return JSON.stringify(req);
}

onmessage = async (e) => {
  if (e.data.module) { handOver(e.data.module); return; }
  const { id, path } = e.data;
  let { body } = e.data;
  try {
    await ready;
    if (path === "scan") body = await grayMap(body);
    const a = await globalThis.nanpureCall(path, body);
    postMessage({ id, status: a.status, type: a.type, body: a.body }, [a.body.buffer]);
  } catch (err) {
    const text = JSON.stringify({ error: "the engine failed: " + err });
    postMessage({ id, status: 500, type: "application/json", body: text });
  }
};
