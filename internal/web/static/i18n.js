// Every label of the page, in English and Japanese. Explanations of solving
// steps are not here: the server builds them from the step's data (the
// human package), in the language the page asks for.
"use strict";

const I18N = {
  en: {
    tagline: "Sudoku: play, hints that teach, print",
    new: "New", enter: "Enter", share: "Share", print: "Print",
    notes: "Notes", erase: "Erase", candidates: "Candidates",
    undo: "Undo", redo: "Redo", check: "Check", reveal: "Reveal cell", solve: "Solve",
    hint: "Hint", path: "Solving path", more: "Show more", apply: "Apply", close: "Close",
    prev: "◀ Back", next: "Next ▶", playHere: "Play from here",
    start: "Start", cancel: "Cancel", load: "Load",
    entryHelp: "Type the givens (arrows to move), then press Start.",
    enterTitle: "Enter a puzzle", pasteLabel: "Paste a puzzle in any format (a line of 81 digits, a grid, .sdk, JSON ...)",
    fileLabel: "or open a file", typeLabel: "or type one in on an empty grid:", typeIt: "Empty grid",
    newTitle: "New puzzle", size: "Size", level: "Level", symmetry: "Symmetry", generate: "Generate",
    shareTitle: "Share this puzzle", shareProgress: "with my progress", copy: "Copy", copied: "Link copied.",
    printTitle: "Print", paper: "Paper", printCount: "Puzzles on the page", printCountHelp: "(this one, and new ones of its size and level)", printSolution: "with the solutions on the last page", downloadPDF: "Download PDF",
    keysTitle: "Keys",
    keysHelp: "Arrows: move · 1-9 (A-G on big grids): digit · Backspace/Delete/0: erase\nN: notes on/off · Shift+digit: one note\nH: hint (again: more) · Enter: apply the hint · Esc: close\nCtrl+Z / Ctrl+Y: undo / redo · [ ]: back / next on the solving path\nCtrl+V: paste a puzzle",
    status_unique: "one solution", status_multiple: "more than one solution", status_none: "no solution",
    status_solved: "solvable", status_timeout: "too hard to check in time", status_entry: "entering a puzzle",
    rating: "rating {rating} · {level}", ratingTimeout: "too hard to rate in time",
    level_easy: "easy", level_medium: "medium", level_hard: "hard", level_diabolical: "diabolical", level_extreme: "extreme", level_any: "any",
    sym_none: "none", sym_rot180: "rotate 180°", sym_rot90: "rotate 90°", sym_mirror: "mirror (left-right)",
    sym_flip: "flip (top-bottom)", sym_diagonal: "diagonal", "sym_anti-diagonal": "anti-diagonal", sym_random: "random",
    msgSolved: "Solved! Well done.", msgAllGood: "No mistakes so far: {left} cells to go.", msgMistakes: "{count} cell(s) do not match the solution.",
    msgNoSolution: "This puzzle has no single solution to check against.", msgLoaded: "Puzzle loaded.",
    msgLoading: "Loading…", msgThinking: "Thinking…", msgError: "Error: {error}",
    msgTooBig: "The page plays grids up to 16x16; this one is {box}.",
    msgNoHint: "The puzzle is solved: no hint needed.", msgHintMistakes: "First fix the highlighted cell(s): they do not match the solution.",
    msgStuck: "No logical step found.", msgSelect: "Select an empty cell first.",
    msgUnavailable: "Not available yet on this server ({what}).",
    msgCopied: "Link copied.", msgNothingToUndo: "Nothing to undo.",
    pathPos: "Step {k} of {n}", pathEnd: "Solved in {n} steps",
    stage_nudge: "Hint", stage_focus: "Hint: where to look", stage_step: "Hint: the step",
    errConflict: "These givens break the rules: {cells}.", errParse: "Cannot read the puzzle at line {line}{col}: {error}",
    errBusy: "The server is busy; try again.",
  },
  ja: {
    tagline: "ナンプレ：遊ぶ・教えてくれるヒント・印刷",
    new: "新しい問題", enter: "問題を入力", share: "共有", print: "印刷",
    notes: "メモ", erase: "消す", candidates: "候補を記入",
    undo: "元に戻す", redo: "やり直す", check: "答え合わせ", reveal: "マスの答え", solve: "全部解く",
    hint: "ヒント", path: "解き方を見る", more: "もっと見る", apply: "適用", close: "閉じる",
    prev: "◀ 戻る", next: "次へ ▶", playHere: "ここから解く",
    start: "開始", cancel: "キャンセル", load: "読み込む",
    entryHelp: "ヒント数字を入力して（矢印キーで移動）、「開始」を押してください。",
    enterTitle: "問題を入力", pasteLabel: "問題を貼り付け（81桁の数字、盤面の図、.sdk、JSON など形式は自由）",
    fileLabel: "またはファイルを開く", typeLabel: "または空の盤面に入力：", typeIt: "空の盤面",
    newTitle: "新しい問題", size: "サイズ", level: "難易度", symmetry: "対称性", generate: "作成",
    shareTitle: "この問題を共有", shareProgress: "途中経過も含める", copy: "コピー", copied: "リンクをコピーしました。",
    printTitle: "印刷", paper: "用紙", printCount: "1ページの問題数", printCountHelp: "（この問題と、同じサイズ・難易度の新しい問題）", printSolution: "最後のページに解答を付ける", downloadPDF: "PDFをダウンロード",
    keysTitle: "キー操作",
    keysHelp: "矢印：移動 · 1〜9（大きな盤面では A〜G も）：数字 · Backspace/Delete/0：消す\nN：メモ入力の切り替え · Shift+数字：メモを1つ\nH：ヒント（もう一度で詳しく） · Enter：ヒントを適用 · Esc：閉じる\nCtrl+Z / Ctrl+Y：元に戻す / やり直す · [ ]：解き方を戻る / 進む\nCtrl+V：問題を貼り付け",
    status_unique: "解は1つ", status_multiple: "解が複数あります", status_none: "解がありません",
    status_solved: "解けます", status_timeout: "時間内に確認できませんでした", status_entry: "問題を入力中",
    rating: "難易度 {rating} · {level}", ratingTimeout: "時間内に難易度を測れませんでした",
    level_easy: "やさしい", level_medium: "ふつう", level_hard: "むずかしい", level_diabolical: "超難問", level_extreme: "最難関", level_any: "指定なし",
    sym_none: "なし", sym_rot180: "点対称（180°回転）", sym_rot90: "90°回転対称", sym_mirror: "左右対称",
    sym_flip: "上下対称", sym_diagonal: "対角線対称", "sym_anti-diagonal": "逆対角線対称", sym_random: "ランダム",
    msgSolved: "正解です！おめでとうございます。", msgAllGood: "ここまで間違いはありません。残り {left} マス。", msgMistakes: "{count} マスが正解と違います。",
    msgNoSolution: "この問題には答え合わせできる唯一の解がありません。", msgLoaded: "問題を読み込みました。",
    msgLoading: "読み込み中…", msgThinking: "考え中…", msgError: "エラー：{error}",
    msgTooBig: "このページで遊べるのは 16×16 までです（この問題は {box}）。",
    msgNoHint: "もう解けています。ヒントは不要です。", msgHintMistakes: "まず強調表示されたマスを直してください：正解と違います。",
    msgStuck: "論理的な次の一手が見つかりません。", msgSelect: "先に空いているマスを選んでください。",
    msgUnavailable: "このサーバーではまだ使えません（{what}）。",
    msgCopied: "リンクをコピーしました。", msgNothingToUndo: "元に戻す操作がありません。",
    pathPos: "{n} 手中 {k} 手目", pathEnd: "{n} 手で完成",
    stage_nudge: "ヒント", stage_focus: "ヒント：注目するマス", stage_step: "ヒント：この一手",
    errConflict: "ルールに反するヒント数字があります：{cells}。", errParse: "{line} 行目{col}が読めません：{error}",
    errBusy: "サーバーが混んでいます。もう一度お試しください。",
  },
};

// t returns the label key in language lang, with {name} replaced by
// params.name.
function t(lang, key, params) {
  let s = (I18N[lang] && I18N[lang][key]) || I18N.en[key] || key;
  if (params) {
    s = s.replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
  }
  return s;
}
