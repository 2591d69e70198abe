package app

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// render mounts a page in go-app's test engine (server mode: OnMount does
// not run) and returns its HTML.
func render(t *testing.T, c app.Composer) string {
	t.Helper()
	e := app.NewTestEngine()
	if err := e.Load(c); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	return app.HTMLString(c)
}

func TestUpdateBannerIsHiddenUntilAnUpdateArrives(t *testing.T) {
	b := &updateBanner{}
	if html := render(t, b); strings.Contains(html, "update-banner") {
		t.Error("banner shown with no update")
	}
	b2 := &updateBanner{available: true}
	html := render(t, b2)
	if !strings.Contains(html, `id="update-banner"`) || !strings.Contains(html, `id="update-reload"`) {
		t.Errorf("banner or reload button missing:\n%s", html)
	}
}

func TestPathsListFixedRoutesAndEveryRuling(t *testing.T) {
	got := strings.Join(Paths(), " ")
	for _, want := range []string{"/", "/about", "/rule/revoke", "/rule/insufficient-bid", "/rule/opening-lead-out-of-turn"} {
		if !strings.Contains(" "+got+" ", " "+want+" ") {
			t.Errorf("Paths() = %s, lacks %s", got, want)
		}
	}
}

// The browser routes prefix pages path by path; prefixPage decides whether the address the app
// opened at is one more path to route (a ruling from a newer version).
func TestPrefixPageMatchesAPrefixAndOneSlug(t *testing.T) {
	for _, tc := range []struct {
		path, prefix string // prefix "" when no prefix page serves path
	}{
		{"/rule/revoke", "/rule/"},
		{"/rule/from-a-newer-version", "/rule/"},
		{"/rule/a", "/rule/"},
		{"/rule/", ""},             // no slug
		{"/rule/Revoke", ""},       // upper case
		{"/rule/revoke/extra", ""}, // two segments
		{"/rule/re_voke", ""},
		{"/reference/laws", "/reference/"},
		{"/reference", ""}, // a fixed path, not a prefix page
		{"/about", ""},
		{"/rules/revoke", ""},
	} {
		p, ok := prefixPage(tc.path)
		if ok != (tc.prefix != "") || p.Prefix != tc.prefix {
			t.Errorf("prefixPage(%q) = %q, %v; want %q", tc.path, p.Prefix, ok, tc.prefix)
		}
	}
}
