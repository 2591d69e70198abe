package tableside

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestManifestHasWhatInstallationNeeds(t *testing.T) {
	m := Manifest
	if m.ID == "" || m.StartURL != "/" || m.Display != "standalone" {
		t.Errorf("id=%q start_url=%q display=%q", m.ID, m.StartURL, m.Display)
	}
	for _, icon := range []string{m.IconDefault(), m.IconLarge(), m.IconMaskable(), m.IconSVG()} {
		if !strings.HasPrefix(icon, "/web/") {
			t.Errorf("icon %q is not under /web/", icon)
			continue
		}
		if _, err := os.Stat(filepath.Join(".", filepath.FromSlash(icon))); err != nil {
			t.Errorf("icon file missing: %v", err)
		}
	}
}

func TestManifestShortcutsPointAtTheCommonRulings(t *testing.T) {
	want := []string{"/rule/opening-lead-out-of-turn", "/rule/revoke", "/rule/insufficient-bid"}
	if len(Manifest.Shortcuts) != len(want) {
		t.Fatalf("got %d shortcuts, want %d", len(Manifest.Shortcuts), len(want))
	}
	for i, s := range Manifest.Shortcuts {
		if s.URL != want[i] || s.Name == "" {
			t.Errorf("shortcut %d = %+v, want url %s", i, s, want[i])
		}
	}
}

func TestParseNamesWhatIsMissing(t *testing.T) {
	_, err := Parse([]byte(`{"name":"x","icons":[]}`))
	const want = "manifest.json: missing id, short_name, description, start_url, display, background_color, theme_color, " +
		"icon 192x192 image/png any, icon 512x512 image/png any, icon 512x512 image/png maskable, icon any image/svg+xml any"
	if err == nil || err.Error() != want {
		t.Fatalf("err = %v\nwant %s", err, want)
	}
}

// The splash screen shows the name and the background colour: the name fits under the icon,
// and the colour is the theme's green, which neither a light nor a dark launch flashes.
func TestManifestSplashIsShortAndDarkSafe(t *testing.T) {
	if Manifest.Name != Manifest.ShortName || len([]rune(Manifest.Name)) > 12 {
		t.Errorf("name %q: want the short name, at most 12 letters", Manifest.Name)
	}
	if Manifest.BackgroundColor != Manifest.ThemeColor {
		t.Errorf("background_color %s: want the theme's green %s", Manifest.BackgroundColor, Manifest.ThemeColor)
	}
}
