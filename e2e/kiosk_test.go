//go:build !wasm

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"tableside/engine/bridge"
)

// The front desk end to end, at the tablet's two sizes: the kiosk shows what was saved on the
// same device and its reminders, Done survives a reload, the PIN keeps a player out of every
// change, the kiosk goes home when idle, and the chooser's pick made on the player's screen is
// recorded on the ruling, before and after it is saved.

// ksViewport makes the page w×h, as a tablet held one way or the other.
func ksViewport(t *testing.T, b *Browser, w, h int64) {
	t.Helper()
	if err := b.Run(t, 10*time.Second, emulation.SetDeviceMetricsOverride(w, h, 1, w < 600)); err != nil {
		t.Fatalf("viewport %dx%d: %v", w, h, err)
	}
}

// ksNoOverflow fails when the page scrolls sideways at its current width.
func ksNoOverflow(t *testing.T, b *Browser, where string) {
	t.Helper()
	var sw, cw int
	b.Eval(t, `document.documentElement.scrollWidth`, &sw)
	b.Eval(t, `document.documentElement.clientWidth`, &cw)
	if sw > cw {
		t.Errorf("%s scrolls sideways: scrollWidth %d > clientWidth %d", where, sw, cw)
	}
}

// ksSmallTargets lists the visible buttons, links and fields smaller than 48 px high (links in
// running text excepted: WCAG's inline exception).
func ksSmallTargets(t *testing.T, b *Browser, scope string) []string {
	t.Helper()
	var small []string
	b.Eval(t, `[...document.querySelectorAll(`+jsString(scope)+`)]
	  .filter(e => e.offsetParent !== null && !e.closest("p, li.kiosk-reminder p, .visually-hidden"))
	  .filter(e => e.getBoundingClientRect().height < 47.5)
	  .map(e => e.tagName + (e.id ? "#" + e.id : "") + "." + e.className + " " + Math.round(e.getBoundingClientRect().height) + "px")`, &small)
	return small
}

// kioskTargets are what a finger taps on a kiosk page.
const kioskTargets = "main button, main a, main input, main select, main summary, header.kiosk-bar a, header.kiosk-bar button"

// ksShots takes the kiosk page at the three sizes in both themes, looking for sideways
// scrolling and small targets at each.
func ksShots(t *testing.T, b *Browser, name string) {
	t.Helper()
	for _, theme := range []string{"light", "dark"} {
		setTheme(t, b, theme)
		b.Eval(t, `document.documentElement.classList.remove("theme-light", "theme-dark"); document.documentElement.classList.add("theme-`+theme+`"); true`, nil)
		for _, size := range [][2]int64{{1024, 768}, {768, 1024}, {390, 844}} {
			shot := fmt.Sprintf("%s-%dx%d-%s", name, size[0], size[1], theme)
			b.Screenshot(t, shot, size[0], size[1])
			ksNoOverflow(t, b, shot)
			if small := ksSmallTargets(t, b, kioskTargets); len(small) > 0 {
				t.Errorf("%s: targets under 48 px: %v", shot, small)
			}
		}
	}
	setTheme(t, b, "light")
	b.Eval(t, `document.documentElement.classList.remove("theme-dark"); document.documentElement.classList.add("theme-light"); true`, nil)
}

// ksViewShot saves what is on the screen at w×h, as e2e/artifacts/<name>.png.
func ksViewShot(t *testing.T, b *Browser, name string, w, h int64) {
	t.Helper()
	var buf []byte
	err := b.Run(t, 20*time.Second,
		emulation.SetDeviceMetricsOverride(w, h, 1, w < 600),
		chromedp.Sleep(150*time.Millisecond),
		chromedp.CaptureScreenshot(&buf),
	)
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	if err := os.WriteFile(filepath.Join(ArtifactDir(t), name+".png"), buf, 0o644); err != nil {
		t.Fatal(err)
	}
}

// ksReload reloads the page and waits for the app.
func ksReload(t *testing.T, b *Browser) {
	t.Helper()
	if err := b.Run(t, 30*time.Second, chromedp.Reload(), chromedp.WaitReady("#wasm-ready", chromedp.ByQuery)); err != nil {
		t.Fatal(err)
	}
}

// ksKiosk opens the kiosk, inside the running app where it can (Navigate), and waits until
// it has read the log.
func ksKiosk(t *testing.T, b *Browser, base string) {
	t.Helper()
	b.Navigate(t, base+"/kiosk")
	b.Wait(t, `!!document.querySelector('#kiosk-today[data-loaded="true"]')`)
}

func TestKioskShowsTheSessionAndDoneSurvivesAReload(t *testing.T) {
	srv, b := startApp(t, "/")
	lgSetTable(t, b, 5, 7)
	lgSaveRuling(t, b, srv.URL)
	ids := lgLogged(t, b, srv.URL)
	if len(ids) != 1 {
		t.Fatalf("log lists %v", ids)
	}
	id := ids[0]

	for _, size := range [][2]int64{{1024, 768}, {768, 1024}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			ksViewport(t, b, size[0], size[1])
			ksKiosk(t, b, srv.URL)
			b.Wait(t, `!!document.querySelector('li.kiosk-ruling[data-entry="`+id+`"]')`)
			if got := b.Text(t, `li.kiosk-ruling[data-entry="`+id+`"] .kiosk-ruling-meta`); !strings.Contains(got, "Table 5 · Board 7") {
				t.Errorf("today's ruling reads %q", got)
			}
			if n := b.Count(t, `li.kiosk-reminder[data-entry="`+id+`"]`); n == 0 {
				t.Fatal("the ruling's follow-ups are not among the reminders")
			}
			if got := b.Text(t, "#kiosk-reminders .kiosk-table-name"); got != "Table 5" {
				t.Errorf("reminders grouped under %q", got)
			}
			// Side by side in landscape, stacked in portrait: what to watch for is at the top in both.
			var top bool
			b.Eval(t, `document.querySelector("#kiosk-reminders").getBoundingClientRect().top <= document.querySelector("#kiosk-today").getBoundingClientRect().top`, &top)
			if !top {
				t.Error("the reminders are below today's rulings")
			}
			ksNoOverflow(t, b, "kiosk")
		})
	}

	t.Run("the board lookup", func(t *testing.T) {
		b.SetValue(t, "#kiosk-board-number", "7", "input")
		b.WaitText(t, "#kiosk-board-facts", "Board 7: dealer South, vulnerable: both sides")
	})

	t.Run("the ruling as the desk shows it", func(t *testing.T) {
		b.Click(t, `li.kiosk-ruling[data-entry="`+id+`"] a`)
		b.Wait(t, `location.pathname === "/kiosk/ruling" && !!document.querySelector('#kiosk-ruling[data-entry="`+id+`"]')`)
		if n := b.Count(t, "#kiosk-ruling .outcome-notes, #kiosk-ruling #entry-notes"); n != 0 {
			t.Error("the desk shows the director's notes")
		}
		if !strings.Contains(b.Text(t, "#kiosk-ruling-script"), "(Law 92)") {
			t.Error("the desk does not show what was said at the table")
		}
	})

	t.Run("screenshots", func(t *testing.T) {
		ksKiosk(t, b, srv.URL)
		b.SetValue(t, "#kiosk-board-number", "7", "input")
		b.Eval(t, `document.querySelector("details.kiosk-policy").open = true`, nil)
		ksShots(t, b, "kiosk")

		b.Load(t, srv.URL+"/kiosk/questions?q=dropped%20a%20card")
		b.Wait(t, `document.querySelectorAll("details.qa").length > 0`)
		b.Eval(t, `document.querySelector("details.qa").open = true`, nil)
		ksShots(t, b, "kiosk-questions")
		b.ResetViewport(t)
	})
	t.Run("Done clears the reminder and survives a reload", func(t *testing.T) {
		ksViewport(t, b, 1024, 768)
		ksKiosk(t, b, srv.URL)
		// One line per ruling for players; one Done per follow-up for the director.
		before := b.Count(t, "button.kiosk-done")
		b.Click(t, "li.kiosk-reminder button.kiosk-done")
		b.Wait(t, fmt.Sprintf(`document.querySelectorAll("button.kiosk-done").length === %d`, before-1))
		ksReload(t, b)
		b.Wait(t, `!!document.querySelector('#kiosk-today[data-loaded="true"]')`)
		if n := b.Count(t, "button.kiosk-done"); n != before-1 {
			t.Errorf("after a reload %d reminders, want %d", n, before-1)
		}
	})

	t.Run("offline, as the desk is all session", func(t *testing.T) {
		b.WaitOfflineReady(t, srv.URL)
		srv.Kill()
		for _, page := range []struct{ path, wait string }{
			{"/kiosk", `document.querySelectorAll("li.kiosk-ruling").length === 1`},
			{"/kiosk/ruling?id=" + id, `!!document.querySelector('#kiosk-ruling[data-entry="` + id + `"]')`},
			{"/kiosk/questions?q=revoke", `document.querySelectorAll("details.qa").length > 0`},
			{"/kiosk/policies", `document.querySelectorAll("section.policy").length === 5`},
			{"/kiosk/director", `!!document.querySelector("#pin-set-form")`},
		} {
			b.Load(t, srv.URL+page.path)
			b.Wait(t, page.wait)
		}
	})
}

func TestKioskWakeLockInHeadlessChromium(t *testing.T) {
	srv, b := startApp(t, "/kiosk")
	b.Wait(t, `["held", "refused", "unsupported"].includes(document.querySelector("#kiosk-wake").dataset.wake)`)
	var api string
	b.Eval(t, `typeof navigator.wakeLock + " / " + (document.fullscreenEnabled ? "fullscreen enabled" : "no fullscreen")`, &api)
	t.Logf("wake lock in headless Chromium: data-wake=%s, %q; navigator.wakeLock is %s",
		b.Attr(t, "#kiosk-wake", "data-wake"), b.Text(t, "#kiosk-wake"), api)

	// Another tab in front hides the kiosk, which ends its wake lock; back in front, the
	// kiosk asks again. Headless Chromium may keep every tab visible: then say so.
	b.Eval(t, `window.__vis = []; document.addEventListener("visibilitychange", () => __vis.push(document.visibilityState));
	  window.__wake = []; new MutationObserver(() => __wake.push(document.querySelector("#kiosk-wake").dataset.wake))
	    .observe(document.querySelector("#kiosk-wake"), {attributes: true, attributeFilter: ["data-wake"]}); true`, nil)
	other, cancel := chromedp.NewContext(b.Ctx)
	if err := chromedp.Run(other, chromedp.Navigate(srv.URL+"/about")); err != nil {
		t.Fatal(err)
	}
	time.Sleep(time.Second)
	cancel()
	if err := b.Run(t, 10*time.Second, chromedp.ActionFunc(func(ctx context.Context) error {
		return page.BringToFront().Do(ctx)
	})); err != nil {
		t.Fatal(err)
	}
	time.Sleep(time.Second)
	var vis, states []string
	b.Eval(t, `window.__vis`, &vis)
	b.Eval(t, `window.__wake`, &states)
	t.Logf("another tab in front, then the kiosk again: visibility %v, wake lock %v, now %s", vis, states, b.Attr(t, "#kiosk-wake", "data-wake"))
	if len(vis) > 0 {
		b.Wait(t, `document.querySelector("#kiosk-wake").dataset.wake === "held"`)
		if strings.Join(states, " ") != "asking held" && !strings.HasSuffix(strings.Join(states, " "), "asking held") {
			t.Errorf("the wake lock went %v: want it lost while hidden and asked for again", states)
		}
	}
}

// ksSetPIN sets the director's PIN from the kiosk and returns the recovery code.
func ksSetPIN(t *testing.T, b *Browser, base, pin string) string {
	t.Helper()
	b.Load(t, base+"/kiosk/director")
	b.Wait(t, `!!document.querySelector("#pin-new")`)
	b.SetValue(t, "#pin-new", pin, "input")
	b.SetValue(t, "#pin-again", pin, "input")
	b.Click(t, "#pin-set")
	b.Wait(t, `!!document.querySelector("#recovery-code")`)
	code := b.Text(t, "#recovery-code")
	b.Click(t, "#recovery-done")
	b.Wait(t, `location.pathname === "/kiosk" && !!document.querySelector("#kiosk-lock")`)
	return code
}

func TestKioskPINKeepsPlayersOutOfEveryChange(t *testing.T) {
	srv, b := startApp(t, "/")
	ksViewport(t, b, 768, 1024)
	lgSetTable(t, b, 2, 3)
	lgSaveRuling(t, b, srv.URL)
	id := lgLogged(t, b, srv.URL)[0]
	entry := srv.URL + "/log/entry?id=" + id

	code := ksSetPIN(t, b, srv.URL, "2468")
	if len(code) != 14 {
		t.Errorf("recovery code %q", code)
	}
	b.Wait(t, `document.querySelectorAll("button.kiosk-done").length > 0`) // the director who set it is in
	b.Click(t, "a#kiosk-director")
	b.Wait(t, `!!document.querySelector("#director-tools")`)
	b.Screenshot(t, "kiosk-director-tools-768x1024", 768, 1024)
	b.Screenshot(t, "kiosk-director-tools-390x844", 390, 844)
	ksNoOverflow(t, b, "the director's tools at 390")
	ksViewport(t, b, 768, 1024)
	b.Click(t, "#kiosk-lock")
	b.Wait(t, `!document.querySelector("button.kiosk-done") && !!document.querySelector("a#kiosk-director")`)

	t.Run("a player reads but changes nothing", func(t *testing.T) {
		for _, page := range []struct{ path, wait, never string }{
			{"/kiosk", `#kiosk-today[data-loaded="true"]`, "button.kiosk-done"},
			{"/kiosk/ruling?id=" + id, `#kiosk-ruling[data-entry]`, "#kiosk-edit"},
			{"/kiosk/policies", `#policies-director`, "button.policy-edit"},
		} {
			b.Load(t, srv.URL+page.path)
			b.Wait(t, `!!document.querySelector(`+jsString(page.wait)+`)`)
			if n := b.Count(t, page.never); n != 0 {
				t.Errorf("%s offers %s to a player", page.path, page.never)
			}
		}
		for _, path := range []string{"/log/entry?id=" + id, "/log", "/settings", "/rule/revoke", "/log/export"} {
			b.Load(t, srv.URL+path)
			b.Wait(t, `!!document.querySelector("#desk-gate")`)
			if n := b.Count(t, "#delete-entry, #entry-notes, #save-notes, select#theme, #log-list, #export-json, #question"); n != 0 {
				t.Errorf("%s shows the page behind the gate", path)
			}
		}
		b.Screenshot(t, "kiosk-gate-390x844", 390, 844)
		ksViewport(t, b, 768, 1024)
	})

	t.Run("a wrong PIN is refused, the right one opens the page the director wanted", func(t *testing.T) {
		b.Load(t, entry)
		b.Click(t, "#gate-pin")
		b.Wait(t, `location.pathname === "/kiosk/director" && !!document.querySelector("#pin")`)
		b.SetValue(t, "#pin", "1357", "input")
		b.Click(t, "#pin-enter")
		b.WaitText(t, "#pin-error", "That is not the director's PIN")
		b.Screenshot(t, "kiosk-director-pin-768x1024", 768, 1024)
		b.SetValue(t, "#pin", "2468", "input")
		b.Click(t, "#pin-enter")
		b.Wait(t, `location.pathname === "/log/entry" && !!document.querySelector("#delete-entry")`)
		ksReload(t, b) // a reload locks the desk again
		b.Wait(t, `!!document.querySelector("#desk-gate")`)
	})

	t.Run("the director edits a policy; it is kept and players read it", func(t *testing.T) {
		b.Load(t, srv.URL+"/kiosk/director?next=%2Fkiosk%2Fpolicies")
		b.SetValue(t, "#pin", "2468", "input")
		b.Click(t, "#pin-enter")
		b.Wait(t, `location.pathname === "/kiosk/policies" && !!document.querySelector('button.policy-edit[data-section="results"]')`)
		b.Click(t, `button.policy-edit[data-section="results"]`)
		b.SetValue(t, "#policy-text", "On the board by the bar by 10 pm.\n\nAnd on the club's website.", "input")
		b.Screenshot(t, "kiosk-policy-edit-1024x768-light", 1024, 768)
		ksViewport(t, b, 768, 1024)
		b.Click(t, "#policy-save")
		b.WaitText(t, "#policy-status", "Saved")
		b.Load(t, srv.URL+"/kiosk/policies")
		b.Wait(t, `!!document.querySelector("#policies-director")`)
		if got := b.Text(t, `section.policy[data-section="results"]`); !strings.Contains(got, "by the bar by 10 pm") || !strings.Contains(got, "club's website") {
			t.Errorf("after a reload the results policy reads %q", got)
		}
		if n := b.Count(t, "button.policy-edit"); n != 0 {
			t.Error("the reload left the desk open")
		}
		b.Screenshot(t, "kiosk-policies-390x844-light", 390, 844)
		ksNoOverflow(t, b, "policies at 390")
		b.Load(t, srv.URL+"/kiosk/ruling?id="+id)
		b.Wait(t, `!!document.querySelector("#kiosk-ruling-script")`)
		b.Screenshot(t, "kiosk-ruling-768x1024-light", 768, 1024)
		ksViewport(t, b, 768, 1024)
	})

	t.Run("the recovery code removes a forgotten PIN and loses no ruling", func(t *testing.T) {
		b.Load(t, srv.URL+"/kiosk/director")
		b.Click(t, "#pin-forgot summary")
		b.SetValue(t, "#recovery-input", "WRONG-CODE-0000", "input")
		b.Click(t, "#recovery-reset")
		b.WaitText(t, "#recovery-error", "That is not the recovery code")
		b.SetValue(t, "#recovery-input", strings.ToLower(code), "input")
		b.Click(t, "#recovery-reset")
		b.Wait(t, `!!document.querySelector("#director-note") && !!document.querySelector("#pin-new")`)
		if got := lgLogged(t, b, srv.URL); len(got) != 1 || got[0] != id {
			t.Errorf("after the reset the log lists %v, want [%s]", got, id)
		}
	})
}

func TestKioskIdleGoesHomeAndLocks(t *testing.T) {
	srv, b := startApp(t, "/kiosk")
	ksViewport(t, b, 1024, 768)
	b.Eval(t, `localStorage.setItem("tableside.kiosk", JSON.stringify({idleSeconds: 3})), true`, nil)

	t.Run("from a kiosk page", func(t *testing.T) {
		b.Load(t, srv.URL+"/kiosk/questions?q=revoke")
		start := time.Now()
		b.Wait(t, `location.pathname === "/kiosk" && !!document.querySelector("#kiosk-today")`)
		t.Logf("back home after %v with a 3 s idle setting", time.Since(start).Round(100*time.Millisecond))
	})

	t.Run("the director stepped away from the log", func(t *testing.T) {
		b.Eval(t, `localStorage.setItem("tableside.kiosk", JSON.stringify({idleSeconds: 8})), true`, nil)
		ksSetPIN(t, b, srv.URL, "8642") // the director who sets it is in
		b.Click(t, "a#kiosk-director")
		b.Wait(t, `!!document.querySelector("#director-tools")`)
		b.Click(t, `#director-tools a[href="/log"]`)
		b.Wait(t, `location.pathname === "/log" && !!document.querySelector("#log-list") && !document.querySelector("#desk-gate")`)
		b.Wait(t, `location.pathname === "/kiosk" && !!document.querySelector("a#kiosk-director") && !document.querySelector("#kiosk-lock")`)
		b.Load(t, srv.URL+"/log")
		b.Wait(t, `!!document.querySelector("#desk-gate")`)
	})
}

// ksSetContract remembers a table whose contract names the seats, so the chooser has one.
func ksSetContract(t *testing.T, b *Browser, contract string) {
	t.Helper()
	c, err := bridge.ParseContract(contract)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := json.Marshal(struct {
		Table    int             `json:"table"`
		Board    int             `json:"board"`
		Contract bridge.Contract `json:"contract"`
	}{6, 9, c})
	b.Eval(t, `localStorage.setItem("tableside.table", `+jsString(string(data))+`), true`, nil)
}

func TestShowThePlayerRecordsThePick(t *testing.T) {
	srv, b := startApp(t, "/about")
	ksViewport(t, b, 768, 1024)
	ksSetContract(t, b, "4H by S")
	b.Eval(t, `Object.keys(localStorage).filter(k => k.startsWith("tableside.wizard.")).forEach(k => localStorage.removeItem(k)), true`, nil)
	b.Navigate(t, srv.URL+"/rule/penalty-card")
	b.Click(t, `button.answer[data-option="partner-leads"]`)
	b.Wait(t, `!!document.querySelector('#question[data-step="holding"]')`)
	b.Click(t, `button.answer[data-option="one"]`)
	b.Wait(t, `!!document.querySelector('section#outcome[data-outcome="lead-options"]')`)

	taps := 0
	t.Run("before the save", func(t *testing.T) {
		b.Click(t, "#show-player")
		taps++
		b.Wait(t, `!!document.querySelector("#player-view")`)
		if who := b.Text(t, "#player-who"); who != "South" {
			t.Errorf("the player's screen is for %q, want South (declarer of 4♥ by South)", who)
		}
		var covered bool
		b.Eval(t, `(() => { const v = document.querySelector("#player-view");
		  return [[10, 10], [innerWidth / 2, innerHeight / 2], [innerWidth - 10, innerHeight - 10]]
		    .every(([x, y]) => v.contains(document.elementFromPoint(x, y))); })()`, &covered)
		if !covered {
			t.Error("the player's screen does not cover the director's")
		}
		view := b.Text(t, "#player-view")
		for _, never := range []string{"Law ", "Read to the table", "For the director", "offender", "Save to log"} {
			if strings.Contains(view, never) {
				t.Errorf("the player sees %q", never)
			}
		}
		if n := b.Count(t, "button.player-option"); n != 3 {
			t.Errorf("%d options on the player's screen, want 3", n)
		}
		ksShotsPlayer(t, b, "player-view")
		b.Click(t, `button.player-option[data-option="1"]`) // the player's one tap
		b.Wait(t, `!!document.querySelector("#player-thanks")`)
		ksViewShot(t, b, "player-view-chosen-768x1024-light", 768, 1024)
		b.Click(t, "#player-back")
		taps++
		b.Wait(t, `!document.querySelector("#player-view") && !!document.querySelector("#player-chosen")`)
		if got := b.Text(t, "#player-chosen"); !strings.Contains(got, "South chose: Forbid") {
			t.Errorf("the outcome says %q after the pick", got)
		}
		ksReload(t, b)
		b.Wait(t, `!!document.querySelector("#player-chosen")`)
		b.Click(t, "#save-to-log")
		b.WaitText(t, "#save-status", "Saved to the log")
		id := lgLogged(t, b, srv.URL)[0]
		b.Navigate(t, srv.URL+"/log/entry?id="+id)
		b.Wait(t, `document.querySelector('button.choice-button[data-choice="1"]').getAttribute("aria-pressed") === "true"`)
	})
	t.Logf("show the player: %d director taps (show, take back) and 1 player tap", taps)

	t.Run("after the save, on the logged ruling", func(t *testing.T) {
		ksViewport(t, b, 1024, 768)
		b.Click(t, "#show-player")
		b.Click(t, `button.player-option[data-option="0"]`)
		b.Wait(t, `!!document.querySelector("#player-thanks")`) // the confirmation replaces the options
		b.Click(t, "#player-back")
		b.Wait(t, `document.querySelector('button.choice-button[data-choice="0"]').getAttribute("aria-pressed") === "true"`)
		ksReload(t, b)
		b.Wait(t, `document.querySelector('button.choice-button[data-choice="0"]') && document.querySelector('button.choice-button[data-choice="0"]').getAttribute("aria-pressed") === "true"`)
		ksKiosk(t, b, srv.URL)
		if got := b.Text(t, "li.kiosk-ruling .kiosk-ruling-choice"); !strings.HasPrefix(got, "Chosen: Require") {
			t.Errorf("the kiosk shows %q", got)
		}
	})
}

// ksShotsPlayer takes the player's screen at tablet and phone sizes, light and dark: the
// screen as the player sees it (a full-page shot would show the page under the fixed view),
// and, on the phone, scrolled to the director's button at its end.
func ksShotsPlayer(t *testing.T, b *Browser, name string) {
	t.Helper()
	for _, theme := range []string{"light", "dark"} {
		b.Eval(t, `document.documentElement.classList.remove("theme-light", "theme-dark"); document.documentElement.classList.add("theme-`+theme+`"); true`, nil)
		for _, size := range [][2]int64{{768, 1024}, {1024, 768}, {390, 844}} {
			shot := fmt.Sprintf("%s-%dx%d-%s", name, size[0], size[1], theme)
			ksViewShot(t, b, shot, size[0], size[1])
			ksNoOverflow(t, b, shot)
			if small := ksSmallTargets(t, b, "#player-view button"); len(small) > 0 {
				t.Errorf("%s: targets under 48 px: %v", shot, small)
			}
			if size[0] < 600 {
				b.Eval(t, `document.querySelector("#player-view").scrollTo(0, 1e6), true`, nil)
				ksViewShot(t, b, shot+"-end", size[0], size[1])
				b.Eval(t, `document.querySelector("#player-view").scrollTo(0, 0), true`, nil)
			}
		}
	}
	b.Eval(t, `document.documentElement.classList.remove("theme-dark"); document.documentElement.classList.add("theme-light"); true`, nil)
	ksViewport(t, b, 768, 1024)
}
