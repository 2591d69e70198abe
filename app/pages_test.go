package app

import (
	"strings"
	"testing"
)

func TestPathsListFixedRoutesAndEveryRuling(t *testing.T) {
	got := strings.Join(Paths(), " ")
	for _, want := range []string{"/", "/about", "/rule/revoke", "/rule/insufficient-bid", "/rule/opening-lead-out-of-turn"} {
		if !strings.Contains(" "+got+" ", " "+want+" ") {
			t.Errorf("Paths() = %s, lacks %s", got, want)
		}
	}
}

// The browser routes prefix pages path by path; underPrefix decides whether the address the app
// opened at is one more path to route (a ruling from a newer version).
func TestUnderPrefixIsThePrefixAndOneID(t *testing.T) {
	for _, tc := range []struct {
		path, prefix string
		want         bool
	}{
		{"/rule/revoke", "/rule/", true},
		{"/rule/from-a-newer-version", "/rule/", true},
		{"/rule/a", "/rule/", true},
		{"/reference/laws", "/reference/", true},
		{"/rule/", "/rule/", false},             // no id
		{"/rule/Revoke", "/rule/", false},       // upper case
		{"/rule/revoke/extra", "/rule/", false}, // two segments
		{"/rule/re_voke", "/rule/", false},
		{"/rules/revoke", "/rule/", false},
		{"/reference/laws", "/rule/", false}, // another prefix
		{"/about", "/rule/", false},
	} {
		if got := underPrefix(tc.path, tc.prefix); got != tc.want {
			t.Errorf("underPrefix(%q, %q) = %v, want %v", tc.path, tc.prefix, got, tc.want)
		}
	}
	// Every page the table expands is one id under its prefix, as the server's expression has it.
	for _, p := range Pages {
		if p.Prefix == "" {
			continue
		}
		for _, path := range p.Expand() {
			if !underPrefix(path, p.Prefix) {
				t.Errorf("%s is not one id under %s", path, p.Prefix)
			}
		}
	}
}
