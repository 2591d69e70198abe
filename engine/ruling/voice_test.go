package ruling

import "testing"

func TestThirdPersonSpeaksOfTheDirector(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"I will adjust the score.", "The director will adjust the score."},
		{"Then I'll discuss with East which calls qualify.", "Then the director will discuss with East which calls qualify."},
		{"If not, call me back when play ends.", "If not, call the director back when play ends."},
		{"Tell me now. I am consulting other players.", "Tell the director now. The director is consulting other players."},
		{"My ruling was wrong.", "The director's ruling was wrong."},
		{"It is withdrawn, on my instruction.", "It is withdrawn, on the director's instruction."},
		{"unless I need to see them", "unless the director needs to see them"},
		{"I first decide what was said, and then apply the rule.", "The director first decides what was said, and then applies the rule."},
		{"at the end of play I check whether they lost by it, and adjust the score if so.", "at the end of play the director checks whether they lost by it, and adjusts the score if so."},
		{"I look at the played cards.", "The director looks at the played cards."},
		{"unless I find it was meant as a lead", "unless the director finds it was meant as a lead"},
		{"I will look, and adjust if needed.", "The director will look, and adjust if needed."},
		{"West, you may look at your own card.", "West, you may look at your own card."},
		{"Dummy may call the director.", "Dummy may call the director."},
	} {
		if got := ThirdPerson(tc.in); got != tc.want {
			t.Errorf("ThirdPerson(%q)\n = %q\nwant %q", tc.in, got, tc.want)
		}
	}
}
