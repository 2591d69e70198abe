package app

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"tableside/app/store"
	"tableside/engine/law"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func TestPrefsClassesAndDefaults(t *testing.T) {
	for _, tc := range []struct {
		name       string
		p          prefs
		systemDark bool
		classes    []string
		theme      string
		size       string
		body       law.Body
	}{
		{"defaults follow a light system", prefs{}, false, []string{"theme-light"}, "system", "normal", law.ACBL},
		{"defaults follow a dark system", prefs{}, true, []string{"theme-dark"}, "system", "normal", law.ACBL},
		{"dark, extra large, EBU", prefs{}.withTheme("dark").withTextSize("xlarge").withBody("ebu"), false, []string{"theme-dark", "text-xlarge"}, "dark", "xlarge", law.EBU},
		{"light chosen on a dark system, large", prefs{}.withTheme("light").withTextSize("large"), true, []string{"theme-light", "text-large"}, "light", "large", law.ACBL},
		{"menu values for the defaults store nothing", prefs{}.withTheme("system").withTextSize("normal"), true, []string{"theme-dark"}, "system", "normal", law.ACBL},
		{"unknown stored values fall back", prefs{Theme: "purple", TextSize: "huge", Body: "FIFA"}, false, []string{"theme-light"}, "system", "normal", law.ACBL},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := tc.p.classes(tc.systemDark)
			if !slices.Equal(got, tc.classes) {
				t.Errorf("classes = %v, want %v", got, tc.classes)
			}
			for _, c := range got {
				if !slices.Contains(prefClasses, c) {
					t.Errorf("class %q is not in prefClasses: applyPrefs would never remove it", c)
				}
			}
			if tc.p.theme() != tc.theme || tc.p.textSize() != tc.size || tc.p.body() != tc.body {
				t.Errorf("theme %q size %q body %v", tc.p.theme(), tc.p.textSize(), tc.p.body())
			}
		})
	}
	if (prefs{}.withTheme("system")) != (prefs{}) {
		t.Error("choosing the system theme should store the zero value")
	}
}

// The head script repeats applyPrefs in JavaScript for the first paint; the e2e tests run it.
// Here: it reads the same storage key and resolves "system" with the same media query.
func TestPrefsHeadScriptReadsTheSameKeyAndQuery(t *testing.T) {
	for _, want := range []string{`localStorage.getItem("` + prefsKey + `")`, `matchMedia("` + darkQuery + `")`, "<script>", "</script>"} {
		if !strings.Contains(PrefsHeadScript, want) {
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
var settingsPath = mainPath

func TestSettingsRendersTheChosenPreferences(t *testing.T) {
	s := newSettings()
	s.prefs = prefs{}.withTheme("dark").withTextSize("xlarge").withBody("ABF")
	render(t, s)
	mustMatch(t, app.Text("Settings"), s, settingsPath(0, 0)...)
	// Display section: heading, theme field, text-size field; a field is label, help, select.
	theme := settingsPath(1, 1, 2)
	mustMatch(t, app.Option().Value("dark").Selected(true), s, append(theme, 2)...)
	mustMatch(t, app.Option().Value("system"), s, append(theme, 0)...)
	size := settingsPath(1, 2, 2)
	mustMatch(t, app.Option().Value("xlarge").Selected(true), s, append(size, 2)...)
	body := settingsPath(2, 1, 1) // no help line: label, select
	mustMatch(t, app.Option().Value("ABF").Selected(true), s, append(body, 2)...)
	mustMatch(t, app.Text(bodyNote(law.ABF)), s, settingsPath(2, 2, 0)...)

	html := app.HTMLString(s)
	// Only the chosen option carries selected: a browser reads selected="false" as selected,
	// so the pre-rendered menus would show their last option.
	doc := parseHTML(html)
	for _, sel := range []string{"#theme", "#text-size", "#body"} {
		var chosen []string
		for _, o := range doc.one(t, "select"+sel).all("option[selected]") {
			chosen = append(chosen, o.attrs["value"])
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
	prev := openLog
	t.Cleanup(func() { openLog = prev })
	l, mem := store.NewMemoryLog()
	useLog(l)

	s := newSettings()
	s.setStorage(logStorage((*store.Log).Persisted))
	if s.storage != "at-risk" {
		t.Fatalf("storage %q before asking, want at-risk", s.storage)
	}
	render(t, s)
	device := settingsPath(3)
	mustMatch(t, app.Text(storageText["at-risk"]), s, append(device, 1, 1, 1, 0)...)
	mustMatch(t, app.Text("Keep my log safe"), s, append(device, 2, 0)...)

	mem.GrantPersistence(true)
	kept, err := logStorage((*store.Log).Persist)
	s.setStorage(kept, err)
	s.answer = persistAnswer(kept, err)
	s = rerender(t, s)
	mustMatch(t, app.Text(storageText["kept"]), s, append(device, 1, 1, 1, 0)...)
	mustMatch(t, app.Text(persistAnswer(true, nil)), s, append(device, 2, 0)...) // the button is gone

	s.setStorage(false, errors.New("IndexedDB is blocked in private browsing"))
	s = rerender(t, s)
	mustMatch(t, app.Text("Unknown: IndexedDB is blocked in private browsing"), s, append(device, 1, 1, 1, 0)...)
	if got := persistAnswer(false, errors.New("quota")); !strings.Contains(got, "quota") {
		t.Errorf("persist error swallowed: %q", got)
	}
}

func TestSettingsIsARoute(t *testing.T) {
	if !slices.Contains(Paths(), "/settings") {
		t.Errorf("Paths() = %v lacks /settings", Paths())
	}
}

// rerender renders a fresh copy of a settings page that was already rendered once (a
// component mounts once; native tests have no update loop to re-render it).
func rerender(t *testing.T, s *settingsPage) *settingsPage {
	t.Helper()
	c := *s
	c.Compo = app.Compo{}
	render(t, &c)
	return &c
}

// The front desk's idle watch reads the last touch the head script notes: it must listen to
// every event that counts as using the screen, and write where the watch reads.
func TestPrefsHeadScriptNotesEveryTouchTheIdleWatchCounts(t *testing.T) {
	if !strings.Contains(PrefsHeadScript, "window."+touchKey+"=Date.now()") {
		t.Errorf("the head script does not note touches in window.%s", touchKey)
	}
	for _, ev := range idleEvents {
		if !strings.Contains(PrefsHeadScript, `"`+ev+`"`) {
			t.Errorf("the head script does not listen to %q", ev)
		}
	}
}
