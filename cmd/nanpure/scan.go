package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	_ "image/jpeg" // the decoders of the photos scan reads
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/nanpure/nanpure/scan"
	"github.com/nanpure/nanpure/sudoku"
)

func runScan(ctx context.Context, e *env, args []string) error {
	var format, debug string
	fs := newFlags(e, "scan", "[flags] IMAGE ...", `
Read the Sudoku puzzle in each photo (JPEG or PNG; "-" or no file: standard
input) and print it in the line form. The solver checks each reading: one
with no solution or several is wrong, so the next readings of the least
certain cells are tried until exactly one solution remains; the cells so
changed are reported. Without a unique reading the best one is printed
with its status (none or multiple) on standard error, and the exit code is
1, as for check; so it is for a file that is no image or holds no grid.`, `
  nanpure scan photo.jpg
  nanpure scan --format json photo.jpg | jq .corrected
  nanpure scan --debug /tmp/seen *.jpg        # draws what was read, to check by eye
  nanpure scan photo.jpg | nanpure solve`)
	fs.StringVar(&format, "format", formatLine, "output `format`: line, json")
	fs.StringVar(&debug, "debug", "", "write each photo with the grid and digits read drawn on it into `dir`")
	pos, err := parseFlags(e, fs, args)
	if err != nil {
		return helpOK(err)
	}
	if format != formatLine && format != formatJSON {
		return usageErrorf("scan: unknown format %q (want line or json)", format)
	}
	if len(pos) == 0 {
		pos = []string{"-"}
	}
	if debug != "" {
		if err := os.MkdirAll(debug, 0o755); err != nil {
			return err
		}
	}
	out := newOutput(e.stdout, format, nil)
	failed := false
	for _, name := range pos {
		if err := ctx.Err(); err != nil {
			out.flush()
			return err
		}
		r, img, err := scanFile(ctx, e, name)
		if err != nil {
			if ctx.Err() != nil {
				out.flush()
				return ctx.Err()
			}
			fmt.Fprintf(e.stderr, "nanpure: %s: %v\n", displayName(name), err)
			failed = true
			continue
		}
		if r.Status != scan.Unique {
			fmt.Fprintf(e.stderr, "nanpure: %s: %s: the reading has %s\n", displayName(name), r.Status, map[string]string{
				scan.None: "no solution", scan.Multiple: "more than one solution"}[r.Status])
			failed = true
		}
		if format == formatJSON {
			err = out.json(scanRecord(displayName(name), r))
		} else {
			err = out.line(r.Grid.String())
		}
		if err != nil {
			return err
		}
		if debug != "" {
			if err := writeDebug(debug, name, img, r); err != nil {
				fmt.Fprintf(e.stderr, "nanpure: %s: %v\n", displayName(name), err)
				failed = true
			}
		}
		out.flush()
	}
	if err := out.end(); err != nil {
		return err
	}
	if failed {
		return errFailed
	}
	return nil
}

// maxImageBytes and maxPixels bound what one photo may take: a 12 MP photo
// is some 5 MB and decodes to 18 MB; these are ten times that.
const (
	maxImageBytes = 64 << 20
	maxPixels     = 120 << 20
)

// scanFile reads and decodes the image of a file (or of standard input
// for "-") and reads its puzzle.
func scanFile(ctx context.Context, e *env, name string) (*scan.Result, image.Image, error) {
	var r io.Reader
	if name == "-" {
		r = e.stdin
	} else {
		f, err := os.Open(name)
		if err != nil {
			return nil, nil, errors.Unwrap(err) // the path is named by the caller
		}
		defer f.Close()
		r = f
	}
	data, err := io.ReadAll(io.LimitReader(r, maxImageBytes+1))
	if err != nil {
		return nil, nil, err
	}
	if len(data) > maxImageBytes {
		return nil, nil, fmt.Errorf("larger than %d MB", maxImageBytes>>20)
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, nil, imageError(err)
	}
	if cfg.Width*cfg.Height > maxPixels {
		return nil, nil, fmt.Errorf("%dx%d pixels is more than %d MP", cfg.Width, cfg.Height, maxPixels>>20)
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, nil, imageError(err)
	}
	res, err := scan.Read(ctx, img, nil)
	return res, img, err
}

// imageError says what is wrong with a file that does not decode.
func imageError(err error) error {
	switch {
	case errors.Is(err, image.ErrFormat):
		return errors.New("not a JPEG or PNG image")
	case errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF):
		return errors.New("the image is truncated")
	}
	return err
}

func displayName(name string) string {
	if name == "-" {
		return "standard input"
	}
	return name
}

// A scanJSON is the JSON record of one photo.
type scanJSON struct {
	Source     string          `json:"source"`
	Puzzle     string          `json:"puzzle"`
	Status     string          `json:"status"`
	Corners    [4][2]int       `json:"corners"`    // top-left, top-right, bottom-right, bottom-left
	Confidence [81]float64     `json:"confidence"` // per cell, row by row
	Uncertain  []string        `json:"uncertain"`  // cells with a second reading nearly as likely
	Corrected  []scanCorrected `json:"corrected"`  // cells the solver's check changed
}

type scanCorrected struct {
	Cell  string `json:"cell"`
	Read  int    `json:"read"`  // what the classifier read (0 empty)
	Digit int    `json:"digit"` // what the repair made it
}

func scanRecord(source string, r *scan.Result) scanJSON {
	j := scanJSON{Source: source, Puzzle: r.Grid.String(), Status: r.Status, Uncertain: []string{}, Corrected: []scanCorrected{}}
	for k, p := range r.Corners {
		j.Corners[k] = [2]int{p.X, p.Y}
	}
	for i, c := range r.Cells {
		j.Confidence[i] = float64(int(c.Confidence*1000+0.5)) / 1000
		name := sudoku.Classic.CellName(i)
		if c.Uncertain {
			j.Uncertain = append(j.Uncertain, name)
		}
		if c.Corrected {
			j.Corrected = append(j.Corrected, scanCorrected{name, c.Read, c.Digit})
		}
	}
	return j
}

// writeDebug writes the photo with what was read drawn on it into dir, as
// NAME.png.
func writeDebug(dir, name string, img image.Image, r *scan.Result) error {
	base := "stdin"
	if name != "-" {
		base = strings.TrimSuffix(filepath.Base(name), filepath.Ext(name))
	}
	path := filepath.Join(dir, base+".png")
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, scan.Draw(img, r)); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
