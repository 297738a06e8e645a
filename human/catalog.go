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
	// text are the sentences and phrases of explanations by message key,
	// as templates with named slots ("In {house}, {digit} can go only in
	// {cell}."). Go code decides which message applies and fills its
	// slots; the order of the words is the template's.
	text map[string]string
	// and joins a list ("a, b and c"), or a list of alternatives, digits
	// a list of digits.
	and, or, digits joiner
	// article puts the indefinite article before a technique's name, where
	// the language has one (nil: none).
	article func(name string) string
}

// A joiner joins a list: sep between items, last before the last one.
type joiner struct{ sep, last string }

func (j joiner) join(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], j.sep) + j.last + items[len(items)-1]
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

// say fills the slots of message key with kv, pairs of slot name and
// value. A message missing from the catalog comes out as "{key}", and a
// slot without a value stays as it is, so that the catalog tests see both.
func (c *catalog) say(key string, kv ...string) string {
	t, ok := c.text[key]
	if !ok {
		return "{" + key + "}"
	}
	return fill(t, kv...)
}

// fill replaces each slot {name} of template t with its value in kv.
// Values are not scanned again, and a brace that opens no slot is kept:
// "{{cells}}" writes the cells in braces.
func fill(t string, kv ...string) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(t, '{')
		if i < 0 {
			b.WriteString(t)
			return b.String()
		}
		b.WriteString(t[:i])
		t = t[i:]
		n := slotLen(t)
		if n == 0 {
			b.WriteByte('{')
			t = t[1:]
			continue
		}
		name, found := t[1:n-1], false
		for j := 0; j+1 < len(kv); j += 2 {
			if kv[j] == name {
				b.WriteString(kv[j+1])
				found = true
				break
			}
		}
		if !found {
			b.WriteString(t[:n])
		}
		t = t[n:]
	}
}

// slotLen returns the length of the slot at the start of t, "{name}" with
// a name of lower-case words joined by hyphens, or 0 when t starts with no
// slot.
func slotLen(t string) int {
	prev := byte('-')
	for i := 1; i < len(t); i++ {
		c := t[i]
		switch {
		case c >= 'a' && c <= 'z':
		case c == '-' && prev != '-':
		case c == '}' && prev != '-':
			return i + 1
		default:
			return 0
		}
		prev = c
	}
	return 0
}

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
