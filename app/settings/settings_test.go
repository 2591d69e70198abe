package settings

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"tableside/app/htmltest"
	"tableside/app/store"
	"tableside/app/ui"
	"tableside/engine/law"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func TestPrefsClassesAndDefaults(t *testing.T) {
	for _, tc := range []struct {
		name       string
		p          ui.Prefs
		systemDark bool
		classes    []string
		theme      string
		size       string
		body       law.Body
	}{
		{"defaults follow a light system", ui.Prefs{}, false, []string{"theme-light"}, "system", "normal", law.ACBL},
		{"defaults follow a dark system", ui.Prefs{}, true, []string{"theme-dark"}, "system", "normal", law.ACBL},
		{"dark, extra large, EBU", ui.Prefs{}.WithTheme("dark").WithTextSize("xlarge").WithBody("ebu"), false, []string{"theme-dark", "text-xlarge"}, "dark", "xlarge", law.EBU},
		{"light chosen on a dark system, large", ui.Prefs{}.WithTheme("light").WithTextSize("large"), true, []string{"theme-light", "text-large"}, "light", "large", law.ACBL},
		{"menu values for the defaults store nothing", ui.Prefs{}.WithTheme("system").WithTextSize("normal"), true, []string{"theme-dark"}, "system", "normal", law.ACBL},
		{"unknown stored values fall back", ui.Prefs{Theme: "purple", TextSize: "huge", Body: "FIFA"}, false, []string{"theme-light"}, "system", "normal", law.ACBL},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := tc.p.Classes(tc.systemDark)
			if !slices.Equal(got, tc.classes) {
				t.Errorf("classes = %v, want %v", got, tc.classes)
			}
			for _, c := range got {
				if !slices.Contains(ui.PrefClasses, c) {
					t.Errorf("class %q is not in prefClasses: applyPrefs would never remove it", c)
				}
			}
			if tc.p.MenuTheme() != tc.theme || tc.p.MenuTextSize() != tc.size || tc.p.LawBody() != tc.body {
				t.Errorf("theme %q size %q body %v", tc.p.MenuTheme(), tc.p.MenuTextSize(), tc.p.LawBody())
			}
		})
	}
	if (ui.Prefs{}.WithTheme("system")) != (ui.Prefs{}) {
		t.Error("choosing the system theme should store the zero value")
	}
}

// The head script repeats applyPrefs in JavaScript for the first paint; the e2e tests run it.
// Here: it reads the same storage key and resolves "system" with the same media query.
func TestPrefsHeadScriptReadsTheSameKeyAndQuery(t *testing.T) {
	for _, want := range []string{`localStorage.getItem("` + ui.PrefsKey + `")`, `matchMedia("` + ui.DarkQuery + `")`, "<script>", "</script>"} {
		if !strings.Contains(ui.PrefsHeadScript, want) {
			t.Errorf("head script lacks %q", want)
		}
	}
}

func TestBodyNoteSaysWhatTheChoiceChanges(t *testing.T) {
	acbl := bodyNote(law.ACBL)
	for _, want := range []string{"American Contract Bridge League", "60%", "session percentage if higher", "50%", "40%", "Law 12C2"} {
		if !strings.Contains(acbl, want) {
			t.Errorf("ACBL note %q lacks %q", acbl, want)
		}
	}
	// Law 12C2(c) is the Law's for every body; the EBU's standard penalty is 6 IMPs at teams.
	if ebu := bodyNote(law.EBU); !strings.Contains(ebu, "session percentage if higher") || !strings.Contains(ebu, "session percentage if lower") ||
		!strings.Contains(ebu, "English Bridge Union") || !strings.Contains(ebu, "6 IMPs") {
		t.Errorf("EBU note: %q", ebu)
	}
}

// settingsPath is the path from the settings page to a child of its <main>.
var settingsPath = htmltest.MainPath

func TestSettingsRendersTheChosenPreferences(t *testing.T) {
	s := NewSettings()
	s.prefs = ui.Prefs{}.WithTheme("dark").WithTextSize("xlarge").WithBody("ABF")
	htmltest.Render(t, s)
	htmltest.MustMatch(t, app.Text("Settings"), s, settingsPath(0, 0)...)
	// Display section: heading, theme field, text-size field; a field is label, help, select.
	theme := settingsPath(1, 1, 2)
	htmltest.MustMatch(t, app.Option().Value("dark").Selected(true), s, append(theme, 2)...)
	htmltest.MustMatch(t, app.Option().Value("system"), s, append(theme, 0)...)
	size := settingsPath(1, 2, 2)
	htmltest.MustMatch(t, app.Option().Value("xlarge").Selected(true), s, append(size, 2)...)
	body := settingsPath(2, 1, 1) // no help line: label, select
	htmltest.MustMatch(t, app.Option().Value("ABF").Selected(true), s, append(body, 2)...)
	htmltest.MustMatch(t, app.Text(bodyNote(law.ABF)), s, settingsPath(2, 2, 0)...)

	html := app.HTMLString(s)
	// Only the chosen option carries selected: a browser reads selected="false" as selected,
	// so the pre-rendered menus would show their last option.
	doc := htmltest.ParseHTML(html)
	for _, sel := range []string{"#theme", "#text-size", "#body"} {
		var chosen []string
		for _, o := range doc.One(t, "select"+sel).All("option[selected]") {
			chosen = append(chosen, o.Attrs["value"])
		}
		if len(chosen) != 1 {
			t.Errorf("%s: options %v are selected, want only the chosen one", sel, chosen)
		}
	}
	for _, id := range []string{`id="theme"`, `id="text-size"`, `id="body"`, `id="offline-status"`, `id="settings-version"`, `id="persist-log"`} {
		if !strings.Contains(html, id) {
			t.Errorf("settings lacks %s", id)
		}
	}
	for _, label := range []string{`for="theme"`, `for="text-size"`, `for="body"`} {
		if !strings.Contains(html, label) {
			t.Errorf("settings control unlabelled: %s", label)
		}
	}
}

func TestSettingsShowsTheLogsStorage(t *testing.T) {
	prev := ui.OpenLog
	t.Cleanup(func() { ui.OpenLog = prev })
	l, mem := store.NewMemoryLog()
	ui.UseLog(l)

	s := NewSettings()
	s.setStorage(logStorage((*store.Log).Persisted))
	if s.storage != "at-risk" {
		t.Fatalf("storage %q before asking, want at-risk", s.storage)
	}
	htmltest.Render(t, s)
	device := settingsPath(3)
	htmltest.MustMatch(t, app.Text(storageText["at-risk"]), s, append(device, 1, 1, 1, 0)...)
	htmltest.MustMatch(t, app.Text("Keep my log safe"), s, append(device, 2, 0)...)

	mem.GrantPersistence(true)
	kept, err := logStorage((*store.Log).Persist)
	s.setStorage(kept, err)
	s.answer = persistAnswer(kept, err)
	s = rerender(t, s)
	htmltest.MustMatch(t, app.Text(storageText["kept"]), s, append(device, 1, 1, 1, 0)...)
	htmltest.MustMatch(t, app.Text(persistAnswer(true, nil)), s, append(device, 2, 0)...) // the button is gone

	s.setStorage(false, errors.New("IndexedDB is blocked in private browsing"))
	s = rerender(t, s)
	htmltest.MustMatch(t, app.Text("Unknown: IndexedDB is blocked in private browsing"), s, append(device, 1, 1, 1, 0)...)
	if got := persistAnswer(false, errors.New("quota")); !strings.Contains(got, "quota") {
		t.Errorf("persist error swallowed: %q", got)
	}
}

// rerender renders a fresh copy of a settings page that was already rendered once (a
// component mounts once; native tests have no update loop to re-render it).
func rerender(t *testing.T, s *settingsPage) *settingsPage {
	t.Helper()
	c := *s
	c.Compo = app.Compo{}
	htmltest.Render(t, &c)
	return &c
}

// The front desk's idle watch reads the last touch the head script notes: it must listen to
// every event that counts as using the screen, and write where the watch reads.
func TestPrefsHeadScriptNotesEveryTouchTheIdleWatchCounts(t *testing.T) {
	if !strings.Contains(ui.PrefsHeadScript, "window."+ui.TouchKey+"=Date.now()") {
		t.Errorf("the head script does not note touches in window.%s", ui.TouchKey)
	}
	for _, ev := range ui.IdleEvents {
		if !strings.Contains(ui.PrefsHeadScript, `"`+ev+`"`) {
			t.Errorf("the head script does not listen to %q", ev)
		}
	}
}
