//go:build !wasm

package e2e

import (
	"net"
	"strconv"
	"strings"
	"testing"
	"time"

	"tableside/app/store"
	"tableside/engine/bridge"
	"tableside/engine/catalog"
	"tableside/engine/ruling"

	"github.com/chromedp/chromedp"
)

// Issue 33, findings of the log, settings and about screens (U23, U31, U35, U36), in real
// Chromium against the real server. Screenshots go to e2e/artifacts/ux-d-*.png.

// U23: over plain http on a name that is not this machine (club.test, mapped to 127.0.0.1
// inside Chromium only), About blames the address and says what to open instead.
func TestUXDAboutOverPlainHTTPGivesTheTrueReason(t *testing.T) {
	skipShort(t)
	srv := StartServer(t, ServerOptions{})
	_, port, err := net.SplitHostPort(srv.Addr)
	if err != nil {
		t.Fatal(err)
	}
	b := NewBrowser(t, t.TempDir(), chromedp.Flag("host-resolver-rules", "MAP club.test 127.0.0.1"))
	b.Load(t, "http://club.test:"+port+"/about")
	b.WaitText(t, "#status-offline", "This address is not secure (http://")
	if got := b.Text(t, "#status-offline"); !strings.Contains(got, "https://") {
		t.Errorf("Offline copy reads %q: it should say to open the club's https address", got)
	}
	if first := b.Text(t, "ol.steps li"); !strings.Contains(first, "https://") {
		t.Errorf("the first install step reads %q, want the club's https address", first)
	}
	for _, scheme := range []string{"light", "dark"} {
		b.PrefersColorScheme(t, scheme)
		b.Screenshot(t, "ux-d-about-http-"+scheme, 390, 844)
	}
	b.ResetViewport(t)

	// The same server on 127.0.0.1 is a secure context: no insecure warning there.
	local := NewBrowser(t, t.TempDir())
	local.Load(t, srv.URL+"/about")
	if err := local.WaitTrue(t, `!document.querySelector("#status-offline").textContent.includes("Checking")`, 30*time.Second); err != nil {
		t.Fatal(err)
	}
	if got := local.Text(t, "#status-offline"); strings.Contains(got, "not secure") {
		t.Errorf("on 127.0.0.1 Offline copy reads %q", got)
	}
}

// U36: the version reads as the build day, with the hash under it in small type.
// U35: the local server has no shared log: Settings says so first and greys the form.
func TestUXDSettingsVersionAndNoSharedLog(t *testing.T) {
	srv, b := startApp(t, "/settings")
	if built := b.Text(t, "#settings-version-built"); !strings.HasPrefix(built, "Built ") || !strings.Contains(built, "20") {
		t.Errorf("build day %q", built)
	}
	if hash := b.Text(t, "#settings-version"); hash != srv.Version {
		t.Errorf("hash %q, want %q", hash, srv.Version)
	}
	var small float64
	b.Eval(t, `parseFloat(getComputedStyle(document.querySelector("#settings-version")).fontSize) / parseFloat(getComputedStyle(document.querySelector("#settings-version-built")).fontSize)`, &small)
	if small >= 1 {
		t.Errorf("the hash is not smaller than the build day (ratio %.2f)", small)
	}
	b.WaitText(t, "#share-unavailable", "This copy of Tableside has no shared log")
	var disabled bool
	b.Eval(t, `document.querySelector("#join-code").matches(":disabled")`, &disabled)
	if !disabled {
		t.Error("the club code can still be typed on a copy with no shared log")
	}
	for _, scheme := range []string{"light", "dark"} {
		b.PrefersColorScheme(t, scheme)
		b.Screenshot(t, "ux-d-settings-"+scheme, 390, 844)
	}
}

// U31: on a phone the log's three filters share one row, and each card shows its result.
func TestUXDLogFiltersOnOneRowAndResultOnEachCard(t *testing.T) {
	srv, b := startApp(t, "/log")
	fourHeartsSouth := bridge.Contract{Level: 4, Strain: bridge.HeartsStrain, Declarer: bridge.South}
	s, err := catalog.Start("revoke", ruling.Context{Board: 1, Contract: fourHeartsSouth})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []ruling.Answer{ruling.Pick("established-declarer"), ruling.Pick("partner"), ruling.Pick("now"), ruling.ResultAnswer(fourHeartsSouth, 10)} {
		if s, err = catalog.Answer(s, a); err != nil {
			t.Fatal(err)
		}
	}
	st, err := catalog.Decide(s)
	if err != nil || st.Outcome == nil {
		t.Fatalf("no revoke outcome: %v", err)
	}
	e, err := store.NewEntry("ux-d-revoke", time.Now(), store.Place{SessionDate: time.Now().Format(store.DateLayout), Table: 4}, s, *st.Outcome)
	if err != nil {
		t.Fatal(err)
	}
	b.FillLog(t, []LogRecord{NewLogRecord(t, e)})
	b.Load(t, srv.URL+"/log")
	b.WaitText(t, ".log-entry-result", "Result: 4♥-1 by South")

	for _, size := range []struct{ w, h int64 }{{390, 844}, {320, 640}, {768, 1024}} {
		b.Screenshot(t, "ux-d-log-"+strconv.FormatInt(size.w, 10), size.w, size.h)
		var tops []float64
		b.Eval(t, `["#filter-date", "#filter-table", "#filter-ruling"].map(s => Math.round(document.querySelector(s).getBoundingClientRect().top))`, &tops)
		if len(tops) != 3 || tops[0] != tops[1] || tops[1] != tops[2] {
			t.Errorf("at %d px the filters are at %v: want one row", size.w, tops)
		}
		var overflow bool
		b.Eval(t, `document.documentElement.scrollWidth > document.documentElement.clientWidth`, &overflow)
		if overflow {
			t.Errorf("at %d px the log scrolls sideways", size.w)
		}
	}
	b.PrefersColorScheme(t, "dark")
	b.Screenshot(t, "ux-d-log-390-dark", 390, 844)
	b.ResetViewport(t)
}
