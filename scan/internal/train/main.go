// Command train makes the digit classifier that package scan embeds
// (scan/model.bin), deterministically from a seed:
//
//	go run ./scan/internal/train            # from the repository's root
//
// It learns from the digits of the training part of the photos in
// ../shared/data/photos (never the held-out part, see package photos) and
// from digits it renders from the fonts of Debian's fonts-dejavu-core,
// fonts-dejavu-extra and fonts-liberation packages, each shifted, scaled,
// blurred and contrasted in ways drawn from the seed. The same photos,
// fonts and seed give the same bytes: a test checks that the command still
// makes the embedded weights.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "train:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("train", flag.ContinueOnError)
	c := defaultConfig()
	fs.StringVar(&c.Photos, "photos", c.Photos, "the `dir` of the photos and their truth")
	fs.StringVar(&c.Fonts, "fonts", c.Fonts, "the `dir` of the fonts (Debian's /usr/share/fonts/truetype)")
	fs.StringVar(&c.Out, "o", c.Out, "write the model to `file`")
	fs.Int64Var(&c.Seed, "seed", c.Seed, "the seed of the shuffles and the rendered digits")
	fs.IntVar(&c.Epochs, "epochs", c.Epochs, "passes over the samples")
	fs.IntVar(&c.Variants, "variants", c.Variants, "renderings of each digit in each font")
	folds := fs.Int("cv", 0, "instead of training, cross-validate on `k` folds of the training photos and print the figures")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *folds > 0 {
		return crossValidate(ctx, c, *folds, stdout)
	}
	m, err := train(ctx, c, stdout)
	if err != nil {
		return err
	}
	b, err := m.MarshalBinary()
	if err != nil {
		return err
	}
	if err := os.WriteFile(c.Out, b, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s (%d bytes)\n", c.Out, len(b))
	return nil
}
