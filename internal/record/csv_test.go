package record

import (
	"strings"
	"testing"
)

func TestCSVWriter(t *testing.T) {
	for _, tc := range []struct {
		name   string
		fields []string
		want   string
	}{
		{"plain", []string{"stdin", "3", "53..7....", "unique"}, "stdin,3,53..7....,unique\n"},
		{"empty fields", []string{"", "x", ""}, ",x,\n"},
		{"quote inside", []string{`say "hi"`, "a,b"}, `"say ""hi""","a,b"` + "\n"},
		// Regressions
		// Fields that start a formula were written as they are: a
		// spreadsheet ran them (CSV injection).
		{"formula", []string{"=1+2", "+1", "-1", "@SUM(A1)"}, "'=1+2,'+1,'-1,'@SUM(A1)\n"},
		{"tab and CR", []string{"\t=1", "\r=1"}, "'\t=1,\"'\r=1\"\n"},
		{"a puzzle that starts with a dash", []string{"-2-4"}, "'-2-4\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var b strings.Builder
			w := NewCSVWriter(&b)
			if err := w.Write(tc.fields); err != nil {
				t.Fatal(err)
			}
			w.Flush()
			if err := w.Error(); err != nil || b.String() != tc.want {
				t.Errorf("wrote %q (%v), want %q", b.String(), err, tc.want)
			}
		})
	}
}
