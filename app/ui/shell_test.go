package ui

import (
	"testing"

	"tableside/app/htmltest"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func TestTheShellGatesEveryPageOutsideTheKiosk(t *testing.T) {
	for path, open := range map[string]bool{
		"/kiosk": true, "/kiosk/ruling": true, "/kiosk/questions": true, "/about": true, "/reference/laws": true,
		"/": false, "/log": false, "/log/entry": false, "/settings": false, "/rule/revoke": false, "/kioskx": false,
	} {
		if OpenToPlayers(path) != open {
			t.Errorf("openToPlayers(%q) = %v", path, !open)
		}
	}
	s := NewShell().Content(app.P().ID("secret").Text("the log"))
	s.gated, s.here = true, "/log/entry?id=1"
	page := htmltest.ParseHTML(app.HTMLString(s.Render()))
	if page.Has("#secret") || !page.Has("#desk-gate") {
		t.Fatal("a gated page shows its content")
	}
	if got := page.One(t, "a#gate-pin").Attrs["href"]; got != "/kiosk/director?next=%2Flog%2Fentry%3Fid%3D1" {
		t.Errorf("the PIN link is %q", got)
	}
}
