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
	st, err := store.Open(*db)
	if err != nil {
		fmt.Fprintln(stderr, "tessen serve:", err)
		return 2
	}
	defer st.Close()
	srv, err := server.New(server.Options{Store: st, BotDelay: *botDelay})
	if err != nil {
		fmt.Fprintln(stderr, "tessen serve:", err)
		return 1
	}
	defer srv.Close()
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(stderr, "tessen serve:", err)
		return 1
	}
	hs := &http.Server{Handler: srv, ReadHeaderTimeout: 10 * time.Second, MaxHeaderBytes: 16 << 10}
	fmt.Fprintf(stdout, "tessen: the table is at http://%s/ (games kept in %s)\n", ln.Addr(), *db)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		hs.Shutdown(shut)
	}()
	if err := hs.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintln(stderr, "tessen serve:", err)
		return 1
	}
	return 0
}
