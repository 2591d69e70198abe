package app

import (
	"slices"
	"strings"
	"testing"

	"tableside/app/ui"
	"tableside/app/wizard"
	"tableside/engine/catalog"
)

func TestEveryKioskPageIsInTheRouteTable(t *testing.T) {
	paths := " " + strings.Join(Paths(), " ") + " "
	for _, p := range []string{ui.KioskHome, ui.KioskRulingURL, ui.KioskQuestions, ui.KioskPolicies, ui.KioskDirector} {
		if !strings.Contains(paths, " "+p+" ") {
			t.Errorf("%s is not in the route table, so not pre-rendered or cached offline", p)
		}
	}
}

func TestSettingsIsARoute(t *testing.T) {
	if !slices.Contains(Paths(), "/settings") {
		t.Errorf("Paths() = %v lacks /settings", Paths())
	}
}

func TestRulePathsAreOnePerRegisteredFlow(t *testing.T) {
	var want []string
	for _, f := range catalog.Flows() {
		want = append(want, "/rule/"+f.ID)
	}
	if got := wizard.RulePaths(); !slices.Equal(got, want) {
		t.Errorf("rulePaths() = %v, want %v", got, want)
	}
	for _, p := range want {
		if !slices.Contains(Paths(), p) {
			t.Errorf("the route table does not serve %s", p)
		}
	}
}
