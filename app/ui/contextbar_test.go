package ui

import (
	"strings"
	"testing"
	"time"

	"tableside/app/htmltest"
	"tableside/engine/bridge"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func TestContextLineIsShortAndSaysTheContract(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   ruling.Context
		want string
	}{
		{"nothing known", ruling.Context{}, ""},
		{"table, board and contract", ruling.Context{Table: 5, Board: 14, Contract: bridge.Contract{Level: 4, Strain: bridge.HeartsStrain, Declarer: bridge.South}}, "Table 5 · Bd 14 · 4♥ by South"},
		{"board only", ruling.Context{Board: 1}, "Bd 1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := ContextLine(tc.in); got != tc.want {
				t.Errorf("ContextLine = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestATableSetMoreThanFifteenMinutesAgoIsStale(t *testing.T) {
	now := time.Date(2026, 11, 27, 20, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name string
		in   TableContext
		want bool
	}{
		{"set 14m59s ago", TableContext{Table: 5, SetAt: now.Add(-StaleAfter + time.Second)}, false},
		{"set exactly 15 minutes ago", TableContext{Table: 5, SetAt: now.Add(-StaleAfter)}, false},
		{"set 15m01s ago", TableContext{Table: 5, SetAt: now.Add(-StaleAfter - time.Second)}, true},
		{"no table, set long ago", TableContext{SetAt: now.Add(-time.Hour)}, false},
		{"remembered before the time was kept", TableContext{Table: 5}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.in.Stale(now); got != tc.want {
				t.Errorf("Stale = %v, want %v", got, tc.want)
			}
		})
	}
}

func TestContextBarColoursTheSuitAndOffersChange(t *testing.T) {
	b := &ContextBar{Context: ruling.Context{Table: 5, Board: 14, Contract: bridge.Contract{Level: 4, Strain: bridge.HeartsStrain, Declarer: bridge.South}}}
	html := htmltest.Render(t, b)
	doc := htmltest.ParseHTML(html)
	if got := htmltest.Squash(doc.One(t, "#ctx-line").TextContent()); got != htmltest.Squash("Table 5 · Bd 14 · 4♥ by South") {
		t.Errorf("context line %q", got)
	}
	if !doc.Has("#ctx-line .suit-red") {
		t.Error("the heart in the context line is not coloured red")
	}
	if !doc.Has("button#ctx-change") || doc.Has("#ctx-stale") || doc.Has("#ctx-undo") {
		t.Errorf("a fresh bar should offer Change only:\n%s", html)
	}
}

func TestContextBarAsksSameTableOnlyBeforeTheFirstAnswer(t *testing.T) {
	for _, answered := range []bool{false, true} {
		b := &ContextBar{Context: ruling.Context{Table: 5}, Answered: answered, stale: true}
		html := htmltest.Render(t, b)
		if got := strings.Contains(html, `id="ctx-same"`); got == answered {
			t.Errorf("answered %v: Same table? asked %v", answered, got)
		}
	}
}

func TestContextBarUndoPutsTheReplacedTableBack(t *testing.T) {
	ctx, _ := testContext(t)
	before := TableContext{Table: 5, Board: 14}
	if err := SaveTableContext(ctx, before); err != nil {
		t.Fatal(err)
	}
	if err := ReplaceTableContext(ctx, TableContext{Table: 8, Board: 21}); err != nil {
		t.Fatal(err)
	}
	var given TableContext
	b := &ContextBar{OnChange: func(_ app.Context, t TableContext) { given = t }}
	b.OnMount(ctx)
	if !b.hasUndo {
		t.Fatal("the bar offers no Undo after a reminder set the table")
	}
	b.onUndo(ctx, app.Event{})
	got := LoadTableContext(ctx)
	got.SetAt, given.SetAt = time.Time{}, time.Time{}
	if got != before || given != before || b.hasUndo {
		t.Errorf("after Undo the table is %+v, the ruling was given %+v, Undo still shown %v; want %+v", got, given, b.hasUndo, before)
	}
	b.OnMount(ctx)
	if b.hasUndo {
		t.Error("Undo is offered again on the next ruling")
	}
}

// barProbe hands the test a live context (native tests run in server mode: no clicks).
type barProbe struct {
	app.Compo
	ctx app.Context
}

func (c *barProbe) OnPreRender(ctx app.Context) { c.ctx = ctx }
func (c *barProbe) Render() app.UI              { return app.Div() }

func testContext(t *testing.T) (app.Context, app.TestEngine) {
	t.Helper()
	e := app.NewTestEngine()
	p := &barProbe{}
	if err := e.Load(p); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	return p.ctx, e
}

func TestTableAndRoundSteppersMoveByOneNeverBelowOne(t *testing.T) {
	for _, tc := range []struct {
		text  string
		delta int
		want  string
	}{
		{"5", +1, "6"},
		{"5", -1, "4"},
		{"1", -1, "1"},
		{"", +1, "1"},
		{"two", +1, "1"},
		{" 9 ", +1, "10"},
	} {
		if got := step(tc.text, tc.delta); got != tc.want {
			t.Errorf("step(%q, %+d) = %q, want %q", tc.text, tc.delta, got, tc.want)
		}
	}
	p := &TableCtxPanel{}
	p.edit()
	p.form.Table = "5"
	p.stepTable(+1)
	p.stepRound(+1)
	if p.form.Table != "6" || p.form.Round != "1" {
		t.Errorf("after + on both: table %q, round %q; want 6 and 1", p.form.Table, p.form.Round)
	}
}
