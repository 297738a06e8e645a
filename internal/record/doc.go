// Package record is what one puzzle's answer is, the same for the command
// line and the web API: its status and its JSON record.
//
// The statuses (Unique, Multiple, None, Solved, Invalid, Timeout of an exact
// search; Rated, Stuck, Step, Mistakes of the human solver) are the words
// "nanpure check" prints and the "status" of every record.
//
// Search runs the exact search behind solve, check and count (the
// solutions of a grid counted up to a limit, the first few kept) and gives
// its verdict as an Outcome.
//
// Solve, Rate, Hint and Explain are the records: one JSON object per puzzle
// of "nanpure solve" (check, count), "rate", "hint" and "explain" with
// --format json, and the answers of the API's endpoints of the same names.
// Their field names are documented in README.md: a field may be added,
// never renamed or dropped. ReadingOf words what human.ReadPosition found
// in a position (the Mistakes, WrongMarks and Candidates of a hint or a
// path), for both front ends.
package record
