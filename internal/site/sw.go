package site

import (
	_ "embed"
	"encoding/json"
	"maps"
	"slices"
)

//go:embed sw.js
var swJS string

// serviceWorker returns sw.js for the files of the site: sw.js's code
// after the site's version and the list of its files to cache, the page
// itself ("./") first.
func serviceWorker(files map[string][]byte) []byte {
	list := append([]string{"./"}, slices.Sorted(maps.Keys(files))...)
	l, _ := json.Marshal(list)
	v, _ := json.Marshal(version(files))
	return []byte("const VERSION = " + string(v) + ";\nconst FILES = " + string(l) + ";\n\n" + swJS)
}
