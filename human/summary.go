package human

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// The last stage of a hint in two parts: a summary that a player reads at
// a glance (what the step does first, then why, at most SummaryMax
// characters, a long chain by its two ends) and the detail that the
// summary leaves out (the chains' implications, one a line, each once),
// which a page folds away. Explain keeps the whole explanation in one
// paragraph, for the command line.

// SummaryMax is the most characters (runes) of a hint's summary, and of its
// first two stages.
const SummaryMax = 300

// briefChain is the most nodes of a chain that a summary writes in full,
// when each follows from the one before.
const briefChain = 6

// leadMax is the most characters of the conclusion at the head of a
// summary; beyond, it counts the candidates and the detail lists them.
const leadMax = 160

// Summary returns the step in short, its conclusion first.
func (s Step) Summary(l Lang) string {
	if s.Shape == nil {
		return ""
	}
	w := newWords(l, s.Shape)
	w.brief = true
	lead, _ := w.lead(s)
	why := w.why(s)
	switch {
	case why == "":
		return lead
	case lead == "":
		return why
	case runes(w.sentences(lead, why)) <= SummaryMax:
		return w.sentences(lead, why)
	}
	// The reason's first sentence, the rest in the detail.
	if text := w.sentences(lead, w.sentences(w.firstSentence(why), w.say("more-in-detail"))); runes(text) <= SummaryMax {
		return text
	}
	return w.sentences(lead, w.say("see-detail"))
}

// Detail returns what the summary of the step leaves out, one item a line:
// the whole conclusion when the summary counts it, the reason when it did
// not fit, and the implications of the chains that the summary gives by
// their ends. It is "" when the summary says it all.
func (s Step) Detail(l Lang) string {
	if s.Shape == nil {
		return ""
	}
	w := newWords(l, s.Shape)
	b := w
	b.brief = true
	lead, counted := b.lead(s)
	var out []string
	if counted {
		out = append(out, w.conclusion(s))
	}
	why := b.why(s)
	if why != "" && runes(b.sentences(lead, why)) > SummaryMax {
		out = append(out, why)
	}
	if why != w.why(s) {
		out = append(out, w.implications(s)...)
	}
	return strings.Join(out, "\n")
}

// firstSentence returns the first sentence of text (all of it when it
// is one).
func (w words) firstSentence(text string) string {
	end := w.say("sentence-end")
	if i := strings.Index(text, end); i >= 0 {
		return text[:i+len(strings.TrimRight(end, " "))]
	}
	return text
}

func runes(s string) int { return utf8.RuneCountInString(s) }

// lead writes the conclusion of a step as the head of its summary:
// "r2c6 = 9." or "Remove 9 from r1c6.", or, when that is too long, how
// many candidates it removes (counted is then true).
func (w words) lead(s Step) (text string, counted bool) {
	var parts []string
	if len(s.Placements) > 0 {
		parts = append(parts, w.say("lead-place", "placements", w.placements(s.Placements)))
	}
	if len(s.Eliminations) > 0 {
		key := "lead-remove" // at the head of the sentence
		if len(parts) > 0 {
			key = "so-remove"
		}
		parts = append(parts, w.say(key, "eliminations", w.eliminations(s.Eliminations)))
	}
	if len(parts) == 0 {
		return "", false
	}
	text = w.say("lead", "what", strings.Join(parts, w.say("so-and")))
	if runes(text) <= leadMax {
		return text, false
	}
	return w.say("lead-count", "n", strconv.Itoa(len(s.Placements)+len(s.Eliminations))), true
}

// implications writes every implication of the step's chains once, "r1c2=5
// & r1c3≠5 → r1c7≠5", under a line that names each chain by its ends; a
// chain where each node follows from the one before, a node a line.
func (w words) implications(s Step) []string {
	var out []string
	seen := map[string]bool{}
	for k, c := range s.Chains {
		if len(c.Nodes) < 2 {
			continue
		}
		if len(s.Chains) > 1 {
			out = append(out, w.say("detail-chain", "k", strconv.Itoa(k+1),
				"start", w.chainNode(c.Nodes[0]), "end", w.chainNode(c.Nodes[len(c.Nodes)-1])))
		}
		linear := c.linear()
		for i, n := range c.Nodes {
			var line string
			switch {
			case linear && i == 0 && len(s.Chains) > 1:
				continue // the chain's line above names its start
			case linear && i == 0:
				line = w.chainNode(n)
			case linear:
				line = "→ " + w.chainNode(n) // from the line before
			case len(n.Parents) == 0:
				continue
			default:
				ps := make([]string, len(n.Parents))
				for j, p := range n.Parents {
					ps[j] = w.chainNode(c.Nodes[p])
				}
				line = strings.Join(ps, " & ") + " → " + w.chainNode(n)
			}
			if n.Nested && n.Via != NoTechnique {
				line += " [" + n.Via.Name(w.l) + "]"
			}
			// A line of a linear chain follows from the one before it,
			// so each is kept; an implication of a net stands alone.
			if linear || !seen[line] {
				seen[line] = true
				out = append(out, line)
			}
		}
	}
	return out
}
