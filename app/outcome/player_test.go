package outcome

import (
	"strings"
	"testing"

	"tableside/app/apptest"
	"tableside/app/htmltest"
	"tableside/engine/catalog"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func playerScreen(t *testing.T, p *ShowPlayer) *htmltest.Elem {
	t.Helper()
	return htmltest.ParseHTML(app.HTMLString(p.Render())).One(t, "#player-view")
}

// Before the pick the player sees each option as its label and first line, the rest behind a
// tap, and the director has a small exit at the top; after the pick the options give way to
// the confirmation and the director's one large button.
func TestPlayerScreenConfirmsThePickWithTheDirectorsButtonAlone(t *testing.T) {
	var recorded []int
	p := &ShowPlayer{Choice: ruling.PlayerChoice{Who: "East", Seated: true, Options: []ruling.PlayerOption{
		{Label: "Accept", Says: []string{"The lead stands.", "Dummy is faced.", "Play goes on."}},
		{Label: "Refuse", Says: []string{"The card goes back."}},
	}}, OnChoose: func(ctx app.Context, i int) { recorded = append(recorded, i) }}
	ctx, _ := apptest.Context(t)
	p.Show(ctx)

	view := playerScreen(t, p)
	view.One(t, "button#player-exit")
	if view.Has("#player-back") || view.Has("#player-thanks") {
		t.Error("the confirmation shows before the player has chosen")
	}
	first := view.One(t, `button.player-option[data-option="0"]`)
	if n := len(first.All(".player-option-says")); n != 1 {
		t.Errorf("option 0 shows %d lines in its button, want its first only", n)
	}
	if n := len(view.All("details.player-option-more .player-option-says")); n != 2 {
		t.Errorf("%d further lines behind the tap, want 2 (option 0's second and third)", n)
	}

	p.Choose(ctx, 1)
	if len(recorded) != 1 || recorded[0] != 1 {
		t.Errorf("recorded %v, want [1]", recorded)
	}
	view = playerScreen(t, p)
	if !view.Has(".player-choosing.player-choosing-done button.player-option") || view.Has("#player-exit") {
		t.Error("after the pick the options are not hidden (kept, for the host's answer)")
	}
	if got, want := htmltest.Squash(view.One(t, "#player-thanks").TextContent()), htmltest.Squash("You chose: Refuse. Please hand the phone back to the director."); got != want {
		t.Errorf("confirmation = %q", got)
	}
	view.One(t, "button#player-back")

	p.onChange(ctx, app.Event{})
	if playerScreen(t, p).Has(".player-choosing-done") {
		t.Error("Change my choice does not show the options again")
	}
}

// The player's screen heads the options with the engine's lede, which speaks of the chooser as
// the options do ("South chooses … South plays …"), never "this choice is yours" above options
// that name the same player: for every outcome with a chooser, seat known or not.
func TestPlayerScreenHeadsTheOptionsWithTheChoosersOwnLede(t *testing.T) {
	seen := map[bool]bool{} // seated or not
	for _, f := range catalog.Flows() {
		paths, err := f.Paths()
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range paths {
			c, ok := path.Outcome.ForChooser()
			if !ok {
				continue
			}
			seen[c.Seated] = true
			p := &ShowPlayer{Choice: c}
			ctx, _ := apptest.Context(t)
			p.Show(ctx)
			got := playerScreen(t, p).One(t, "p.player-lede").TextContent()
			if got != c.Lede {
				t.Fatalf("%s/%s: lede %q, want the chooser's own %q", f.ID, path.Describe(), got, c.Lede)
			}
			if strings.Contains(strings.ToLower(got), "yours") {
				t.Errorf("%s/%s: lede %q speaks to the player as you", f.ID, path.Describe(), got)
			}
		}
	}
	if !seen[true] || !seen[false] {
		t.Errorf("outcomes seen with a seat %v, without one %v: the test needs both", seen[true], seen[false])
	}
}
