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
	if *del != "" {
		if *name != "" || *newCode != "" {
			fmt.Fprintln(os.Stderr, "club: -delete goes alone")
			os.Exit(2)
		}
		if err := deleteClub(*url, *del, *vars); err != nil {
			fmt.Fprintln(os.Stderr, "club:", err)
			os.Exit(1)
		}
		return
	}
	if err := run(*url, *name, *newCode, *vars); err != nil {
		fmt.Fprintln(os.Stderr, "club:", err)
		os.Exit(1)
	}
}

// adminToken is ADMIN_TOKEN from the environment, or else from the .dev.vars file.
func adminToken(vars string) (string, error) {
	token := os.Getenv("ADMIN_TOKEN")
	if token == "" {
		token = readVar(vars, "ADMIN_TOKEN")
	}
	if token == "" {
		return "", errors.New("set ADMIN_TOKEN (the worker's secret), or run from worker/ after `make worker-dev` wrote .dev.vars")
	}
	return token, nil
}

// deleteClub deletes a club, its devices, entries and versions on the worker, for good.
// The devices' own copies stay on them until their owners remove them.
func deleteClub(url, clubID, vars string) error {
	token, err := adminToken(vars)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := (&syncapi.Client{Base: url, Token: token}).DeleteClub(ctx, clubID); err != nil {
		return err
	}
	fmt.Printf("club %s deleted: its devices, its log and every version are gone from the server.\nEach device keeps its own copy of the log until it is removed there.\n", clubID)
	return nil
}

func run(url, name, newCode, vars string) error {
	token, err := adminToken(vars)
	if err != nil {
		return err
	}
	c := &syncapi.Client{Base: url, Token: token}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var res syncapi.ClubResponse
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
