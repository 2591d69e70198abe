//go:build !(js && wasm)

// Command club is the organiser's tool: it creates a club on a Tableside worker and prints the
// join code the club's devices type in Settings, gives a club a new join code, or deletes a
// club with its devices and its whole log, for good.
//
//	go run ./cmd/club -url https://tableside.example.org -name "Riverside BC"
//	go run ./cmd/club -url https://tableside.example.org -new-code <club id>
//	go run ./cmd/club -url https://tableside.example.org -delete <club id>
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
	del := flag.String("delete", "", "delete the club with this id, its devices and its whole log, for good")
	vars := flag.String("dev-vars", ".dev.vars", "where to read ADMIN_TOKEN when it is not in the environment")
	flag.Parse()
	if err := run(*url, *name, *newCode, *del, *vars); err != nil {
		fmt.Fprintln(os.Stderr, "club:", err)
		os.Exit(1)
	}
}

// run does the one thing asked: create a club (name), give one a new code (newCode), or
// delete one with its devices, entries and versions, for good (del).
func run(url, name, newCode, del, vars string) error {
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
	case name != "" && newCode == "" && del == "":
		res, err = c.CreateClub(ctx, name)
	case newCode != "" && name == "" && del == "":
		res, err = c.NewJoinCode(ctx, newCode)
	case del != "" && name == "" && newCode == "":
		if err := c.DeleteClub(ctx, del); err != nil {
			return err
		}
		// The devices' own copies stay on them until their owners remove them.
		fmt.Printf("club %s deleted: its devices, its log and every version are gone from the server.\nEach device keeps its own copy of the log until it is removed there.\n", del)
		return nil
	default:
		return errors.New("give one of -name (a new club), -new-code <club id> or -delete <club id>")
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
