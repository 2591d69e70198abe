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

// percent is the artificial score at pairs for a session percentage, negative when not known.
func percent(r Regulation, f Fault, session float64) (float64, error) {
	a, err := r.Artificial(f, false, SessionResult{Value: session, Known: session >= 0})
	return a.Value, err
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
		{"EBU: not at fault keeps a better session percentage too (Law 12C2(c))", ebu, NotAtFault, 64.5, 64.5},
		{"partly at fault is always 50", acbl, PartlyAtFault, 70, 50},
		{"directly at fault with a session of 45 is 40", acbl, DirectlyAtFault, 45, 40},
		{"directly at fault with a session of 35 gets 35 (Law 12C2(c))", acbl, DirectlyAtFault, 35, 35},
		{"EBU: directly at fault with a session of 35 gets 35", ebu, DirectlyAtFault, 35, 35},
		{"directly at fault, session unknown: 40", ebu, DirectlyAtFault, -1, 40},
		{"a body that lowers average minus to the session", Regulation{AverageMinus: 40, MinusUsesSession: true}, DirectlyAtFault, 35, 35},
		{"lowering never raises it", Regulation{AverageMinus: 40, MinusUsesSession: true}, DirectlyAtFault, 45, 40},
		{"an unknown session never lowers it", Regulation{AverageMinus: 40, MinusUsesSession: true}, DirectlyAtFault, -1, 40},
	}
	for _, tt := range tests {
		t.Run(tt.situation, func(t *testing.T) {
			got, err := percent(tt.reg, tt.fault, tt.session)
			if err != nil || got != tt.want {
				t.Errorf("Artificial(%v, session %v) at pairs = %v, %v; want %v", tt.fault, tt.session, got, err, tt.want)
			}
		})
	}
	if _, err := percent(acbl, UnknownFault, 50); err == nil {
		t.Error("an unknown fault should be an error")
	}
}

func TestArtificialIMPs(t *testing.T) {
	r := For(WBF)
	for f, want := range map[Fault]float64{NotAtFault: 3, PartlyAtFault: 0, DirectlyAtFault: -3} {
		if a, err := r.Artificial(f, true, SessionResult{}); err != nil || a.Standard != want {
			t.Errorf("Artificial(%v) at IMPs = %v, %v; want %v", f, a.Standard, err, want)
		}
	}
	if _, err := r.Artificial(UnknownFault, true, SessionResult{}); err == nil {
		t.Error("an unknown fault should be an error")
	}
}

// Law 12C2(a) and the session-percentage options, on both sides of 60 and of 40.
func TestSessionPercentageEitherSideOf60And40(t *testing.T) {
	plus := Regulation{AveragePlus: 60, Average: 50, AverageMinus: 40, PlusUsesSession: true}
	minus := Regulation{AveragePlus: 60, Average: 50, AverageMinus: 40, MinusUsesSession: true}
	lawOnly := Regulation{AveragePlus: 60, Average: 50, AverageMinus: 40}
	for _, tt := range []struct {
		name    string
		reg     Regulation
		fault   Fault
		session float64
		want    float64
	}{
		{"plus rule, session 59.99: 60", plus, NotAtFault, 59.99, 60},
		{"plus rule, session 60.01: the session", plus, NotAtFault, 60.01, 60.01},
		{"no plus rule, session 60.01: 60", lawOnly, NotAtFault, 60.01, 60},
		{"plus rule never touches average minus, session 35", plus, DirectlyAtFault, 35, 40},
		{"minus rule, session 40.01: 40", minus, DirectlyAtFault, 40.01, 40},
		{"minus rule, session 39.99: the session", minus, DirectlyAtFault, 39.99, 39.99},
		{"no minus rule, session 39.99: 40", lawOnly, DirectlyAtFault, 39.99, 40},
		{"minus rule never touches average plus, session 70", minus, NotAtFault, 70, 60},
		{"partly at fault is 50 whatever the session, 39.99", minus, PartlyAtFault, 39.99, 50},
		{"partly at fault is 50 whatever the session, 60.01", plus, PartlyAtFault, 60.01, 50},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got, err := percent(tt.reg, tt.fault, tt.session); err != nil || got != tt.want {
				t.Errorf("Artificial(%v, session %v) at pairs = %v, %v; want %v", tt.fault, tt.session, got, err, tt.want)
			}
		})
	}
}

// One test per option on which the bodies differ, with its source in For's comment.
func TestWhereTheBodiesDiffer(t *testing.T) {
	t.Run("no body differs on Law 12C2(c): session results apply both ways for all", func(t *testing.T) {
		for _, b := range Bodies {
			if r := For(b); !r.PlusUsesSession || !r.MinusUsesSession {
				t.Errorf("%v: PlusUsesSession %v, MinusUsesSession %v; Law 12C2(c) gives both", b, r.PlusUsesSession, r.MinusUsesSession)
			}
		}
	})
	t.Run("EBU standard procedural penalty: 25% of a top, 6 IMPs or 1 VP (White Book 2023 1.7.1)", func(t *testing.T) {
		r := For(EBU)
		if r.PenaltyPercent != 25 || r.PenaltyIMPs != 6 || r.PenaltyVPs != 1 || !r.PenaltyConfirmed {
			t.Errorf("EBU: %d%% / %d IMPs / %v VP, confirmed %v", r.PenaltyPercent, r.PenaltyIMPs, r.PenaltyVPs, r.PenaltyConfirmed)
		}
	})
	t.Run("ACBL alone counts half matchpoints (one per score beaten, a half per tie)", func(t *testing.T) {
		for _, b := range Bodies {
			if got, want := For(b).HalfMatchpoints, b == ACBL; got != want {
				t.Errorf("%v: HalfMatchpoints = %v, want %v", b, got, want)
			}
		}
	})
}

// Options where no difference between the bodies could be confirmed keep the Law's own choice.
func TestOptionsNotConfirmedKeepTheLawsChoice(t *testing.T) {
	for _, b := range Bodies {
		r := For(b)
		if r.ClaimOrder != NoClaimOrder {
			t.Errorf("%v: claim order %v, but none is confirmed (Law 70E2)", b, r.ClaimOrder)
		}
		if !r.ReserveRights {
			t.Errorf("%v prohibits reserving rights, which no source confirms (Law 16B2)", b)
		}
		if b != EBU && (r.PenaltyPercent != 25 || r.PenaltyIMPs != 3 || r.PenaltyConfirmed) {
			t.Errorf("%v: standard procedural penalty %d%% / %d IMPs, confirmed %v; want 25%% / 3, unconfirmed", b, r.PenaltyPercent, r.PenaltyIMPs, r.PenaltyConfirmed)
		}
	}
	if TopDown.String() != "from the top down" || NoClaimOrder.String() == "" {
		t.Error("claim orders are not described")
	}
}

// Law 12C2(c) "or the equivalent in IMPs": at IMPs the session result is the contestant's average
// IMPs per board on the session's other boards, compared with ±3 IMPs (12C2(b)).
func TestArtificialAtIMPsWithASessionAverage(t *testing.T) {
	r := For(WBF)
	for _, tt := range []struct {
		name    string
		fault   Fault
		session SessionResult
		want    float64
		from    bool
		pending bool
	}{
		{"not at fault, +4.5 a board: +4.5", NotAtFault, Session(4.5), 4.5, true, false},
		{"not at fault, +2 a board: +3", NotAtFault, Session(2), 3, false, false},
		{"directly at fault, −5 a board: −5", DirectlyAtFault, Session(-5), -5, true, false},
		{"directly at fault, −3 a board exactly: −3", DirectlyAtFault, Session(-3), -3, false, false},
		{"partly at fault, −5 a board: 0", PartlyAtFault, Session(-5), 0, false, false},
		{"not at fault, not known yet: +3 for now", NotAtFault, SessionResult{}, 3, false, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a, err := r.Artificial(tt.fault, true, tt.session)
			if err != nil || a.Value != tt.want || a.FromSession != tt.from || a.Pending != tt.pending {
				t.Errorf("got %+v, %v; want %v (from session %v, pending %v)", a, err, tt.want, tt.from, tt.pending)
			}
		})
	}
}
