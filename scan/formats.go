//go:build !js

package scan

// The decoders of photos, left out of the WebAssembly build: there the
// page's worker decodes the photo with the browser's own decoders and
// hands the engine a PGM (pgm.go), and these are 0.3 MB of the file.
import (
	_ "image/jpeg" // the photos of phones
	_ "image/png"  // screenshots and scans
)
