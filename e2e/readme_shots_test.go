//go:build !wasm

package e2e

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"tableside/engine/catalog"
	"tableside/engine/ruling"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// readmeShotFlow is the ruling the README's tour shows, one that every director meets.
const readmeShotFlow = "opening-lead-out-of-turn"

// TestReadmeScreenshots writes the README's tour pictures, docs/img/*.png: the home page, a
// question, an outcome and the front desk, on a phone (390×844), from the real app. It runs
// only with TABLESIDE_README_SHOTS=1, since it writes into the source tree, and needs
// ImageMagick's convert, which cuts each picture to a 64-colour PNG of a few tens of KB.
func TestReadmeScreenshots(t *testing.T) {
	skipShort(t)
	if os.Getenv("TABLESIDE_README_SHOTS") == "" {
		t.Skip("writes docs/img: run with TABLESIDE_README_SHOTS=1")
	}
	convert, err := exec.LookPath("convert")
	if err != nil {
		t.Fatal("ImageMagick's convert is needed: apt-get install -y imagemagick")
	}
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	srv, b := startApp(t, "/")
	b.PrefersColorScheme(t, "light")

	f := catalog.Lookup(readmeShotFlow)
	if f == nil || len(f.Common) < 2 {
		t.Fatalf("no ruling %q with a common path of two answers or more", readmeShotFlow)
	}
	session := func(n int) ruling.Session {
		s, err := catalog.Start(readmeShotFlow, ruling.Context{})
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range f.Common[:n] {
			if s, err = catalog.Answer(s, a); err != nil {
				t.Fatal(err)
			}
		}
		return s
	}

	shots := []struct {
		name string
		show func(t *testing.T)
	}{
		{"home", func(t *testing.T) { b.Load(t, srv.URL+"/") }},
		{"question", func(t *testing.T) {
			openFresh(t, b, srv.URL, readmeShotFlow)
			s := session(1)
			walkAnswers(t, b, s)
			next, err := catalog.Decide(s)
			if err != nil || next.Step == nil {
				t.Fatalf("no second question: %v", err)
			}
			waitStep(t, b, next.Step.ID)
		}},
		{"outcome", func(t *testing.T) {
			openFresh(t, b, srv.URL, readmeShotFlow)
			walkPath(t, b, session(len(f.Common)))
		}},
		{"front-desk", func(t *testing.T) { b.Load(t, srv.URL+"/kiosk") }},
	}
	for _, s := range shots {
		s.show(t)
		png := viewportShot(t, b, 390, 844)
		out := filepath.Join(root, "docs", "img", s.name+".png")
		if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(convert, "png:-", "-strip", "-dither", "None", "-colors", "64", "PNG8:"+out)
		cmd.Stdin = bytes.NewReader(png)
		if msg, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("convert %s: %v\n%s", out, err, msg)
		}
		st, err := os.Stat(out)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d KB", out, st.Size()/1024)
	}
}

// viewportShot is what the phone's screen shows, w×h at the top of the page: not the whole
// page, as Browser.Screenshot takes.
func viewportShot(t *testing.T, b *Browser, w, h int64) []byte {
	t.Helper()
	var buf []byte
	err := b.Run(t, 20*time.Second,
		emulation.SetDeviceMetricsOverride(w, h, 1, true),
		chromedp.Evaluate(`window.scrollTo({top: 0, behavior: "instant"}); document.activeElement && document.activeElement.blur(); true`, nil),
		chromedp.Sleep(300*time.Millisecond),
		chromedp.CaptureScreenshot(&buf),
	)
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	return buf
}
