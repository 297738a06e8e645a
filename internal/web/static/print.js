// The Print dialog: a preview of the sheet and its PDF, drawn by the
// server's renderer (/api/print) for this puzzle and, if asked, new ones
// of its size and level (and of its kind, for a variant made on the page).

import { boxText, puzzleText } from "./state.js";
import * as engine from "./engine.js";

const $ = (id) => document.getElementById(id);

// printDialog wires the dialog: game and lang return the game and the
// page's language when asked, errorText words an engine's error.
export function printDialog(game, lang, errorText) {
  const pr = $("dlg-print");
  // extra holds the new puzzles made for the sheet, kept while the
  // dialog is open so that the preview and the PDF show the same ones.
  let extra = [];
  const more = async () => {
    const want = Number($("print-count").value) - 1;
    while (extra.length > want) extra.pop();
    while (extra.length < want) {
      // New ones of a variant made on the page are of its kind; of a
      // variant from elsewhere (its kind unknown), classic.
      const kind = game().variant && game().variant.kind;
      const body = kind ? { box: boxText(game()), variant: kind } : { box: boxText(game()), symmetry: "rot180" };
      if (game().level) body.level = game().level;
      if (game().scale) body.scale = game().scale;
      extra.push((await engine.generate(body)).puzzle);
    }
  };
  const sheet = (format, page) => ({
    puzzles: [puzzleText(game()), ...extra], box: boxText(game()), format, paper: $("print-paper").value,
    per_page: 1 + extra.length, solutions: $("print-solution").checked, lang: lang(), page,
  });
  // show puts an SVG page in an image, or takes it away (blob null).
  const show = (img, blob) => {
    if (img.src) URL.revokeObjectURL(img.src);
    if (blob) img.src = URL.createObjectURL(blob); else img.removeAttribute("src");
  };
  // Previews run one after the other: each change of the options asks
  // for one, and they share the new puzzles.
  let printJob = Promise.resolve();
  const preview = () => (printJob = printJob.then(async () => {
    $("print-error").textContent = "";
    try {
      await more();
      // The puzzles fill one page; the solutions, when asked, a second.
      show($("print-preview"), await engine.print(sheet("svg", 1)));
      show($("print-preview-2"), $("print-solution").checked ? await engine.print(sheet("svg", 2)) : null);
    } catch (err) { $("print-error").textContent = errorText(err); }
  }));
  $("btn-print").addEventListener("click", () => { extra = []; $("print-count").value = "1"; pr.showModal(); preview(); });
  for (const id of ["print-paper", "print-count", "print-solution"]) $(id).addEventListener("change", preview);
  $("btn-pdf").addEventListener("click", async (e) => {
    e.preventDefault();
    try {
      await printJob;
      await more();
      const blob = await engine.print(sheet("pdf"));
      const a = document.createElement("a");
      a.href = URL.createObjectURL(blob);
      a.download = "nanpure.pdf";
      document.body.appendChild(a); a.click(); a.remove();
      setTimeout(() => URL.revokeObjectURL(a.href), 60000);
    } catch (err) { $("print-error").textContent = errorText(err); }
  });
}
