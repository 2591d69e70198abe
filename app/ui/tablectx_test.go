package ui

import (
	"strings"
	"testing"

	"tableside/app/htmltest"
	"tableside/engine/bridge"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func TestTableSummaryReadsLikeTheBoard(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   TableContext
		want string
	}{
		{"nothing known", TableContext{}, ""},
		{"table, board and contract", TableContext{Table: 4, Board: 7, Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}},
			"Table 4 · Board 7 · Dealer S · Vul: Both · 4♠ by South"},
		{"board 16 wraps to dealer West, E-W vulnerable", TableContext{Board: 16}, "Board 16 · Dealer W · Vul: E-W"},
		{"board 17 repeats board 1", TableContext{Board: 17}, "Board 17 · Dealer N · Vul: None"},
		{"round but no board", TableContext{Table: 12, Round: 3}, "Table 12 · Round 3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tcSummary(tc.in); got != tc.want {
				t.Errorf("tcSummary = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestTableFormParse(t *testing.T) {
	ok := []struct {
		name string
		in   tableForm
		want TableContext
	}{
		{"all empty", tableForm{}, TableContext{}},
		{"numbers with spaces", tableForm{Table: " 4 ", Round: "2", Board: "7"}, TableContext{Table: 4, Round: 2, Board: 7}},
		{"contract in letters", tableForm{Board: "1", Contract: "4s by s"}, TableContext{Board: 1, Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}}},
		{"doubled no-trump, declarer after", tableForm{Contract: "3NTX N"}, TableContext{Contract: bridge.Contract{Level: 3, Strain: bridge.NoTrump, Risk: bridge.Doubled, Declarer: bridge.North}}},
	}
	for _, tc := range ok {
		t.Run(tc.name, func(t *testing.T) {
			got, err := tc.in.parse()
			if err != nil || got != tc.want {
				t.Errorf("parse(%+v) = %+v, %v; want %+v", tc.in, got, err, tc.want)
			}
		})
	}
	bad := []struct {
		name string
		in   tableForm
		want string
	}{
		{"board 0", tableForm{Board: "0"}, "there is no board 0: boards are numbered from 1"},
		{"table -1", tableForm{Table: "-1"}, "there is no table -1"},
		{"round not a number", tableForm{Round: "two"}, `"two" is not a round number`},
		{"level 8", tableForm{Contract: "8S"}, `"8S" is not a contract`},
		{"a result is not a contract", tableForm{Contract: "4S= S"}, "is a result, not a contract"},
	}
	for _, tc := range bad {
		t.Run(tc.name, func(t *testing.T) {
			got, err := tc.in.parse()
			if err == nil || !strings.Contains(err.Error(), tc.want) || got != (TableContext{}) {
				t.Errorf("parse(%+v) = %+v, %v; want an error with %q", tc.in, got, err, tc.want)
			}
		})
	}
}

func TestTableFormRoundTrips(t *testing.T) {
	for _, tc := range []TableContext{
		{},
		{Table: 9, Round: 4, Board: 27},
		{Board: 3, Contract: bridge.Contract{Level: 7, Strain: bridge.HeartsStrain, Risk: bridge.Redoubled, Declarer: bridge.West}},
		{Contract: bridge.Contract{Level: 1, Strain: bridge.NoTrump}},
	} {
		got, err := tcFormOf(tc).parse()
		if err != nil || got != tc {
			t.Errorf("%+v → %+v → %+v, %v", tc, tcFormOf(tc), got, err)
		}
	}
}

// panelPath is the path from the panel to the i-th child of its editor form.
func panelPath(p ...int) []int { return append([]int{0, 1}, p...) }

func TestTablePanelShowsTheSummaryAndAnEditButton(t *testing.T) {
	empty := &TableCtxPanel{}
	htmltest.Render(t, empty)
	htmltest.MustMatch(t, app.Text("No table set"), empty, 0, 0, 0, 0)
	htmltest.MustMatch(t, app.Text("Set table"), empty, 0, 0, 1, 0)

	set := &TableCtxPanel{saved: TableContext{Table: 4, Board: 7}}
	htmltest.Render(t, set)
	htmltest.MustMatch(t, app.P().ID("tc-summary").Class("tablectx-summary"), set, 0, 0, 0)
	htmltest.MustMatch(t, app.Text("Table 4 · Board 7 · Dealer S · Vul: Both"), set, 0, 0, 0, 0)
	htmltest.MustMatch(t, app.Text("Edit"), set, 0, 0, 1, 0)
}

func TestTablePanelEditorDerivesDealerAndVulnerability(t *testing.T) {
	p := &TableCtxPanel{}
	p.edit()
	p.form.Board = "7"
	p.form.Contract = "4HX by E"
	htmltest.Render(t, p)
	htmltest.MustMatch(t, app.Text("Dealer South · Vulnerable: Both"), p, panelPath(1, 0)...)
	htmltest.MustMatch(t, app.Text("4♥X by East"), p, panelPath(2, 2, 0)...)
	if html := app.HTMLString(p); strings.Contains(html, "tc-error") || strings.Contains(html, `id="tc-edit"`) {
		t.Error("a fresh editor shows an error or the Edit button")
	}

	p = &TableCtxPanel{editing: true, form: tableForm{Contract: "8S"}}
	htmltest.Render(t, p)
	htmltest.MustMatch(t, app.P().ID("tc-contract-preview").Class("tablectx-derived").DataSet("valid", false).Aria("live", "polite"), p, panelPath(2, 2)...)
}

func TestTablePanelRefusesInvalidInputAndKeepsTheSavedTable(t *testing.T) {
	for _, form := range []tableForm{{Board: "0"}, {Table: "-1"}, {Contract: "8S"}} {
		saved := TableContext{Table: 3, Board: 5}
		p := &TableCtxPanel{saved: saved}
		p.edit()
		p.form = form
		p.save(app.Context{}) // refused before anything is stored, so the context is never used
		if p.saved != saved || !p.editing {
			t.Errorf("%+v: saved %+v, editing %v; want the old table and the editor still open", form, p.saved, p.editing)
		}
		htmltest.Render(t, p)
		htmltest.MustMatch(t, app.P().ID("tc-error").Class("form-error").Role("alert"), p, panelPath(3)...)
		if !strings.HasPrefix(p.err, "Not saved: ") {
			t.Errorf("%+v: error %q", form, p.err)
		}
	}
}

func TestTablePanelCancelClosesTheEditorUnchanged(t *testing.T) {
	p := &TableCtxPanel{saved: TableContext{Board: 2}}
	p.edit()
	p.form.Board = "9"
	p.cancel()
	if p.editing || p.saved.Board != 2 {
		t.Errorf("after cancel: editing %v, board %d", p.editing, p.saved.Board)
	}
}
