package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"testing"

	"github.com/nanpure/nanpure/internal/corpus"
)

// testConfig is the training of the repository, run from this directory;
// it skips the test when the photos are not on this machine.
func testConfig(t *testing.T) config {
	c := defaultConfig()
	dir := corpus.Photos(t)
	c.Photos = dir
	return c
}

// TestDeterministic trains twice on a few photos and no fonts, and checks
// that the weights are the same bits, and that another seed gives others.
func TestDeterministic(t *testing.T) {
	c := testConfig(t)
	c.MaxPhotos, c.Epochs, c.FontNames = 3, 2, []string{}
	model := func(c config) []byte {
		m, err := train(context.Background(), c, io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := m.MarshalBinary()
		return b
	}
	a, b := model(c), model(c)
	if !bytes.Equal(a, b) {
		t.Error("two trainings from the same seed differ")
	}
	c.Seed++
	if bytes.Equal(a, model(c)) {
		t.Error("another seed gives the same weights")
	}
}

// TestReproduce runs the training command as it made scan/model.bin and
// checks that it makes the same bytes (-long: some 10 s; it needs the
// fonts of fonts-dejavu-core, fonts-dejavu-extra and fonts-liberation).
func TestReproduce(t *testing.T) {
	if !corpus.Long() {
		t.Skip("the full training runs with -long")
	}
	c := testConfig(t)
	c.Out = t.TempDir() + "/model.bin"
	args := []string{"-photos", c.Photos, "-o", c.Out}
	if err := run(context.Background(), args, io.Discard); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(c.Out)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("../../model.bin")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("the training made %d bytes unlike scan/model.bin's %d: run go run ./scan/internal/train, or find what changed", len(got), len(want))
	}
}
