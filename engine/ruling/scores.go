package ruling

// The score calculator's part of the model (issue 13): three answer kinds (likely results with
// their weights, a board's other scores, a percentage), the regulating body a ruling used, the
// workings behind every number shown, and a procedural penalty recorded against a side. They
// are kept in this file, apart from the kinds other work adds, so the two merge simply.

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"tableside/engine/bridge"
	"tableside/engine/law"
)

// The score calculator's answer kinds. They are numbered from 20, so a kind added elsewhere
// meanwhile keeps its own number in saved sessions, and these keep theirs.
const (
	WeightedKind  Kind = 20 + iota // likely results, each with its weight in percent (Law 12C1(c))
	TravellerKind                  // the other North-South scores on a board (the traveller)
	PercentKind                    // a percentage, such as a pair's session percentage
)

// scoreKindNames names the calculator's kinds for messages and the flow documents.
var scoreKindNames = map[Kind]string{
	WeightedKind:  "list of likely results with weights",
	TravellerKind: "list of scores",
	PercentKind:   "percentage",
}

// MaxWeighted is the most likely results a weighted score may list. Directors weigh two or
// three; six leaves room without making the picker a spreadsheet.
const MaxWeighted = 6

// MaxScore is the largest duplicate score there is: 7NT redoubled, vulnerable, all thirteen
// tricks lost is 7600 for the defenders (Law 77). No traveller score is larger.
const MaxScore = 7600

// Weighted is one likely result of an assigned score and its weight, in whole percent.
type Weighted struct {
	Contract bridge.Contract `json:"contract"` // with its declarer
	Tricks   int             `json:"tricks"`   // won by declarer
	Weight   int             `json:"weight"`   // percent, 1 to 100
}

// String reads "60% 4♠= by South".
func (w Weighted) String() string {
	return fmt.Sprintf("%d%% %s", w.Weight, w.Contract.Result(w.Tricks))
}

// Percent is a percentage in hundredths: 5734 is 57.34%. Whole hundredths keep answers exact
// and comparable.
type Percent int

// Percentage makes a Percent from a whole number of percent: Percentage(60) is 60%.
func Percentage(whole int) Percent { return Percent(100 * whole) }

// String reads "57.34%", "57.5%" or "60%".
func (p Percent) String() string {
	sign := ""
	if p < 0 {
		sign, p = "-", -p
	}
	s := strconv.Itoa(int(p) / 100)
	if frac := int(p) % 100; frac != 0 {
		s += strings.TrimRight(fmt.Sprintf(".%02d", frac), "0")
	}
	return sign + s + "%"
}

// Float is the percentage as a number: 57.34.
func (p Percent) Float() float64 { return float64(p) / 100 }

// WeightedAnswer answers a weighted-results question.
func WeightedAnswer(results ...Weighted) Answer {
	return Answer{Kind: WeightedKind, Results: slices.Clone(results)}
}

// TravellerAnswer answers a question about the board's other North-South scores.
func TravellerAnswer(scores ...int) Answer {
	return Answer{Kind: TravellerKind, Scores: slices.Clone(scores)}
}

// PercentAnswer answers a percentage question.
func PercentAnswer(p Percent) Answer { return Answer{Kind: PercentKind, Percent: p} }

// scoreString shows a calculator answer as the breadcrumb does; "" for other kinds.
func (a Answer) scoreString() string {
	switch a.Kind {
	case WeightedKind:
		parts := make([]string, len(a.Results))
		for i, w := range a.Results {
			parts[i] = w.String()
		}
		return strings.Join(parts, ", ")
	case TravellerKind:
		parts := make([]string, len(a.Scores))
		for i, s := range a.Scores {
			parts[i] = SignedScore(s)
		}
		return strings.Join(parts, " ")
	case PercentKind:
		return a.Percent.String()
	}
	return ""
}

// SignedScore writes +620 or −100, with a true minus sign; 0 is "0" (a passed-out board).
func SignedScore(n int) string {
	if n == 0 {
		return "0"
	}
	return signedScore(n)
}

// fitsScore checks a calculator answer's value; other kinds pass.
func (q *Question) fitsScore(a Answer) error {
	switch a.Kind {
	case WeightedKind:
		return fitsWeighted(a.Results)
	case TravellerKind:
		lo, hi := max(q.Min, 1), q.Max
		if hi <= 0 {
			hi = 100
		}
		if len(a.Scores) < lo || len(a.Scores) > hi {
			if lo == hi {
				return fmt.Errorf("enter %d %s", lo, Plural(lo, "score", "scores"))
			}
			return fmt.Errorf("enter from %d to %d scores", lo, hi)
		}
		for _, s := range a.Scores {
			if s%10 != 0 || s > MaxScore || s < -MaxScore {
				return fmt.Errorf("%s is not a duplicate score: scores are multiples of 10, up to %d either way", SignedScore(s), MaxScore)
			}
		}
	case PercentKind:
		lo, hi := Percent(q.Min), Percent(q.Max)
		if lo == 0 && hi == 0 {
			hi = Percentage(100)
		}
		if a.Percent < lo || a.Percent > hi {
			return fmt.Errorf("enter a percentage from %s to %s", lo, hi)
		}
	}
	return nil
}

// fitsWeighted checks a weighted score: one to MaxWeighted different results, each a contract
// with its declarer and a possible number of tricks, the weights whole percents adding up to
// 100 (Law 12C1(c)).
func fitsWeighted(results []Weighted) error {
	if len(results) == 0 || len(results) > MaxWeighted {
		return fmt.Errorf("enter from 1 to %d likely results", MaxWeighted)
	}
	sum := 0
	for i, w := range results {
		if !w.Contract.Valid() || !w.Contract.Declarer.Valid() {
			return fmt.Errorf("result %d needs its contract and declarer, as 4♠ by South", i+1)
		}
		if w.Tricks < 0 || w.Tricks > 13 {
			return fmt.Errorf("result %d: declarer's tricks must be between 0 and 13", i+1)
		}
		if w.Weight < 1 || w.Weight > 100 {
			return fmt.Errorf("result %d: give it a weight from 1%% to 100%%, or leave it out", i+1)
		}
		for _, earlier := range results[:i] {
			if earlier.Contract == w.Contract && earlier.Tricks == w.Tricks {
				return fmt.Errorf("%s is listed twice: give it one weight", w.Contract.Result(w.Tricks))
			}
		}
		sum += w.Weight
	}
	if sum != 100 && !equalShares(results, sum) {
		return fmt.Errorf("the weights add up to %d%%: they must make 100%%, or be equal shares such as 33, 33 and 33 for thirds", sum)
	}
	return nil
}

// equalShares reports whether the weights are all the same and add up to 100 as nearly as
// whole percents can: 33, 33, 33 is thirds. The arithmetic divides by the total weight
// (scoring.Component), so equal weights are exact shares.
func equalShares(results []Weighted, sum int) bool {
	n := len(results)
	if n < 2 {
		return false
	}
	for _, w := range results[1:] {
		if w.Weight != results[0].Weight {
			return false
		}
	}
	return sum > 100-n && sum < 100+n
}

// Regulation is the regulating body's options for this table: law.Default's until the director
// chooses a body in Settings.
func (c Context) Regulation() law.Regulation { return law.For(c.Body) }

// Working shows how one number of a ruling was computed: "North-South", "74%", "60% × 90%
// (+620 beats 9 of 10 scores) + 40% × 50% (−100 …)". The screen and the printed log show
// workings; the script does not read them.
type Working struct {
	Label string `json:"label"`
	Value string `json:"value"`
	How   string `json:"how,omitempty"`
}

// String reads "North-South: 74% = 60% × 90% + 40% × 50%".
func (w Working) String() string {
	s := w.Label + ": " + w.Value
	if w.How != "" {
		s += " = " + w.How
	}
	return s
}

// ProceduralPenalty is a warning or a procedural penalty recorded against a side (Law 90), in
// the units of the event's scoring: percent of a top at pairs (with the top, when the director
// gave it, to show the matchpoints), IMPs at teams, or victory points. A penalty logged before
// the form of scoring was asked holds both Percent and IMPs; it still reads as it did.
type ProceduralPenalty struct {
	Side    bridge.Side `json:"side"`
	Warning bool        `json:"warning,omitempty"` // a warning only, no score taken
	Percent Percent     `json:"percent,omitempty"` // of a top on the board, at pairs
	IMPs    float64     `json:"imps,omitempty"`    // at teams: half of 3 is 1.5
	VPs     float64     `json:"vps,omitempty"`     // in a match scored in victory points
	Top     int         `json:"top,omitempty"`     // the board's top in matchpoints, when known
	Law     law.Ref     `json:"law"`
}

// String reads "North-South: a warning", "North-South: minus 25% of a top on the board (2.5 of
// 10 matchpoints)", "East-West: minus 6 IMPs" or "East-West: minus 1 VP".
func (p ProceduralPenalty) String() string {
	if p.Warning {
		return p.Side.String() + ": a warning, no score taken"
	}
	switch {
	case p.Percent == 0 && p.VPs != 0:
		return fmt.Sprintf("%s: minus %s", p.Side, VPsText(p.VPs))
	case p.Percent == 0:
		return fmt.Sprintf("%s: minus %s", p.Side, IMPsText(p.IMPs))
	}
	s := fmt.Sprintf("%s: minus %s of a top on the board", p.Side, p.Percent)
	if p.Top > 0 {
		s += fmt.Sprintf(" (%s of %d matchpoints)", p.Matchpoints(), p.Top)
	}
	if p.IMPs != 0 {
		s += fmt.Sprintf(" (%s at teams)", IMPsText(p.IMPs))
	}
	return s
}

// Matchpoints is the penalty in matchpoints on a board whose top is Top: "2.5".
func (p ProceduralPenalty) Matchpoints() string {
	return strconv.FormatFloat(float64(p.Percent)*float64(p.Top)/10000, 'f', -1, 64)
}

// VPsText writes a number of victory points: "1 VP", "0.5 VP", "2 VPs".
func VPsText(n float64) string {
	s := strconv.FormatFloat(n, 'f', -1, 64)
	if n > -2 && n < 2 {
		return s + " VP"
	}
	return s + " VPs"
}

// IMPsText writes a number of IMPs: "3 IMPs", "1.5 IMPs", "1 IMP".
func IMPsText(n float64) string {
	s := strconv.FormatFloat(n, 'f', -1, 64)
	if n == 1 || n == -1 {
		return s + " IMP"
	}
	return s + " IMPs"
}

// writeScoreParts adds the calculator's parts of an outcome to its document: the penalty, the
// workings and the regulating body whose options it used.
func writeScoreParts(b *strings.Builder, o Outcome) {
	if o.Penalty != nil {
		fmt.Fprintf(b, "**Recorded:** %s (%s)\n\n", o.Penalty, o.Penalty.Law)
	}
	if len(o.Workings) > 0 {
		b.WriteString("**Workings:**\n")
		for _, w := range o.Workings {
			fmt.Fprintf(b, "- %s\n", w)
		}
		b.WriteString("\n")
	}
	if o.Body.Valid() {
		fmt.Fprintf(b, "**Regulating body:** %s (%s)\n\n", o.Body, o.Body.Name())
	}
}
