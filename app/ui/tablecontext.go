package ui

import (
	"time"

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
	// SetAt is when the director last set or confirmed the table: a ruling asks "Same table?"
	// when it is older than StaleAfter. Zero in a table remembered before it was kept.
	SetAt time.Time `json:"set,omitzero"`
}

// StaleAfter is how old a remembered table may be before a ruling asks whether it is still the
// table the director stands at: about one round.
const StaleAfter = 15 * time.Minute

// Empty reports whether nothing is known about the table.
func (t TableContext) Empty() bool {
	return t.Table == 0 && t.Round == 0 && t.Board == 0 && t.Contract == (bridge.Contract{})
}

// Stale reports whether a known table was set so long before now that it may be another's.
func (t TableContext) Stale(now time.Time) bool {
	return !t.Empty() && !t.SetAt.IsZero() && now.Sub(t.SetAt) > StaleAfter
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

// SaveTableContext remembers the table for the rest of the session, as set now.
func SaveTableContext(ctx app.Context, t TableContext) error {
	if !t.Empty() {
		t.SetAt = time.Now()
	}
	return ctx.LocalStorage().Set(tableContextKey, t)
}

// tableUndoKey keeps the table a followed reminder replaced, so the ruling it opens can offer
// to put it back (the ruling's context bar reads it once, then forgets it).
const tableUndoKey = "tableside.table.undo"

// ReplaceTableContext sets the table for a ruling opened from elsewhere (a reminder), keeping
// the one it replaces for Undo. Nothing is kept when nothing changes.
func ReplaceTableContext(ctx app.Context, t TableContext) error {
	old := LoadTableContext(ctx)
	old.SetAt, t.SetAt = time.Time{}, time.Time{}
	if old == t {
		return nil
	}
	if err := ctx.LocalStorage().Set(tableUndoKey, old); err != nil {
		return err
	}
	return SaveTableContext(ctx, t)
}

// takeTableUndo reads, and forgets, the table a followed reminder replaced.
func takeTableUndo(ctx app.Context) (TableContext, bool) {
	if !ctx.LocalStorage().Contains(tableUndoKey) {
		return TableContext{}, false
	}
	var t TableContext
	err := ctx.LocalStorage().Get(tableUndoKey, &t)
	ctx.LocalStorage().Del(tableUndoKey)
	return t, err == nil
}
