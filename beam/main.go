// Command beam runs nanpure's batch commands as an Apache Beam pipeline,
// for banks of puzzles that one machine would take days over:
//
//	go run . -op rate -input 'bank-*.txt' -output out/rated.json
//
// runs on Beam's embedded Prism runner, with nothing to set up; the same
// program runs on a cluster with Beam's runner flags (see README.md:
// -runner flink|spark|dataflow and their endpoints).
//
// The input files are read as "nanpure -i FILE" reads them (one puzzle a
// line, multi-line grids, CSV, JSON), and every puzzle is answered by the
// same library code as the command's: each line of the output is the
// command's JSON record for one puzzle ("nanpure rate --format json"), in
// no particular order (source and line say which). A bad puzzle is a
// record with its status and error, never a failed job.
//
// It is a module of its own so that Beam's hundreds of modules stay out of
// nanpure's.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"
)

func main() {
	var c config
	c.register(flag.CommandLine)
	flag.Usage = func() {
		fmt.Fprintf(os.Stderr, "Usage: go run . -op OP -input GLOB -output FILE [flags]\n\n%s\nFlags:\n", opsHelp)
		flag.PrintDefaults()
	}
	flag.Parse()
	if err := c.check(); err != nil {
		fmt.Fprintln(os.Stderr, "beam:", err)
		os.Exit(2)
	}
	beam.Init()
	p := beam.NewPipeline()
	build(p.Root(), c)
	err := inOwnTempDir(func() error { return beamx.Run(context.Background(), p) })
	if err != nil {
		log.Fatalf("beam: %v", err)
	}
}
