// The puzzle a first visit opens on, with its solution: the page shows it
// and takes digits at once, without waiting for the engine, which in the
// browser takes a second or more to load (worker.js). Check, Reveal and
// Solve need only the solution; a hint waits for the engine. A Go test
// (welcome_test.go) checks the solution against the engine's.
export const WELCOME = {
  box: "3x3",
  puzzle: "000027008001000007064005019270963154400270683613004000087632041090048005342519870",
  status: "unique",
  solution: "935127468821496537764385219278963154459271683613854792587632941196748325342519876",
};
