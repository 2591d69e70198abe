package ui

import (
	"testing"

	"tableside/app/htmltest"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// "Which table?" answers only a table number: a blank, a word, 0 or a negative number is
// refused with a message and answers nothing; the stepper starts at 1 and never goes below.
func TestTableAskAnswersOnlyATableNumber(t *testing.T) {
	ctx, _ := testContext(t)
	for _, tc := range []struct {
		typed   string
		want    int    // the table answered; 0: none
		message string // the refusal shown
	}{
		{"7", 7, ""},
		{" 12 ", 12, ""},
		{"1", 1, ""},
		{"", 0, "Type the table number, or tap No table."},
		{"0", 0, "there is no table 0: tables are numbered from 1"},
		{"-3", 0, "there is no table -3: tables are numbered from 1"},
		{"five", 0, `"five" is not a table number: use digits, like 7`},
	} {
		t.Run(tc.typed, func(t *testing.T) {
			var answered []int
			a := &TableAsk{OnAnswer: func(_ app.Context, n int) { answered = append(answered, n) }}
			a.text = tc.typed
			a.answer(ctx)
			if tc.want != 0 && (len(answered) != 1 || answered[0] != tc.want) {
				t.Errorf("answered %v, want [%d]", answered, tc.want)
			}
			if tc.want == 0 && len(answered) != 0 {
				t.Errorf("answered %v for %q", answered, tc.typed)
			}
			doc := htmltest.ParseHTML(app.HTMLString(a))
			if tc.message == "" && doc.Has("#save-table-error") {
				t.Errorf("refused %q: %s", tc.typed, doc.One(t, "#save-table-error").TextContent())
			}
			if tc.message != "" && doc.One(t, "#save-table-error[role=alert]").TextContent() != tc.message {
				t.Errorf("message %q, want %q", doc.One(t, "#save-table-error").TextContent(), tc.message)
			}
		})
	}
}

func TestTableAskStepperAndNoTable(t *testing.T) {
	ctx, _ := testContext(t)
	var answered []int
	a := &TableAsk{OnAnswer: func(_ app.Context, n int) { answered = append(answered, n) }}
	a.move(+1)
	if a.text != "1" {
		t.Errorf("+ on a blank table gives %q, want 1", a.text)
	}
	a.move(-1)
	if a.text != "1" {
		t.Errorf("− below table 1 gives %q", a.text)
	}
	a.move(+1)
	a.answer(ctx)
	a.onNone(ctx, app.Event{})
	if len(answered) != 2 || answered[0] != 2 || answered[1] != 0 {
		t.Errorf("answered %v, want [2 0] (table 2, then No table)", answered)
	}
	doc := htmltest.ParseHTML(app.HTMLString(a))
	if got := doc.One(t, "button#save-table-number-down").Attrs["aria-label"]; got != "Table down" {
		t.Errorf("− is named %q, want Table down", got)
	}
	doc.One(t, "button#save-table-number-up")
	doc.One(t, "button#save-table-cancel")
}

func TestTableAskNeededOnlyWhenNoTableIsKnown(t *testing.T) {
	for _, tc := range []struct {
		name string
		set  TableContext
		own  ruling.Context
		want bool
	}{
		{"nothing set", TableContext{}, ruling.Context{}, true},
		{"a board but no table", TableContext{Board: 7}, ruling.Context{Board: 7}, true},
		{"table 1 set", TableContext{Table: 1}, ruling.Context{}, false},
		{"the ruling's own table", TableContext{}, ruling.Context{Table: 3}, false},
	} {
		if got := TableAskNeeded(tc.set, tc.own); got != tc.want {
			t.Errorf("%s: asks %v, want %v", tc.name, got, tc.want)
		}
	}
}
