package main

import "io"

func runPlay(args []string, stdout, stderr io.Writer) int { return 1 }
