//go:build !wasm

package e2e

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tableside/engine/bridge"
	"tableside/engine/ruling"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// Issue 30's last parts in the browser: the penalty card's owner asked once after the ruling
// that left it, then used by the lead ruling of the partner; and the board printed for the
// scorer on one page. Expected texts come from the engine's board, built from the same answers.

// Laws 50D1, 56. West drops the ♥K by accident (a major penalty card, Law 50B); the penalty
// card ruling does not ask which defender, so after the save the app asks with one tap and the
// director taps West. Then East, West's partner, leads the ♠5 out of turn: declarer's options
// name West's ♥K, and West is never offered a free lead.
func TestBoardPenaltyCardOwnerThenLeadOutOfTurnByPartner(t *testing.T) {
	srv, b := startApp(t, "/about")
	beSetTable(t, b)
	heartKing := bridge.Card{Suit: bridge.Hearts, Rank: bridge.King}

	want := beStart(t)
	pc, pcOut := beSession(t, want, "penalty-card", ruling.Pick("exposed"), ruling.CardAnswer(heartKing), ruling.Pick("accident"))
	beRule(t, b, srv.URL, pc)
	beSave(t, b)
	b.Wait(t, `!!document.querySelector("#penalty-owner button[data-seat='West']")`)
	if got := b.Text(t, "#penalty-owner-title"); got != "Whose penalty card is the ♥K?" {
		t.Errorf("question %q", got)
	}
	if n := b.Count(t, "#penalty-owner button"); n != 2 {
		t.Errorf("%d seats offered; want West and East, the defenders", n)
	}
	shoot(t, b, "board-owner-light")
	beAxe(t, b, "light, the owner question")
	setTheme(t, b, "dark")
	b.Wait(t, `document.documentElement.classList.contains("theme-dark") || matchMedia("(prefers-color-scheme: dark)").matches`)
	shoot(t, b, "board-owner-dark")
	beAxe(t, b, "dark, the owner question")
	setTheme(t, b, "light")

	b.Click(t, "#penalty-owner button[data-seat='West']")
	b.Wait(t, `!!document.querySelector("#penalty-owner-named")`)
	if got := b.Text(t, "#penalty-owner-named"); !strings.Contains(got, "the ♥K is West's penalty card") {
		t.Errorf("after the tap %q", got)
	}
	want = beRecord(t, want, pc, pcOut, "")
	want, err := want.NameOwner(1, bridge.West)
	if err != nil {
		t.Fatal(err)
	}

	lead, leadOut := beSession(t, want, "opening-lead-out-of-turn", ruling.Pick("faced"), ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.Five}), ruling.Pick("nothing"))
	named := ""
	for _, c := range leadOut.Options {
		if strings.Contains(c.Label, "♥K") {
			named = c.Label
		}
	}
	if named == "" {
		t.Fatalf("the engine's lead options %v name no ♥K", leadOut.Options)
	}
	shown := beRule(t, b, srv.URL, lead)
	if !strings.Contains(shown, named) || !strings.Contains(shown, "West must lead the ♥K") {
		t.Errorf("the lead ruling's outcome does not name West's ♥K (%q): %q", named, shown)
	}
	if strings.Contains(shown, "Let West lead anything") {
		t.Errorf("West, who has a major penalty card, is offered a free lead: %q", shown)
	}
}

// A reminder's "Open the ruling" on the board opens the next ruling with the board carried:
// West's ♥K is on the board, named on the board's page (the question after the save was left);
// the reminder for when East next gains the lead opens the
// penalty card ruling, which takes West's card from the board instead of asking what penalty
// cards West has (Law 50D2): one tap to declarer's options.
func TestBoardReminderOpensTheRulingWithTheBoard(t *testing.T) {
	srv, b := startApp(t, "/about")
	beSetTable(t, b)
	heartKing := bridge.Card{Suit: bridge.Hearts, Rank: bridge.King}
	want := beStart(t)
	pc, pcOut := beSession(t, want, "penalty-card", ruling.Pick("exposed"), ruling.CardAnswer(heartKing), ruling.Pick("accident"))
	beRule(t, b, srv.URL, pc)
	beSave(t, b)
	want = beRecord(t, want, pc, pcOut, "")
	want, err := want.NameOwner(1, bridge.West)
	if err != nil {
		t.Fatal(err)
	}

	// The director left the question after the save: the board's page asks it.
	b.Load(t, srv.URL+fmt.Sprintf("/board?table=%d&board=%d", beTable, beBoard))
	b.Wait(t, `!!document.querySelector("#board-cards button[data-seat='West']")`)
	shoot(t, b, "board-cards-light")
	beAxe(t, b, "light, a penalty card to name")
	setTheme(t, b, "dark")
	b.Load(t, srv.URL+fmt.Sprintf("/board?table=%d&board=%d", beTable, beBoard))
	b.Wait(t, `!!document.querySelector("#board-cards button[data-seat='West']")`)
	shoot(t, b, "board-cards-dark")
	beAxe(t, b, "dark, a penalty card to name")
	b.Click(t, "#board-cards button[data-seat='West']")
	b.Wait(t, `!document.querySelector("#board-cards button") && document.querySelector("#board-cards li").textContent.endsWith("West's")`)
	const reminder = `[...document.querySelectorAll(".board-reminder")].find(li => li.textContent.includes("next gains the lead"))`
	b.Wait(t, `!!`+reminder)
	var opened bool
	b.Eval(t, `(() => { const bt = [...`+reminder+`.querySelectorAll("button")].find(x => x.textContent === "Open the ruling"); if (bt) bt.click(); return !!bt; })()`, &opened)
	if !opened {
		t.Fatal("the reminder has no Open the ruling")
	}
	b.Wait(t, `location.pathname === "/rule/penalty-card" && (document.querySelector("#wizard")||{dataset:{}}).dataset.board === "read" && !!document.querySelector("#question")`)
	next, nextOut := beSession(t, want, "penalty-card", ruling.Pick("partner-leads"))
	if taps := walkPath(t, b, next); taps != 1 {
		t.Errorf("%d taps to declarer's options; want 1, the board answering the rest", taps)
	}
	shown := b.Text(t, "#outcome")
	if !strings.Contains(shown, nextOut.Title) || !strings.Contains(shown, "As this board records, West has the ♥K on the table as a major penalty card") {
		t.Errorf("outcome %q; want %q with West's ♥K from the board", shown, nextOut.Title)
	}
}

// The board for the scorer: East leads out of turn and South becomes dummy (Law 54A), North
// revokes (Law 64A2), North takes 9 tricks. Printed, the page shows the sheet only (no
// buttons), with the contract as it stands, the steps with their Laws, the final score for
// both sides and a line to sign, and it fits on one page.
func TestBoardPrintedForTheScorer(t *testing.T) {
	srv, b := startApp(t, "/about")
	beSetTable(t, b)
	want := beStart(t)
	lead, leadOut := beSession(t, want, "opening-lead-out-of-turn", ruling.Pick("faced"), ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.Five}), ruling.Pick("nothing"))
	const become = "Accept the lead and become dummy"
	beRule(t, b, srv.URL, lead)
	bePlayerPicks(t, b, leadOut, become)
	beSave(t, b)
	want = beRecord(t, want, lead, leadOut, become)
	rev, revOut := beSession(t, want, "revoke", ruling.Pick("established-declarer"), ruling.Pick("other-side"), ruling.Pick("yes"), ruling.Pick("later"))
	beRule(t, b, srv.URL, rev)
	beSave(t, b)
	want = beRecord(t, want, rev, revOut, "")
	w, err := want.WithTricks(9)
	if err != nil {
		t.Fatal(err)
	}
	sc := beWantFinal(t, w)
	final, _ := beFinal(t, b, srv.URL, 9)
	if !strings.Contains(final, sc.Final()) {
		t.Fatalf("board shows %q; want %q", final, sc.Final())
	}
	if got := b.Text(t, "#board-units"); got != sc.Units() {
		t.Errorf("units %q; want %q", got, sc.Units())
	}
	if b.Count(t, "#board-print-sheet") != 1 {
		t.Fatal("no sheet for the scorer in the page")
	}
	var shownOnScreen bool
	b.Eval(t, `getComputedStyle(document.querySelector("#board-print-sheet")).display !== "none"`, &shownOnScreen)
	if shownOnScreen {
		t.Error("the printed sheet shows on screen too")
	}

	if err := b.Run(t, 10*time.Second, emulation.SetEmulatedMedia().WithMedia("print")); err != nil {
		t.Fatal(err)
	}
	var printed struct {
		Sheet, Screen, Buttons bool
		Text                   string
	}
	b.Eval(t, `(() => {
	  const shown = el => !!el && getComputedStyle(el).display !== "none" && el.getClientRects().length > 0;
	  const sheet = document.querySelector("#board-print-sheet");
	  return {Sheet: shown(sheet), Screen: shown(document.querySelector(".board-screen")),
	    Buttons: [...document.querySelectorAll("button")].some(shown), Text: sheet ? sheet.innerText : ""};
	})()`, &printed)
	if !printed.Sheet || printed.Screen || printed.Buttons {
		t.Errorf("printed: sheet %v, screen part %v, buttons %v; want the sheet alone", printed.Sheet, printed.Screen, printed.Buttons)
	}
	for _, part := range []string{"4♠ by North", "Law 54A", "Revoke: 1 trick to East-West (Law 64A2)", sc.Final(), "Signature"} {
		if !strings.Contains(printed.Text, part) {
			t.Errorf("the printed sheet lacks %q: %q", part, printed.Text)
		}
	}
	b.Screenshot(t, "board-print-1024x768", 1024, 768)
	b.Screenshot(t, "board-print-390x844", 390, 844)
	b.ResetViewport(t)

	var pdf []byte
	if err := b.Run(t, 30*time.Second, chromedp.ActionFunc(func(ctx context.Context) error {
		var err error
		pdf, _, err = page.PrintToPDF().WithPrintBackground(false).Do(ctx)
		return err
	})); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(ArtifactDir(t), "board-print.pdf"), pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	pages := bytes.Count(pdf, []byte("/Type /Page")) - bytes.Count(pdf, []byte("/Type /Pages"))
	if pages != 1 {
		t.Errorf("the board prints on %d pages; want one", pages)
	}
	fmt.Fprintf(os.Stderr, "board printed on %d page(s), %d bytes of PDF\n", pages, len(pdf))
	if err := b.Run(t, 10*time.Second, emulation.SetEmulatedMedia().WithMedia("")); err != nil {
		t.Fatal(err)
	}
}
