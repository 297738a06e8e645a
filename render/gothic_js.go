//go:build js

package render

// JapaneseFont returns the file of the Japanese font, fonts/vlgothic.ttf
// (see gothic_embed.go), under WebAssembly, where it is not embedded: it
// is 1.7 MB of the engine that the browser loads before the first puzzle,
// and only a PDF with Japanese text needs it. The program sets it before
// it draws any (the page's engine, cmd/nanpure-wasm, fetches the file
// that "nanpure site" writes beside it).
var JapaneseFont func() []byte

func japaneseFont() []byte {
	if JapaneseFont == nil {
		panic("render: no Japanese font under WebAssembly: set render.JapaneseFont")
	}
	return JapaneseFont()
}
