// The page's conflicts on full grids, for TestVariantRulesAgree
// (varrules_test.go): reads from stdin a list of {br, bc, variant, grids}
// (variant: the API's "variant" with the puzzle's text; grids: lists of
// digits) and writes, for each case, the names of the cells in conflict
// on each grid.
import { readFileSync } from "node:fs";
import { cellName } from "../static/marks.js";
import { variantGeometry } from "../static/varhouses.js";
import { conflictsOf } from "../static/varrules.js";

const cases = JSON.parse(readFileSync(0, "utf8"));
const out = cases.map((k) => {
  const geo = variantGeometry({ br: k.br, bc: k.bc, variant: k.variant });
  return k.grids.map((digits) => [...conflictsOf(geo, k.variant, digits)].sort((a, b) => a - b).map((c) => cellName(geo, c)));
});
process.stdout.write(JSON.stringify(out));
