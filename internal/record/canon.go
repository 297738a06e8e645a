package record

// Canon is the JSON record of a puzzle's canonical form (nanpure canon):
// the form, and with --count how many lines of the input fell in its class
// (the record is then the class's first line).
type Canon struct {
	Source string `json:"source"`
	Line   int    `json:"line"`
	Puzzle string `json:"puzzle"`
	Box    string `json:"box,omitempty"`
	Status string `json:"status"`
	Canon  string `json:"canon,omitempty"`
	Count  int    `json:"count,omitempty"`
	Error  string `json:"error,omitempty"`
}

// Shuffle is the JSON record of a random equivalent of a puzzle (nanpure
// shuffle), with the seed that makes it again.
type Shuffle struct {
	Source   string `json:"source"`
	Line     int    `json:"line"`
	Puzzle   string `json:"puzzle"`
	Box      string `json:"box,omitempty"`
	Status   string `json:"status"`
	Shuffled string `json:"shuffled,omitempty"`
	Seed     uint64 `json:"seed"`
	Error    string `json:"error,omitempty"`
}
