package main

import "github.com/nanpure/nanpure/scan/internal/photos"

// A config is everything the model depends on.
type config struct {
	Photos, Fonts, Out string
	Seed               int64
	Epochs, Variants   int
	// MaxPhotos, when positive, trains on the first training photos only
	// (the quick test of determinism).
	MaxPhotos int
	// FontNames, when set, replaces fontNames.
	FontNames []string
}

func defaultConfig() config {
	return config{Photos: photos.Dir, Fonts: "/usr/share/fonts/truetype", Out: "scan/model.bin", Seed: 1, Epochs: 20, Variants: 24}
}

// fontNames are the upright faces the digits are rendered in, under the
// fonts directory, with the Debian package of each: printed puzzles use
// sans, serif, condensed and monospaced digits, regular and bold.
var fontNames = []string{
	"dejavu/DejaVuSans.ttf",                       // fonts-dejavu-core
	"dejavu/DejaVuSans-Bold.ttf",                  // fonts-dejavu-core
	"dejavu/DejaVuSansMono.ttf",                   // fonts-dejavu-core
	"dejavu/DejaVuSansMono-Bold.ttf",              // fonts-dejavu-core
	"dejavu/DejaVuSerif.ttf",                      // fonts-dejavu-core
	"dejavu/DejaVuSerif-Bold.ttf",                 // fonts-dejavu-core
	"dejavu/DejaVuSansCondensed.ttf",              // fonts-dejavu-extra
	"dejavu/DejaVuSansCondensed-Bold.ttf",         // fonts-dejavu-extra
	"dejavu/DejaVuSerifCondensed.ttf",             // fonts-dejavu-extra
	"dejavu/DejaVuSerifCondensed-Bold.ttf",        // fonts-dejavu-extra
	"liberation/LiberationSans-Regular.ttf",       // fonts-liberation
	"liberation/LiberationSans-Bold.ttf",          // fonts-liberation
	"liberation/LiberationSansNarrow-Regular.ttf", // fonts-liberation
	"liberation/LiberationSansNarrow-Bold.ttf",    // fonts-liberation
	"liberation/LiberationSerif-Regular.ttf",      // fonts-liberation
	"liberation/LiberationSerif-Bold.ttf",         // fonts-liberation
	"liberation/LiberationMono-Regular.ttf",       // fonts-liberation
	"liberation/LiberationMono-Bold.ttf",          // fonts-liberation
}

// fontPackages is what to install when a font is missing.
const fontPackages = "fonts-dejavu-core fonts-dejavu-extra fonts-liberation"
