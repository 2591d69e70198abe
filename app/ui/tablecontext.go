package ui

import (
	"tableside/engine/bridge"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// tableContextKey is where the table the director is standing at is remembered (local
// storage: a preference, cheap to lose, unlike the ruling log).
const tableContextKey = "tableside.table"

// TableContext is what the director may say about the table before a ruling: all optional.
type TableContext struct {
	Table    int             `json:"table,omitempty"`
	Round    int             `json:"round,omitempty"`
	Board    int             `json:"board,omitempty"`
	Contract bridge.Contract `json:"contract,omitzero"` // with declarer, once the auction is over
}

// rulingContext is the part of the table context the engine reads.
func (t TableContext) rulingContext() ruling.Context {
	return ruling.Context{Table: t.Table, Board: t.Board, Contract: t.Contract}
}

// StartContext is what a new ruling starts with: the table as remembered, and the regulating
// body chosen in Settings. The session keeps it, so changing the body changes the next ruling,
// never one in progress or logged.
func StartContext(ctx app.Context) ruling.Context {
	c := LoadTableContext(ctx).rulingContext()
	c.Body = LoadPrefs(ctx).LawBody()
	return c
}

// LoadTableContext reads the remembered table; a missing or unreadable value is an empty table.
func LoadTableContext(ctx app.Context) TableContext {
	var t TableContext
	if err := ctx.LocalStorage().Get(tableContextKey, &t); err != nil {
		return TableContext{}
	}
	return t
}

// SaveTableContext remembers the table for the rest of the session.
func SaveTableContext(ctx app.Context, t TableContext) error {
	return ctx.LocalStorage().Set(tableContextKey, t)
}
