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
	f, err := os.Open(dir + "/image2.jpg")
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
	// 9 . 3 | . . . | . . 2
	// . 6 . | 4 9 . | 1 . 3
	// . . . | 1 . . | . . .
	// ------+-------+------
	// . . . | . . . | 9 . .
	// 3 . 1 | . . 4 | . . .
	// . 8 . | 7 . 2 | 4 3 .
	// ------+-------+------
	// 1 7 8 | 5 . 9 | 3 . .
	// . . . | . . . | 7 5 9
	// . . . | 3 6 7 | . . .
}
