package human

import (
	"fmt"
	"strings"
)

// The words of the package live in catalogs, one per language
// (catalog_en.go, catalog_ja.go): the names of the techniques and the
// sentences of every explanation. A third language is one more file that
// declares its Lang and adds its catalog.

// A Lang is a language of explanations.
type Lang uint8

// A catalog is the words of one language.
type catalog struct {
	lang Lang
	// code is the language's code ("en"); aliases are the other spellings
	// ParseLang accepts, in lower case.
	code    string
	aliases []string
	// names are the techniques' names by key.
	names map[string]string
}

// catalogs is indexed by Lang.
var catalogs []*catalog

// addCatalog adds the catalog of a language; each catalog file calls it
// once.
func addCatalog(c *catalog) *catalog {
	for len(catalogs) <= int(c.lang) {
		catalogs = append(catalogs, nil)
	}
	if catalogs[c.lang] != nil {
		panic("human: two catalogs for language " + c.code)
	}
	catalogs[c.lang] = c
	return c
}

// catalog returns the catalog of l, English's for an unknown l.
func (l Lang) catalog() *catalog {
	if int(l) < len(catalogs) && catalogs[l] != nil {
		return catalogs[l]
	}
	return catalogs[English]
}

// name returns the name of the technique of key.
func (c *catalog) name(key string) string { return c.names[key] }

// ParseLang reads a language code: "en" or "ja" (also "english",
// "japanese", "jp"); "" is English.
func ParseLang(code string) (Lang, error) {
	lc := strings.ToLower(strings.TrimSpace(code))
	if lc == "" {
		return English, nil
	}
	var codes []string
	for _, c := range catalogs {
		if c == nil {
			continue
		}
		if lc == c.code {
			return c.lang, nil
		}
		for _, a := range c.aliases {
			if lc == a {
				return c.lang, nil
			}
		}
		codes = append(codes, c.code)
	}
	return English, fmt.Errorf("human: unknown language %q (want %s)", code, strings.Join(codes, " or "))
}

// String returns the language code, "en" or "ja".
func (l Lang) String() string { return l.catalog().code }
