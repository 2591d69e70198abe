package app

import (
	"tableside/engine/bridge"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// tableContextKey is where the table the director is standing at is remembered (local
// storage: a preference, cheap to lose, unlike the ruling log).
const tableContextKey = "tableside.table"

// tableContext is what the director may say about the table before a ruling: all optional.
type tableContext struct {
	Table    int             `json:"table,omitempty"`
	Round    int             `json:"round,omitempty"`
	Board    int             `json:"board,omitempty"`
	Contract bridge.Contract `json:"contract,omitzero"` // with declarer, once the auction is over
}

// rulingContext is the part of the table context the engine reads.
func (t tableContext) rulingContext() ruling.Context {
	return ruling.Context{Table: t.Table, Board: t.Board, Contract: t.Contract}
}

// startContext is what a new ruling starts with: the table as remembered, and the regulating
// body chosen in Settings. The session keeps it, so changing the body changes the next ruling,
// never one in progress or logged.
func startContext(ctx app.Context) ruling.Context {
	c := loadTableContext(ctx).rulingContext()
	c.Body = loadPrefs(ctx).body()
	return c
}

// loadTableContext reads the remembered table; a missing or unreadable value is an empty table.
func loadTableContext(ctx app.Context) tableContext {
	var t tableContext
	if err := ctx.LocalStorage().Get(tableContextKey, &t); err != nil {
		return tableContext{}
	}
	return t
}

// saveTableContext remembers the table for the rest of the session.
func saveTableContext(ctx app.Context, t tableContext) error {
	return ctx.LocalStorage().Set(tableContextKey, t)
}
