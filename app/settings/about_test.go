package settings

import (
	"strings"
	"testing"

	"tableside/app/htmltest"
	"tableside/app/ui"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Over plain http the page is not a secure context: About gives that reason and the way out,
// not the browser's fault.
func TestAboutGivesTheTrueReasonThereIsNoOfflineCopy(t *testing.T) {
	for _, tc := range []struct {
		state     string
		want, not []string
	}{
		{"insecure", []string{"not secure (http://", "https://", "home screen"}, []string{"private window"}},
		{"unsupported", []string{"private window", "Safari or Chrome"}, []string{"not secure"}},
		{"ready", []string{"Saved on this device — works with no signal"}, []string{"not secure", "private window"}},
	} {
		t.Run(tc.state, func(t *testing.T) {
			a := NewAbout()
			a.offlineCopy = tc.state
			html := app.HTMLString(a)
			offline := htmltest.ParseHTML(html).One(t, "#status-offline").TextContent()
			for _, w := range tc.want {
				if !strings.Contains(offline, w) {
					t.Errorf("Offline copy reads %q, want %q in it", offline, w)
				}
			}
			for _, n := range tc.not {
				if strings.Contains(offline, n) {
					t.Errorf("Offline copy reads %q, which should not say %q", offline, n)
				}
			}
			if settingsText := offlineStatusText[tc.state]; settingsText == "" {
				t.Errorf("Settings has no words for the state %s", tc.state)
			}
		})
	}
}

func TestAboutInstallStepsStartFromTheClubsHTTPSAddress(t *testing.T) {
	html := app.HTMLString(NewAbout())
	steps := htmltest.ParseHTML(html).All("ol.steps li")
	if len(steps) != 3 || !strings.Contains(steps[0].TextContent(), "https://") || !strings.Contains(steps[2].TextContent(), "Saved on this device") {
		t.Errorf("install steps: %d, want 3 from the https address to the check in About", len(steps))
	}
	if strings.Contains(html, "club laptop") {
		t.Error("About still sends directors to the club laptop's http address")
	}
}

// The version reads as the day it was built; the hash stays, in small type, where the update
// check and the tests read it.
func TestVersionReadsAsABuildDayWithTheHashInSmallType(t *testing.T) {
	t.Setenv("GOAPP_VERSION", "c785feb88e027725")
	for _, tc := range []struct{ built, want string }{{"27 November 2026", "Built 27 November 2026"}, {"", ""}} {
		t.Run("built "+tc.built, func(t *testing.T) {
			t.Setenv(ui.BuiltEnv, tc.built)
			for _, page := range []struct {
				id   string
				html string
			}{{"app-version", app.HTMLString(NewAbout())}, {"settings-version", app.HTMLString(NewSettings())}} {
				doc := htmltest.ParseHTML(page.html)
				if hash := doc.One(t, "small#"+page.id).TextContent(); hash != "c785feb88e027725" {
					t.Errorf("%s: hash %q", page.id, hash)
				}
				got := ""
				if b := doc.All("#" + page.id + "-built"); len(b) == 1 {
					got = b[0].TextContent()
				}
				if got != tc.want {
					t.Errorf("%s: build day %q, want %q", page.id, got, tc.want)
				}
			}
		})
	}
}
