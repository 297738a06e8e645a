package main

import (
	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/fileio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
)

// build adds the pipeline of c to s: the files of c.Input, read one by one
// with every puzzle's line; the puzzles shuffled out over the workers;
// each answered by the op; the records written to c.Output.
func build(s beam.Scope, c config) {
	if c.Op == "generate" {
		textio.Write(s, c.Output, generated(s, c))
		return
	}
	files := fileio.ReadMatches(s, fileio.MatchFiles(s, c.Input))
	puzzles := beam.ParDo(s, &readFn{C: c}, files)
	// A file is read by one worker; without the shuffle its puzzles would
	// be answered there too.
	puzzles = beam.Reshuffle(s, puzzles)
	var records beam.PCollection
	if c.Op == "canon" && (c.Unique || c.Count) {
		records = classes(s, c, puzzles)
	} else {
		records = beam.ParDo(s, &opFn{C: c}, puzzles)
	}
	textio.Write(s, c.Output, records)
}
