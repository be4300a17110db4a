package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"tessen/server"
	"tessen/store"
)

// runServe serves the web table until interrupted.
func runServe(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "localhost:8080", "the address to listen on")
	db := fs.String("db", "sqlite:tessen.db", "the store: sqlite:FILE (made if need be), or postgres://… (shared by several processes)")
	botDelay := fs.Duration("bot-delay", 400*time.Millisecond, "a pause before each bot answer, so that people can follow")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "tessen serve: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	if *botDelay < 0 {
		fmt.Fprintln(stderr, "tessen serve: --bot-delay is not negative")
		return 2
	}
	t, code, err := openTable(*db, *addr, server.Options{BotDelay: *botDelay})
	if err != nil {
		fmt.Fprintln(stderr, "tessen serve:", err)
		return code
	}
	fmt.Fprintf(stdout, "tessen: the table is at %s (games kept in %s)\n", t.url(), *db)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		t.shutdown()
	}()
	err = t.serve()
	t.close()
	if err != nil {
		fmt.Fprintln(stderr, "tessen serve:", err)
		return 1
	}
	return 0
}

// webTable is a table serving on an address: its store, its server, and
// the HTTP server in front of them.
type webTable struct {
	st  store.Store
	srv *server.Server
	hs  *http.Server
	ln  net.Listener
}

// openTable opens a store by its address, makes a table over it (opt's
// Store is set here) and listens on addr; if it fails, code is the exit
// code to give (2: the store address is wrong).
func openTable(db, addr string, opt server.Options) (t *webTable, code int, err error) {
	t = &webTable{}
	if t.st, err = store.Open(db); err != nil {
		return nil, 2, err
	}
	opt.Store = t.st
	if t.srv, err = server.New(opt); err == nil {
		t.ln, err = net.Listen("tcp", addr)
		if err != nil {
			t.srv.Close()
		}
	}
	if err != nil {
		t.st.Close()
		return nil, 1, err
	}
	t.hs = t.srv.HTTPServer()
	return t, 0, nil
}

// url is where the table is.
func (t *webTable) url() string { return "http://" + t.ln.Addr().String() + "/" }

// serve serves until the table is shut down.
func (t *webTable) serve() error {
	if err := t.hs.Serve(t.ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// shutdown stops serving, giving requests under way five seconds.
func (t *webTable) shutdown() {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if t.hs.Shutdown(ctx) != nil {
		t.hs.Close()
	}
}

// close stops the tables and closes the store, once serving is over.
func (t *webTable) close() {
	t.srv.Close()
	t.st.Close()
}
