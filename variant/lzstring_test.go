package variant

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestDecompressBase64(t *testing.T) {
	// Strings of f-puzzles links published with what they hold.
	got, err := decompressBase64("N4IgHiBcDMC+Q===")
	if err != nil || got != `{"x":3}` {
		t.Errorf(`got %q, %v; want {"x":3}`, got, err)
	}
	for _, s := range []string{
		"N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3vyGCRfALrJCwgTOlyJU0XKVKFsles1c1yrRu2S9R+Yd1nVp/Vdk7r58WK5A",
		"N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1kANwEMAbAK5x4ARlRoI3GADsEAFwzCmK1kQ5tVmug216VGrUbWG1ZyjwHCEAJglTZCpTAO7j+nZw/7atIkA=",
	} {
		text, err := decompressBase64(s)
		var v struct{ Size int }
		if err == nil {
			err = json.Unmarshal([]byte(text), &v)
		}
		if err != nil || v.Size == 0 || !strings.HasPrefix(text, "{") {
			t.Errorf("%.20s...: %q, %v", s, text, err)
		}
	}
	for _, bad := range []string{"", "N4Ig", "!!!!", "N4IgHiBcDMC"} {
		if _, err := decompressBase64(bad); err == nil && bad != "" {
			t.Errorf("%q: no error", bad)
		}
	}
}

// compressBase64 writes what decompressBase64 reads back, and what
// lz-string itself writes.
func TestCompressBase64(t *testing.T) {
	if got := compressBase64(`{"x":3}`); got != "N4IgHiBcDMC+Q===" {
		t.Errorf(`{"x":3}: %q, want N4IgHiBcDMC+Q===`, got)
	}
	for _, text := range []string{"", "a", "aaaaaaaaaaaaaaaaaaaaaaaa", "abcabcabcabcabcd", `{"size":9,"grid":[[{},{}]]}`,
		"ナンプレ 数独 mixed ☃ text with \U0001F600 outside the BMP", strings.Repeat(`{"cells":["R1C1","R1C2"],"value":"10"},`, 50)} {
		got, err := decompressBase64(compressBase64(text))
		if err != nil || got != text {
			t.Errorf("%.30q: back as %.30q, %v", text, got, err)
		}
	}
}
