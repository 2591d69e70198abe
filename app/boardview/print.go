package boardview

import (
	"fmt"
	"strconv"

	"tableside/engine/board"
	"tableside/engine/law"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The board printed for the scorer: one sheet with everything the score rests on, in the order
// it happened, and a line for the director to sign. The screen's controls are left off (the
// print stylesheet hides .board-screen and shows .board-print), as on the log's print view.

// printSheet is the board on paper. It is always in the page, hidden on screen, so the
// browser's own Print gives the same sheet as the page's Print button.
func printSheet(b board.State) app.UI {
	sc, err := b.Result()
	field := func(id, name, value string) app.UI {
		return app.Div().ID(id).Class("board-print-field").Body(
			app.Dt().Text(name), app.Dd().Text(value),
		)
	}
	return app.Section().ID("board-print-sheet").Class("board-print").Aria("label", "The board for the scorer").Body(
		app.Dl().Class("board-print-fields").Body(
			field("board-print-table", "Table", strconv.Itoa(b.Table)),
			field("board-print-board", "Board", fmt.Sprintf("%d (vulnerable: %s)", b.Board, b.Vulnerability())),
			field("board-print-contract", "Contract as it stands", contractStands(b)),
			field("board-print-tricks", "Table result", tableResult(b)),
		),
		app.H2().Text("Result, step by step"),
		app.If(err != nil, func() app.UI {
			return app.P().ID("board-print-no-result").Text(noResult(err))
		}).Else(func() app.UI {
			return app.Div().Body(
				app.Ol().ID("board-print-steps").Body(
					app.Range(sc.Steps).Slice(func(i int) app.UI { return app.Li().Text(stepText(sc.Steps[i])) }),
				),
				app.P().ID("board-print-final").Body(app.Strong().Text("Final score: "), app.Text(sc.Final())),
				app.P().ID("board-print-units").Text(sc.Units()),
			)
		}),
		app.H2().Text("Rulings"),
		app.Ol().ID("board-print-rulings").Body(
			app.Range(b.Rulings).Slice(func(i int) app.UI { return app.Li().Text(rulingLine(b, i)) }),
		),
		app.Div().ID("board-print-signoff").Class("print-signoff").Body(
			signLine("board-print-director", "Director"),
			signLine("board-print-signature", "Signature"),
		),
	)
}

// contractStands is the contract with its declarer as it stands, and each change of declarer
// on the way: "4♠ by North (declarer until ruling 1: South, Law 54A)".
func contractStands(b board.State) string {
	if !b.Contract.Valid() {
		return "not known"
	}
	s := b.Contract.String()
	for _, c := range b.DeclarerChanges {
		s += fmt.Sprintf(" (declarer until ruling %d: %s, %s)", c.Ruling, c.From, c.Law)
	}
	return s
}

// tableResult is declarer's tricks at the table, or why there are none.
func tableResult(b board.State) string {
	switch {
	case b.Tricks != nil:
		return fmt.Sprintf("%d %s to declarer", *b.Tricks, ruling.Plural(*b.Tricks, "trick", "tricks"))
	case b.Claim != nil:
		return fmt.Sprintf("play ended in a claim: %d %s to declarer, ruling %d (%s)", b.Claim.Tricks, ruling.Plural(b.Claim.Tricks, "trick", "tricks"), b.Claim.Ruling, b.Claim.Law)
	}
	return "not entered yet"
}

// stepText is one step of the result with its Law: "Revoke: 1 trick to North-South (Law 64A2)".
func stepText(s board.Step) string {
	if s.Law.Law == 0 {
		return s.Text
	}
	return fmt.Sprintf("%s (%s)", s.Text, s.Law)
}

// rulingLine is one ruling on paper: what it decided, the choice, and its Laws. A board stored
// before the Laws were kept shows those of the ruling's steps, and points at the log.
func rulingLine(b board.State, i int) string {
	r := b.Rulings[i]
	s := r.Summary
	if r.Chosen != "" {
		s += "; chosen: " + r.Chosen
	}
	laws := r.Laws
	if len(laws) == 0 {
		laws = lawsOfRuling(b, i+1)
	}
	if len(laws) == 0 {
		return s + " (its Laws are in the log)"
	}
	return s + " (" + law.Join(laws) + ")"
}

// lawsOfRuling gathers the Laws of what ruling n wrote on the board, for a ruling stored
// without its own list.
func lawsOfRuling(b board.State, n int) []law.Ref {
	var out []law.Ref
	add := func(r law.Ref, of int) {
		if of == n && r.Law != 0 {
			out = append(out, r)
		}
	}
	for _, c := range b.DeclarerChanges {
		add(c.Law, c.Ruling)
	}
	for _, t := range b.Transfers {
		add(t.Law, t.Ruling)
	}
	if b.Claim != nil {
		add(b.Claim.Law, b.Claim.Ruling)
	}
	for _, a := range b.Adjustments {
		add(a.Law, a.Ruling)
	}
	for _, p := range b.Penalties {
		add(p.Law, p.Ruling)
	}
	return out
}

// signLine is a label with a line to write on, as on the printed log.
func signLine(id, label string) app.UI {
	return app.Div().Class("print-signoff-line").Body(
		app.Span().ID(id).Class("print-signoff-label").Text(label),
		app.Span().Class("print-signoff-space"),
	)
}
