//go:build !wasm

// Package e2e drives the real server binary with real Chromium. The helpers
// in this file are meant to be reused by later end-to-end tests:
//
//	bin, root := e2e.Build(t)                     // built once per `go test` run
//	srv := e2e.StartServer(t, e2e.ServerOptions{}) // free port on 127.0.0.1
//	b := e2e.NewBrowser(t, t.TempDir())            // fresh or reused profile
//	ms := b.Load(t, srv.URL+"/about")              // waits for #wasm-ready
//	b.WaitOfflineReady(t, srv.URL)                 // SW controls + cache complete
//	b.Screenshot(t, "about-phone", 390, 844)       // e2e/artifacts/about-phone.png
package e2e

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

var (
	buildOnce sync.Once
	buildBin  string
	buildRoot string
	buildErr  error
)

// Build returns the server binary and the directory holding web/. `make e2e`
// passes them in TABLESIDE_BIN and TABLESIDE_ROOT so the wasm is built once;
// without them the harness runs `make build` itself, once per process.
func Build(t testing.TB) (bin, root string) {
	t.Helper()
	buildOnce.Do(func() {
		if b, r := os.Getenv("TABLESIDE_BIN"), os.Getenv("TABLESIDE_ROOT"); b != "" && r != "" {
			buildBin, buildRoot = b, r
			return
		}
		root, err := moduleRoot()
		if err != nil {
			buildErr = err
			return
		}
		cmd := exec.Command("make", "-C", root, "build")
		out, err := cmd.CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("make build: %v\n%s", err, out)
			return
		}
		buildBin, buildRoot = filepath.Join(root, "bin", "tableside"), root
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return buildBin, buildRoot
}

func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("no go.mod above the working directory")
		}
		dir = parent
	}
}

// ServerOptions configures one run of `tableside serve`.
type ServerOptions struct {
	Addr    string   // "" picks a free port on 127.0.0.1; reuse a Server's Addr to "redeploy"
	Version string   // overrides the build hash, to simulate a new deploy without rebuilding
	Cache   []string // extra paths for the worker's cache list (a missing one = a bad deploy)
}

// Server is a running `tableside serve` process.
type Server struct {
	Addr, URL, Version string
	cmd                *exec.Cmd
	done               chan struct{}
	mu                 sync.Mutex
	log                []string
}

var listenRE = regexp.MustCompile(`Tableside (?P<version>\S+) on (?P<url>http://(?P<addr>\S+))`)

// StartServer starts the built server binary and waits until it listens.
// The server is killed when the test ends.
func StartServer(t testing.TB, o ServerOptions) *Server {
	t.Helper()
	bin, root := Build(t)
	addr := o.Addr
	if addr == "" {
		addr = "127.0.0.1:0"
	}
	args := []string{bin, "serve", "-addr", addr, "-root", root, "-log-requests"}
	if o.Version != "" {
		args = append(args, "-version", o.Version)
	}
	for _, c := range o.Cache {
		args = append(args, "-cache", c)
	}
	return StartCommand(t, "", listenRE, args...)
}

// StartCommand runs any server command in dir and waits until a line of its output matches
// listen. listen's submatches named "url", "addr" and "version" (those it has) fill the
// Server's fields; "url" is required. The process is killed when the test ends. The
// benchmark starts its minimal go-app baseline this way.
func StartCommand(t testing.TB, dir string, listen *regexp.Regexp, argv ...string) *Server {
	t.Helper()
	s := &Server{cmd: exec.Command(argv[0], argv[1:]...), done: make(chan struct{})}
	s.cmd.Dir = dir
	stderr, err := s.cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := s.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	ready := make(chan struct{})
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			line := sc.Text()
			s.mu.Lock()
			s.log = append(s.log, line)
			if m := listen.FindStringSubmatch(line); m != nil && s.URL == "" {
				s.URL = submatch(listen, m, "url")
				s.Addr = submatch(listen, m, "addr")
				s.Version = submatch(listen, m, "version")
				close(ready)
			}
			s.mu.Unlock()
		}
	}()
	go func() { s.cmd.Wait(); close(s.done) }()
	select {
	case <-ready:
	case <-s.done:
		t.Fatalf("%s exited before listening:\n%s", argv[0], s.Log())
	case <-time.After(15 * time.Second):
		s.Kill()
		t.Fatalf("%s did not start:\n%s", argv[0], s.Log())
	}
	t.Cleanup(s.Kill)
	return s
}

// submatch returns the named submatch of m, or "" when re has no such group.
func submatch(re *regexp.Regexp, m []string, name string) string {
	if i := re.SubexpIndex(name); i > 0 {
		return m[i]
	}
	return ""
}

// Kill stops the server abruptly (SIGKILL), like pulling the plug on the
// club laptop, and waits for it to exit.
func (s *Server) Kill() {
	select {
	case <-s.done:
		return
	default:
	}
	s.cmd.Process.Signal(syscall.SIGKILL)
	<-s.done
}

// Log returns the server's output so far (with -log-requests, one line per request).
func (s *Server) Log() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return strings.Join(s.log, "\n")
}

// Requested reports whether the server has logged a request for path.
func (s *Server) Requested(path string) bool {
	return strings.Contains(s.Log(), " "+path+" ")
}

// Browser is one headless Chromium on one profile directory.
type Browser struct {
	Ctx     context.Context
	Profile string
	cancel  []context.CancelFunc
	closed  bool
}

// wasmReadyJS records when the wasm client first renders #wasm-ready, in ms
// since navigation start.
const wasmReadyJS = `(() => { const obs = new MutationObserver(() => {
  if (!window.__wasmReadyAt && document.getElementById('wasm-ready')) window.__wasmReadyAt = performance.now();
}); obs.observe(document, {subtree: true, childList: true}); })();`

// ChromiumPath finds Debian's Chromium.
func ChromiumPath() string {
	for _, p := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if path, err := exec.LookPath(p); err == nil {
			return path
		}
	}
	return ""
}

// NewBrowser starts Chromium on profile (a t.TempDir() for a fresh one; the
// same dir again to relaunch the "installed" app). It closes gracefully when
// the test ends, unless Close was called earlier. extra adds Chromium flags, e.g.
// chromedp.Flag("host-resolver-rules", …) to give a test server a name.
func NewBrowser(t testing.TB, profile string, extra ...chromedp.ExecAllocatorOption) *Browser {
	t.Helper()
	exe := ChromiumPath()
	if exe == "" {
		t.Fatal("Chromium not found: run `make e2e` (it installs it) or apt-get install -y chromium")
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(exe),
		chromedp.Flag("headless", true),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(profile),
		chromedp.WindowSize(390, 844),
	}
	opts = append(opts, extra...)
	actx, acancel := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	b := &Browser{Ctx: ctx, Profile: profile, cancel: []context.CancelFunc{cancel, acancel}}
	err := chromedp.Run(ctx, chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(wasmReadyJS).Do(ctx)
		return err
	}))
	if err != nil {
		b.Close()
		t.Fatalf("starting Chromium: %v", err)
	}
	t.Cleanup(b.Close)
	return b
}

// Close shuts Chromium down gracefully (Browser.close), so the profile is
// flushed to disk as after a normal quit.
func (b *Browser) Close() {
	if b.closed {
		return
	}
	b.closed = true
	chromedp.Cancel(b.Ctx)
	for _, c := range b.cancel {
		c()
	}
}

// Kill ends Chromium abruptly: SIGKILL to the browser and every process it started, as when
// a phone's battery dies or the OS kills the app. Nothing is flushed. Relaunch with NewBrowser
// on the same Profile.
func (b *Browser) Kill() {
	if b.closed {
		return
	}
	b.closed = true
	if c := chromedp.FromContext(b.Ctx); c != nil && c.Browser != nil && c.Browser.Process() != nil {
		pids := append(descendants(c.Browser.Process().Pid), c.Browser.Process().Pid)
		for _, pid := range pids {
			syscall.Kill(pid, syscall.SIGKILL)
		}
	}
	for _, c := range b.cancel {
		c() // reaps the killed process; nothing is left to close gracefully
	}
}

// descendants lists every process below pid, read from /proc.
func descendants(pid int) []int {
	children := map[int][]int{}
	stats, _ := filepath.Glob("/proc/[0-9]*/stat")
	for _, f := range stats {
		data, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...: comm may hold spaces, so read after the last ')'.
		var self, parent int
		fmt.Sscan(filepath.Base(filepath.Dir(f)), &self)
		fields := strings.Fields(string(data[strings.LastIndexByte(string(data), ')')+1:]))
		if len(fields) > 1 {
			fmt.Sscan(fields[1], &parent)
			children[parent] = append(children[parent], self)
		}
	}
	var out []int
	var walk func(int)
	walk = func(p int) {
		for _, c := range children[p] {
			out = append(out, c)
			walk(c)
		}
	}
	walk(pid)
	return out
}

// Run runs actions with a timeout.
func (b *Browser) Run(t testing.TB, timeout time.Duration, actions ...chromedp.Action) error {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.Ctx, timeout)
	defer cancel()
	return chromedp.Run(ctx, actions...)
}

// Load navigates to url and waits until the wasm client has rendered
// (#wasm-ready). It returns the in-page time from navigation start.
func (b *Browser) Load(t testing.TB, url string) time.Duration {
	t.Helper()
	var ms float64
	err := b.Run(t, 45*time.Second,
		chromedp.Navigate(url),
		chromedp.WaitReady("#wasm-ready", chromedp.ByQuery),
		chromedp.Evaluate(`window.__wasmReadyAt || performance.now()`, &ms),
	)
	if err != nil {
		t.Fatalf("load %s: %v", url, err)
	}
	return time.Duration(ms * float64(time.Millisecond))
}

// Navigate opens url inside the app already running in the page, as a tap on one of its links
// does: go-app draws the new page without loading the document again, so the wasm is not
// compiled and started again (about 0.7 s a Load). Where no app of url's origin runs yet (a
// new browser, the pre-rendered page alone), it Loads. Like Load, it returns once the address
// is url and the app runs; the page's own data may still be on its way (routeReadyJS). The
// app would not draw the address it shows again: then it Loads too.
func (b *Browser) Navigate(t testing.TB, url string) {
	t.Helper()
	to := `new URL(` + jsString(url) + `).href`
	var inApp bool
	// go-app ignores a navigation to the address it last went to itself, and a page may have
	// changed its own query since (a ruling's ?step=n): another page of the same path is
	// opened with a full load.
	b.Eval(t, `typeof window.goappNav === "function" && !!document.getElementById("wasm-ready") &&
	  location.origin === new URL(`+jsString(url)+`).origin && location.pathname !== new URL(`+jsString(url)+`).pathname`, &inApp)
	if !inApp {
		b.Load(t, url)
		return
	}
	b.Eval(t, `window.goappNav(`+jsString(url)+`), true`, nil)
	b.Wait(t, `location.href === `+to+` && !!document.getElementById("wasm-ready")`)
}

// Eval evaluates a JS expression, awaiting it if it is a promise.
func (b *Browser) Eval(t testing.TB, js string, out any) {
	t.Helper()
	err := b.Run(t, 30*time.Second, chromedp.Evaluate(js, out, func(p *runtime.EvaluateParams) *runtime.EvaluateParams {
		return p.WithAwaitPromise(true)
	}))
	if err != nil {
		t.Fatalf("eval %s: %v", js, err)
	}
}

// WaitTrue waits until a JS boolean expression is true, tolerating errors while the page
// navigates or reloads. The page itself re-checks the expression every few milliseconds (one
// round trip to Chromium per slice, not per check), so a wait ends within a frame of the
// condition coming true.
func (b *Browser) WaitTrue(t testing.TB, js string, timeout time.Duration) error {
	t.Helper()
	deadline := time.Now().Add(timeout)
	var last error
	for {
		left := time.Until(deadline)
		if left <= 0 {
			break
		}
		var ok bool
		slice := min(left, waitSlice)
		last = b.Run(t, slice+5*time.Second, chromedp.Evaluate(pollJS(js, slice), &ok, awaitPromise))
		if last == nil && ok {
			return nil
		}
		if last != nil {
			time.Sleep(20 * time.Millisecond) // a page being replaced: ask its successor
		}
	}
	return fmt.Errorf("timed out after %s waiting for %s (last error: %v)", timeout, js, last)
}

// waitSlice is how long the page checks a condition before reporting back, so that a page
// replaced mid-wait (its promise never settles) costs at most this much.
const waitSlice = 2 * time.Second

// pollJS checks the expression js in the page every 10 ms for up to slice, and resolves to
// whether it came true. As before, only the boolean true counts, and an expression that
// throws (an element not there yet) is false.
func pollJS(js string, slice time.Duration) string {
	return fmt.Sprintf(`(async () => {
  const ready = () => { try { return (%s) === true; } catch (e) { return false; } };
  const end = performance.now() + %d;
  while (!ready()) {
    if (performance.now() >= end) return false;
    await new Promise(r => setTimeout(r, 10));
  }
  return true;
})()`, js, slice.Milliseconds())
}

func awaitPromise(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }

// WaitTimeout is how long Wait and Click wait for the page, long enough for a save to
// IndexedDB on a busy two-core machine.
const WaitTimeout = 30 * time.Second

// Wait polls a JS boolean expression until it is true, and fails the test with the page's
// address and markup if it is not within WaitTimeout.
func (b *Browser) Wait(t testing.TB, js string) {
	t.Helper()
	if err := b.WaitTrue(t, js, WaitTimeout); err != nil {
		var page string
		b.Eval(t, `location.href + "\n" + (document.querySelector("main") || document.body).outerHTML.slice(0, 3000)`, &page)
		t.Fatalf("%v\non the page: %s", err, page)
	}
}

// Tap scrolls the first element matching sel to the middle of the screen at once (no smooth
// scrolling) and clicks it with real mouse events. Centred, it is clear of the sticky bars
// (the wizard's Back and Restart, the phone's navigation) that would take a tap aimed at a
// button scrolled only to the screen's edge.
func Tap(sel string) chromedp.Action {
	return chromedp.Tasks{
		chromedp.WaitReady(sel, chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelector(`+jsString(sel)+`).scrollIntoView({block: "center", behavior: "instant"})`, nil),
		chromedp.Click(sel, chromedp.ByQuery),
	}
}

// Click waits until the element is on the page and enabled, lets the app finish drawing
// (see Settle: a re-used node's handler is rewired in the app's next frame), then taps it
// (see Tap), as a finger would.
func (b *Browser) Click(t testing.TB, sel string) {
	t.Helper()
	q := `document.querySelector(` + jsString(sel) + `)`
	b.Wait(t, `!!`+q+` && !`+q+`.disabled`)
	b.Settle(t)
	if err := b.Run(t, 20*time.Second, Tap(sel)); err != nil {
		t.Fatalf("click %s: %v", sel, err)
	}
}

// Settle returns once the app has drawn what the last tap or key changed: after a timer that
// fires later than the app's next frame (go-app draws on a timer, 120 frames a second, set
// while the tap is handled; timers fire in order), and then again while that timer saw the
// page change, so a frame that leads to another is waited for too. About 15 ms when the page
// is still, where a fixed pause of 150 ms was used before.
func (b *Browser) Settle(t testing.TB) {
	t.Helper()
	var done bool
	if err := b.Run(t, 10*time.Second, chromedp.Evaluate(settleJS, &done, awaitPromise)); err != nil {
		t.Fatalf("settle: %v", err)
	}
}

// settleJS waits in 15 ms steps until a step passes with no change to the page (at most 40
// steps: a page that never stops changing is tapped anyway, as a finger would).
const settleJS = `(async () => {
  let changed = true;
  const seen = new MutationObserver(() => { changed = true; });
  seen.observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
  for (let i = 0; changed && i < 40; i++) {
    changed = false;
    await new Promise(r => setTimeout(r, 15));
  }
  seen.disconnect();
  return true;
})()`

// Count returns how many elements match a CSS selector now.
func (b *Browser) Count(t testing.TB, sel string) int {
	t.Helper()
	var n int
	b.Eval(t, `document.querySelectorAll(`+jsString(sel)+`).length`, &n)
	return n
}

// Attr returns an attribute of the first element matching sel, "" when either is missing.
func (b *Browser) Attr(t testing.TB, sel, name string) string {
	t.Helper()
	var v string
	b.Eval(t, `(() => { const e = document.querySelector(`+jsString(sel)+`); return e ? (e.getAttribute(`+jsString(name)+`) || "") : ""; })()`, &v)
	return v
}

// WaitText waits until the textContent of the element matching sel starts with prefix.
func (b *Browser) WaitText(t testing.TB, sel, prefix string) {
	t.Helper()
	b.Wait(t, `(() => { const e = document.querySelector(`+jsString(sel)+`); return !!e && e.textContent.trim().startsWith(`+jsString(prefix)+`); })()`)
}

// SetValue sets a form field's value and fires the event the app listens for: "input" for a
// text or number field, "change" for a menu.
func (b *Browser) SetValue(t testing.TB, sel, value, event string) {
	t.Helper()
	b.Wait(t, `!!document.querySelector(`+jsString(sel)+`)`)
	b.Eval(t, `(() => { const e = document.querySelector(`+jsString(sel)+`); e.value = `+jsString(value)+`;
	  e.dispatchEvent(new Event(`+jsString(event)+`, {bubbles: true})); return true; })()`, nil)
}

// PrefersColorScheme makes the system theme light or dark, as the phone's setting would.
func (b *Browser) PrefersColorScheme(t testing.TB, scheme string) {
	t.Helper()
	err := b.Run(t, 10*time.Second, chromedp.ActionFunc(func(ctx context.Context) error {
		return emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}).Do(ctx)
	}))
	if err != nil {
		t.Fatalf("prefers-color-scheme %s: %v", scheme, err)
	}
}

// jsString quotes s as a JavaScript string literal.
func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// Text returns the textContent of the first element matching a CSS selector
// (not innerText, which CSS text-transform would change).
func (b *Browser) Text(t testing.TB, sel string) string {
	t.Helper()
	var s string
	if err := b.Run(t, 20*time.Second,
		chromedp.WaitReady(sel, chromedp.ByQuery),
		chromedp.TextContent(sel, &s, chromedp.ByQuery)); err != nil {
		t.Fatalf("text of %s: %v", sel, err)
	}
	return strings.TrimSpace(s)
}

// OfflineState is what the service worker has done so far.
type OfflineState struct {
	Controlled bool     `json:"controlled"`
	Caches     []string `json:"caches"`
	Cached     []string `json:"cached"`
}

const offlineStateJS = `(async () => {
  const keys = await caches.keys(); const cached = [];
  for (const k of keys) for (const r of await (await caches.open(k)).keys()) cached.push(new URL(r.url).pathname + new URL(r.url).search);
  return {controlled: !!navigator.serviceWorker.controller, caches: keys, cached};
})()`

// OfflineState reads the service worker's control and cache contents.
func (b *Browser) OfflineState(t testing.TB) OfflineState {
	t.Helper()
	var s OfflineState
	b.Eval(t, offlineStateJS, &s)
	return s
}

// WorkerCacheList fetches /app-worker.js from a live server and returns its
// resourcesToCache list.
func WorkerCacheList(t testing.TB, baseURL string) []string {
	t.Helper()
	resp, err := http.Get(baseURL + "/app-worker.js")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	m := regexp.MustCompile(`const resourcesToCache = (\[.*?\]);`).FindSubmatch(body)
	if m == nil {
		t.Fatalf("no resourcesToCache in app-worker.js")
	}
	var list []string
	if err := json.Unmarshal(m[1], &list); err != nil {
		t.Fatal(err)
	}
	return list
}

// WaitOfflineReady polls until the service worker controls the page and its
// one cache holds every entry of the server's cache list.
func (b *Browser) WaitOfflineReady(t testing.TB, baseURL string) OfflineState {
	t.Helper()
	want := WorkerCacheList(t, baseURL)
	deadline := time.Now().Add(60 * time.Second)
	for {
		s := b.OfflineState(t)
		missing := missingFrom(want, s.Cached)
		if s.Controlled && len(s.Caches) == 1 && len(missing) == 0 {
			return s
		}
		if time.Now().After(deadline) {
			t.Fatalf("service worker not ready after 60s: controlled=%v caches=%v missing=%v", s.Controlled, s.Caches, missing)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func missingFrom(want, have []string) []string {
	set := map[string]bool{}
	for _, h := range have {
		set[h] = true
	}
	var out []string
	for _, w := range want {
		if !set[w] {
			out = append(out, w)
		}
	}
	return out
}

// ArtifactDir is where screenshots go (gitignored).
func ArtifactDir(t testing.TB) string {
	t.Helper()
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(root, "e2e", "artifacts")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// Screenshot resizes the viewport to w×h, and saves a full-page PNG as
// e2e/artifacts/<name>.png. The page keeps that size until ResetViewport.
func (b *Browser) Screenshot(t testing.TB, name string, w, h int64) string {
	t.Helper()
	b.Resize(t, w, h)
	var buf []byte
	if err := b.Run(t, 20*time.Second, chromedp.FullScreenshot(&buf, 100)); err != nil { // 100 = PNG
		t.Fatalf("screenshot %s: %v", name, err)
	}
	path := filepath.Join(ArtifactDir(t), name+".png")
	if err := os.WriteFile(path, buf, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// Resize makes the viewport w×h (a phone below 600 px wide) and returns once the page has
// been laid out at that size: the window reports it and two frames have been drawn. The app
// itself does not listen for resizing; its layout is the stylesheet's.
func (b *Browser) Resize(t testing.TB, w, h int64) {
	t.Helper()
	if err := b.Run(t, 10*time.Second, emulation.SetDeviceMetricsOverride(w, h, 1, w < 600)); err != nil {
		t.Fatalf("viewport %dx%d: %v", w, h, err)
	}
	b.Wait(t, fmt.Sprintf(`innerWidth === %d && innerHeight === %d`, w, h))
	var done bool
	if err := b.Run(t, 10*time.Second, chromedp.Evaluate(twoFramesJS, &done, awaitPromise)); err != nil {
		t.Fatalf("viewport %dx%d: %v", w, h, err)
	}
}

// ScrollSettled returns once the app has drawn (Settle) and the page has then not scrolled
// for five frames in a row (a scroll the app started, smooth or not, has ended), or after 3 s.
func (b *Browser) ScrollSettled(t testing.TB) {
	t.Helper()
	b.Settle(t)
	var done bool
	if err := b.Run(t, 10*time.Second, chromedp.Evaluate(scrollSettledJS, &done, awaitPromise)); err != nil {
		t.Fatalf("waiting for scrolling to end: %v", err)
	}
}

const scrollSettledJS = `new Promise(ok => {
  const end = performance.now() + 3000;
  let last = scrollY, still = 0;
  const frame = () => {
    still = scrollY === last ? still + 1 : 0;
    last = scrollY;
    if (still >= 5 || performance.now() > end) ok(true); else setTimeout(frame, 16);
  };
  setTimeout(frame, 16);
})`

// twoFramesJS resolves after two animation frames, or 100 ms if the page draws none.
const twoFramesJS = `new Promise(ok => {
  setTimeout(() => ok(true), 100);
  requestAnimationFrame(() => requestAnimationFrame(() => ok(true)));
})`

// ResetViewport undoes Screenshot's resizing: the page is back at the window's 390×844.
func (b *Browser) ResetViewport(t testing.TB) {
	t.Helper()
	if err := b.Run(t, 5*time.Second, emulation.ClearDeviceMetricsOverride()); err != nil {
		t.Fatalf("reset viewport: %v", err)
	}
}

// routeReadyJS is true once the page at path (one of the route table's) shows its own
// content: a ruling's wizard, a reference page's text, the log or the front desk read.
func routeReadyJS(path string) string {
	ready := `!!document.getElementById("wasm-ready")`
	switch {
	case strings.HasPrefix(path, "/rule/"):
		ready += ` && !!document.querySelector('#wizard[data-flow="` + strings.TrimPrefix(path, "/rule/") + `"]')`
	case strings.HasPrefix(path, "/reference/"):
		ready += ` && !!document.querySelector('#ref-doc[data-doc="` + strings.TrimPrefix(path, "/reference/") + `"]')`
	case path == "/log":
		ready += ` && !!document.querySelector('#log-list[data-loaded="true"]')`
	case path == "/kiosk":
		ready += ` && !!document.querySelector('#kiosk-today[data-loaded="true"]')`
	}
	return ready
}
