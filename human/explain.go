package human

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/nanpure/nanpure/sudoku"
)

// This file is the one place where the words of a step are made, in every
// language, from the step's data. Front ends (the CLI's --lang, the web
// page) only choose the language.

// words builds the phrases of one explanation in one language.
type words struct {
	l  Lang
	sh *sudoku.Shape
}

func (w words) ja() bool { return w.l == Japanese }

func (w words) cell(c int) string { return w.sh.CellName(c) }

func (w words) house(h int) string {
	kind, i := w.sh.HouseKind(h)
	n := strconv.Itoa(i + 1)
	if w.ja() {
		return [...]string{n + "行目", n + "列目", "ブロック" + n}[kind]
	}
	return [...]string{"row ", "column ", "box "}[kind] + n
}

func (w words) list(items []string) string {
	if w.ja() {
		return strings.Join(items, "、")
	}
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

func (w words) orList(items []string) string {
	if w.ja() {
		return strings.Join(items, "か")
	}
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " or " + items[len(items)-1]
}

func (w words) cells(cs []int) string {
	items := make([]string, len(cs))
	for i, c := range cs {
		items[i] = w.cell(c)
	}
	return w.list(items)
}

func (w words) houses(hs []int) string {
	items := make([]string, len(hs))
	for i, h := range hs {
		items[i] = w.house(h)
	}
	return w.list(items)
}

func (w words) digit(d sudoku.Digit) string { return strconv.Itoa(int(d)) }

func (w words) digits(s sudoku.Set) string {
	var items []string
	for _, d := range s.Digits() {
		items = append(items, w.digit(d))
	}
	if w.ja() {
		return strings.Join(items, "・")
	}
	return w.list(items)
}

// cand writes a cell with its candidates, "r1c2 (1/5)".
func (w words) cand(c int, s sudoku.Set) string {
	var items []string
	for _, d := range s.Digits() {
		items = append(items, w.digit(d))
	}
	return w.cell(c) + "(" + strings.Join(items, "/") + ")"
}

// node writes a chain statement: "r1c2=5" or "r1c2≠5".
func (w words) node(n Node) string {
	op := "≠"
	if n.On {
		op = "="
	}
	return w.cell(n.Cell) + op + w.digit(n.Digit)
}

// placements writes the conclusion of placements: "r1c2 = 5".
func (w words) placements(ps []Candidate) string {
	items := make([]string, len(ps))
	for i, p := range ps {
		items[i] = w.cell(p.Cell) + " = " + w.digit(p.Digit)
	}
	return w.list(items)
}

// eliminations writes what is removed, grouped by digit: "5 from r1c2 and
// r1c5, and 7 from r3c3".
func (w words) eliminations(es []Candidate) string {
	var order []sudoku.Digit
	by := map[sudoku.Digit][]int{}
	for _, e := range es {
		if _, ok := by[e.Digit]; !ok {
			order = append(order, e.Digit)
		}
		by[e.Digit] = append(by[e.Digit], e.Cell)
	}
	var parts []string
	for _, d := range order {
		if w.ja() {
			parts = append(parts, w.cells(by[d])+"から"+w.digit(d)+"を")
		} else {
			parts = append(parts, w.digit(d)+" from "+w.cells(by[d]))
		}
	}
	if w.ja() {
		return strings.Join(parts, "、")
	}
	return w.list(parts)
}

// conclusion writes what the step does.
func (w words) conclusion(s Step) string {
	var parts []string
	if len(s.Placements) > 0 {
		if w.ja() {
			parts = append(parts, w.placements(s.Placements)+"に決まります")
		} else {
			parts = append(parts, w.placements(s.Placements))
		}
	}
	if len(s.Eliminations) > 0 {
		if w.ja() {
			parts = append(parts, w.eliminations(s.Eliminations)+"消せます")
		} else {
			parts = append(parts, "remove "+w.eliminations(s.Eliminations))
		}
	}
	if w.ja() {
		if len(parts) == 0 {
			return ""
		}
		return "よって、" + strings.Join(parts, "。また、") + "。"
	}
	if len(parts) == 0 {
		return ""
	}
	return "So: " + strings.Join(parts, "; ") + "."
}

// Explain returns the explanation of the step in language l: why the
// pattern holds, then what it places or removes.
func (s Step) Explain(l Lang) string {
	if s.Shape == nil {
		return ""
	}
	w := words{l: l, sh: s.Shape}
	why := w.why(s)
	c := w.conclusion(s)
	switch {
	case why == "":
		return c
	case c == "":
		return why
	case l == Japanese:
		return why + c
	}
	return why + " " + c
}

// Nudge returns the first stage of a hint: the technique and where to
// look, without the answer.
func (s Step) Nudge(l Lang) string {
	if s.Shape == nil {
		return ""
	}
	w := words{l: l, sh: s.Shape}
	name := s.Technique.Name(l)
	where := ""
	switch {
	case len(s.Houses) > 0 && s.Technique.def().nudge == nudgeHouse:
		if w.ja() {
			where = w.house(s.Houses[0])
		} else {
			where = " in " + w.house(s.Houses[0])
		}
	case s.Digits != 0 && s.Digits.Len() <= 2:
		if w.ja() {
			where = "数字" + w.digits(s.Digits)
		} else {
			where = " on the digit " + w.digits(s.Digits)
		}
	}
	if w.ja() {
		if where != "" {
			return where + "で" + name + "を探してみましょう。"
		}
		return name + "を探してみましょう。"
	}
	article := "a "
	if strings.ContainsRune("AEIOU", rune(name[0])) {
		article = "an "
	}
	return "Look for " + article + name + where + "."
}

// Focus returns the second stage of a hint: the cells to look at.
func (s Step) Focus(l Lang) string {
	if s.Shape == nil {
		return ""
	}
	w := words{l: l, sh: s.Shape}
	cells := s.Cells
	if len(cells) == 0 {
		for _, p := range s.Placements {
			cells = append(cells, p.Cell)
		}
	}
	if len(cells) == 0 {
		return s.Nudge(l)
	}
	if w.ja() {
		return s.Technique.Name(l) + "：" + w.cells(cells) + "に注目しましょう。"
	}
	return s.Technique.Name(l) + ": look at " + w.cells(cells) + "."
}

// why writes the reason of the step.
func (w words) why(s Step) string {
	ja := w.ja()
	switch s.Technique {
	case FullHouse:
		if len(s.Placements) == 0 || len(s.Houses) == 0 {
			return ""
		}
		p := s.Placements[0]
		if ja {
			return fmt.Sprintf("%sで空いているマスは%sだけで、足りない数字は%sだけです。", w.house(s.Houses[0]), w.cell(p.Cell), w.digit(p.Digit))
		}
		return fmt.Sprintf("%s is the last empty cell of %s, and %s is the digit missing there.", w.cell(p.Cell), w.house(s.Houses[0]), w.digit(p.Digit))
	case HiddenSingle:
		if len(s.Placements) == 0 || len(s.Houses) == 0 {
			return ""
		}
		p := s.Placements[0]
		if ja {
			return fmt.Sprintf("%sで%sが入るマスは%sだけです。", w.house(s.Houses[0]), w.digit(p.Digit), w.cell(p.Cell))
		}
		return fmt.Sprintf("In %s, %s can go only in %s.", w.house(s.Houses[0]), w.digit(p.Digit), w.cell(p.Cell))
	case NakedSingle:
		if len(s.Placements) == 0 {
			return ""
		}
		p := s.Placements[0]
		if ja {
			return fmt.Sprintf("%sに残っている候補は%sだけです。", w.cell(p.Cell), w.digit(p.Digit))
		}
		return fmt.Sprintf("%s has no candidate left but %s.", w.cell(p.Cell), w.digit(p.Digit))
	case Pointing, Claiming, DirectPointing, DirectClaiming:
		return w.intersection(s)
	case NakedPair, NakedTriple, NakedQuad:
		if len(s.Houses) == 0 {
			return ""
		}
		if ja {
			return fmt.Sprintf("%sの%sの候補は合わせて%sだけなので、この%d個の数字はこの%dマスに入ります。", w.house(s.Houses[0]), w.cells(s.Cells), w.digits(s.Digits), len(s.Cells), len(s.Cells))
		}
		return fmt.Sprintf("In %s, the cells %s hold only the candidates %s between them: these %d digits go in these %d cells.", w.house(s.Houses[0]), w.cells(s.Cells), w.digits(s.Digits), len(s.Cells), len(s.Cells))
	case HiddenPair, HiddenTriple, HiddenQuad, DirectHiddenPair, DirectHiddenTriple:
		if len(s.Houses) == 0 {
			return ""
		}
		var t string
		if ja {
			t = fmt.Sprintf("%sで%sが入るのは%sだけなので、これらのマスには他の数字は入りません。", w.house(s.Houses[0]), w.digits(s.Digits), w.cells(s.Cells))
		} else {
			t = fmt.Sprintf("In %s, the digits %s can go only in %s, so these cells hold no other digit.", w.house(s.Houses[0]), w.digits(s.Digits), w.cells(s.Cells))
		}
		return t + w.directSingle(s)
	case XWing, Swordfish, Jellyfish, FinnedXWing, FinnedSwordfish, FinnedJellyfish, SashimiXWing, SashimiSwordfish, SashimiJellyfish:
		return w.fish(s)
	case XYWing, XYZWing:
		if len(s.Cells) < 3 {
			return ""
		}
		z := s.Digits
		if ja {
			return fmt.Sprintf("軸の%sは%sと%sを見ています。軸にどの数字が入っても、この3マスのどれかが%sになります。", w.candOf(s, 0), w.candOf(s, 1), w.candOf(s, 2), w.digits(z))
		}
		return fmt.Sprintf("The pivot %s sees %s and %s: whichever digit the pivot takes, one of these cells is %s.", w.candOf(s, 0), w.candOf(s, 1), w.candOf(s, 2), w.digits(z))
	case WWing:
		return w.wWing(s)
	case WXYZWing, VWXYZWing, ALSXZ, ALSXYWing:
		return w.als(s)
	case SueDeCoq:
		if ja {
			return fmt.Sprintf("%sの交点の%sと、その行と列の残りのマスで、数字%sがちょうど埋まります。", w.houses(s.Houses), w.cells(s.Cells), w.digits(s.Digits))
		}
		return fmt.Sprintf("The intersection cells %s of %s, with their partner cells, hold exactly the digits %s.", w.cells(s.Cells), w.houses(s.Houses), w.digits(s.Digits))
	case SimpleColoring:
		d := w.digits(s.Digits)
		if ja {
			return fmt.Sprintf("数字%sの強いリンクでつながるマスを2色に塗り分けます: A色 %s、B色 %s。どちらか一方の色のマスがすべて%sです。", d, w.cells(s.Cells), w.cells(s.Extra), d)
		}
		return fmt.Sprintf("Coloring the strong links of %s in two colors, A: %s and B: %s; all cells of one color hold %s.", d, w.cells(s.Cells), w.cells(s.Extra), d)
	case Skyscraper, TwoStringKite, TurbotFish, EmptyRectangle, ThreeStrongLinks:
		return w.singleDigit(s)
	case UniqueRectangle1, UniqueRectangle2, UniqueRectangle3, UniqueRectangle4, HiddenRectangle:
		return w.rectangle(s)
	case BUG1, BUG2, BUG3, BUG4:
		if ja {
			return fmt.Sprintf("%sの余分な候補がなければ、すべての空きマスの候補が2つずつ、各ハウスで各数字の入る場所が2つずつになり、解が2つになってしまいます（BUG）。したがって%sのどれかには余分な候補が入ります。", w.cells(s.Extra), w.cells(s.Extra))
		}
		return fmt.Sprintf("Without the extra candidates of %s, every empty cell would have two candidates and every digit two places in each house: a deadly pattern with two solutions (BUG). So one of %s takes an extra candidate.", w.cells(s.Extra), w.cells(s.Extra))
	case AlignedPairExclusion, AlignedTripleExclusion:
		if ja {
			return fmt.Sprintf("%sに入れられる数字の組み合わせのうち、%sのどれかの候補をすべて奪う組み合わせは成り立ちません。", w.cells(s.Cells), w.cells(s.Extra))
		}
		return fmt.Sprintf("Of the combinations of digits %s could take, those that would leave one of %s without a candidate (or repeat a digit in a house) are impossible.", w.cells(s.Cells), w.cells(s.Extra))
	}
	return w.chains(s)
}

// candOf writes the i-th cell of the step with its candidates at the time
// of the step, when the step recorded them.
func (w words) candOf(s Step, i int) string {
	if i < len(s.Cells) {
		if i < len(s.CellCandidates) && s.CellCandidates[i] != 0 {
			return w.cand(s.Cells[i], s.CellCandidates[i])
		}
		return w.cell(s.Cells[i])
	}
	return ""
}

func (w words) directSingle(s Step) string {
	if len(s.Placements) == 0 || len(s.Houses) < 2 {
		return ""
	}
	p := s.Placements[0]
	if w.ja() {
		return fmt.Sprintf("すると%sで%sが入るマスは%sだけになります。", w.house(s.Houses[1]), w.digit(p.Digit), w.cell(p.Cell))
	}
	return fmt.Sprintf(" Then in %s, %s can go only in %s.", w.house(s.Houses[1]), w.digit(p.Digit), w.cell(p.Cell))
}

func (w words) intersection(s Step) string {
	if len(s.Houses) == 0 || len(s.Cover) == 0 {
		return ""
	}
	base, cover := s.Houses[0], s.Cover[0]
	var t string
	if w.ja() {
		t = fmt.Sprintf("%sで%sが入るマス（%s）はすべて%sの中にあるので、%sの%sは%sとの共通部分に入ります。", w.house(base), w.digits(s.Digits), w.cells(s.Cells), w.house(cover), w.house(cover), w.digits(s.Digits), w.house(base))
	} else {
		t = fmt.Sprintf("In %s, %s can go only in %s (%s), so the %s of %s lies inside %s.", w.house(base), w.digits(s.Digits), w.house(cover), w.cells(s.Cells), w.digits(s.Digits), w.house(cover), w.house(base))
	}
	return t + w.directSingle(s)
}

func (w words) fish(s Step) string {
	d := w.digits(s.Digits)
	var t string
	if w.ja() {
		t = fmt.Sprintf("%sの%s：%sでは%sが%sにしか入らないので、%sの%sはこれらの%sのどこかに入ります。", d, s.Technique.Name(w.l), w.houses(s.Houses), d, w.houses(s.Cover), w.houses(s.Cover), d, w.kindName(s.Houses))
		if len(s.Extra) > 0 {
			t += fmt.Sprintf("ただしフィン%sに%sが入る場合もあるので、消せるのはフィンを見ているマスだけです。", w.cells(s.Extra), d)
		}
		return t
	}
	t = fmt.Sprintf("%s on %s: in %s, %s can go only in %s, so the %ss of %s are all in those %s.", s.Technique.Name(w.l), d, w.houses(s.Houses), d, w.houses(s.Cover), d, w.houses(s.Cover), w.kindName(s.Houses))
	if len(s.Extra) > 0 {
		t += fmt.Sprintf(" Unless the fin %s holds %s; so only cells that also see the fin lose %s.", w.cells(s.Extra), d, d)
	}
	return t
}

// kindName names the kind of the houses hs in the plural: "rows".
func (w words) kindName(hs []int) string {
	if len(hs) == 0 {
		return ""
	}
	kind, _ := w.sh.HouseKind(hs[0])
	if w.ja() {
		return [...]string{"行", "列", "ブロック"}[kind]
	}
	return [...]string{"rows", "columns", "boxes"}[kind]
}

func (w words) wWing(s Step) string {
	if len(s.Cells) < 2 || len(s.Extra) < 2 || len(s.Houses) == 0 {
		return ""
	}
	z := s.Digits.First()
	if len(s.Eliminations) > 0 {
		z = s.Eliminations[0].Digit
	}
	x := s.Digits.Remove(z).First()
	if w.ja() {
		return fmt.Sprintf("%sと%sはどちらも候補が%sだけです。%sでは%sが%sにしか入らないので、どちらかのマスは%sではなく、もう一方が%sになります。", w.cell(s.Cells[0]), w.cell(s.Cells[1]), w.digits(s.Digits), w.house(s.Houses[0]), w.digit(x), w.cells(s.Extra), w.digit(x), w.digit(z))
	}
	return fmt.Sprintf("%s and %s both hold only %s. In %s, %s can go only in %s, which see one wing each: so one of the wings is not %s and the other is %s.", w.cell(s.Cells[0]), w.cell(s.Cells[1]), w.digits(s.Digits), w.house(s.Houses[0]), w.digit(x), w.cells(s.Extra), w.digit(x), w.digit(z))
}

func (w words) group(s Step, i int) string {
	return "{" + w.cells(s.Groups[i]) + "} (" + w.digits(s.GroupDigits[i]) + ")"
}

func (w words) als(s Step) string {
	if len(s.Groups) < 2 || len(s.Eliminations) == 0 {
		if w.ja() {
			return fmt.Sprintf("%sは、マスの数より候補が1つ多いグループ（ALS）を作っています。", w.cells(s.Cells))
		}
		return fmt.Sprintf("The cells %s form almost locked sets (one more candidate than cells).", w.cells(s.Cells))
	}
	z := s.Eliminations[0].Digit
	links := s.Digits.Remove(z)
	if s.Technique == WXYZWing || s.Technique == VWXYZWing {
		links = s.GroupDigits[1].Remove(z) // the bivalue cell's other digit
	}
	if s.Technique == ALSXYWing && len(s.Groups) == 3 {
		if w.ja() {
			return fmt.Sprintf("A=%s、B=%s、C=%sは、マスより候補が1つ多いグループ（ALS）です。AとC、BとCはそれぞれ数字%sで結ばれ、その数字は両方には入りません。Cが両方を失うことはないので、AかBが残りの数字に固定され、%sはAかBに入ります。", w.group(s, 0), w.group(s, 1), w.group(s, 2), w.digits(links), w.digit(z))
		}
		return fmt.Sprintf("A = %s, B = %s and C = %s are almost locked sets (one candidate more than cells). A and C, and B and C, are linked by %s: a linking digit is in one set at most. C cannot lose both, so A or B is locked on its other digits, and %s is in A or B.", w.group(s, 0), w.group(s, 1), w.group(s, 2), w.orList(digitItems(w, links)), w.digit(z))
	}
	if w.ja() {
		return fmt.Sprintf("A=%sとB=%sは、マスより候補が1つ多いグループ（ALS）です。数字%sはAのすべての%sがBのすべての%sを見ているので両方には入りません。%sを持たない方は残りの数字に固定されるので、%sはAかBに入ります。", w.group(s, 0), w.group(s, 1), w.digits(links), w.digits(links), w.digits(links), w.digits(links), w.digit(z))
	}
	return fmt.Sprintf("A = %s and B = %s are almost locked sets (one candidate more than cells). Every %s of A sees every %s of B, so %s is in one of them at most; the other is locked on its remaining digits, so %s is in A or B.", w.group(s, 0), w.group(s, 1), w.digits(links), w.digits(links), w.digits(links), w.digit(z))
}

func digitItems(w words, s sudoku.Set) []string {
	var out []string
	for _, d := range s.Digits() {
		out = append(out, w.digit(d))
	}
	return out
}

// singleDigit explains a chain of strong links on one digit: Cells holds
// the two ends of each link in turn (the heart twice for an empty
// rectangle), Houses the house of each link.
func (w words) singleDigit(s Step) string {
	d := w.digits(s.Digits)
	n := len(s.Houses)
	if n == 0 || len(s.Cells) != 2*n {
		return ""
	}
	var links []string
	for i := 0; i < n; i++ {
		a, b, h := s.Cells[2*i], s.Cells[2*i+1], s.Houses[i]
		if a == b {
			if w.ja() {
				links = append(links, fmt.Sprintf("%sのエンプティレクタングル（中心%s）", w.house(h), w.cell(a)))
			} else {
				links = append(links, fmt.Sprintf("the empty rectangle of %s (at %s)", w.house(h), w.cell(a)))
			}
			continue
		}
		links = append(links, fmt.Sprintf("%s=%s (%s)", w.cell(a), w.cell(b), w.house(h)))
	}
	start, end := s.Cells[0], s.Cells[len(s.Cells)-1]
	if w.ja() {
		return fmt.Sprintf("数字%sの強いリンク %s を弱いリンクでつなぐと、両端の%sと%sのどちらかに%sが入ります。", d, strings.Join(links, " − "), w.cell(start), w.cell(end), d)
	}
	return fmt.Sprintf("The strong links of %s, %s, joined by weak links, put %s at one end or the other: %s or %s.", d, strings.Join(links, " − "), d, w.cell(start), w.cell(end))
}

func (w words) orCells(cs []int) string {
	items := make([]string, len(cs))
	for i, c := range cs {
		items[i] = w.cell(c)
	}
	return w.orList(items)
}

func (w words) rectangle(s Step) string {
	var t string
	if w.ja() {
		t = fmt.Sprintf("%sが%sだけになると、2通りの解ができてしまいます（デッドリーパターン）。解はただ1つなので、", w.cells(s.Cells), w.digits(s.Digits))
		switch s.Technique {
		case UniqueRectangle1:
			t += fmt.Sprintf("%sは%s以外の数字になります。", w.cells(s.Extra), w.digits(s.Digits))
		case UniqueRectangle2, UniqueRectangle3:
			t += fmt.Sprintf("%sのどれかには%s以外の数字が入ります。", w.cells(s.Extra), w.digits(s.Digits))
		case HiddenRectangle:
			t += fmt.Sprintf("%sの行と列で強いリンクを持つ数字により、%sはもう一方の数字にはなりません。", w.cells(s.Extra), w.cells(s.Extra))
		default:
			t += fmt.Sprintf("%sの片方だけが強いリンクで決まることを使えます。", w.cells(s.Extra))
		}
		return t
	}
	t = fmt.Sprintf("If %s held only %s, the puzzle would have two solutions (a deadly pattern). As it has one, ", w.cells(s.Cells), w.digits(s.Digits))
	switch s.Technique {
	case UniqueRectangle1:
		t += fmt.Sprintf("%s must take another digit.", w.cells(s.Extra))
	case UniqueRectangle2, UniqueRectangle3:
		t += fmt.Sprintf("one of %s takes a digit other than %s.", w.cells(s.Extra), w.digits(s.Digits))
	case HiddenRectangle:
		t += fmt.Sprintf("the strong links of one digit in the row and the column of %s rule out the other digit there.", w.cells(s.Extra))
	default:
		t += fmt.Sprintf("a strong link on one digit through %s rules out the other digit there.", w.cells(s.Extra))
	}
	return t
}

// chainLine writes a chain in one line when every node follows from the
// one before it, "r1c2=5 → r1c7≠5 → r3c7=5", and as numbered implications
// otherwise.
func (w words) chainLine(c Chain) string {
	linear := true
	for i, n := range c.Nodes {
		if i > 0 && (len(n.Parents) != 1 || n.Parents[0] != i-1) {
			linear = false
		}
	}
	if linear {
		items := make([]string, len(c.Nodes))
		for i, n := range c.Nodes {
			items[i] = w.node(n.Node)
		}
		return strings.Join(items, " → ")
	}
	var lines []string
	for i, n := range c.Nodes {
		if len(n.Parents) == 0 {
			continue
		}
		ps := make([]string, len(n.Parents))
		for j, p := range n.Parents {
			ps[j] = w.node(c.Nodes[p].Node)
		}
		sep := " & "
		via := ""
		if n.Nested && n.Via != NoTechnique {
			via = " [" + n.Via.Name(w.l) + "]"
		}
		lines = append(lines, fmt.Sprintf("(%d) %s → %s%s", i, strings.Join(ps, sep), w.node(n.Node), via))
	}
	return strings.Join(lines, "; ")
}

// chains explains the chain techniques from their chains.
func (w words) chains(s Step) string {
	if len(s.Chains) == 0 {
		return ""
	}
	ja := w.ja()
	var b strings.Builder
	first := s.Chains[0].Nodes
	start := first[0].Node
	switch s.Technique {
	case XCycle, YCycle, XYCycle:
		if ja {
			b.WriteString("次のループはどちら向きにも成り立ちます: ")
		} else {
			b.WriteString("This loop holds in both directions: ")
		}
		b.WriteString(w.chainLine(s.Chains[0]))
		if ja {
			b.WriteString("。弱いリンクでつながる2つの候補のどちらかは必ず正しいので、その両方を見ている候補は消せます。")
		} else {
			b.WriteString(". Of the two candidates at each weak link one is true, so a candidate that sees both is false.")
		}
		return b.String()
	case XYChain:
		end := first[len(first)-1].Node
		if ja {
			fmt.Fprintf(&b, "%sが%sでなければ、2択のマスをたどって%sが%sになります: %s。つまり%sか%sのどちらかは%sです。", w.cell(start.Cell), w.digit(start.Digit), w.cell(end.Cell), w.digit(end.Digit), w.chainLine(s.Chains[0]), w.cell(start.Cell), w.cell(end.Cell), w.digit(end.Digit))
		} else {
			fmt.Fprintf(&b, "If %s is not %s, the bivalue cells force %s to be %s: %s. So one of %s and %s is %s.", w.cell(start.Cell), w.digit(start.Digit), w.cell(end.Cell), w.digit(end.Digit), w.chainLine(s.Chains[0]), w.cell(start.Cell), w.cell(end.Cell), w.digit(end.Digit))
		}
		return b.String()
	case XChain, ForcingChain:
		end := first[len(first)-1].Node
		if ja {
			fmt.Fprintf(&b, "%sと仮定すると%sとなります: %s。", w.node(start), w.node(end), w.chainLine(s.Chains[0]))
		} else {
			fmt.Fprintf(&b, "Assuming %s leads to %s: %s.", w.node(start), w.node(end), w.chainLine(s.Chains[0]))
		}
		return b.String()
	case NishioForcingChain, ContradictionForcingChain:
		if ja {
			fmt.Fprintf(&b, "%sと仮定すると矛盾が起きます（ある候補が正しくも誤りにもなる）: ", w.node(start))
		} else {
			fmt.Fprintf(&b, "Assuming %s leads to a contradiction (a candidate both true and false): ", w.node(start))
		}
	case DoubleForcingChain:
		end := first[len(first)-1].Node
		if ja {
			fmt.Fprintf(&b, "%sでも%sでも、%sになります: ", w.node(start), w.node(Node{start.Cell, start.Digit, !start.On}), w.node(end))
		} else {
			fmt.Fprintf(&b, "Whether %s or not, %s: ", w.node(start), w.node(end))
		}
	case CellForcingChain, DynamicCellForcingChain:
		end := first[len(first)-1].Node
		if ja {
			fmt.Fprintf(&b, "%sにどの候補を入れても%sになります: ", w.cell(start.Cell), w.node(end))
		} else {
			fmt.Fprintf(&b, "Whichever candidate %s takes, %s: ", w.cell(start.Cell), w.node(end))
		}
	case RegionForcingChain, DynamicRegionForcingChain:
		end := first[len(first)-1].Node
		h := -1
		if len(s.Houses) > 0 {
			h = s.Houses[0]
		}
		if h >= 0 {
			if ja {
				fmt.Fprintf(&b, "%sで%sがどこに入っても%sになります: ", w.house(h), w.digit(start.Digit), w.node(end))
			} else {
				fmt.Fprintf(&b, "Wherever %s goes in %s, %s: ", w.digit(start.Digit), w.house(h), w.node(end))
			}
		}
	}
	for i, c := range s.Chains {
		if i > 0 {
			b.WriteString(" | ")
		}
		b.WriteString(w.chainLine(c))
	}
	if ja {
		b.WriteString("。")
	} else {
		b.WriteString(".")
	}
	return b.String()
}
