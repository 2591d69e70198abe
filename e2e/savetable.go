//go:build !wasm

package e2e

import "testing"

// NoTableIfAsked answers "Which table?" with No table when the Save just tapped asks it (a
// ruling saved with no table set), so a test that saves with no table saves as before. The
// worker's end-to-end tests use it too.
func (b *Browser) NoTableIfAsked(t testing.TB) {
	t.Helper()
	b.Wait(t, `(() => { const s = document.querySelector("#save-status");
	  return !!document.querySelector("#save-table") || !s || s.dataset.state !== "unsaved"; })()`)
	if b.Count(t, "#save-table") > 0 {
		b.Click(t, "#save-table-none")
	}
}
