//go:build !wasm

package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"tableside/engine/catalog"
	"tableside/engine/law"
	"tableside/engine/ruling"

	"github.com/chromedp/chromedp"
)

// The last parts of issue 33: the Laws page's parts are closed until a link opens one.

// lawInView is true once Law n's section is shown below the top bar, near the top of the
// screen, with its part of the Laws page open.
func lawInView(n int) string {
	return fmt.Sprintf(`(() => {
	  const law = document.getElementById("law-%d");
	  const part = law && law.closest("details.law-part");
	  if (!part || !part.open) return false;
	  const top = law.getBoundingClientRect().top;
	  const bar = document.querySelector(".topbar").getBoundingClientRect().bottom;
	  return top >= bar - 1 && top <= bar + 120;
	})()`, n)
}

// waitLawInView waits for lawInView(n), and on failure says where the Law and the parts are.
func waitLawInView(t *testing.T, b *Browser, n int) {
	t.Helper()
	if err := b.WaitTrue(t, lawInView(n), 15*time.Second); err != nil {
		var where string
		b.Eval(t, fmt.Sprintf(`(() => { const law = document.getElementById("law-%d");
		  return JSON.stringify({url: location.href, law: !!law, top: law && law.getBoundingClientRect().top,
		    bar: document.querySelector(".topbar").getBoundingClientRect().bottom,
		    open: [...document.querySelectorAll("details.law-part[open]")].map(d => d.id)}); })()`, n), &where)
		t.Fatalf("Law %d is not in view with its part open: %s", n, where)
	}
}

// onlyPartOpen fails the test unless id is the one part of the Laws page open.
func onlyPartOpen(t *testing.T, b *Browser, id string) {
	t.Helper()
	var open string
	b.Eval(t, `[...document.querySelectorAll("details.law-part[open]")].map(d => d.id).join(" ")`, &open)
	if open != id {
		t.Errorf("parts open: %q, want only %s", open, id)
	}
}

// viewShot saves what is on screen now, not the whole page, as e2e/artifacts/<name>.png.
func viewShot(t *testing.T, b *Browser, name string) {
	t.Helper()
	var buf []byte
	if err := b.Run(t, 20*time.Second, chromedp.CaptureScreenshot(&buf)); err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	if err := os.WriteFile(filepath.Join(ArtifactDir(t), name+".png"), buf, 0o644); err != nil {
		t.Fatal(err)
	}
}

// citingPath is a path through flow whose outcome cites Law n.
func citingPath(t *testing.T, flow string, n int) ruling.Path {
	t.Helper()
	paths, err := catalog.Lookup(flow).Paths()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range paths {
		if slices.ContainsFunc(p.Outcome.AllLaws(), func(r law.Ref) bool { return r.Law == n }) {
			return p
		}
	}
	t.Fatalf("no outcome of %s cites Law %d", flow, n)
	return ruling.Path{}
}

func TestRestLawLinkOpensItsPartOfTheLawsPage(t *testing.T) {
	srv, b := startApp(t, "/")
	phone(t, b)
	defer b.ResetViewport(t)

	t.Run("Law 64 under a ruling's Laws cited opens its part and shows it", func(t *testing.T) {
		openFresh(t, b, srv.URL, "revoke")
		walkPath(t, b, citingPath(t, "revoke", 64).Session)
		outcomeAt := ""
		b.Eval(t, `location.pathname + location.search`, &outcomeAt)
		b.Click(t, "#outcome-laws > summary")
		b.Eval(t, `document.getElementById("outcome-laws").scrollIntoView(); true`, nil)
		viewShot(t, b, "rest-outcome-laws-cited-390x844")
		b.Click(t, `#outcome-laws a.law-chip[href="/reference/laws#law-64"]`)
		b.Wait(t, routeReadyJS("/reference/laws"))
		b.ScrollSettled(t)
		waitLawInView(t, b, 64)
		onlyPartOpen(t, b, "part-revokes")
		viewShot(t, b, "rest-law64-from-ruling-390x844")

		// Back returns to the ruling's outcome, nothing lost.
		b.Eval(t, `history.back(); true`, nil)
		b.Wait(t, `!!document.querySelector("#outcome") && location.pathname + location.search === `+jsString(outcomeAt))
	})

	t.Run("a changed #fragment opens the other Law's part", func(t *testing.T) {
		b.Navigate(t, srv.URL+"/reference/laws#law-64")
		waitLawInView(t, b, 64)
		b.Eval(t, `location.hash = "#law-16"; true`, nil)
		b.ScrollSettled(t)
		waitLawInView(t, b, 16)
		if b.Count(t, "#part-revokes[open]") != 1 {
			t.Error("the part the reader had open closed when the address changed")
		}
	})

	t.Run("a full load of a Law's address opens its part", func(t *testing.T) {
		// A new query makes it a load, not a change of #fragment within the page.
		b.Load(t, srv.URL+"/reference/laws?load=1#law-40")
		b.ScrollSettled(t)
		waitLawInView(t, b, 40)
		onlyPartOpen(t, b, "part-auction")
		for _, theme := range []string{"light", "dark"} {
			setTheme(t, b, theme)
			b.Load(t, srv.URL+"/reference/laws?theme="+theme+"#law-64")
			b.ScrollSettled(t)
			waitLawInView(t, b, 64)
			viewShot(t, b, "rest-law64-loaded-"+theme+"-390x844")
		}
		setTheme(t, b, "light")
	})

	t.Run("the page opens as its parts, closed, each with its range", func(t *testing.T) {
		b.Load(t, srv.URL+"/reference/laws")
		if n := b.Count(t, "details.law-part[open]"); n != 0 {
			t.Errorf("%d parts open on a plain load, want none", n)
		}
		var oneLine bool // each summary is one row: the range never breaks from the name's line
		b.Eval(t, `[...document.querySelectorAll(".law-part-summary .nowrap")].every(r => r.getClientRects().length === 1)`, &oneLine)
		if !oneLine {
			t.Error("a part's range breaks across lines")
		}
		b.Click(t, "#part-revokes > summary")
		b.Wait(t, `document.getElementById("part-revokes").open && document.getElementById("law-64").getBoundingClientRect().height > 0`)
		for _, theme := range []string{"light", "dark"} {
			setTheme(t, b, theme)
			b.Load(t, srv.URL+"/reference/laws")
			shoot(t, b, "rest-laws-closed-"+theme)
			phone(t, b)
		}
		setTheme(t, b, "light")
	})
}

// loggedTables is the table of each ruling in the device's log, as stored.
func loggedTables(t *testing.T, b *Browser) []int {
	t.Helper()
	var tables []int
	// The log's database is not made here: a device that has saved nothing has none.
	b.Eval(t, `indexedDB.databases().then(dbs => !dbs.some(d => d.name === "tableside") ? [] : new Promise((ok, bad) => {
	  const r = indexedDB.open("tableside"); r.onerror = bad;
	  r.onsuccess = () => { const q = r.result.transaction("rulings").objectStore("rulings").getAll();
	    q.onsuccess = () => { ok(q.result.map(r => JSON.parse(r.json).table || 0)); r.result.close(); }; q.onerror = bad; }; }))`, &tables)
	return tables
}

// Saving a ruling with no table set asks "Which table?" with the stepper and a No table
// choice; Cancel loses nothing; the answer saves the ruling there and sets the table, so the
// next ruling saves in one tap.
func TestRestSaveWithNoTableAsksWhichTable(t *testing.T) {
	srv, b := startApp(t, "/")
	phone(t, b)
	defer b.ResetViewport(t)
	b.Eval(t, `localStorage.removeItem("tableside.table"), true`, nil)
	path := citingPath(t, "revoke", 64)
	openFresh(t, b, srv.URL, "revoke")
	walkPath(t, b, path.Session)
	outcomeAt := ""
	b.Eval(t, `location.href`, &outcomeAt)

	b.Click(t, "#save-to-log")
	b.Wait(t, `!!document.querySelector(".save-bar #save-table") && document.activeElement.id === "save-table-number"`)
	if why := notInFirstScreen(t, b, "#save-table-none"); why != "" {
		t.Errorf("No table is %s", why)
	}
	for _, v := range Serious(b.Axe(t)) {
		t.Errorf("Which table?: %s", v)
	}
	var small []string
	b.Eval(t, smallTargetsJS, &small)
	for _, s := range small {
		t.Errorf("Which table?: touch target under 48 px: %s", s)
	}
	viewShot(t, b, "rest-save-which-table-light-390x844")
	b.Resize(t, 1024, 768)
	viewShot(t, b, "rest-save-which-table-light-1024x768")
	phone(t, b)

	b.Click(t, "#save-table-cancel")
	b.Wait(t, `!!document.querySelector("#save-to-log") && !document.querySelector("#save-table") && !!document.querySelector("#outcome")`)
	if got := loggedTables(t, b); len(got) != 0 {
		t.Fatalf("Cancel saved %v", got)
	}

	setTheme(t, b, "dark")
	b.Load(t, outcomeAt) // the outcome's own address: the ruling is still there after Cancel
	b.Wait(t, `!!document.querySelector("#outcome")`)
	b.Click(t, "#save-to-log")
	b.Wait(t, `!!document.querySelector("#save-table")`)
	b.Click(t, "#save-table-save") // nothing typed
	if got := b.Text(t, "#save-table-error"); got != "Type the table number, or tap No table." {
		t.Errorf("blank table: %q", got)
	}
	viewShot(t, b, "rest-save-which-table-dark-390x844")
	b.Click(t, "#save-table-number-up")
	b.Click(t, "#save-table-number-up")
	b.Click(t, "#save-table-save")
	b.WaitText(t, "#save-status", "Saved to the log")
	if got := loggedTables(t, b); len(got) != 1 || got[0] != 2 {
		t.Fatalf("logged at tables %v, want [2]", got)
	}
	if got := b.Text(t, "#ctx-line"); !strings.HasPrefix(got, "Table 2") {
		t.Errorf("the ruling's table line reads %q", got)
	}
	setTheme(t, b, "light")

	// The table is set now: the next ruling saves in one tap.
	openFresh(t, b, srv.URL, "revoke")
	walkPath(t, b, path.Session)
	b.Click(t, "#save-to-log")
	b.WaitText(t, "#save-status", "Saved to the log")
	if n := b.Count(t, "#save-table"); n != 0 {
		t.Error("asked which table with table 2 set")
	}
	if got := loggedTables(t, b); len(got) != 2 || got[0]+got[1] != 4 {
		t.Errorf("logged at tables %v, want [2 2]", got)
	}
}
