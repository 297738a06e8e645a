package main

import (
	"context"
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/scan"
)

func runScan(ctx context.Context, e *env, args []string) error {
	var format, debug string
	fs := newFlags(e, "scan", "[flags] IMAGE ...", `
Read the Sudoku puzzle in each photo (JPEG, PNG or PGM; "-" or no file:
standard input) and print it in the line form. The solver checks each reading: one
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
			err = out.json(record.ScanOf(displayName(name), r))
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

// scanFile decodes the image of a file (or of standard input for "-")
// and reads its puzzle.
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
	img, err := scan.Decode(r)
	if err != nil {
		return nil, nil, err
	}
	res, err := scan.Read(ctx, img, nil)
	return res, img, err
}

func displayName(name string) string {
	if name == "-" {
		return "standard input"
	}
	return name
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
