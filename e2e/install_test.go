//go:build !wasm

package e2e

import (
	"net"
	"os/exec"
	"testing"
	"time"

	"tableside/engine/catalog"
	"tableside/engine/ruling"

	"github.com/chromedp/chromedp"
)

// TestReadmeInstallPath follows the README's "Using Tableside" steps: a clean static build
// (`tableside static DIR`, what `make static` runs) on a plain static host with no Tableside
// server, opened once on a secure origin, then used with the host gone. And the path the
// README warns against: the same site over plain http under a name that is not this machine
// (a club laptop's Wi-Fi address) gets no service worker, so nothing opens once it is gone.
//
// 127.0.0.1 stands in for the HTTPS host: browsers count it as a secure origin, as they do
// https. club.test is mapped to 127.0.0.1 inside Chromium only (--host-resolver-rules), so
// no real network address is used.
func TestReadmeInstallPath(t *testing.T) {
	skipShort(t)
	bin, root := Build(t)
	site := t.TempDir()
	if out, err := exec.Command(bin, "static", "-root", root, site).CombinedOutput(); err != nil {
		t.Fatalf("tableside static: %v\n%s", err, out)
	}
	host := StartStaticHost(t, site)
	_, port, err := net.SplitHostPort(host.Addr)
	if err != nil {
		t.Fatal(err)
	}
	lanURL := "http://club.test:" + port
	whole := t // browsers must outlive the step that starts them

	step := func(name string, f func(t *testing.T)) {
		if !t.Run(name, f) {
			t.Logf("static host's requests:\n%s", host.Log())
			t.FailNow()
		}
	}

	var lan *Browser
	step("over plain http on a LAN name: not a secure context, no service worker", func(t *testing.T) {
		lan = NewBrowser(whole, whole.TempDir(), chromedp.Flag("host-resolver-rules", "MAP club.test 127.0.0.1"))
		// The page itself is enough: whether a page may keep an offline copy is known as soon
		// as it loads, before the wasm starts.
		if err := lan.Run(t, 30*time.Second, chromedp.Navigate(lanURL+"/")); err != nil {
			t.Fatalf("open %s: %v", lanURL, err)
		}
		s := secureState(t, lan)
		if s.Secure || s.ServiceWorker || s.Caches {
			t.Errorf("%s: isSecureContext=%v, navigator.serviceWorker defined=%v, caches defined=%v; want all false",
				lanURL, s.Secure, s.ServiceWorker, s.Caches)
		}
	})

	var phone *Browser
	step("on a secure origin: the service worker controls the page and caches every file", func(t *testing.T) {
		phone = NewBrowser(whole, whole.TempDir())
		// The page registers the service worker before the wasm starts, so there is no need to
		// wait for the wasm here: the steps below, offline, show the app itself works.
		if err := phone.Run(t, 30*time.Second, chromedp.Navigate(host.URL+"/")); err != nil {
			t.Fatalf("open %s: %v", host.URL, err)
		}
		if s := secureState(t, phone); !s.Secure || !s.ServiceWorker || !s.Caches {
			t.Fatalf("%s: isSecureContext=%v, navigator.serviceWorker defined=%v, caches defined=%v; want all true",
				host.URL, s.Secure, s.ServiceWorker, s.Caches)
		}
		start := time.Now()
		st := phone.WaitOfflineReady(t, host.URL)
		t.Logf("offline copy ready %d ms after the first load: %d files in %v", time.Since(start).Milliseconds(), len(st.Cached), st.Caches)
	})

	host.Stop()

	step("host gone: a ruling opens and answers its first question", func(t *testing.T) {
		const flow = "revoke"
		f := catalog.Lookup(flow)
		if f == nil || len(f.Common) == 0 {
			t.Fatalf("no ruling %q with a common path", flow)
		}
		s, err := catalog.Start(flow, ruling.Context{})
		if err != nil {
			t.Fatal(err)
		}
		if s, err = catalog.Answer(s, f.Common[0]); err != nil {
			t.Fatal(err)
		}
		next, err := catalog.Decide(s)
		if err != nil || next.Step == nil {
			t.Fatalf("%s: no second question after %s (%v)", flow, f.Common[0], err)
		}
		openFresh(t, phone, host.URL, flow)
		walkAnswers(t, phone, s)
		waitStep(t, phone, next.Step.ID)
	})

	step("host gone: the home page opens", func(t *testing.T) {
		phone.Load(t, host.URL+"/")
		if n := phone.Count(t, "#categories-title"); n != 1 {
			t.Errorf("offline home: %d ruling category headings, want 1", n)
		}
	})

	step("host gone: the plain-http copy does not open at all", func(t *testing.T) {
		err := lan.Run(t, 20*time.Second, chromedp.Navigate(lanURL+"/"))
		if err == nil {
			t.Fatalf("%s opened with the host gone; with no service worker it cannot", lanURL)
		}
		t.Logf("as expected, %s did not open: %v", lanURL, err)
	})
}

// securityState is what a page may use to keep an offline copy.
type securityState struct {
	Secure        bool `json:"secure"`
	ServiceWorker bool `json:"serviceWorker"`
	Caches        bool `json:"caches"`
}

func secureState(t *testing.T, b *Browser) securityState {
	t.Helper()
	var s securityState
	b.Eval(t, `({secure: window.isSecureContext, serviceWorker: navigator.serviceWorker !== undefined, caches: typeof caches !== "undefined"})`, &s)
	return s
}
