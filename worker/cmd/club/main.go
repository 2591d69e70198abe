//go:build !(js && wasm)

// Command club is the organiser's tool: it creates a club on a Tableside worker and prints the
// join code the club's devices type in Settings, or gives a club a new join code.
//
//	go run ./cmd/club -url https://tableside.example.org -name "Riverside BC"
//	go run ./cmd/club -url https://tableside.example.org -new-code <club id>
//
// The worker's ADMIN_TOKEN comes from the environment, or from .dev.vars for `make worker-dev`.
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"tableside/syncapi"
)

func main() {
	url := flag.String("url", "http://127.0.0.1:8787", "the worker's address")
	name := flag.String("name", "", "create a club with this name")
	newCode := flag.String("new-code", "", "give the club with this id a new join code (devices already in keep working)")
	vars := flag.String("dev-vars", ".dev.vars", "where to read ADMIN_TOKEN when it is not in the environment")
	flag.Parse()
	if err := run(*url, *name, *newCode, *vars); err != nil {
		fmt.Fprintln(os.Stderr, "club:", err)
		os.Exit(1)
	}
}

func run(url, name, newCode, vars string) error {
	token := os.Getenv("ADMIN_TOKEN")
	if token == "" {
		token = readVar(vars, "ADMIN_TOKEN")
	}
	if token == "" {
		return errors.New("set ADMIN_TOKEN (the worker's secret), or run from worker/ after `make worker-dev` wrote .dev.vars")
	}
	c := &syncapi.Client{Base: url, Token: token}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var res syncapi.ClubResponse
	var err error
	switch {
	case name != "" && newCode == "":
		res, err = c.CreateClub(ctx, name)
	case newCode != "" && name == "":
		res, err = c.NewJoinCode(ctx, newCode)
	default:
		return errors.New("give either -name (a new club) or -new-code <club id>")
	}
	if err != nil {
		return err
	}
	if res.Name != "" {
		fmt.Printf("club:      %s\n", res.Name)
	}
	fmt.Printf("club id:   %s\njoin code: %s\n\nOn each device: Settings → Share this log with the club → type the code.\n", res.ClubID, res.JoinCode)
	return nil
}

// readVar reads NAME=value from a .dev.vars file; "" when absent.
func readVar(path, name string) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if k, v, ok := strings.Cut(strings.TrimSpace(sc.Text()), "="); ok && strings.TrimSpace(k) == name {
			return strings.Trim(strings.TrimSpace(v), `"`)
		}
	}
	return ""
}
