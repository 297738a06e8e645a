// Package rate measures how hard a puzzle is for a person, on the scale of
// Sudoku Explainer (SE): a number from 1.0 (hidden singles only) to 11 and
// more (nested forcing chains), and a level name.
//
// Rate solves the puzzle with a profile of the human package's techniques
// that follows a reference rater's rules exactly: the same technique set,
// the same fixed search order, the first (easiest) hint of the first
// technique that has one is applied, the same base ratings, chain-length
// bonus and rounding. By default that is human.SukakuExplainer, the rater of
// the Sudoku Exchange puzzle bank; human.SudokuExplainer gives SE 1.2.1's
// own numbers. Three numbers come out, as serate prints them:
//
//   - ER, the rating: the hardest step of the whole path;
//   - EP, the pearl: the hardest step up to the first digit placed;
//   - ED, the diamond: the first step.
//
// Levels (the bands of the Sudoku Exchange, and one for the extremes): easy
// below 1.5, medium below 2.5, hard below 5.0, diabolical below 9.0, extreme
// from 9.0.
//
// HoDoKu's scale (hodoku.go): rated with human.HoDoKu, the Result also
// carries HoDoKu 2.2.4's score (the sum of a base score per step of its
// default configuration) and its level (easy, medium, hard, unfair,
// extreme), as "hodoku /bs" prints them.
//
// Every rating runs under a context: when it ends (a time limit), Rate
// returns the partial result marked TimedOut with the context's error,
// never a guess.
package rate
