package catalog

import (
	"strings"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Every artificial adjusted score in the catalog goes through one rule: law.Regulation.Artificial
// (Law 12C2: average plus, average or average minus by fault, ±3 IMPs at teams, and the
// session result where Law 12C2(c) gives it), worded by fillArtificial. The adjusted-score,
// slow-play, wrong-number-of-cards and wrong-board rulings use it; the steps below let a ruling
// ask who was at fault and the form of scoring with the same answers as the calculator.

// faultStepFor asks how far each side was at fault for a board that cannot be scored normally;
// neither is the help for "Neither side", an example fitting the ruling.
// The option IDs are the calculator's (adjusted-score's "fault"), so faultsAt reads both.
func faultStepFor(id, help, neither string, next ruling.Target) ruling.Step {
	return ruling.Step{ID: id, Question: ruling.Question{
		Prompt: "Who was at fault?",
		Help: help + " Directly at fault: average minus. Partly at fault: average. In no way at fault: average plus " +
			"(Law 12C2(a)). The two sides need not balance.",
		Kind: ruling.ChoiceKind,
		Options: []ruling.Option{
			{ID: "ns", Label: "North-South", Help: "East-West in no way at fault.", Next: next},
			{ID: "ew", Label: "East-West", Help: "North-South in no way at fault.", Next: next},
			{ID: "neither", Label: "Neither side", Help: neither, Next: next},
			{ID: "both-partly", Label: "Both sides, partly", Next: next},
			{ID: "both", Label: "Both sides, directly", Next: next},
		},
	}}
}

// formStepFor asks the form of scoring, which decides the units of an artificial score.
func formStepFor(id string, route func(ruling.Session) ruling.Target) ruling.Step {
	return ruling.Step{ID: id, Question: ruling.Question{
		Prompt: "Pairs or teams?",
		Help:   "At pairs an average is a percentage of the matchpoints (Law 12C2(a)); at teams it is in IMPs (Law 12C2(b)).",
		Kind:   ruling.ChoiceKind,
		Options: []ruling.Option{
			{ID: "pairs", Label: "Pairs (matchpoints)"},
			{ID: "teams", Label: "Teams (IMPs)"},
		},
	}, Route: route}
}

// faultsAt reads a fault step answered with faultStepFor's options.
func faultsAt(s ruling.Session, step string) (ns, ew law.Fault) {
	switch {
	case s.Is(step, "ns"):
		return law.DirectlyAtFault, law.NotAtFault
	case s.Is(step, "ew"):
		return law.NotAtFault, law.DirectlyAtFault
	case s.Is(step, "neither"):
		return law.NotAtFault, law.NotAtFault
	case s.Is(step, "both-partly"):
		return law.PartlyAtFault, law.PartlyAtFault
	case s.Is(step, "both"):
		return law.DirectlyAtFault, law.DirectlyAtFault
	}
	return law.UnknownFault, law.UnknownFault
}

// sideFaults are the faults when one side's player alone caused the board to fail: that side
// directly at fault, the other in no way.
func sideFaults(offenders bridge.Side) (ns, ew law.Fault) {
	if offenders == bridge.EastWest {
		return law.NotAtFault, law.DirectlyAtFault
	}
	return law.DirectlyAtFault, law.NotAtFault
}

// fillArtificialFor gives both sides their artificial scores, session results not yet known
// (the scorer applies Law 12C2(c) when the session is scored).
func fillArtificialFor(s ruling.Session, o *ruling.Outcome, teams bool, ns, ew law.Fault) {
	reg := regulationOf(s, o)
	fillArtificial(o, reg, teams, ns, ew, map[bridge.Side]ruling.Percent{bridge.NorthSouth: -1, bridge.EastWest: -1})
}

// artificialRuleText states the rule for pairs the director has not yet named, through the same
// rule: "average plus, 60%, or … if that is higher, if in no way at fault; …".
func artificialRuleText(reg law.Regulation) string {
	var parts []string
	for _, f := range []law.Fault{law.NotAtFault, law.PartlyAtFault, law.DirectlyAtFault} {
		a, _ := reg.Artificial(f, false, law.SessionResult{})
		parts = append(parts, artificialSpoken(a)+" if "+map[law.Fault]string{
			law.NotAtFault: "in no way at fault", law.PartlyAtFault: "partly at fault", law.DirectlyAtFault: "directly at fault"}[f])
	}
	return strings.Join(parts, "; ") + " (at teams, +3, 0 or −3 IMPs)"
}
