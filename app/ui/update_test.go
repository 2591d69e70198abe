package ui

import (
	"strings"
	"testing"

	"tableside/app/htmltest"
)

func TestUpdateBannerIsHiddenUntilAnUpdateArrives(t *testing.T) {
	b := &UpdateBanner{}
	if html := htmltest.Render(t, b); strings.Contains(html, "update-banner") {
		t.Error("banner shown with no update")
	}
	b2 := &UpdateBanner{available: true}
	html := htmltest.Render(t, b2)
	if !strings.Contains(html, `id="update-banner"`) || !strings.Contains(html, `id="update-reload"`) {
		t.Errorf("banner or reload button missing:\n%s", html)
	}
}
