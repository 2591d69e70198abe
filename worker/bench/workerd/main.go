//go:build !(js && wasm)

// Command workerd measures the CPU time the Go worker spends per API request in workerd, the
// runtime Cloudflare runs it in, under `wrangler dev` on this machine: warm (an isolate that
// has served requests) and cold (the first API request of a fresh isolate), and writes the
// numbers, with the worker's memory at its largest answers (bench/memory.mjs), into
// docs/benchmarks.md.
//
//	make worker-bench            (cd worker && go run ./bench/workerd -out ../docs/benchmarks.md)
//
// CPU is read from Linux's per-thread schedstat (nanoseconds on a CPU) of the workerd process
// that runs the worker, before and after each request, one request at a time: it counts
// everything that process does for the request (JavaScript, Go, the D1 and asset layers, V8's
// collector), so it is at least what Cloudflare bills. The other workerd (wrangler's dev proxy)
// is left out: production has no such proxy.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"tableside/syncapi"
	"tableside/worker/e2e"
)

func main() {
	runs := flag.Int("n", 200, "warm requests of each kind")
	colds := flag.Int("cold", 3, "fresh isolates to measure the first request of")
	out := flag.String("out", "", "the benchmarks file to write the section into (default: print it)")
	flag.BoolVar(&withMemory, "memory", true, "also probe the worker's memory (bench/memory.mjs)")
	flag.Parse()
	section, err := measure(*runs, *colds)
	if err != nil {
		fmt.Fprintln(os.Stderr, "workerd bench:", err)
		os.Exit(1)
	}
	if *out == "" {
		fmt.Print(section)
		return
	}
	if err := writeSection(*out, section); err != nil {
		fmt.Fprintln(os.Stderr, "workerd bench:", err)
		os.Exit(1)
	}
	fmt.Print(section)
}

// sample is one request's CPU, per workerd process id.
type sample map[int]time.Duration

// cpuOf is the CPU every workerd process of the group has used so far.
func cpuOf(pgid int) sample {
	out := sample{}
	procs, _ := filepath.Glob("/proc/[0-9]*")
	for _, p := range procs {
		pid, _ := strconv.Atoi(filepath.Base(p))
		comm, _ := os.ReadFile(filepath.Join(p, "comm"))
		if strings.TrimSpace(string(comm)) != "workerd" || pgrp(pid) != pgid {
			continue
		}
		threads, _ := filepath.Glob(filepath.Join(p, "task", "*", "schedstat"))
		for _, th := range threads {
			data, _ := os.ReadFile(th)
			if f := strings.Fields(string(data)); len(f) > 0 {
				ns, _ := strconv.ParseInt(f[0], 10, 64)
				out[pid] += time.Duration(ns)
			}
		}
	}
	return out
}

func pgrp(pid int) int {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return -1
	}
	// pid (comm) state ppid pgrp …: comm may hold spaces, so read after its ')'.
	f := strings.Fields(string(data[bytes.LastIndexByte(data, ')')+1:]))
	if len(f) < 3 {
		return -1
	}
	n, _ := strconv.Atoi(f[2])
	return n
}

func (a sample) minus(b sample) sample {
	out := sample{}
	for pid, t := range a {
		out[pid] = t - b[pid]
	}
	return out
}

// worker is the workerd process that ran the Go worker: the one that spent most on requests.
func worker(total sample) int {
	best, pid := time.Duration(-1), 0
	for p, t := range total {
		if t > best {
			best, pid = t, p
		}
	}
	return pid
}

// call is one API request.
type call struct {
	method, path, token string
	body                any
	addr                string
}

func (c call) do(base string) (int, []byte, error) {
	var body io.Reader
	if c.body != nil {
		b, _ := json.Marshal(c.body)
		body = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(c.method, base+c.path, body)
	if c.body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	if c.addr != "" {
		req.Header.Set("CF-Connecting-IP", c.addr)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	return resp.StatusCode, data, err
}

// timed runs the call and returns the CPU each workerd spent on it.
func timed(w *e2e.Wrangler, c call, want int) (sample, error) {
	before := cpuOf(w.Pgid())
	status, data, err := c.do(w.URL)
	after := cpuOf(w.Pgid())
	if err != nil {
		return nil, err
	}
	if status != want {
		return nil, fmt.Errorf("%s %s: %d %s", c.method, c.path, status, data)
	}
	return after.minus(before), nil
}

// club is a club with devices and a log, made through the API.
type club struct {
	id      string
	devices []string // tokens
}

func setUp(w *e2e.Wrangler, name string, devices, entries, bodySize int) (club, error) {
	var c club
	admin := &syncapi.Client{Base: w.URL, Token: w.Admin}
	ctx := context.Background()
	cr, err := admin.CreateClub(ctx, name)
	if err != nil {
		return c, err
	}
	c.id = cr.ClubID
	for i := range devices {
		st, data, err := call{method: "POST", path: syncapi.PathJoin, addr: fmt.Sprintf("2001:db8:%x:%x::1", len(name), i),
			body: syncapi.JoinRequest{JoinCode: cr.JoinCode, DeviceName: fmt.Sprintf("Device %d", i+1)}}.do(w.URL)
		if err != nil || st != 200 {
			return c, fmt.Errorf("join: %d %s %v", st, data, err)
		}
		var j syncapi.JoinResponse
		json.Unmarshal(data, &j)
		c.devices = append(c.devices, j.Token)
	}
	var batch []syncapi.Version
	flush := func(i int) error {
		if len(batch) == 0 {
			return nil
		}
		st, data, err := call{method: "POST", path: syncapi.PathPush, token: c.devices[i%len(c.devices)], body: syncapi.PushRequest{Entries: batch}}.do(w.URL)
		batch = nil
		if err != nil || st != 200 {
			return fmt.Errorf("push: %d %s %v", st, data, err)
		}
		return nil
	}
	for i := range entries {
		batch = append(batch, entry(fmt.Sprintf("%s%04d", strings.ToLower(name[:1]), i), 1, bodySize))
		if len(batch)*bodySize > syncapi.MaxRequestBytes/2 || len(batch) == 10 {
			if err := flush(i); err != nil {
				return c, err
			}
		}
	}
	return c, flush(0)
}

// entry is a ruling-shaped body of about size bytes.
func entry(id string, rev int64, size int) syncapi.Version {
	b, _ := json.Marshal(map[string]any{"v": 2, "id": id, "sessionDate": "2026-11-26", "table": 5, "round": 2, "board": 7,
		"ruling": "Revoke", "notes": strings.Repeat("East did not follow suit at trick 7; ", size/37)})
	return syncapi.Version{ID: id, Rev: rev, UpdatedAt: time.Now().UnixMilli(), Body: b}
}

type result struct {
	name          string
	p50, p95, max time.Duration
	n             int
}

func percentile(ds []time.Duration, p float64) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[min(len(s)-1, int(float64(len(s))*p))]
}

func measure(runs, colds int) (string, error) {
	tmp, err := os.MkdirTemp("", "tableside-bench-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp)
	start := time.Now()

	// Cold: the first API request of a fresh isolate, a pull of a typical club's log, after
	// a restart of wrangler over the same database (the first run makes the data).
	w, err := e2e.StartWranglerReadyOn(tmp, "/")
	if err != nil {
		return "", err
	}
	first, err := timed(w, call{method: "GET", path: syncapi.PathHealth}, 200)
	if err != nil {
		w.Stop()
		return "", err
	}
	typical, err := setUp(w, "Typical", 8, 50, 3000)
	var heavy club
	if err == nil {
		heavy, err = setUp(w, "Heavy", 1, 24, syncapi.MaxEntryBytes-300)
	}
	w.Stop()
	if err != nil {
		return "", err
	}
	coldCPU := []time.Duration{first[worker(first)]}
	for range colds {
		w, err := e2e.StartWranglerReadyOn(tmp, "/")
		if err != nil {
			return "", err
		}
		s, err := timed(w, call{method: "GET", path: syncapi.PathPull + "?since=0&limit=100", token: typical.devices[0]}, 200)
		w.Stop()
		if err != nil {
			return "", err
		}
		coldCPU = append(coldCPU, s[worker(s)])
	}

	// Warm: one wrangler, every kind of request n times, after 20 of each as warm-up.
	w, err = e2e.StartWranglerReadyOn(tmp, "/api/health")
	if err != nil {
		return "", err
	}
	defer w.Stop()
	n := 0
	kinds := []struct {
		name string
		call func(i int) call
		want int
	}{
		{"`GET /settings`, a static page (no worker code: the dev server's own cost)", func(int) call { return call{method: "GET", path: "/settings"} }, 200},
		{"`GET /api/rulings/pull` without a token (refused in JavaScript, before Go)", func(int) call {
			return call{method: "GET", path: syncapi.PathPull + "?since=0"}
		}, 401},
		{"`GET /api/health` (Go, no D1)", func(int) call { return call{method: "GET", path: syncapi.PathHealth} }, 200},
		{"`GET /api/rulings/versions` of an unknown entry (Go, two small D1 queries)", func(i int) call {
			return call{method: "GET", path: syncapi.PathVersions + "?id=nope", token: typical.devices[i%8]}
		}, 404},
		{"`GET /api/devices` (8 devices)", func(i int) call {
			return call{method: "GET", path: syncapi.PathDevices, token: typical.devices[i%8]}
		}, 200},
		{"`GET /api/rulings/pull` (50 entries of 3 KB)", func(i int) call {
			return call{method: "GET", path: syncapi.PathPull + "?since=0&limit=100", token: typical.devices[i%8]}
		}, 200},
		{"`GET /api/rulings/pull`, the largest page (1 MiB of bodies)", func(int) call {
			return call{method: "GET", path: syncapi.PathPull + "?since=0&limit=500", token: heavy.devices[0]}
		}, 200},
		{"`POST /api/rulings/push` (one edit)", func(i int) call {
			n++
			return call{method: "POST", path: syncapi.PathPush, token: typical.devices[i%8],
				body: syncapi.PushRequest{Entries: []syncapi.Version{entry(fmt.Sprintf("w%05d", n), 1, 3000)}}}
		}, 200},
	}
	var results []result
	all := sample{}
	for _, k := range kinds {
		var ds []time.Duration
		for i := range runs + 20 {
			s, err := timed(w, k.call(i), k.want)
			if err != nil {
				return "", err
			}
			for pid, t := range s {
				all[pid] += t
			}
			if i >= 20 {
				ds = append(ds, s[worker(s)])
			}
			if strings.Contains(k.name, "push") {
				time.Sleep(120 * time.Millisecond) // 8 devices × 60 pushes a minute: stay under the rate
			}
		}
		results = append(results, result{k.name, percentile(ds, 0.5), percentile(ds, 0.95), slices.Max(ds), len(ds)})
	}
	mem, err := memoryProbe()
	if err != nil {
		return "", err
	}
	return report(results, coldCPU, mem, runs, time.Since(start)), nil
}

var withMemory bool

// memoryProbe runs bench/memory.mjs: the worker's own WebAssembly memory at its largest
// answers, replayed in Node.
func memoryProbe() (string, error) {
	if !withMemory {
		return "(not probed)\n", nil
	}
	cmd := exec.Command("node", "bench/memory.mjs")
	out, err := cmd.CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("bench/memory.mjs: %v\n%s", err, out)
	}
	return string(out), nil
}

func ms(d time.Duration) string {
	return strconv.FormatFloat(float64(d.Microseconds())/1000, 'f', 1, 64)
}

func report(rs []result, cold []time.Duration, mem string, runs int, took time.Duration) string {
	var b strings.Builder
	rev, _ := exec.Command("git", "rev-parse", "--short", "HEAD").Output()
	fmt.Fprintf(&b, "%s\n## 6. The shared log's worker in workerd (`make worker-bench`)\n\n", beginMark)
	fmt.Fprintf(&b, "Written by `make worker-bench` (worker/bench/workerd, took %s) on %s at commit %s: `wrangler dev` "+
		"(workerd) on this machine, one Go instance per isolate (worker/entry.mjs). CPU is the worker's workerd "+
		"process's time on a CPU for each request (Linux schedstat, all its threads), one request at a time; "+
		"Cloudflare's Free plan allows 10 ms per request.\n\n",
		took.Round(time.Second), time.Now().UTC().Format("2006-01-02 15:04 UTC"), strings.TrimSpace(string(rev)))
	fmt.Fprintf(&b, "| request (warm, %d each) | CPU p50 (ms) | p95 | max |\n|---|---:|---:|---:|\n", runs)
	for _, r := range rs {
		fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", r.name, ms(r.p50), ms(r.p95), ms(r.max))
	}
	var cs []string
	for _, c := range cold {
		cs = append(cs, ms(c))
	}
	fmt.Fprintf(&b, "\nCold, the first API request of a fresh isolate (Go's start-up included; the first is a health check, "+
		"the others a pull of 50 entries after a restart): %s ms.\n\n", strings.Join(cs, ", "))
	fmt.Fprintf(&b, "The worker's own WebAssembly memory at its largest answers (bench/memory.mjs, replayed in Node "+
		"with D1 rows at the size limit; Workers allow 128 MB an isolate):\n\n```\n%s```\n%s\n", mem, endMark)
	return b.String()
}

const (
	beginMark = "<!-- worker-bench: begin (written by make worker-bench) -->"
	endMark   = "<!-- worker-bench: end -->"
)

// writeSection puts the section into the file, in place of the one it wrote before.
func writeSection(path, section string) error {
	data, err := os.ReadFile(path)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	text := string(data)
	if i, j := strings.Index(text, beginMark), strings.Index(text, endMark); i >= 0 && j > i {
		text = text[:i] + strings.TrimSuffix(section, "\n") + text[j+len(endMark):]
	} else {
		text = strings.TrimRight(text, "\n") + "\n\n" + section
	}
	return os.WriteFile(path, []byte(text), 0o644)
}
