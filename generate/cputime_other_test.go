//go:build !linux

package generate

import "time"

// threadCPU is not measured on this system: benchmarks report wall time only.
func threadCPU() time.Duration { return 0 }
