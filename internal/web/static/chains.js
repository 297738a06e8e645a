// Chains of a step, as the player follows them: the arrows an inference
// draws, the words that say it, and the place reached when stepping
// through a chain link by link. Pure functions of the API's JSON: a step's
// chains are arrays of nodes {cell, digit, on, parents, house, via, cells, als},
// each node's parents coming before it (human.NodeJSON). A group node (a
// digit's places where a box and a line cross, true or false together)
// has its cells in cells, cell being the first.

// candText names a node's candidate as true ("r1c2=5") or false ("r1c2≠5"),
// a group node by its cells ("(r1c2/r1c3)=5"), an almost locked set that
// loses a digit (als set) as "ALS(r1c2/r1c3)≠5".
export const candText = (nd) => nodeCells(nd) + (nd.on ? "=" : "≠") + nd.digit;
const nodeCells = (nd) => (nd.cells && nd.cells.length > 1 ? (nd.als ? "ALS(" : "(") + nd.cells.join("/") + ")" : nd.cell);

// endOf is an arrow's end at a node: its candidate, and a group's cells.
function endOf(nd) {
  const e = { cell: nd.cell, digit: nd.digit, on: nd.on };
  if (nd.cells && nd.cells.length > 1) e.cells = nd.cells;
  return e;
}

// arrowsOf returns the inferences into the nodes 0..upTo of a chain, one
// arrow per parent: {from, to, strong, node}. An inference to an "on" node
// is strong (the parent being false forces it true: drawn solid), one to
// an "off" node weak (the parent being true forbids it: dashed), as HoDoKu
// and SudokuWiki draw them.
export function arrowsOf(chain, upTo = chain.length - 1) {
  const out = [];
  for (let i = 0; i <= upTo && i < chain.length; i++) {
    const nd = chain[i];
    for (const p of nd.parents || []) {
      const from = chain[p];
      if (!from) continue;
      out.push({ from: endOf(from), to: endOf(nd), strong: nd.on, node: i });
    }
  }
  return out;
}

// inferenceText says node k's inference: "r1c2=5 → r1c7≠5 (row 1)", the
// parents joined by "&", the house that makes it or the technique of a
// nested inference in brackets. The first node, an assumption, is its
// candidate alone. houseName translates a house's name ("row 1").
export function inferenceText(chain, k, houseName = (h) => h) {
  const nd = chain[k];
  if (!nd) return "";
  if (!(nd.parents || []).length) return candText(nd);
  let s = nd.parents.map((p) => candText(chain[p])).join(" & ") + " → " + candText(nd);
  if (nd.house) s += " (" + houseName(nd.house) + ")";
  else if (nd.via) s += " [" + nd.via + "]";
  return s;
}

// A link state is where the player is in a step's chains: {chain, k}, the
// chain shown and its node reached; k equal to the chain's length means
// the whole chain. Next and Previous go round: from the whole chain to its
// first node, and from the last node back to the whole chain.
export function linkStart(step) {
  const chains = (step && step.chains) || [];
  return chains.length ? { chain: 0, k: chains[0].length } : null;
}
export function linkMove(st, step, dk) {
  if (!st) return st;
  const len = step.chains[st.chain].length;
  return { chain: st.chain, k: (st.k + dk + len + 1) % (len + 1) };
}
export function linkChain(st, step, i) {
  if (!st || i < 0 || i >= step.chains.length) return st;
  return { chain: i, k: step.chains[i].length };
}

// linkView returns what a link state shows: the arrows drawn, the nodes
// marked on and off (those reached), and the node reached (-1 for the
// whole chain).
export function linkView(st, step) {
  if (!st) return { arrows: [], nodes: [], at: -1 };
  const chain = step.chains[st.chain];
  const whole = st.k >= chain.length;
  const upTo = whole ? chain.length - 1 : st.k;
  return { arrows: arrowsOf(chain, upTo), nodes: chain.slice(0, upTo + 1), at: whole ? -1 : st.k };
}
