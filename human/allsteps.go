package human

import (
	"context"
	"fmt"
	"slices"
	"strings"
)

// Every step of a position (HoDoKu's "Find all steps"): the finders run in
// collect mode, each passing every step it finds instead of the one it
// would choose, and steps with the same technique and the same effect are
// given once.

// allStepsSkip are the natural profile's finders that AllSteps runs only
// when asked by key: the forcing chains beyond cycles and forcing X-chains,
// each of which takes seconds on a hard position (and nested chains
// minutes), where the rest take milliseconds; HoDoKu's forcing chains
// and nets, quick but one step for each candidate they decide: hundreds on
// a hard position, which would bury the rest of the list; and the Kraken
// fish, which HoDoKu's "Find all steps" leaves out too, whose every step
// takes a tenth of a second on a library position.
var allStepsSkip = []string{"kraken-fish", "forcing-chains", "forcing-nets", "nishio", "multiple-chains", "dynamic-chains",
	"dynamic-chains-plus", "nested-chains-2", "nested-chains-3", "nested-chains-4", "nested-chains-5", "nested-chains-6",
	"nested-chains-7"}

// AllSteps returns every distinct step available on b, in the natural
// profile's order of finders, then in the order each finder meets them.
// keys chooses what to look for: finder keys (as profiles list them, such
// as "unique-loops") run that finder; technique keys (such as
// "skyscraper") run the finders that find that technique and keep its
// steps only. With no keys, every finder of the natural profile runs but
// the forcing chains and nets: HoDoKu's, and the Nishio, multiple, dynamic
// and nested chains of the Explainers. Two steps of one
// technique that place and remove the same candidates are one step. It
// returns the steps found so far and the context's error when ctx ends
// first.
func AllSteps(ctx context.Context, b *Board, keys []string) ([]Step, error) {
	fs, only, err := allStepsFinders(keys)
	if err != nil {
		return nil, err
	}
	if b.Solved() {
		return nil, nil
	}
	var steps []Step
	seen := map[string]bool{}
	s := &searcher{ctx: ctx, b: b}
	s.setProfile(Natural)
	s.collect = func(st Step) bool {
		if only != nil && !only[st.Technique] {
			return false
		}
		if k := st.effect(); !seen[k] {
			seen[k] = true
			steps = append(steps, st)
		}
		return false
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	for _, f := range fs {
		if b.rules != nil && unsoundOnVariants[f.key] {
			continue
		}
		f.find(s)
		if s.err != nil {
			return steps, s.err
		}
	}
	if b.rules != nil {
		s.variantRules(false)
	}
	return steps, nil
}

// effect identifies what a step does: its technique, placements and
// eliminations (sorted by found).
func (s Step) effect() string {
	return fmt.Sprint(s.Technique, s.Placements, s.Eliminations)
}

// allStepsFinders resolves the keys of AllSteps: the finders to run, in
// the natural profile's order (then by key), and the techniques to keep
// (nil: all).
func allStepsFinders(keys []string) ([]*finder, map[Technique]bool, error) {
	if len(keys) == 0 {
		var fs []*finder
		for _, f := range Natural.finders {
			if !slices.Contains(allStepsSkip, f.key) {
				fs = append(fs, f)
			}
		}
		return fs, nil, nil
	}
	// Candidates in order: the natural profile's finders, then the others.
	order := slices.Clone(Natural.finders)
	var rest []*finder
	for _, f := range finders {
		if !slices.Contains(order, f) {
			rest = append(rest, f)
		}
	}
	slices.SortFunc(rest, func(a, b *finder) int { return strings.Compare(a.key, b.key) })
	order = append(order, rest...)

	use := map[*finder]bool{}
	only := map[Technique]bool{}
	filter := false
	for _, k := range keys {
		if f := finders[k]; f != nil {
			use[f] = true
			for _, t := range f.techs {
				only[t] = true
			}
			continue
		}
		t, ok := TechniqueByKey(k)
		if !ok {
			return nil, nil, fmt.Errorf("human: no technique or finder %q", k)
		}
		filter = true
		only[t] = true
		for _, f := range order {
			if slices.Contains(f.techs, t) {
				use[f] = true
				if slices.Contains(Natural.finders, f) {
					break // the natural profile's finder of t is enough
				}
			}
		}
	}
	var fs []*finder
	for _, f := range order {
		if use[f] {
			fs = append(fs, f)
		}
	}
	if !filter {
		only = nil
	}
	return fs, only, nil
}

// AllStepsKeys returns an error naming the first of keys that is neither a
// technique's key nor a finder's, which AllSteps would refuse.
func AllStepsKeys(keys []string) error {
	_, _, err := allStepsFinders(keys)
	return err
}
