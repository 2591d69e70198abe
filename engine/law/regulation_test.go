package law

import "testing"

func TestBodyRoundTrip(t *testing.T) {
	for _, b := range Bodies {
		for _, text := range []string{b.String(), b.Name()} {
			if got, err := ParseBody(text); err != nil || got != b {
				t.Errorf("ParseBody(%q) = %v, %v; want %v", text, got, err, b)
			}
		}
	}
	for _, bad := range []string{"", "FFB", "american"} {
		if _, err := ParseBody(bad); err == nil {
			t.Errorf("ParseBody(%q) accepted", bad)
		}
	}
	if NoBody.String() != "" || NoBody.Valid() {
		t.Error("the zero Body should be unknown")
	}
}

func TestFaultRoundTrip(t *testing.T) {
	for _, f := range Faults {
		for _, text := range []string{f.String(), f.Average()} {
			if got, err := ParseFault(text); err != nil || got != f {
				t.Errorf("ParseFault(%q) = %v, %v; want %v", text, got, err, f)
			}
		}
	}
	if _, err := ParseFault("somewhat"); err == nil {
		t.Error(`ParseFault("somewhat") accepted`)
	}
	if UnknownFault.String() != "" || UnknownFault.Valid() {
		t.Error("the zero Fault should be unknown")
	}
}

func TestEveryBodyKeepsTheLawsLimits(t *testing.T) {
	// Law 12C2(a): average plus at least 60%, average 50%, average minus at most 40%;
	// Law 12C2(b): 3 IMPs at teams unless the regulating authority varies it.
	for _, b := range append([]Body{NoBody}, Bodies...) {
		r := For(b)
		if !r.Body.Valid() {
			t.Errorf("For(%v) has no body", b)
		}
		if r.AveragePlus < 60 || r.Average != 50 || r.AverageMinus > 40 || r.TeamsIMPs != 3 {
			t.Errorf("For(%v) = %+v breaks Law 12C2", b, r)
		}
	}
	if For(NoBody).Body != Default {
		t.Errorf("For(NoBody) is %v, want the default %v", For(NoBody).Body, Default)
	}
}

// Law 12C1(c) weighted scores: the ACBL revoked its election of the 2007 Law 12C1(e) alternative from 1 January 2016
// (reported at bridgewinners.com, "ACBL's incorporation of Law 12C1(c)") and its elections
// under the 2017 Laws (acbl.org) make none about 12C, so every body here allows them.
func TestWeightedScoresAreAllowed(t *testing.T) {
	for _, b := range Bodies {
		if !For(b).WeightedScores {
			t.Errorf("%v does not allow weighted scores", b)
		}
	}
}

func TestArtificialPercent(t *testing.T) {
	acbl, ebu := For(ACBL), For(EBU)
	tests := []struct {
		situation string
		reg       Regulation
		fault     Fault
		session   float64
		want      float64
	}{
		{"not at fault, session unknown", acbl, NotAtFault, -1, 60},
		{"not at fault, session below 60", acbl, NotAtFault, 55.2, 60},
		{"not at fault, session exactly 60", acbl, NotAtFault, 60, 60},
		{"ACBL: not at fault keeps a better session percentage (seed 003)", acbl, NotAtFault, 64.5, 64.5},
		{"EBU as configured: not at fault stays at 60", ebu, NotAtFault, 64.5, 60},
		{"partly at fault is always 50", acbl, PartlyAtFault, 70, 50},
		{"directly at fault is 40", acbl, DirectlyAtFault, 35, 40},
		{"a body that lowers average minus to the session", Regulation{AverageMinus: 40, MinusUsesSession: true}, DirectlyAtFault, 35, 35},
		{"lowering never raises it", Regulation{AverageMinus: 40, MinusUsesSession: true}, DirectlyAtFault, 45, 40},
		{"an unknown session never lowers it", Regulation{AverageMinus: 40, MinusUsesSession: true}, DirectlyAtFault, -1, 40},
	}
	for _, tt := range tests {
		t.Run(tt.situation, func(t *testing.T) {
			got, err := tt.reg.ArtificialPercent(tt.fault, tt.session)
			if err != nil || got != tt.want {
				t.Errorf("ArtificialPercent(%v, %v) = %v, %v; want %v", tt.fault, tt.session, got, err, tt.want)
			}
		})
	}
	if _, err := acbl.ArtificialPercent(UnknownFault, 50); err == nil {
		t.Error("an unknown fault should be an error")
	}
}

func TestArtificialIMPs(t *testing.T) {
	r := For(WBF)
	for f, want := range map[Fault]int{NotAtFault: 3, PartlyAtFault: 0, DirectlyAtFault: -3} {
		if got, err := r.ArtificialIMPs(f); err != nil || got != want {
			t.Errorf("ArtificialIMPs(%v) = %d, %v; want %d", f, got, err, want)
		}
	}
	if _, err := r.ArtificialIMPs(UnknownFault); err == nil {
		t.Error("an unknown fault should be an error")
	}
}
