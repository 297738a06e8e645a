package human

// The technique registry. A Technique is a small integer, so that a Step
// stays plain data; what the library knows of it is its techniqueDef,
// declared by one register call in the file of its family (fish.go declares
// the fish, singles.go the singles), and its name in each language's
// catalog (catalog_en.go, catalog_ja.go).

// A Technique is a named way of finding a step. Its Difficulty (SE scale)
// is that of its simplest form; a step carries its own difficulty, which may
// be higher (longer chains, bigger loops).
type Technique uint8

// A techniqueDef is one entry of the registry.
type techniqueDef struct {
	// key is the stable identifier for JSON and command lines, and the key
	// of the technique's name in the catalogs.
	key string
	// difficulty is that of the simplest form on the Sudoku Explainer scale.
	difficulty float64
	// hodoku is HoDoKu's code of the technique ("0300" for X-Wing), empty
	// where HoDoKu has no such technique.
	hodoku string
	// nudge is what the first stage of a hint names besides the technique.
	nudge nudgeKind
}

// A nudgeKind says where a hint's first stage points the player.
type nudgeKind uint8

const (
	// nudgeDigit names the digit, when the step is about one or two.
	nudgeDigit nudgeKind = iota
	// nudgeHouse names the step's first house (the digit if it has none):
	// singles, intersections and subsets, found by looking at one house.
	nudgeHouse
)

// registry is indexed by Technique; entry 0 is NoTechnique.
var registry = []techniqueDef{{key: "none"}}

// register adds a technique to the registry and returns its Technique. It
// is called only to initialise the package's technique variables. It is
// not inlined: inlined into each of the 128 initialisers, it made the
// package's init function 300 KB of the WebAssembly engine (with addFinder
// and addExplainer, likewise not inlined).
//
//go:noinline
func register(d techniqueDef) Technique {
	for _, e := range registry {
		if e.key == d.key {
			panic("human: technique " + d.key + " registered twice")
		}
	}
	if len(registry) > 255 {
		panic("human: too many techniques for a Technique")
	}
	registry = append(registry, d)
	return Technique(len(registry) - 1)
}

// NoTechnique is the zero Technique: no step.
const NoTechnique Technique = 0

// def returns the registry entry of t (NoTechnique's for an unknown t).
func (t Technique) def() techniqueDef {
	if int(t) >= len(registry) {
		return registry[0]
	}
	return registry[t]
}

// String returns the English name of the technique.
func (t Technique) String() string {
	if int(t) >= len(registry) {
		return "Technique(?)"
	}
	return t.Name(English)
}

// Key returns the stable identifier of the technique, such as
// "hidden-single", for JSON and command lines.
func (t Technique) Key() string {
	if int(t) >= len(registry) {
		return ""
	}
	return registry[t].key
}

// Name returns the name of the technique in language l.
func (t Technique) Name(l Lang) string {
	if int(t) >= len(registry) {
		return t.String()
	}
	return l.catalog().name(registry[t].key)
}

// Difficulty returns the difficulty of the simplest form of the technique
// on the Sudoku Explainer scale (1.0 ... 11+).
func (t Technique) Difficulty() float64 { return t.def().difficulty }

// HoDoKu returns HoDoKu's code of the technique, such as "0300" for
// X-Wing (the codes of HoDoKu's regression library), or "" where HoDoKu
// has no such technique.
func (t Technique) HoDoKu() string { return t.def().hodoku }

// Techniques returns every technique, in the order of registration (the
// families' files in name order).
func Techniques() []Technique {
	ts := make([]Technique, 0, len(registry)-1)
	for t := 1; t < len(registry); t++ {
		ts = append(ts, Technique(t))
	}
	return ts
}

// TechniqueByKey returns the technique whose Key is key.
func TechniqueByKey(key string) (Technique, bool) {
	for t := 1; t < len(registry); t++ {
		if registry[t].key == key {
			return Technique(t), true
		}
	}
	return NoTechnique, false
}
