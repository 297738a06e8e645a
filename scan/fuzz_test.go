package scan

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"testing"
	"time"
)

// FuzzRead feeds Decode and Read any bytes: an error at worst, never a
// panic, and a reading's status is one of the three.
func FuzzRead(f *testing.F) {
	var b bytes.Buffer
	img := image.NewGray(image.Rect(0, 0, 120, 100))
	for i := range img.Pix {
		img.Pix[i] = uint8(i * 7)
	}
	png.Encode(&b, img)
	f.Add(b.Bytes())
	f.Add([]byte("not an image"))
	f.Add([]byte{0xff, 0xd8, 0xff})
	f.Add(append([]byte("P5\n# a gray map\n4 3\n255\n"), img.Pix[:12]...))
	f.Fuzz(func(t *testing.T, data []byte) {
		img, err := Decode(bytes.NewReader(data))
		if err != nil {
			return
		}
		if b := img.Bounds(); b.Dx()*b.Dy() > 1<<20 {
			return // large images are Read's business, not a fuzzer's
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		r, err := Read(ctx, img, nil)
		if err == nil && r.Status != Unique && r.Status != None && r.Status != Multiple {
			t.Errorf("status %q", r.Status)
		}
	})
}
