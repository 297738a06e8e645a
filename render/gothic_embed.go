//go:build !js

package render

import _ "embed"

// The Japanese font is VL Gothic (Debian's fonts-vlgothic 20220612), cut
// down by internal/fontsubset to the characters of JIS X 0208 and the kana,
// punctuation and full-width blocks: 6,984 characters in 1.7 MB, against
// 16,119 in 4.1 MB for the whole face. Its licence (M+ FONTS and modified
// BSD, both free to embed and redistribute) is fonts/LICENSE. A PDF embeds
// only the glyphs its labels use (pdffont.go).
//
//go:generate go run ./internal/fontsubset -o fonts/vlgothic.ttf
//go:embed fonts/vlgothic.ttf
var gothicTTF []byte

// japaneseFont is the file of the Japanese font. (Under WebAssembly it is
// not embedded: gothic_js.go.)
func japaneseFont() []byte { return gothicTTF }
