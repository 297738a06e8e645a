package scan

import (
	"bytes"
	"context"
	"image"
	"os"
	"runtime"
	"testing"

	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/internal/cputime"
	"github.com/nanpure/nanpure/scan/internal/photos"
)

// BenchmarkRead reads the held-out photos in turn, b.N readings (-benchtime
// 32x reads each once), decoded beforehand: the reader's own work, as the
// published figure. It reports the CPU time of the thread per photo.
func BenchmarkRead(b *testing.B) {
	imgs, _ := heldOutImages(b)
	perPhoto(b, func(i int) error {
		_, err := Read(context.Background(), imgs[i%len(imgs)], nil)
		return err
	})
}

// BenchmarkDecodeRead is BenchmarkRead with the decoding of the JPEG.
func BenchmarkDecodeRead(b *testing.B) {
	_, files := heldOutImages(b)
	perPhoto(b, func(i int) error {
		img, _, err := image.Decode(bytes.NewReader(files[i%len(files)]))
		if err != nil {
			return err
		}
		_, err = Read(context.Background(), img, nil)
		return err
	})
}

// perPhoto runs read(i) for i below b.N on one locked thread and reports
// that thread's CPU time per call.
func perPhoto(b *testing.B, read func(i int) error) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	b.ResetTimer()
	cpu0 := cputime.Thread()
	for i := 0; i < b.N; i++ {
		if err := read(i); err != nil {
			b.Fatal(err)
		}
	}
	if cpu := cputime.Thread() - cpu0; cpu > 0 {
		b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/photo")
	}
}

// heldOutImages returns the held-out photos decoded, and their files.
func heldOutImages(b *testing.B) ([]image.Image, [][]byte) {
	ps, err := photos.Load(corpus.Photos(b))
	if err != nil {
		b.Fatal(err)
	}
	var imgs []image.Image
	var files [][]byte
	for i, p := range ps {
		if !photos.HeldOut(i) {
			continue
		}
		data, err := os.ReadFile(p.Path)
		if err != nil {
			b.Fatal(err)
		}
		img, _, err := image.Decode(bytes.NewReader(data))
		if err != nil {
			b.Fatal(err)
		}
		imgs = append(imgs, img)
		files = append(files, data)
	}
	return imgs, files
}
