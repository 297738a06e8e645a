package web

// The load test: many clients over loopback against "nanpure serve" run as
// its own process, so that its memory is measured apart from the clients'.
// It runs only when asked:
//
//	go test ./internal/web -run TestLoad -load 1m -v
//
// Each client posts, one after the other, a solve of a 17-clue puzzle and
// a hint on a position of another puzzle (some of its solution filled in),
// and checks every answer. Into that cheap traffic come bursts of
// expensive requests (-load-burst of them at once, each a 16x16
// diabolical /api/generate), at a tenth and at a half of the run: they may
// be refused (503) or fail to find a puzzle in time (422), but must not
// slow the cheap requests. The test fails when a cheap request is lost (an
// error of transport, a status other than 200, a wrong answer), when the
// p99 of /api/solve is over -load-p99, or when the server's memory
// (sampled every second) goes over -load-mem or grows through the run.

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nanpure/nanpure/internal/corpus"
)

var (
	loadFor     = flag.Duration("load", 0, "run the load test for `DURATION` (0: skip it)")
	loadClients = flag.Int("load-clients", 200, "concurrent clients of the load test")
	loadBurst   = flag.Int("load-burst", 64, "16x16 diabolical generate requests in each burst of the load test (0: none)")
	loadP99     = flag.Duration("load-p99", 50*time.Millisecond, "most the p99 of /api/solve may be under load")
	loadMem     = flag.Int64("load-mem", 300, "most the server's resident memory may be, in `MB`")
)

// startServe builds nanpure and runs "nanpure serve" on a free loopback
// port, returning its URL and its process.
func startServe(t *testing.T, args ...string) (string, *os.Process) {
	dir := t.TempDir()
	bin := filepath.Join(dir, "nanpure")
	build := exec.Command("go", "build", "-o", bin, "github.com/nanpure/nanpure/cmd/nanpure")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		t.Fatalf("go build: %v", err)
	}
	cmd := exec.Command(bin, append([]string{"serve", "--addr", "127.0.0.1:0"}, args...)...)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	buf := make([]byte, 256)
	n, _ := io.ReadAtLeast(stderr, buf, 20)
	m := regexp.MustCompile(`serving (http://\S+/)`).FindSubmatch(buf[:n])
	if m == nil {
		t.Fatalf("nanpure serve said %q", buf[:n])
	}
	go io.Copy(io.Discard, stderr)
	return string(m[1]), cmd.Process
}

// rss returns the resident memory of process pid, in bytes.
func rss(pid int) int64 {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return -1
	}
	for _, l := range strings.Split(string(b), "\n") {
		if f := strings.Fields(l); len(f) >= 2 && f[0] == "VmRSS:" {
			kb, _ := strconv.ParseInt(f[1], 10, 64)
			return kb << 10
		}
	}
	return -1
}

// loadRequest and loadAnswer are what the clients send and read: structs,
// not maps, so that the clients, which share the machine's CPUs with the
// server, spend as little of them as they can.
type loadRequest struct {
	Puzzle string `json:"puzzle"`
	Grid   string `json:"grid,omitempty"`
}

type loadAnswer struct {
	Status   string `json:"status"`
	Solution string `json:"solution"`
	Error    string `json:"error"`
}

// loadCall is one kind of request of the load.
type loadCall struct {
	path  string
	n     atomic.Int64
	mu    sync.Mutex
	times []time.Duration
}

func TestLoad(t *testing.T) {
	if *loadFor == 0 {
		t.Skip("load test not asked for (-load 1m)")
	}
	url, proc := startServe(t)
	puzzles := corpus.Embedded("tdoku_17_clue_sample.answers.txt")
	client := &http.Client{
		Transport: &http.Transport{MaxIdleConns: *loadClients, MaxIdleConnsPerHost: *loadClients},
		Timeout:   30 * time.Second,
	}
	// The hint endpoint comes with the human package; without it the
	// load is solves only.
	calls := []*loadCall{{path: "solve"}, {path: "hint"}}
	if resp, err := client.Post(url+"api/hint", "application/json", strings.NewReader(`{"puzzle":"`+puzzles[0].Puzzle+`"}`)); err != nil || resp.StatusCode == 404 {
		t.Logf("no /api/hint on this server: solves only")
		calls = calls[:1]
	} else {
		resp.Body.Close()
	}

	// The first few failures are kept, with when they happened, for the
	// report: a rare failure must say enough to be traced.
	var (
		failures atomic.Int64
		errsMu   sync.Mutex
		errs     []string
	)
	start := time.Now()
	fail := func(format string, args ...any) {
		if failures.Add(1) <= 5 {
			errsMu.Lock()
			errs = append(errs, fmt.Sprintf("at %v: ", time.Since(start).Round(time.Millisecond))+fmt.Sprintf(format, args...))
			errsMu.Unlock()
		}
	}
	var inflight atomic.Int64 // generates under way
	solveInBurst := &loadCall{path: "solve during the bursts"}
	ctx, cancel := context.WithTimeout(context.Background(), *loadFor)
	defer cancel()
	var wg sync.WaitGroup
	for i := range *loadClients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(i), 1))
			var local [2][]time.Duration
			var duringBurst []time.Duration // solves sent while generates were under way
			for k := 0; ctx.Err() == nil; k++ {
				c := calls[k%len(calls)]
				a := puzzles[rng.IntN(len(puzzles))]
				body := loadRequest{Puzzle: a.Puzzle}
				if c.path == "hint" {
					// A position on the way: some of the solution filled in.
					g := []byte(a.Puzzle)
					for range rng.IntN(40) {
						j := rng.IntN(81)
						g[j] = a.Solution[j]
					}
					body.Grid = string(g)
				}
				b, _ := json.Marshal(body)
				t0 := time.Now()
				during := inflight.Load() > 0
				resp, err := client.Post(url+"api/"+c.path, "application/json", bytes.NewReader(b))
				if err != nil {
					fail("%s: %v", c.path, err)
					continue
				}
				var m loadAnswer
				err = json.NewDecoder(resp.Body).Decode(&m)
				resp.Body.Close()
				d := time.Since(t0)
				switch {
				case err != nil || resp.StatusCode != 200:
					fail("%s: %d %v %v", c.path, resp.StatusCode, err, m)
				case c.path == "solve" && (m.Status != "unique" || m.Solution != a.Solution):
					fail("solve %s: %v", a.Puzzle, m)
				case c.path == "hint" && m.Status != "step" && m.Status != "solved":
					fail("hint %s: %v", a.Puzzle, m)
				}
				c.n.Add(1)
				local[k%len(calls)] = append(local[k%len(calls)], d)
				if c.path == "solve" && during {
					duringBurst = append(duringBurst, d)
				}
			}
			for j, c := range calls {
				c.mu.Lock()
				c.times = append(c.times, local[j]...)
				c.mu.Unlock()
			}
			solveInBurst.mu.Lock()
			solveInBurst.times = append(solveInBurst.times, duringBurst...)
			solveInBurst.mu.Unlock()
		}()
	}
	// Bursts of expensive requests, at a tenth and at a half of the run.
	burst := &loadCall{path: "generate"}
	var codes sync.Map // status code -> *atomic.Int64
	for _, at := range []time.Duration{*loadFor / 10, *loadFor / 2} {
		for range *loadBurst {
			wg.Add(1)
			go func() {
				defer wg.Done()
				select {
				case <-time.After(at):
				case <-ctx.Done():
					return
				}
				t0 := time.Now()
				inflight.Add(1)
				defer inflight.Add(-1)
				resp, err := client.Post(url+"api/generate", "application/json",
					strings.NewReader(`{"box":"4x4","level":"diabolical"}`))
				if err != nil {
					fail("generate: %v", err)
					return
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				n, _ := codes.LoadOrStore(resp.StatusCode, new(atomic.Int64))
				n.(*atomic.Int64).Add(1)
				switch resp.StatusCode {
				case 200, http.StatusUnprocessableEntity, http.StatusServiceUnavailable:
				default:
					fail("generate: %d", resp.StatusCode)
				}
				burst.n.Add(1)
				burst.mu.Lock()
				burst.times = append(burst.times, time.Since(t0))
				burst.mu.Unlock()
			}()
		}
	}
	// The server's memory, every second.
	var mem []int64
	tick := time.NewTicker(time.Second)
	mem = append(mem, rss(proc.Pid))
sample:
	for {
		select {
		case <-tick.C:
			mem = append(mem, rss(proc.Pid))
		case <-ctx.Done():
			break sample
		}
	}
	tick.Stop()
	wg.Wait()
	elapsed := time.Since(start)
	mem = append(mem, rss(proc.Pid))

	var total int64
	for _, c := range calls {
		n := c.n.Load()
		total += n
		slices.Sort(c.times)
		q := func(p float64) time.Duration { return c.times[int(p*float64(len(c.times)-1))] }
		t.Logf("%-6s %7d requests, %6.0f/s, p50 %v, p99 %v, max %v", c.path, n, float64(n)/elapsed.Seconds(),
			q(.50).Round(10*time.Microsecond), q(.99).Round(10*time.Microsecond), c.times[len(c.times)-1].Round(time.Millisecond))
	}
	t.Logf("all    %7d requests in %v from %d clients: %.0f/s; %d failed",
		total, elapsed.Round(time.Millisecond), *loadClients, float64(total)/elapsed.Seconds(), failures.Load())
	if ts := solveInBurst.times; len(ts) > 0 {
		slices.Sort(ts)
		t.Logf("solve during the bursts: %d requests, p50 %v, p99 %v", len(ts),
			ts[len(ts)/2].Round(10*time.Microsecond), ts[int(.99*float64(len(ts)-1))].Round(10*time.Microsecond))
	}
	if len(burst.times) > 0 {
		var got []string
		codes.Range(func(k, v any) bool {
			got = append(got, fmt.Sprintf("%d: %d", k, v.(*atomic.Int64).Load()))
			return true
		})
		slices.Sort(got)
		slices.Sort(burst.times)
		t.Logf("generate 16x16 diabolical: 2 bursts of %d, answered %s; p50 %v, max %v", *loadBurst, strings.Join(got, ", "),
			burst.times[len(burst.times)/2].Round(time.Millisecond), burst.times[len(burst.times)-1].Round(time.Millisecond))
	}
	var ms []string
	for _, m := range mem {
		ms = append(ms, strconv.FormatInt(m>>20, 10))
	}
	peak := slices.Max(mem)
	t.Logf("server RSS every second (MiB): %s; peak %d MiB", strings.Join(ms, " "), peak>>20)
	if n := failures.Load(); n > 0 {
		t.Errorf("%d requests failed; the first:\n%s", n, strings.Join(errs, "\n"))
	}
	if times := calls[0].times; len(times) > 0 {
		if p99 := times[int(.99*float64(len(times)-1))]; p99 > *loadP99 {
			t.Errorf("p99 of /api/solve %v, over %v", p99.Round(time.Millisecond), *loadP99)
		}
	}
	if peak > *loadMem<<20 {
		t.Errorf("server memory peaked at %d MiB, over %d", peak>>20, *loadMem)
	}
	// Flat memory: the last fifth of the run (after the bursts) holds no
	// more than the first half's peak and a margin.
	if len(mem) >= 10 {
		peak1, last := slices.Max(mem[1:len(mem)/2]), slices.Max(mem[len(mem)*4/5:])
		if last > peak1+peak1/4+16<<20 {
			t.Errorf("server memory grew: %d MiB in the first half, %d MiB at the end", peak1>>20, last>>20)
		}
	}
}
