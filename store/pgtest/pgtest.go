// Package pgtest starts a throwaway PostgreSQL server for tests, on a
// loopback port, from the binaries of Debian's postgresql package.
package pgtest

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strings"
	"testing"
)

// Start starts a PostgreSQL server for the test and returns its address
// (postgres://…); it is stopped when the test ends. Without PostgreSQL's
// binaries the test is skipped, unless TESSEN_POSTGRES_TESTS=1 (as
// .ci/run sets) says it must run.
func Start(t testing.TB) string {
	t.Helper()
	bin := binaries()
	if bin == "" {
		if os.Getenv("TESSEN_POSTGRES_TESTS") == "1" {
			t.Fatal("no PostgreSQL found (initdb, pg_ctl), and TESSEN_POSTGRES_TESTS=1 asks for the PostgreSQL tests")
		}
		t.Skip("no PostgreSQL: skipped (TESSEN_POSTGRES_TESTS=1 makes it required)")
	}
	dir, err := os.MkdirTemp("", "tessen-pg-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	data := filepath.Join(dir, "data")
	run := func(args ...string) *exec.Cmd { return exec.Command(args[0], args[1:]...) }
	if os.Geteuid() == 0 { // PostgreSQL will not run as root: as its own user
		u, err := user.Lookup("postgres")
		if err != nil {
			t.Fatalf("running as root, and no postgres user to run PostgreSQL as: %v", err)
		}
		if err := os.Chmod(dir, 0o777); err != nil {
			t.Fatal(err)
		}
		run = func(args ...string) *exec.Cmd {
			return exec.Command("runuser", append([]string{"-u", u.Username, "--"}, args...)...)
		}
	}
	if out, err := run(filepath.Join(bin, "initdb"), "-D", data, "-U", "tessen", "--auth=trust", "-E", "UTF8", "--no-sync").CombinedOutput(); err != nil {
		t.Fatalf("initdb: %v\n%s", err, out)
	}
	port := freePort(t)
	opts := fmt.Sprintf("-p %d -k %s -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100", port, dir)
	if out, err := run(filepath.Join(bin, "pg_ctl"), "-D", data, "-o", opts, "-l", filepath.Join(dir, "log"), "-w", "start").CombinedOutput(); err != nil {
		log, _ := os.ReadFile(filepath.Join(dir, "log"))
		t.Fatalf("pg_ctl start: %v\n%s\n%s", err, out, log)
	}
	t.Cleanup(func() { run(filepath.Join(bin, "pg_ctl"), "-D", data, "-m", "immediate", "stop").Run() })
	return fmt.Sprintf("postgres://tessen@127.0.0.1:%d/postgres?sslmode=disable", port)
}

// binaries finds the folder of initdb and pg_ctl.
func binaries() string {
	if p, err := exec.LookPath("pg_ctl"); err == nil {
		if _, err := exec.LookPath("initdb"); err == nil {
			return filepath.Dir(p)
		}
	}
	found, _ := filepath.Glob("/usr/lib/postgresql/*/bin/pg_ctl")
	if len(found) == 0 {
		return ""
	}
	return strings.TrimSuffix(found[len(found)-1], "/pg_ctl")
}

func freePort(t testing.TB) int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}
