package generate

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// ParseRange reads a range of ratings, "MIN-MAX" (MIN <= rating < MAX) or
// "MIN-" (no top), for Options.MinRating and MaxRating: the --rating of
// "nanpure generate" and the "rating" of /api/generate.
func ParseRange(s string) (lo, hi float64, err error) {
	a, b, ok := strings.Cut(s, "-")
	if !ok {
		return 0, 0, errors.New("generate: want MIN-MAX, such as 6.5-8, or MIN- for no top")
	}
	if lo, err = strconv.ParseFloat(strings.TrimSpace(a), 64); err != nil || !(lo >= 0) || math.IsInf(lo, 1) {
		return 0, 0, fmt.Errorf("generate: bad minimum %q", a)
	}
	if b = strings.TrimSpace(b); b != "" {
		if hi, err = strconv.ParseFloat(b, 64); err != nil || !(hi > lo) {
			return 0, 0, fmt.Errorf("generate: bad maximum %q: want a number above the minimum", b)
		}
	}
	return lo, hi, nil
}
