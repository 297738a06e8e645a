package site

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
)

// The icon is a Sudoku grid on a blue square, some cells shaded, drawn
// from rectangles in a square of iconUnits, so that the SVG and the PNGs
// are one picture. The square is filled to its edges and the grid keeps
// to the middle 80%: a "maskable" icon, which a phone may cut to a circle.
const iconUnits = 512

type rect struct {
	x, y, w, h int
	c          color.RGBA
}

var (
	iconBlue  = color.RGBA{0x1d, 0x4e, 0xd8, 0xff}
	iconPaper = color.RGBA{0xff, 0xff, 0xff, 0xff}
	iconShade = color.RGBA{0xbf, 0xdb, 0xfe, 0xff}
	iconLine  = color.RGBA{0x1e, 0x29, 0x3b, 0xff}
	iconThin  = color.RGBA{0x94, 0xa3, 0xb8, 0xff}
)

// iconRects lists the rectangles of the icon, back to front.
func iconRects() []rect {
	const (
		board = 360 // the grid's side
		o     = (iconUnits - board) / 2
		cell  = board / 9
	)
	rs := []rect{{0, 0, iconUnits, iconUnits, iconBlue}, {o, o, board, board, iconPaper}}
	for _, rc := range [][2]int{{0, 4}, {1, 1}, {2, 7}, {3, 3}, {4, 0}, {4, 8}, {5, 5}, {6, 2}, {7, 6}, {8, 4}} {
		rs = append(rs, rect{o + rc[1]*cell, o + rc[0]*cell, cell, cell, iconShade})
	}
	for i := 1; i < 9; i++ {
		if i%3 != 0 {
			rs = append(rs, rect{o + i*cell - 1, o, 2, board, iconThin}, rect{o, o + i*cell - 1, board, 2, iconThin})
		}
	}
	for i := 0; i <= 9; i += 3 {
		rs = append(rs, rect{o + i*cell - 4, o - 4, 8, board + 8, iconLine}, rect{o - 4, o + i*cell - 4, board + 8, 8, iconLine})
	}
	return rs
}

// icons returns the icon as SVG and as PNGs of 192 and 512 pixels, the
// sizes that phones and desktops ask of an installable page.
func icons() map[string][]byte {
	var svg bytes.Buffer
	fmt.Fprintf(&svg, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d">`, iconUnits, iconUnits)
	for _, r := range iconRects() {
		fmt.Fprintf(&svg, `<rect x="%d" y="%d" width="%d" height="%d" fill="#%02x%02x%02x"/>`, r.x, r.y, r.w, r.h, r.c.R, r.c.G, r.c.B)
	}
	svg.WriteString("</svg>\n")
	m := map[string][]byte{"icon.svg": svg.Bytes()}
	for _, px := range []int{192, 512} {
		img := image.NewRGBA(image.Rect(0, 0, px, px))
		scale := func(v int) int { return v * px / iconUnits }
		for _, r := range iconRects() {
			x0, y0 := scale(r.x), scale(r.y)
			box := image.Rect(x0, y0, max(scale(r.x+r.w), x0+1), max(scale(r.y+r.h), y0+1))
			draw.Draw(img, box, image.NewUniform(r.c), image.Point{}, draw.Src)
		}
		var b bytes.Buffer
		png.Encode(&b, img) // into memory: cannot fail
		m[fmt.Sprintf("icon-%d.png", px)] = b.Bytes()
	}
	return m
}

// manifest is the web app manifest: the page installable as an app, in a
// window of its own, with the icons.
func manifest() []byte {
	type icon struct {
		Src     string `json:"src"`
		Sizes   string `json:"sizes"`
		Type    string `json:"type"`
		Purpose string `json:"purpose"`
	}
	m := map[string]any{
		"name":             "nanpure",
		"short_name":       "nanpure",
		"description":      "Sudoku: play, hints that explain the next step, print. Works offline.",
		"start_url":        "./",
		"scope":            "./",
		"display":          "standalone",
		"background_color": "#ffffff",
		"theme_color":      "#1d4ed8",
		"icons": []icon{
			{"icon.svg", "any", "image/svg+xml", "any maskable"},
			{"icon-192.png", "192x192", "image/png", "any maskable"},
			{"icon-512.png", "512x512", "image/png", "any maskable"},
		},
	}
	b, _ := json.MarshalIndent(m, "", "  ") // plain values: cannot fail
	return append(b, '\n')
}
