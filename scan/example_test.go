package scan_test

import (
	"context"
	"fmt"
	"image"
	_ "image/jpeg"
	"os"

	"github.com/nanpure/nanpure/internal/corpus"
	"github.com/nanpure/nanpure/scan"
)

// Read a newspaper's puzzle from a phone's photo (../shared/data/photos).
func ExampleRead() {
	dir, ok := corpus.SharedFile("photos")
	if !ok {
		dir = "../../shared/data/photos" // the output below will tell
	}
	f, err := os.Open(dir + "/image1.jpg")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer f.Close()
	img, _, err := image.Decode(f)
	if err != nil {
		fmt.Println(err)
		return
	}
	r, err := scan.Read(context.Background(), img, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Status)
	fmt.Print(r.Grid.Text(0))
	// Output:
	// unique
	// . . . | 7 . . | . 8 .
	// . 9 . | . . 3 | 1 . .
	// . . 6 | 8 . 5 | . 7 .
	// ------+-------+------
	// . 2 . | 6 . . | . 4 9
	// . . . | 2 . . | . 5 .
	// . . 8 | . 4 . | . . 7
	// ------+-------+------
	// . . . | 9 . . | . 3 .
	// 3 7 . | . . . | . . 6
	// 1 . 5 | . . 4 | . . .
}
