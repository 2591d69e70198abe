package catalog

import (
	"fmt"
	"math"
	"math/big"
	"slices"
	"strings"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
	"tableside/engine/scoring"
)

// AdjustedScore is the score calculator other rulings lean on (Laws 12, 86, 88). It asks first
// whether a result can be assigned, because when it can it must be (Law 12C1(a)): the likely
// result without the irregularity, or a weighted mix of likely results (Law 12C1(c)), possibly
// different for each side (Law 12C1(e): the non-offending side's own extremely serious error,
// or a gambling action). Only when no result can be
// obtained, or the possibilities are too many or not obvious (Law 12C1(d)), is the score
// artificial: by fault, average plus, average or average minus, or ±3 IMPs at teams (Law 12C2),
// with the regulating body's options for each (law.Regulation).
//
// Every number is shown with how it was computed (Outcome.Workings): each result's duplicate
// score (Law 77), the weighted score, and, when the director enters the board's other results,
// the matchpoints of the assigned or weighted score on the board (Law 78A) or its IMPs against
// the other table at teams (Law 78B). The arithmetic is package scoring's.
//
// Four taps to an artificial score at pairs (the common path): no result, pairs, who was at
// fault, and under a body that uses session percentages, "apply it when the session is scored".
var AdjustedScore = &ruling.Flow{
	ID:    "adjusted-score",
	Title: "Adjusted score",
	Summary: "Work out an adjusted score: the likely result, a weighted score or an average, with its matchpoints " +
		"or IMPs on the board.",
	Category: ruling.Scores,
	Phrases: []string{"adjusted score", "adjust the score", "assigned score", "weighted score", "split score",
		"average plus", "average minus", "average", "60 40", "no result", "score calculator", "matchpoints",
		"what percentage", "imps", "datum", "traveller", "the other table"},
	Laws:   []law.Ref{law.L(12, ""), law.L(86, ""), law.L(88, ""), law.L(77, ""), law.L(78, "")},
	Start:  "obtainable",
	Common: []ruling.Answer{ruling.Pick("artificial"), ruling.Pick("pairs"), ruling.Pick("ns"), ruling.Pick("later")},
	Steps: []ruling.Step{
		{ID: "obtainable", Question: ruling.Question{
			Prompt: "Can you say what would likely have happened on the board?",
			Help: "When you can assign a result you must (Law 12C1(a)): the likely result without the irregularity, or " +
				"several likely results, each with its weight (Law 12C1(c)). An artificial score (an average) is only " +
				"for a board that could not be played, or when the possibilities are too many or not obvious " +
				"(Law 12C1(d), Law 12C2). Never adjust because a rectification seems harsh or lucky (Law 12B2).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "assigned", Label: "Yes: one likely result", Help: "Enter the contract and tricks you assign."},
				{ID: "weighted", Label: "Yes: several results, weighted", Help: "For example 60% of 4♠ making and 40% of one down."},
				{ID: "own-error", Label: "Yes, but the non-offending side added to its own damage",
					Help: "By an extremely serious error unrelated to the infraction, or a gamble it hoped to recover through redress (Law 12C1(e)). The calculator works out both sides' scores."},
				{ID: "split", Label: "Yes, different for each side: enter each side's results", Help: "When you already know each side's assigned result (Law 12C1(e))."},
				{ID: "artificial", Label: "No: give an average", Help: "No result can be obtained, or there are too many possibilities."},
			},
		}, Route: func(s ruling.Session) ruling.Target {
			switch {
			case s.Is("obtainable", "assigned"):
				return ruling.Ask("result")
			case s.Is("obtainable", "weighted"):
				return ruling.Ask("weighted")
			case s.Is("obtainable", "split"):
				return ruling.Ask("ns-results")
			case s.Is("obtainable", "own-error"):
				return ruling.Ask("nos")
			}
			return ruling.Ask("form")
		}},
		{ID: "nos", Question: ruling.Question{
			Prompt: "Which side did not commit the infraction?",
			Help:   "The side whose own extremely serious error, or gamble, added to its damage (Law 12C1(e)).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "ns", Label: "North-South", Next: ruling.Ask("table-result")},
				{ID: "ew", Label: "East-West", Next: ruling.Ask("table-result")},
			},
		}},
		{ID: "table-result", Question: ruling.Question{
			Prompt: "The result at the table",
			Help:   "The contract, declarer and tricks actually made: the non-offending side keeps at least this score (Law 12C1(e)(i)).",
			Kind:   ruling.ResultKind,
			Examples: []ruling.Answer{
				ruling.ResultAnswer(bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}, 8),
			},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Ask("without-infraction") }},
		{ID: "without-infraction", Question: ruling.Question{
			Prompt: "The likely result without the infraction",
			Help: "What would likely have happened had the infraction not occurred: the offending side gets this (Law 12C1(e)(ii)). " +
				"Several results with weights are allowed (Law 12C1(c)).",
			Kind:  ruling.WeightedKind,
			Check: checkWeightedAllowed,
			Examples: []ruling.Answer{
				ruling.WeightedAnswer(ruling.Weighted{Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}, Tricks: 10, Weight: 100}),
			},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Ask("without-error") }},
		{ID: "without-error", Question: ruling.Question{
			Prompt: "The result after the infraction, had the damaged side not erred",
			Help: "What would likely have happened after the infraction had the non-offending side not made its own extremely " +
				"serious error or gamble. The difference between this and the result without the infraction is the damage the " +
				"infraction caused, which the non-offending side gets back (Law 12C1(e)(i)).",
			Kind:  ruling.WeightedKind,
			Check: checkWeightedAllowed,
			Examples: []ruling.Answer{
				ruling.WeightedAnswer(ruling.Weighted{Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}, Tricks: 9, Weight: 100}),
			},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Ask("own-compare") }},
		{ID: "own-compare", Question: ruling.Question{
			Prompt: "Pairs or teams?",
			Help: "The damage is measured in matchpoints or IMPs, never in points: enter the traveller's other scores at " +
				"pairs, or the other table's score (or the datum) at IMPs (Law 78).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "matchpoints", Label: "Pairs: enter the other results", Next: ruling.Ask("traveller")},
				{ID: "imps", Label: "Teams or IMP pairs: enter the other table's score", Next: ruling.Ask("datum")},
			},
		}},
		{ID: "result", Question: ruling.Question{
			Prompt: "The result you assign",
			Help:   "The contract, declarer and declarer's tricks that would likely have been reached without the irregularity (Law 12C1(b)).",
			Kind:   ruling.ResultKind,
			Examples: []ruling.Answer{
				ruling.ResultAnswer(bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}, 10),
			},
		}, Route: afterAssigned},
		{ID: "weighted", Question: ruling.Question{
			Prompt: "The likely results and their weights",
			Help: "Each result that could have happened with its weight in percent; the weights must make 100% (Law 12C1(c)), " +
				"or be equal shares: 33, 33 and 33 are exact thirds. Only results that could have been reached legally may be included.",
			Kind:  ruling.WeightedKind,
			Check: checkWeightedAllowed,
			Examples: []ruling.Answer{
				ruling.WeightedAnswer(
					ruling.Weighted{Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}, Tricks: 10, Weight: 60},
					ruling.Weighted{Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}, Tricks: 9, Weight: 40}),
				ruling.WeightedAnswer(
					ruling.Weighted{Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}, Tricks: 10, Weight: 34},
					ruling.Weighted{Contract: bridge.Contract{Level: 3, Strain: bridge.NoTrump, Declarer: bridge.North}, Tricks: 9, Weight: 33},
					ruling.Weighted{Contract: bridge.Contract{Level: 5, Strain: bridge.HeartsStrain, Risk: bridge.Doubled, Declarer: bridge.West}, Tricks: 9, Weight: 33}),
			},
		}, Route: afterAssigned},
		{ID: "ns-results", Question: ruling.Question{
			Prompt: "North-South's score: the likely results and their weights",
			Help: "The score North-South receive. A non-offending side that added to its own damage by an extremely serious " +
				"error unrelated to the infraction, or by a gambling action it hoped to recover through redress if it failed, " +
				"is not compensated for that self-inflicted part; the offending side still gets the score its infraction " +
				"deserves (Law 12C1(e)). A merely serious error keeps full redress. One result at 100% is a single result.",
			Kind:  ruling.WeightedKind,
			Check: checkWeightedAllowed,
			Examples: []ruling.Answer{
				ruling.WeightedAnswer(ruling.Weighted{Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}, Tricks: 9, Weight: 100}),
			},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Ask("ew-results") }},
		{ID: "ew-results", Question: ruling.Question{
			Prompt: "East-West's score: the likely results and their weights",
			Help:   "The score East-West receive, from the same deal (Law 12C1(e)). The two scores need not balance.",
			Kind:   ruling.WeightedKind,
			Check:  checkWeightedAllowed,
			Examples: []ruling.Answer{
				ruling.WeightedAnswer(
					ruling.Weighted{Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}, Tricks: 10, Weight: 70},
					ruling.Weighted{Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}, Tricks: 9, Weight: 30}),
			},
		}, Route: afterAssigned},
		{ID: "compare", Question: ruling.Question{
			Prompt: "Compare it with the board's other results?",
			Help: "At pairs, enter the other tables' North-South scores from the traveller to see the matchpoints of the " +
				"score you assign (Law 78A). At teams, enter the North-South score at the other table, or the datum, for the IMPs (Law 78B).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "matchpoints", Label: "Pairs: enter the other results", Help: "The North-South scores on the traveller."},
				{ID: "imps", Label: "Teams: enter the other table's score", Help: "Or the datum, at IMP pairs."},
				{ID: "none", Label: "No: the score is enough", Help: "The scorer will matchpoint it."},
			},
		}, Route: func(s ruling.Session) ruling.Target {
			switch {
			case s.Is("compare", "matchpoints"):
				return ruling.Ask("traveller")
			case s.Is("compare", "imps"):
				return ruling.Ask("datum")
			}
			return finishAssigned(s)
		}},
		{ID: "traveller", Question: ruling.Question{
			Prompt: "The other North-South scores on the board",
			Help: "Every other table's North-South score, plus or minus, as the traveller shows it. The table you are " +
				"adjusting is left out: its score is the one you assign.",
			Kind: ruling.TravellerKind,
			Min:  1, Max: 100,
			Examples: []ruling.Answer{ruling.TravellerAnswer(650, 620, -100, 170)},
		}, Route: finishAssigned},
		{ID: "datum", Question: ruling.Question{
			Prompt: "The North-South score at the other table",
			Help:   "At teams, the result at the other table of the match; at IMP pairs, the datum.",
			Kind:   ruling.TravellerKind,
			Min:    1, Max: 1,
			Examples: []ruling.Answer{ruling.TravellerAnswer(170)},
		}, Route: finishAssigned},
		{ID: "knockout", Question: ruling.Question{
			Prompt: "Is this a knockout match?",
			Help: "In knockout play each team's score on the board is worked out separately and the two are averaged, so " +
				"that both teams get the same result, one plus and one minus (Law 86).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes: a knockout match"},
				{ID: "no", Label: "No: a league, Swiss or IMP pairs"},
			},
		}, Route: finishAssigned},
		boardVulnerabilityStep(assignedEnding),
		{ID: "form", Question: ruling.Question{
			Prompt: "Pairs or teams?",
			Help:   "At pairs an average is a percentage of the matchpoints (Law 12C2(a)); at teams it is in IMPs (Law 12C2(b), Law 86B).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "pairs", Label: "Pairs (matchpoints)", Next: ruling.Ask("fault")},
				{ID: "teams", Label: "Teams (IMPs)", Next: ruling.Ask("fault")},
			},
		}},
		{ID: "fault", Question: ruling.Question{
			Prompt: "Who was at fault?",
			Help: "Directly at fault: average minus. Partly at fault: average. Not at fault at all: average plus (Law 12C2). " +
				"The two sides need not balance. A fouled board that was played is scored by groups of tables that played " +
				"the same deal, not given averages (Law 87; at teams Law 86B2).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "ns", Label: "North-South", Help: "East-West not at fault."},
				{ID: "ew", Label: "East-West", Help: "North-South not at fault."},
				{ID: "neither", Label: "Neither side", Help: "For example the director's error. A fouled board that was played is not this: score it by groups (Law 87)."},
				{ID: "both-partly", Label: "Both sides, partly"},
				{ID: "both", Label: "Both sides, directly"},
				{ID: "each", Label: "Another mix", Help: "Say how far each side was at fault."},
			},
		}, Route: func(s ruling.Session) ruling.Target {
			if s.Is("fault", "each") {
				return ruling.Ask("ns-fault")
			}
			return afterFaults(s)
		}},
		faultStep("ns-fault", "North-South", func(ruling.Session) ruling.Target { return ruling.Ask("ew-fault") }),
		faultStep("ew-fault", "East-West", afterFaults),
		{ID: "session", Question: ruling.Question{
			Prompt: "The session percentage: apply it now or later?",
			Help: "A side in no way at fault whose percentage on the session's other boards is above 60% gets that percentage " +
				"instead of average plus; a side directly at fault whose percentage is below 40% gets that instead of average " +
				"minus (Law 12C2(c)). It is usually known only when the session is scored.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "later", Label: "Later: the scorer applies it"},
				{ID: "now", Label: "Now: enter it"},
			},
		}, Route: func(s ruling.Session) ruling.Target {
			if s.Is("session", "now") {
				return nextSessionStep(s, "")
			}
			return ruling.Rule("artificial")
		}},
		sessionStep("ns-session", "North-South"),
		sessionStep("ew-session", "East-West"),
	},
	Endings: []ruling.Ending{
		{ID: "assigned", Outcome: ruling.Outcome{
			Title:   "Assigned adjusted score",
			Summary: "The score obtained at the table is replaced by the result that would likely have been reached without the irregularity.",
			Adjustment: &ruling.Adjustment{
				Text: "I am replacing the score on this board with an assigned score",
				Law:  law.L(12, "C1"),
			},
			Notes: []string{
				"An assigned score is required whenever a result can be assigned (Law 12C1(a)); an average only when none can (Law 12C1(d)).",
				"Adjust only to redress damage from an infraction, never because a rectification seems harsh or lucky (Law 12B2).",
				"Weighted matchpoints are the weights applied to each result's matchpoints on the board; IMPs at teams the same way (Law 12C1(c)). The other tables' matchpoints change too: the scorer rescores the board.",
			},
			Laws: []law.Ref{law.L(12, "C1"), law.L(12, "B1")},
		}, Fill: fillAssigned},
		{ID: "own-error", Outcome: ruling.Outcome{
			Title:   "Adjusted score for each side: a side's own error is not made good",
			Summary: "Each side's score on this board is adjusted separately: one side's own error is not made good.",
			Adjustment: &ruling.Adjustment{
				Text: "I am adjusting the score on this board differently for each side",
				Law:  law.L(12, "C1(e)"),
			},
			Notes: []string{
				"Law 12C1(e) needs an extremely serious error unrelated to the infraction, or a gambling action the side hoped to recover through redress if it failed. A merely serious error, or one caused by the infraction, keeps full redress: use a single assigned score instead.",
				"The damage is measured in matchpoints or IMPs, never in points: the scorer enters the two sides' scores on the board as worked out here, not a contract.",
			},
			Laws: []law.Ref{law.L(12, "C1(e)"), law.L(12, "B1")},
		}, Fill: fillOwnError},
		{ID: "artificial", Outcome: ruling.Outcome{
			Title:   "Artificial adjusted score",
			Summary: "No result can be assigned on this board, so each side receives an average according to how far it was at fault.",
			Adjustment: &ruling.Adjustment{
				Artificial: true,
				Law:        law.L(12, "C2"),
			},
			Notes: []string{
				"Average plus is at least 60%, average 50%, average minus at most 40% (Law 12C2(a)); some club handouts say 70%, which the Laws do not.",
				"Give an average only when no result can be assigned (Law 12C1(d)); if you can say what would likely have happened, assign it instead.",
				"The regulating body may set other scores for a pair that misses several boards in one session (Law 12C2(d)).",
			},
			Laws: []law.Ref{law.L(12, "C2")},
		}, Fill: fillArtificialEnding},
	},
}

// faultStep asks how far one side was at fault.
func faultStep(id, side string, route func(ruling.Session) ruling.Target) ruling.Step {
	return ruling.Step{ID: id, Question: ruling.Question{
		Prompt: "How far were " + side + " at fault?",
		Help:   "Directly at fault: average minus. Partly at fault: average. Not at fault at all: average plus (Law 12C2(a)).",
		Kind:   ruling.ChoiceKind,
		Options: []ruling.Option{
			{ID: "not", Label: "Not at fault"},
			{ID: "partly", Label: "Partly at fault"},
			{ID: "directly", Label: "Directly at fault"},
		},
	}, Route: route}
}

// sessionStep asks one side's session percentage.
func sessionStep(id, side string) ruling.Step {
	return ruling.Step{ID: id, Question: ruling.Question{
		Prompt: side + ": their percentage on the session's other boards",
		Help:   "From the scorer's running totals. Enter it as 57.5 for 57.5%.",
		Kind:   ruling.PercentKind,
		Min:    0, Max: 10000,
		Examples: []ruling.Answer{ruling.PercentAnswer(6550), ruling.PercentAnswer(3500)},
	}, Route: func(s ruling.Session) ruling.Target { return nextSessionStep(s, id) }}
}

// faults says how far each side was at fault, from the answers: the fault step (faultsAt), or
// each side's own when the director chose another mix.
func faults(s ruling.Session) (ns, ew law.Fault) {
	if s.Is("fault", "each") {
		return stepFault(s, "ns-fault"), stepFault(s, "ew-fault")
	}
	return faultsAt(s, "fault")
}

func stepFault(s ruling.Session, step string) law.Fault {
	switch {
	case s.Is(step, "not"):
		return law.NotAtFault
	case s.Is(step, "partly"):
		return law.PartlyAtFault
	case s.Is(step, "directly"):
		return law.DirectlyAtFault
	}
	return law.UnknownFault
}

// afterFaults asks about session percentages when the body uses them at pairs, else rules.
func afterFaults(s ruling.Session) ruling.Target {
	r := s.Context.Regulation()
	ns, ew := faults(s)
	if s.Is("form", "pairs") && (r.UsesSession(ns) || r.UsesSession(ew)) {
		return ruling.Ask("session")
	}
	return ruling.Rule("artificial")
}

// nextSessionStep is the next side whose session percentage is asked, after step after ("" for
// the first), or the ruling.
func nextSessionStep(s ruling.Session, after string) ruling.Target {
	r := s.Context.Regulation()
	ns, ew := faults(s)
	if after == "" && r.UsesSession(ns) {
		return ruling.Ask("ns-session")
	}
	if after != "ew-session" && r.UsesSession(ew) {
		return ruling.Ask("ew-session")
	}
	return ruling.Rule("artificial")
}

// checkWeightedAllowed refuses a weighted score where the regulating body does not allow one.
// Under the 2017 Laws none may forbid it (law.For), so this guards a body's older options.
func checkWeightedAllowed(s ruling.Session, a ruling.Answer) error {
	return weightedAllowed(s.Context.Regulation(), a)
}

func weightedAllowed(r law.Regulation, a ruling.Answer) error {
	if len(a.Results) > 1 && !r.WeightedScores {
		return fmt.Errorf("%s does not allow weighted scores: assign one result for each side, the most favourable likely result to the side not at fault and the least favourable at all probable to the other", r.Body.Name())
	}
	return nil
}

// afterAssigned follows the assigned results: what to compare them with.
func afterAssigned(ruling.Session) ruling.Target { return ruling.Ask("compare") }

// finishAssigned rules once the comparison is entered: a score that need not balance, compared
// with the other table, asks whether the match is a knockout (Law 86); the board gives the
// vulnerability, or it is asked last, so a board number in the table context saves the tap.
func finishAssigned(s ruling.Session) ruling.Target {
	_, asked := s.Get("knockout")
	if comparedAtIMPs(s) && unbalanced(s) && !asked {
		return ruling.Ask("knockout")
	}
	return afterResults(assignedEnding)(s)
}

// assignedEnding is the ending for an assigned score: the non-offending side's own error has its own.
func assignedEnding(s ruling.Session) ruling.Target {
	if s.Is("obtainable", "own-error") {
		return ruling.Rule("own-error")
	}
	return ruling.Rule("assigned")
}

// comparedAtIMPs reports whether the director entered the other table's score (or a datum).
func comparedAtIMPs(s ruling.Session) bool {
	return s.Is("compare", "imps") || s.Is("own-compare", "imps")
}

// unbalanced reports whether the two sides get scores that need not balance (Law 12C1(e)).
func unbalanced(s ruling.Session) bool {
	return s.Is("obtainable", "split") || s.Is("obtainable", "own-error")
}

// regulationOf is the regulating body's options for the session, and records on the outcome
// which body's options the ruling used.
func regulationOf(s ruling.Session, o *ruling.Outcome) law.Regulation {
	r := s.Context.Regulation()
	o.Body = r.Body
	return r
}

// assignedResults are the results assigned to each side; they are the same list unless split.
func assignedResults(s ruling.Session) (ns, ew []ruling.Weighted, split bool) {
	switch {
	case s.Is("obtainable", "assigned"):
		c, tricks := s.Result("result")
		one := []ruling.Weighted{{Contract: c, Tricks: tricks, Weight: 100}}
		return one, one, false
	case s.Is("obtainable", "split"):
		a, _ := s.Get("ns-results")
		b, _ := s.Get("ew-results")
		return a.Results, b.Results, true
	}
	a, _ := s.Get("weighted")
	return a.Results, a.Results, false
}

func fillAssigned(s ruling.Session, o *ruling.Outcome) {
	reg := regulationOf(s, o)
	ns, ew, split := assignedResults(s)
	cmp := comparison{}
	if a, ok := s.Get("traveller"); ok && s.Is("compare", "matchpoints") {
		cmp.traveller = a.Scores
	}
	if a, ok := s.Get("datum"); ok && s.Is("compare", "imps") && len(a.Scores) == 1 {
		cmp.datum, cmp.teams = a.Scores[0], true
	}
	w, err := workAssigned(reg, boardVulnerability(s), ns, ew, split, cmp)
	if err != nil {
		o.Notes = append(o.Notes, "The score could not be worked out: "+err.Error())
		return
	}
	o.Workings = w.workings
	o.Adjustment.Text = w.text
	if len(ns) == 1 && !split {
		if r, err := ruling.ScoreResult(ns[0].Contract, ns[0].Tricks, boardVulnerability(s).Vulnerable(ns[0].Contract.Declarer)); err == nil {
			o.Adjustment.Assigned = &r
		}
	}
	if split && cmp.teams && s.Is("knockout", "yes") {
		if w, err := knockoutWorking(boardVulnerability(s), ns, ew, cmp.datum); err == nil {
			o.Workings = append(o.Workings, w)
			o.Laws = append(o.Laws, law.L(86, ""))
		}
	}
	switch {
	case s.Is("obtainable", "weighted"):
		o.Adjustment.Weighted = slices.Clone(ns) // so a board in progress scores it (engine/board)
		o.Title = "Weighted adjusted score"
		o.Summary = "The score obtained at the table is replaced by a weighted score: each result that would likely have been reached without the irregularity, in proportion to its likelihood."
		o.Laws = []law.Ref{law.L(12, "C1(c)"), law.L(12, "B1")}
		o.Adjustment.Law = law.L(12, "C1(c)")
	case split:
		o.Title = "Assigned adjusted score, different for each side"
		o.Summary = "The score obtained at the table is replaced by an assigned score for each side; the two need not balance."
		o.Laws = []law.Ref{law.L(12, "C1(e)"), law.L(12, "B1")}
	}
}

// comparison is what the director entered to compare the assigned score with: the traveller
// at pairs, or the other table's score (or the datum) at teams.
type comparison struct {
	traveller []int
	teams     bool
	datum     int
}

// worked is an assigned score worked out: the sentence read to the table and the workings.
type worked struct {
	text     string
	workings []ruling.Working
}

// workAssigned scores each side's results (Law 77), weights them (Law 12C1(c)) and compares
// them with the board's other results (Law 78). Pure, so the tests can drive it directly.
func workAssigned(reg law.Regulation, vul bridge.Vulnerability, ns, ew []ruling.Weighted, split bool, cmp comparison) (worked, error) {
	if !vul.Valid() {
		return worked{}, fmt.Errorf("the vulnerability is not known")
	}
	var out worked
	sides := []struct {
		side    bridge.Side
		results []ruling.Weighted
	}{{bridge.NorthSouth, ns}}
	if split {
		sides = append(sides, struct {
			side    bridge.Side
			results []ruling.Weighted
		}{bridge.EastWest, ew})
	}
	var said []string
	for _, sd := range sides {
		cs, err := components(sd.results, vul)
		if err != nil {
			return worked{}, err
		}
		label := func(s string) string {
			if split {
				return sd.side.String() + "'s score: " + s
			}
			return s
		}
		parts := make([]string, len(sd.results))
		for i, r := range sd.results {
			out.workings = append(out.workings, ruling.Working{
				Label: label(r.Contract.Result(r.Tricks)),
				Value: ruling.SignedScore(cs[i].NS) + " for North-South",
				How:   scoreHow(r, vul),
			})
			parts[i] = fmt.Sprintf("%d%% × %s", r.Weight, ruling.SignedScore(cs[i].NS))
		}
		if len(cs) > 1 {
			pts, err := scoring.WeightedPoints(cs)
			if err != nil {
				return worked{}, err
			}
			out.workings = append(out.workings, ruling.Working{
				Label: label("weighted points, for information only"),
				Value: scoring.Signed(pts) + " for North-South: do not enter this as a score; enter the weighted matchpoints or IMPs",
				How:   strings.Join(parts, " + "),
			})
		}
		said = append(said, spokenResults(sd.side, sd.results, split))
		switch {
		case cmp.teams:
			out.workings = append(out.workings, impWorkings(sd.side, sd.results, cs, cmp.datum, split)...)
		case len(cmp.traveller) > 0:
			ws, err := matchpointWorkings(reg, sd.side, sd.results, cs, cmp.traveller, split)
			if err != nil {
				return worked{}, err
			}
			out.workings = append(out.workings, ws...)
		}
	}
	out.text = "I am replacing the score on this board with " + strings.Join(said, ", and ")
	if split {
		out.text = "I am replacing the score on this board, differently for each side: " + strings.Join(said, "; ")
	}
	return out, nil
}

// components scores each result for North-South (Law 77).
func components(results []ruling.Weighted, vul bridge.Vulnerability) ([]scoring.Component, error) {
	cs := make([]scoring.Component, len(results))
	for i, r := range results {
		score, err := r.Contract.ScoreNS(vul, r.Tricks)
		if err != nil {
			return nil, err
		}
		cs[i] = scoring.Component{NS: score, Weight: r.Weight}
	}
	return cs, nil
}

// scoreHow says how a result scores: "South declarer, vulnerable; 10 tricks, 10 needed (Law 77)".
func scoreHow(r ruling.Weighted, vul bridge.Vulnerability) string {
	v := "not vulnerable"
	if vul.Vulnerable(r.Contract.Declarer) {
		v = "vulnerable"
	}
	return fmt.Sprintf("%s declaring, %s; %d tricks taken, %d needed (Law 77)",
		r.Contract.Declarer, v, r.Tricks, r.Contract.TricksNeeded())
}

// spokenResults reads the assigned results as the table hears them.
func spokenResults(side bridge.Side, results []ruling.Weighted, split bool) string {
	s := resultsText(results)
	if len(results) > 1 {
		s = "a weighted score of " + s
	}
	if split {
		return side.String() + " get " + s
	}
	return s
}

func joinAnd(parts []string) string {
	if len(parts) <= 1 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// matchpoints shows a number of scoring units in the body's matchpoints: whole units (two per
// score beaten), or halved where the body counts one per score beaten and a half per tie.
func matchpoints(reg law.Regulation, units *big.Rat) *big.Rat {
	if reg.HalfMatchpoints {
		return new(big.Rat).Quo(units, scoring.Int(2))
	}
	return units
}

// matchpointRule names the body's way of counting, for the workings.
func matchpointRule(reg law.Regulation) string {
	if reg.HalfMatchpoints {
		return "1 for each score beaten, ½ for each tie"
	}
	return "2 for each score beaten, 1 for each tie"
}

// matchpointWorkings matchpoints a side's results against the traveller (Law 78A) and weights
// them. At a split score East-West's percentage comes from their own results.
func matchpointWorkings(reg law.Regulation, side bridge.Side, results []ruling.Weighted, cs []scoring.Component, others []int, split bool) ([]ruling.Working, error) {
	w, err := scoring.WeightedMatchpoints(cs, others)
	if err != nil {
		return nil, err
	}
	top := matchpoints(reg, scoring.Int(w.Top))
	var out []ruling.Working
	parts := make([]string, len(results))
	for i, r := range results {
		m := w.Each[i]
		out = append(out, ruling.Working{
			Label: fmt.Sprintf("%s against the other %d %s", r.Contract.Result(r.Tricks), len(others), ruling.Plural(len(others), "result", "results")),
			Value: fmt.Sprintf("%s of %s matchpoints (%s%%) for North-South", scoring.Fixed(matchpoints(reg, scoring.Int(m.Units()))), scoring.Fixed(top), scoring.Percent(m.Percent())),
			How:   fmt.Sprintf("%s beats %d, ties %d, loses to %d; %s (Law 78A)", ruling.SignedScore(cs[i].NS), m.Beaten, m.Tied, m.Behind, matchpointRule(reg)),
		})
		parts[i] = fmt.Sprintf("%d%% × %s", r.Weight, scoring.Fixed(matchpoints(reg, scoring.Int(m.Units()))))
	}
	nsPercent := w.Percent()
	how := "the result's matchpoints"
	if len(results) > 1 {
		how = strings.Join(parts, " + ") + fmt.Sprintf(" = %s of %s", scoring.Fixed(matchpoints(reg, w.Units)), scoring.Fixed(top))
	}
	ewPercent := new(big.Rat).Sub(scoring.Int(100), nsPercent)
	ewUnits := new(big.Rat).Sub(scoring.Int(w.Top), w.Units)
	switch {
	case !split || side == bridge.NorthSouth:
		out = append(out, ruling.Working{
			Label: "North-South on the board",
			Value: fmt.Sprintf("%s%% (%s of %s matchpoints)", scoring.Percent(nsPercent), scoring.Fixed(matchpoints(reg, w.Units)), scoring.Fixed(top)),
			How:   how,
		})
		if !split {
			out = append(out, ruling.Working{
				Label: "East-West on the board",
				Value: fmt.Sprintf("%s%% (%s of %s matchpoints)", scoring.Percent(ewPercent), scoring.Fixed(matchpoints(reg, ewUnits)), scoring.Fixed(top)),
				How:   "the top less North-South's matchpoints",
			})
		}
	default:
		out = append(out, ruling.Working{
			Label: "East-West on the board",
			Value: fmt.Sprintf("%s%% (%s of %s matchpoints)", scoring.Percent(ewPercent), scoring.Fixed(matchpoints(reg, ewUnits)), scoring.Fixed(top)),
			How:   "the top less North-South's matchpoints for East-West's assigned results: " + how,
		})
	}
	return out, nil
}

// impWorkings converts a side's results to IMPs against the other table's score (Law 78B) and
// weights them.
func impWorkings(side bridge.Side, results []ruling.Weighted, cs []scoring.Component, datum int, split bool) []ruling.Working {
	total, each, _ := scoring.WeightedIMPs(cs, datum) // the weights were checked when they were answered
	var out []ruling.Working
	parts := make([]string, len(results))
	for i, r := range results {
		out = append(out, ruling.Working{
			Label: fmt.Sprintf("%s against %s at the other table", r.Contract.Result(r.Tricks), ruling.SignedScore(datum)),
			Value: signedIMPs(scoring.Int(each[i])) + " for North-South",
			How:   fmt.Sprintf("%s − %s = %s points (Law 78B scale)", ruling.SignedScore(cs[i].NS), parens(datum), ruling.SignedScore(cs[i].NS-datum)),
		})
		parts[i] = fmt.Sprintf("%d%% × %s", r.Weight, signedIMPs(scoring.Int(each[i])))
	}
	how := "the result's IMPs"
	if len(results) > 1 {
		how = strings.Join(parts, " + ")
	}
	if !split || side == bridge.NorthSouth {
		out = append(out, ruling.Working{Label: "North-South on the board", Value: signedIMPs(total), How: how})
	}
	if !split || side == bridge.EastWest {
		ew := new(big.Rat).Neg(total)
		h := "the same IMPs the other way"
		if split {
			h = "the other way, from East-West's assigned results: " + how
		}
		out = append(out, ruling.Working{Label: "East-West on the board", Value: signedIMPs(ew), How: h})
	}
	return out
}

// parens writes a score for a subtraction: "(−100)" or "+170".
func parens(n int) string {
	if n < 0 {
		return "(" + ruling.SignedScore(n) + ")"
	}
	return ruling.SignedScore(n)
}

func signedIMPs(r *big.Rat) string {
	s := scoring.Signed(r)
	if s == "+1" || s == "−1" {
		return s + " IMP"
	}
	return s + " IMPs"
}

// fillArtificialEnding gives each side its average from the answers.
func fillArtificialEnding(s ruling.Session, o *ruling.Outcome) {
	reg := regulationOf(s, o)
	ns, ew := faults(s)
	sessions := map[bridge.Side]ruling.Percent{bridge.NorthSouth: -1, bridge.EastWest: -1}
	if a, ok := s.Get("ns-session"); ok {
		sessions[bridge.NorthSouth] = a.Percent
	}
	if a, ok := s.Get("ew-session"); ok {
		sessions[bridge.EastWest] = a.Percent
	}
	fillArtificial(o, reg, s.Is("form", "teams"), ns, ew, sessions)
}

// fillArtificial sets the artificial adjusted score of each side at fault ns and ew (Law 12C2)
// on the outcome: what the table hears, and the workings. sessions holds a side's session
// percentage when the director entered it, else a negative number.
func fillArtificial(o *ruling.Outcome, reg law.Regulation, teams bool, ns, ew law.Fault, sessions map[bridge.Side]ruling.Percent) {
	var said []string
	for _, side := range []struct {
		side  bridge.Side
		fault law.Fault
	}{{bridge.NorthSouth, ns}, {bridge.EastWest, ew}} {
		value, how, spoken := artificialFor(reg, teams, side.fault, sessions[side.side])
		o.Workings = append(o.Workings, ruling.Working{Label: side.side.String() + ", " + side.fault.String(), Value: value, How: how})
		said = append(said, side.side.String()+" receive "+spoken)
	}
	if o.Adjustment == nil {
		o.Adjustment = &ruling.Adjustment{Artificial: true, Law: law.L(12, "C2")}
	}
	o.Adjustment.Text = "On this board, " + strings.Join(said, ", and ")
	if teams {
		o.Laws = append(o.Laws, law.L(86, "B"))
	}
}

// artificialFor is one side's artificial score (law.Regulation.Artificial, the one rule for
// every artificial score): its value, how it was found, and how the table hears it.
func artificialFor(reg law.Regulation, teams bool, f law.Fault, session ruling.Percent) (value, how, spoken string) {
	known := session >= 0
	a, _ := reg.Artificial(f, teams, law.SessionResult{Value: session.Float(), Known: known}) // f is always known here: the answers name it
	return artificialValue(a), artificialHow(a), artificialSpoken(a)
}

// artificialValue is the score alone: "60%", "+3 IMPs", "64.5%", "60% or the session percentage".
func artificialValue(a law.ArtificialScore) string {
	v := artificialNumber(a, a.Value)
	if a.Pending {
		v += " or the session " + map[bool]string{true: "average", false: "percentage"}[a.IMPs]
	}
	return v
}

func artificialNumber(a law.ArtificialScore, n float64) string {
	if a.IMPs {
		return signedIMPs(new(big.Rat).SetFloat64(n))
	}
	return ruling.Percent(int(math.Round(n * 100))).String()
}

// sessionWords names the session result the Law compares with.
func sessionWords(a law.ArtificialScore) string {
	if a.IMPs {
		return "their average IMPs per board on the session's other boards"
	}
	return "their percentage on the session's other boards"
}

// standardWords reads the Law's score for the fault: "average plus, 60%" or "average minus, −3 IMPs".
func standardWords(a law.ArtificialScore) string {
	if a.IMPs && a.Standard == 0 {
		return "average, no IMPs either way"
	}
	return a.Fault.Average() + ", " + artificialNumber(a, a.Standard)
}

func artificialHow(a law.ArtificialScore) string {
	law12 := "Law 12C2(a)"
	if a.IMPs {
		law12 = "Law 12C2(b)"
	}
	how := fmt.Sprintf("%s, %s (%s)", a.Fault.Average(), artificialNumber(a, a.Standard), law12)
	switch {
	case a.FromSession:
		return fmt.Sprintf("%s, %s, is %s than %s, the %s (Law 12C2(c))", sessionWords(a), artificialNumber(a, a.Session.Value),
			map[bool]string{true: "better", false: "worse"}[a.Fault == law.NotAtFault], artificialNumber(a, a.Standard), a.Fault.Average())
	case a.Pending:
		return how + fmt.Sprintf(", or %s if %s (Law 12C2(c)), applied when the session is scored", sessionWords(a), a.Better())
	case a.Session.Known && a.Fault != law.PartlyAtFault:
		return how + fmt.Sprintf("; %s, %s, does not change it (Law 12C2(c))", sessionWords(a), artificialNumber(a, a.Session.Value))
	}
	return how
}

func artificialSpoken(a law.ArtificialScore) string {
	switch {
	case a.FromSession:
		return fmt.Sprintf("%s, %s", sessionWords(a), artificialNumber(a, a.Value))
	case a.Pending:
		return fmt.Sprintf("%s, or %s if that is %s", standardWords(a), sessionWords(a), a.Better())
	}
	return standardWords(a)
}

// factoredWorkings matchpoints one group of a fouled board (Law 87B): each North-South score is
// compared with the others of its own group only (Law 78A), then factored up to the top the
// board would have had with all its expected results (scoring.Factored, the Neuberg formula),
// so the group weighs what it should on the board. One working per score, then the check that
// the group's total is its share of the board's. The fouled-board ruling shows them.
func factoredWorkings(reg law.Regulation, group []int, expected int) ([]ruling.Working, error) {
	if len(group) == 0 {
		return nil, fmt.Errorf("enter the North-South scores of the group")
	}
	groupTop := matchpoints(reg, scoring.Int(2*(len(group)-1)))
	boardTop := scoring.Int(2 * (expected - 1))
	total := new(big.Rat)
	var out []ruling.Working
	for i, ns := range group {
		others := append(append([]int(nil), group[:i]...), group[i+1:]...)
		m := scoring.Compare(ns, others)
		f, err := scoring.Factored(scoring.Int(m.Units()), len(group), expected)
		if err != nil {
			return nil, err
		}
		total.Add(total, f)
		value := fmt.Sprintf("%s of %s matchpoints", scoring.Fixed(matchpoints(reg, f)), scoring.Fixed(matchpoints(reg, boardTop)))
		if boardTop.Sign() > 0 {
			value += fmt.Sprintf(" (%s%%)", scoring.Percent(new(big.Rat).Quo(new(big.Rat).Mul(f, scoring.Int(100)), boardTop)))
		}
		out = append(out, ruling.Working{
			Label: fmt.Sprintf("North-South %s in the group of %d", ruling.SignedScore(ns), len(group)),
			Value: value,
			How: fmt.Sprintf("%s of %s in the group (beats %d, ties %d); %s",
				scoring.Fixed(matchpoints(reg, scoring.Int(m.Units()))), scoring.Fixed(groupTop), m.Beaten, m.Tied,
				neubergNumbers(reg, matchpoints(reg, scoring.Int(m.Units())), len(group), expected)),
		})
	}
	share := new(big.Rat).Mul(scoring.Int(len(group)), new(big.Rat).Quo(boardTop, scoring.Int(2)))
	out = append(out, ruling.Working{
		Label: "The group's total",
		Value: scoring.Fixed(matchpoints(reg, total)) + " matchpoints",
		How: fmt.Sprintf("%d results × an average of %s, as on a board played in one form (Law 87B)",
			len(group), scoring.Fixed(matchpoints(reg, new(big.Rat).Quo(boardTop, scoring.Int(2))))),
	})
	out = append(out, neubergWorking(reg, len(group), expected))
	if total.Cmp(share) != 0 {
		return nil, fmt.Errorf("the factored group adds up to %s, not %s", scoring.Fixed(total), scoring.Fixed(share))
	}
	return out, nil
}

// neubergNumbers writes the factoring of one score with its numbers in the body's matchpoints:
// "(12 + 1) × 10 ÷ 7 − 1", or "(6 + ½) × 10 ÷ 7 − ½" where the body counts 1 for each score beaten.
func neubergNumbers(reg law.Regulation, m *big.Rat, group, expected int) string {
	one := neubergOne(reg)
	return fmt.Sprintf("(%s + %s) × %d ÷ %d − %s", scoring.Fixed(m), one, expected, group, one)
}

// neubergWorking states the factoring formula once, with what its letters stand for.
func neubergWorking(reg law.Regulation, group, expected int) ruling.Working {
	one := neubergOne(reg)
	return ruling.Working{
		Label: "Factoring each score (the Neuberg formula)",
		Value: fmt.Sprintf("(M + %s) × E ÷ A − %s", one, one),
		How: fmt.Sprintf("M is the score's matchpoints in its group (%s), A = %d results in the group, E = %d results the board should have had",
			matchpointRule(reg), group, expected),
	}
}

// neubergOne is the formula's constant in the body's matchpoints: 1, or ½ where a score beaten
// counts 1.
func neubergOne(reg law.Regulation) string {
	if reg.HalfMatchpoints {
		return "½"
	}
	return "1"
}
