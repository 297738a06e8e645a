package api

import (
	"bytes"
	"context"
	"errors"

	"github.com/nanpure/nanpure/internal/record"
	"github.com/nanpure/nanpure/scan"
)

// scanImage answers POST /api/scan: the puzzle read from a photo, whose
// JPEG, PNG or PGM bytes are the request's "image" (base64 in JSON; the
// page's worker hands the engine in the browser a PGM, scan/pgm.go). A page
// scales a phone's photo down before it sends it: the reader looks at no
// more than 1024 pixels of its long side, and a request's body is
// bounded. A reading that is not unique is an answer, not an error: its
// status says so, as for "nanpure scan".
func scanImage(ctx context.Context, req *Request) (any, error) {
	if len(req.Image) == 0 {
		return nil, badRequest("image: give the photo's JPEG, PNG or PGM bytes, in base64")
	}
	img, err := scan.Decode(bytes.NewReader(req.Image))
	if err != nil {
		return nil, badRequest("image: %v", trimPrefix(err))
	}
	r, err := scan.Read(ctx, img, nil)
	switch {
	case errors.Is(err, scan.ErrNoGrid):
		return nil, &apiErr{&Error{Code: statusUnprocessable, Error: "image: " + trimPrefix(err)}}
	case err != nil:
		return nil, err
	}
	return record.ScanOf(source, r), nil
}
