package catalog

import (
	"fmt"

	"tableside/engine/law"
	"tableside/engine/ruling"
)

// FouledBoard rules a board that was not played in the same form at every table (Law 87A):
// cards moved to the wrong pockets, or the dealer or vulnerability changed between copies. At
// pairs every result stands, but each is compared only with results from the same cards: the
// director sorts the results into groups and each group is matchpointed on its own, then
// factored up to the board's full top (Law 87B; the Neuberg formula, worked out here by the
// calculator's factoredWorkings). A table whose form cannot be told gets an artificial score by
// fault through the one rule (Law 12C2). At teams a match compares only tables that played the
// same cards; where its two tables did not, the board gets artificial scores (Law 87C sends
// teams to Law 86B).
//
// Four taps to the common ruling: found after the session, pairs, the groups are known, the
// scorer factors them.
var FouledBoard = &ruling.Flow{
	ID:       "fouled-board",
	Title:    "Fouled board",
	Summary:  "A board was played in different forms at different tables: score each form as its own group.",
	Category: ruling.Scores,
	Phrases: []string{"fouled board", "foul board", "board was fouled", "cards in the wrong pocket", "hands in the wrong slots",
		"cards in the wrong slot", "hands switched", "hands were swapped", "board turned round", "board rotated",
		"board played differently at other tables", "different hands at other tables",
		"wrong dealer on the board", "wrong vulnerability on the board", "factored matchpoints", "neuberg", "sub field", "two groups",
		"cards returned to the wrong pocket", "our hands were different from the other tables"},
	Laws:   []law.Ref{law.L(87, "A"), law.L(87, "B"), law.L(86, "B"), law.L(78, "A")},
	Start:  "found",
	Common: []ruling.Answer{ruling.Pick("after"), ruling.Pick("pairs"), ruling.Pick("known"), ruling.Pick("scorer")},
	Steps: []ruling.Step{
		{ID: "found", Question: ruling.Question{
			Prompt: "When was it found?",
			Help: "A board is fouled when a card was in the wrong pocket, or the dealer or vulnerability differed between copies, " +
				"so that pairs who should be compared did not play the same cards (Law 87A).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "after", Label: "After the session, when scoring", Next: ruling.Ask("form")},
				{ID: "during", Label: "During the session", Help: "More tables will still play it.", Next: ruling.Ask("form")},
			},
		}},
		{ID: "form", Question: ruling.Question{
			Prompt: "Pairs or teams?",
			Help: "At pairs the results are scored in groups (Law 87B). At teams a match compares only its own two tables " +
				"(Law 87C sends teams to Law 86B).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "pairs", Label: "Pairs (matchpoints)", Next: ruling.Ask("groups")},
				{ID: "teams", Label: "Teams (IMPs)", Next: ruling.Ask("match")},
			},
		}},
		{ID: "groups", Question: ruling.Question{
			Prompt: "Can you tell which tables played which form?",
			Help: "Decide as closely as you can which results came from the correct board and which from each changed form; " +
				"the scores on the traveller and the players' memories help (Law 87B).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "known", Label: "Yes: the results fall into groups", Next: ruling.Ask("work")},
				{ID: "unknown", Label: "Not for some tables", Help: "Those tables cannot be compared with anyone.", Next: ruling.Ask("fault")},
			},
		}},
		{ID: "work", Question: ruling.Question{
			Prompt: "Work out a group's matchpoints now?",
			Help: "Each group is matchpointed on its own, then factored up to the board's full top so that it counts as much " +
				"as any other board. Scoring programs do this when the groups are marked; enter a group to see the numbers.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "scorer", Label: "No: the scorer marks the groups", Next: ruling.Rule("grouped")},
				{ID: "now", Label: "Yes: enter a group's scores", Next: ruling.Ask("group")},
			},
		}},
		{ID: "group", Question: ruling.Question{
			Prompt: "The North-South scores of one group",
			Help:   "Every result from the same form of the board, this table's included, as the traveller shows them.",
			Kind:   ruling.TravellerKind,
			Min:    1, Max: 100,
			Examples: []ruling.Answer{
				ruling.TravellerAnswer(620, 600, 450, 420, 170, 140, -100),
				ruling.TravellerAnswer(-200),
			},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Ask("expected") }},
		{ID: "expected", Question: ruling.Question{
			Prompt: "How many results should the board have had?",
			Help:   "The number of times the board is played in the movement: the results in every group added together.",
			Kind:   ruling.CountKind,
			Min:    1, Max: 200,
			Check:    checkGroupFits,
			Examples: []ruling.Answer{ruling.CountAnswer(10)},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Rule("grouped") }},
		faultStepFor("fault", "For a table whose form cannot be told: the pair that put the cards back wrongly is at fault; "+
			"a pair that only received the fouled board usually is not.", "Nobody can say who misplaced the cards.", ruling.Rule("unplaced")),
		{ID: "match", Question: ruling.Question{
			Prompt: "Did both tables of the match play the same cards?",
			Help: "The board is fouled only for contestants who should have been compared and were not (Law 87A): a match " +
				"whose two tables held the same cards has a true comparison.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "same", Label: "Yes: the same form at both tables", Next: ruling.Rule("teams-same")},
				{ID: "different", Label: "No: different forms", Next: ruling.Ask("team-fault")},
			},
		}},
		faultStepFor("team-fault", "The pair that put the cards back wrongly is at fault; a pair that only received the "+
			"fouled board usually is not.", "Nobody can say who misplaced the cards.", ruling.Rule("teams-averages")),
	},
	Endings: []ruling.Ending{
		{ID: "grouped", Outcome: ruling.Outcome{
			Title: "Every result stands, scored in groups",
			Summary: "This board was played with different cards at different tables. Every result stands, but each is compared " +
				"only with results from the same cards, and each group is scaled up to the full top of the board.",
			Automatic: []ruling.Effect{
				{Text: "Each result is compared only with the results from the same cards", Laws: []law.Ref{law.L(87, "B")}},
				{Text: "Each group's matchpoints are scaled up to the board's full top, so the board counts as much as any other", Laws: []law.Ref{law.L(87, "B")}},
			},
			Notes: []string{
				"The Law leaves the method to the event's regulations, and in their absence the director chooses and announces it (Law 87B). Scoring programs factor each group by the Neuberg formula, which the English Bridge Union's article on scoring fouled boards sets out.",
				"A result is not cancelled because the board was fouled: only a table whose form cannot be told gets an average.",
			},
			Laws: []law.Ref{law.L(87, "B")},
		}, Fill: fillFouledGroups},
		{ID: "unplaced", Outcome: ruling.Outcome{
			Title:   "A table whose form can't be told: averages by fault",
			Summary: "I cannot tell which cards were played at your table, so your result cannot be compared with anyone's, and each pair receives an average instead. The other results on the board are scored in groups.",
			Adjustment: &ruling.Adjustment{
				Artificial: true,
				Law:        law.L(12, "C2"),
			},
			Automatic: []ruling.Effect{
				{Text: "The results you can place are scored in groups, each compared only with results from the same cards", Laws: []law.Ref{law.L(87, "B")}},
			},
			Notes: []string{"An artificial score is for a result that cannot be compared, not a punishment; a pair that misplaced the cards may also be warned or penalized (Law 90)."},
			Laws:  []law.Ref{law.L(87, "B"), law.L(12, "C2")},
		}, Fill: fillFouledUnplaced},
		{ID: "teams-same", Outcome: ruling.Outcome{
			Title:   "The board is scored normally in this match",
			Summary: "Both tables of your match played the same cards, so the board compares fairly and is scored as usual.",
			Automatic: []ruling.Effect{
				{Text: "The two results of the match are compared as usual, in IMPs", Laws: []law.Ref{law.L(87, "A"), law.L(78, "B")}},
			},
			Notes: []string{"A board is fouled only for contestants who should have been compared and did not play the same cards (Law 87A)."},
			Laws:  []law.Ref{law.L(87, "A")},
		}, Fill: fillFouledFound},
		{ID: "teams-averages", Outcome: ruling.Outcome{
			Title:   "The two tables held different cards: averages by fault",
			Summary: "The two tables of this match did not play the same cards, so the board cannot be compared and each team receives an artificial score.",
			Adjustment: &ruling.Adjustment{
				Artificial: true,
				Law:        law.L(12, "C2"),
			},
			Notes: []string{
				"Law 87C sends a fouled board at teams to Law 86B; where the event's regulations give their own method, follow them.",
				"In a knockout match, scores that do not balance are averaged so that one team gains what the other loses (Law 86).",
			},
			Laws: []law.Ref{law.L(86, "B"), law.L(12, "C2")},
		}, Fill: fillFouledTeamAverages},
	},
}

// checkGroupFits refuses a board with fewer expected results than the group entered.
func checkGroupFits(s ruling.Session, a ruling.Answer) error {
	if g, ok := s.Get("group"); ok && a.Count < len(g.Scores) {
		return fmt.Errorf("the group has %d results: the board must have had at least as many", len(g.Scores))
	}
	return nil
}

// fillFouledFound tells the table to put the board right when more tables will play it.
func fillFouledFound(s ruling.Session, o *ruling.Outcome) {
	if s.Is("found", "during") {
		o.First = "Please put the cards back in their proper pockets before the board moves on"
		o.Automatic = append([]ruling.Effect{{
			Text: "The board is put right now, so the tables still to play it hold the correct cards",
			Laws: []law.Ref{law.L(82, "A")},
		}}, o.Automatic...)
	}
	o.FollowUps = append(o.FollowUps, ruling.FollowUp{
		When:  "if you can tell who put the cards back wrongly",
		Watch: "a warning, or a procedural penalty for that pair",
		Flow:  "procedural-penalty",
		Law:   law.L(90, "A"),
	})
}

func fillFouledGroups(s ruling.Session, o *ruling.Outcome) {
	fillFouledFound(s, o)
	if !s.Is("work", "now") {
		o.FollowUps = append(o.FollowUps, ruling.FollowUp{
			When:  "before the scores are published",
			Watch: "tell the scorer which results belong to which form of the board, so each group is factored",
			Law:   law.L(87, "B"),
		})
		return
	}
	reg := regulationOf(s, o)
	g, _ := s.Get("group")
	w, err := factoredWorkings(reg, g.Scores, s.Count("expected"))
	if err != nil {
		o.Notes = append(o.Notes, "The group could not be factored: "+err.Error())
		return
	}
	o.Workings = w
}

func fillFouledUnplaced(s ruling.Session, o *ruling.Outcome) {
	fillFouledFound(s, o)
	ns, ew := faultsAt(s, "fault")
	fillArtificialFor(s, o, false, ns, ew)
}

func fillFouledTeamAverages(s ruling.Session, o *ruling.Outcome) {
	fillFouledFound(s, o)
	ns, ew := faultsAt(s, "team-fault")
	fillArtificialFor(s, o, true, ns, ew)
}
