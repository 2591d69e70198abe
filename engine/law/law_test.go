package law

import "testing"

func TestRefPrintsAndParsesBack(t *testing.T) {
	tests := []struct {
		ref  Ref
		want string
	}{
		{L(64, "A1"), "Law 64A1"},
		{L(16, ""), "Law 16"},
		{L(27, "B1(a)"), "Law 27B1(a)"},
		{L(1, ""), "Law 1"},
		{L(93, "C"), "Law 93C"},
		{L(12, "C1(c)"), "Law 12C1(c)"},
	}
	for _, tt := range tests {
		if got := tt.ref.String(); got != tt.want {
			t.Errorf("%+v prints %q, want %q", tt.ref, got, tt.want)
		}
		if back, err := Parse(tt.ref.String()); err != nil || back != tt.ref {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", tt.ref.String(), back, err, tt.ref)
		}
	}
}

func TestParseAcceptsWhatDirectorsWrite(t *testing.T) {
	for text, want := range map[string]Ref{
		"64A1": L(64, "A1"), "law 16": L(16, ""), "LAW 27B1(a)": L(27, "B1(a)"), " Law64C ": L(64, "C"),
	} {
		if got, err := Parse(text); err != nil || got != want {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", text, got, err, want)
		}
	}
}

func TestParseRejectsLawsThatDoNotExist(t *testing.T) {
	for _, text := range []string{"", "Law", "Law 0", "Law 94", "Law 100", "64Z", "Law -1", "Law 64a1", "64A1(A)", "sixty-four"} {
		if r, err := Parse(text); err == nil {
			t.Errorf("Parse(%q) accepted as %+v", text, r)
		}
	}
}

func TestRefValidity(t *testing.T) {
	for _, tt := range []struct {
		ref   Ref
		valid bool
	}{
		{Ref{}, false}, {L(0, ""), false}, {L(1, ""), true}, {L(93, ""), true}, {L(94, ""), false}, {L(-3, "A"), false},
	} {
		if tt.ref.Valid() != tt.valid {
			t.Errorf("%+v.Valid() = %v, want %v", tt.ref, tt.ref.Valid(), tt.valid)
		}
	}
	if (Ref{}).String() != "" {
		t.Error("the zero Ref should print as empty")
	}
}

func TestJoin(t *testing.T) {
	if got := Join([]Ref{L(64, "A1"), L(64, "C")}); got != "Law 64A1, Law 64C" {
		t.Errorf("Join = %q", got)
	}
	if got := Join(nil); got != "" {
		t.Errorf("Join(nil) = %q", got)
	}
}
