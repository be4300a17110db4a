package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"syscall"
	"time"

	"tessen/load"
	"tessen/server"
)

// runLoad plays many games at once over WebSockets against a table (one
// it starts on loopback, or --url's) and reports how fast it answered.
func runLoad(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("load", flag.ContinueOnError)
	fs.SetOutput(stderr)
	games := fs.Int("games", 100, "how many games at once (two players each)")
	duration := fs.Duration("duration", time.Minute, "how long to play")
	ramp := fs.Duration("ramp", 10*time.Second, "the time over which the games start, one after another")
	thinkMin := fs.Duration("think-min", 500*time.Millisecond, "the least a player thinks before an answer")
	thinkMax := fs.Duration("think-max", 2*time.Second, "the most a player thinks before an answer")
	db := fs.String("db", "", "the table's store when it starts one: sqlite:FILE (default: a file in a temporary folder) or postgres://…")
	target := fs.String("url", "", "a table already serving (http://host:port/) instead of one started here")
	game := fs.String("game", "l5r-lcg", "the game")
	format := fs.String("format", "", formatUsage)
	profile := fs.String("cpuprofile", "", "write this process's CPU profile (table and players) to this file")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	switch {
	case fs.NArg() > 0:
		fmt.Fprintf(stderr, "tessen load: unexpected argument %q\n", fs.Arg(0))
		return 2
	case *games < 1 || *duration <= 0 || *ramp < 0 || *ramp >= *duration || *thinkMin < 0 || *thinkMax < *thinkMin:
		fmt.Fprintln(stderr, "tessen load: --games is 1 or more, --duration above 0, 0 <= --ramp < --duration, and 0 <= --think-min <= --think-max")
		return 2
	}
	_, f, err := gameFormat(*game, *format, 2)
	if err != nil {
		fmt.Fprintln(stderr, "tessen load:", err)
		return 2
	}
	*format = f.Name
	var profiled *os.File
	if *profile != "" {
		var err error
		if profiled, err = os.Create(*profile); err != nil {
			fmt.Fprintln(stderr, "tessen load:", err)
			return 1
		}
		defer profiled.Close()
	}
	url := *target
	if url == "" {
		var stop func()
		var err error
		if url, stop, err = serveLoopback(*db); err != nil {
			fmt.Fprintln(stderr, "tessen load:", err)
			return 1
		}
		defer stop()
	}
	if profiled != nil {
		if err := pprof.StartCPUProfile(profiled); err != nil {
			fmt.Fprintln(stderr, "tessen load:", err)
			return 1
		}
		defer pprof.StopCPUProfile()
	}
	before := cpuUsed()
	r := load.Run(context.Background(), load.Config{URL: url, Games: *games, Duration: *duration, Ramp: *ramp, ThinkMin: *thinkMin, ThinkMax: *thinkMax,
		Game: *game, Format: *format, Seed: uint64(time.Now().UnixNano())})
	after := cpuUsed()
	r.Write(stdout)
	if *target == "" { // the table ran in this process: its cost
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		cpu := after - before
		fmt.Fprintf(stdout, "this process (table and players): CPU %.1f s over %.0f s (%.0f%% of one core), heap %d MB in use, %d MB from the system\n",
			cpu.Seconds(), r.Elapsed.Seconds(), 100*cpu.Seconds()/r.Elapsed.Seconds(), m.HeapInuse>>20, m.Sys>>20)
	}
	if r.Errors > 0 {
		return 1
	}
	return 0
}

// serveLoopback starts a table on a loopback port over a store (a
// SQLite file in a temporary folder by default), its limits raised for
// the many players of one address.
func serveLoopback(db string) (string, func(), error) {
	dir := ""
	if db == "" {
		var err error
		if dir, err = os.MkdirTemp("", "tessen-load-"); err != nil {
			return "", nil, err
		}
		db = "sqlite:" + filepath.Join(dir, "load.db")
	}
	t, _, err := openTable(db, "127.0.0.1:0", server.Options{Requests: 1 << 20, Messages: 1 << 20, Logf: func(string, ...any) {}})
	if err != nil {
		os.RemoveAll(dir)
		return "", nil, err
	}
	go t.serve()
	return t.url(), func() {
		t.shutdown()
		t.close()
		if dir != "" {
			os.RemoveAll(dir)
		}
	}, nil
}

// cpuUsed is the CPU time this process has used.
func cpuUsed() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
