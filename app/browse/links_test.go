package browse_test

// The reference's links checked against the route table: an external test, because the route
// table (package app) imports this package.

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	tsapp "tableside/app"
	"tableside/app/browse"
	"tableside/app/htmltest"
	"tableside/app/ui"
)

func TestReferenceIndexLinksEveryPageByItsTitle(t *testing.T) {
	index := htmltest.ParseHTML(browse.ReadFragment(t, ""))
	links := index.All("a.ref-link")
	if len(links) != len(browse.ReferenceDocs)-1 {
		t.Errorf("%d pages listed, want %d", len(links), len(browse.ReferenceDocs)-1)
	}
	for _, d := range browse.ReferenceDocs[1:] {
		a := index.All("a.ref-link[href=" + ui.ReferencePath + "/" + d.Slug + "]")
		if len(a) != 1 || a[0].One(t, ".ruling-title").TextContent() != d.Title {
			t.Errorf("/reference does not list %s as %q", d.Slug, d.Title)
		}
	}
	for _, p := range append(browse.ReferencePaths(), ui.ReferencePath) {
		if !slices.Contains(tsapp.Paths(), p) {
			t.Errorf("the route table does not serve %s", p)
		}
	}
}

// Every link inside the reference opens a page the app has, and a #section that exists.
func TestReferenceLinksResolve(t *testing.T) {
	hrefRE := regexp.MustCompile(`href="([^"]*)"`)
	for _, d := range browse.ReferenceDocs {
		for _, m := range hrefRE.FindAllStringSubmatch(browse.ReadFragment(t, d.Slug), -1) {
			path, frag, _ := strings.Cut(m[1], "#")
			target := d.Slug
			if path != "" {
				if !slices.Contains(tsapp.Paths(), path) {
					t.Errorf("%q links to %s, which no route serves", d.Slug, m[1])
					continue
				}
				target = strings.TrimPrefix(strings.TrimPrefix(path, ui.ReferencePath), "/")
			}
			if frag != "" && !strings.Contains(browse.ReadFragment(t, target), `id="`+frag+`"`) {
				t.Errorf("%q links to %s: no element with id %q there", d.Slug, m[1], frag)
			}
		}
	}
}
