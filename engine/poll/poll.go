// Package poll is the director's poll of peers for an unauthorized-information ruling: the
// problem written once, each peer's answer (what they would do, and what else they seriously
// considered), and a tally that says whether the answers show a logical alternative to the
// action taken at the table (Law 16B1(b)).
//
// The Law sets no number: a logical alternative is an action a significant proportion of the
// player's peers would seriously consider, and some might select. The tally reads the answers
// by the two counts in Rule, stated in words wherever the finding is shown, so the director
// sees the evidence and judges; it never decides the ruling.
package poll

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"tableside/engine/bridge"
	"tableside/engine/sortby"
)

// MinAnswers is how many peers must have answered before the tally is read as evidence.
const MinAnswers = 3

// ConsideredBy is how many peers must seriously consider an action, when none chose it, for it
// to count as a logical alternative on the evidence.
const ConsideredBy = 2

// ShareOneIn is the share of the peers, one in this many, who must have chosen or seriously
// considered an action for the tally to read it as a logical alternative. Law 16B1(b) asks for
// a significant proportion of peers seriously considering it and some selecting it; one peer in
// twelve is not that, so below this share the tally reports the evidence as weak and leaves the
// question to the director instead of answering it.
const ShareOneIn = 4

// Rule states in words how the tally reads the answers.
const Rule = "On the evidence, another action is a logical alternative when at least one peer would choose it, " +
	"or at least two seriously considered it, and together they are at least one peer in four. Below that share the " +
	"evidence is weak and the director judges. Law 16B1(b) sets no percentage: this is evidence for your judgement, not the ruling."

// Problem is what every peer is shown: the hand, the auction up to the decision and the
// partnership's methods. Taken, the action chosen at the table, is never shown to a peer; the
// tally compares their answers with it.
type Problem struct {
	Hand    string `json:"hand"`
	Auction string `json:"auction"`
	Methods string `json:"methods"`
	Taken   string `json:"taken"`
}

// Answer is one peer's answer.
type Answer struct {
	Peer       string   `json:"peer,omitempty"` // who answered, as the director describes them (standing, not name)
	Action     string   `json:"action"`         // what they would do
	Considered []string `json:"considered,omitempty"`
}

// Poll is the problem and the answers so far. It is a value: its methods return a new Poll, and
// a refused change leaves the poll as it was.
type Poll struct {
	Problem Problem  `json:"problem"`
	Answers []Answer `json:"answers,omitempty"`
}

// New starts a poll of the problem.
func New(p Problem) (Poll, error) {
	p = p.trimmed()
	if err := p.Check(); err != nil {
		return Poll{}, err
	}
	return Poll{Problem: p}, nil
}

func (p Problem) trimmed() Problem {
	return Problem{Hand: strings.TrimSpace(p.Hand), Auction: strings.TrimSpace(p.Auction),
		Methods: strings.TrimSpace(p.Methods), Taken: clean(p.Taken)}
}

// Check says what a peer could not answer from the problem, or what would give away the answer.
func (p Problem) Check() error {
	p = p.trimmed()
	var errs []error
	if p.Hand == "" {
		errs = append(errs, errors.New("write the player's hand: peers answer holding it"))
	}
	if p.Auction == "" {
		errs = append(errs, errors.New("write the auction up to the decision, with the alerts and explanations the player had"))
	}
	if p.Methods == "" {
		errs = append(errs, errors.New("write the partnership's methods: peers answer using them (Law 16B1(b))"))
	}
	if p.Taken == "" {
		errs = append(errs, errors.New("write what was chosen at the table: peers never see it, the tally compares their answers with it"))
	}
	if p.Auction != "" && p.Taken != "" {
		tokens := strings.Fields(p.Auction)
		if last := tokens[len(tokens)-1]; Key(last) == Key(p.Taken) {
			errs = append(errs, fmt.Errorf("the auction ends with what was chosen at the table (%s): stop it just before the decision, so peers do not see it", Display(p.Taken)))
		}
	}
	return errors.Join(errs...)
}

// WithProblem replaces the problem. Once peers have answered, they answered it as written: then
// only the action taken at the table, which they never saw, may change.
func (p Poll) WithProblem(pr Problem) (Poll, error) {
	pr = pr.trimmed()
	if err := pr.Check(); err != nil {
		return p, err
	}
	if len(p.Answers) > 0 && (pr.Hand != p.Problem.Hand || pr.Auction != p.Problem.Auction || pr.Methods != p.Problem.Methods) {
		return p, fmt.Errorf("%d %s already answered this problem as written: only the action taken at the table can still change. Remove the answers to change the problem",
			len(p.Answers), plural(len(p.Answers), "peer has", "peers have"))
	}
	p.Problem = pr
	p.Answers = slices.Clone(p.Answers)
	return p, nil
}

// WithAnswer records one more peer's answer. The action is required; what they considered is
// tidied: blanks, repeats and the action itself are dropped.
func (p Poll) WithAnswer(a Answer) (Poll, error) {
	if p.Problem.Check() != nil {
		return p, errors.New("write the problem first: peers answer it")
	}
	a.Action, a.Peer = clean(a.Action), clean(a.Peer)
	if a.Action == "" {
		return p, errors.New("write the action this peer would take")
	}
	seen := map[string]bool{Key(a.Action): true}
	var considered []string
	for _, c := range a.Considered {
		c = clean(c)
		if k := Key(c); c != "" && !seen[k] {
			seen[k] = true
			considered = append(considered, c)
		}
	}
	a.Considered = considered
	p.Answers = append(slices.Clone(p.Answers), a)
	return p, nil
}

// Without removes answer i (counted from 0), for an answer recorded by mistake.
func (p Poll) Without(i int) (Poll, error) {
	if i < 0 || i >= len(p.Answers) {
		return p, fmt.Errorf("answer %d does not exist: this poll has %d", i+1, len(p.Answers))
	}
	p.Answers = slices.Delete(slices.Clone(p.Answers), i, i+1)
	return p, nil
}

// Finding is what the tally shows; NoFinding is the zero value.
type Finding int

// The findings.
const (
	NoFinding Finding = iota
	TooFew
	Alternative
	NoAlternative
	// Weak: another action was chosen or considered, but by too small a share of the peers to
	// read as a logical alternative without the director's own judgement.
	Weak
)

// String names the finding in a few words.
func (f Finding) String() string {
	switch f {
	case TooFew:
		return "too few answers"
	case Alternative:
		return "logical alternative"
	case NoAlternative:
		return "no logical alternative"
	case Weak:
		return "weak evidence"
	}
	return ""
}

// Count is one action in the tally.
type Count struct {
	Action      string // as shown: "4♠", "Pass", or the words first used
	Chose       int    // peers who would take it
	Considered  int    // peers who seriously considered it but would take something else
	Taken       bool   // the action taken at the table
	Alternative bool   // another action that counts as a logical alternative on the evidence
	// Weak marks another action that some peers chose or considered, but too few of them to
	// count as a logical alternative on the evidence alone.
	Weak bool
}

// Tally is the poll read against Rule.
type Tally struct {
	Answers int
	Counts  []Count // the action taken first, then by peers choosing, then considering
	Finding Finding
}

// Tally counts the answers, grouping actions that name the same call however typed ("4S",
// "4♠", "4 spades") and other actions whatever their capitals and spaces.
func (p Poll) Tally() Tally {
	t := Tally{Answers: len(p.Answers)}
	index := map[string]int{}
	count := func(action string) *Count {
		k := Key(action)
		i, ok := index[k]
		if !ok {
			i = len(t.Counts)
			index[k] = i
			t.Counts = append(t.Counts, Count{Action: Display(action)})
		}
		return &t.Counts[i]
	}
	if p.Problem.Taken != "" {
		count(p.Problem.Taken).Taken = true
	}
	for _, a := range p.Answers {
		count(a.Action).Chose++
		for _, c := range a.Considered {
			count(c).Considered++
		}
	}
	found, weak := false, false
	for i := range t.Counts {
		c := &t.Counts[i]
		counted := !c.Taken && (c.Chose >= 1 || c.Considered >= ConsideredBy)
		c.Alternative = counted && c.support()*ShareOneIn >= t.Answers
		c.Weak = counted && !c.Alternative
		found = found || c.Alternative
		weak = weak || c.Weak
	}
	sortby.Stable(t.Counts, func(a, b Count) int {
		switch {
		case a.Taken != b.Taken:
			if a.Taken {
				return -1
			}
			return 1
		case a.Chose != b.Chose:
			return b.Chose - a.Chose
		}
		return b.Considered - a.Considered
	})
	switch {
	case t.Answers < MinAnswers:
		t.Finding = TooFew
	case found:
		t.Finding = Alternative
	case weak:
		t.Finding = Weak
	default:
		t.Finding = NoAlternative
	}
	return t
}

// support is how many peers chose or seriously considered the action: a peer's considered list
// never repeats their own action, so no peer counts twice.
func (c Count) support() int { return c.Chose + c.Considered }

// Alternatives lists the actions that count as logical alternatives on the evidence so far.
func (t Tally) Alternatives() []string {
	var out []string
	for _, c := range t.Counts {
		if c.Alternative {
			out = append(out, c.Action)
		}
	}
	return out
}

// Summary says in one sentence what the tally shows.
func (t Tally) Summary() string {
	switch t.Finding {
	case TooFew:
		return fmt.Sprintf("Too few answers to read yet: %d of at least %d.", t.Answers, MinAnswers)
	case NoAlternative:
		return fmt.Sprintf("No logical alternative on the evidence: every peer would take the action taken, and nothing else was seriously considered by %s or more.",
			numberWord(ConsideredBy))
	case Alternative:
		var parts []string
		for _, c := range t.Counts {
			if !c.Alternative {
				continue
			}
			var why string
			switch {
			case c.Chose == 0:
				why = fmt.Sprintf("none would choose it; %d seriously considered it", c.Considered)
			case c.Considered == 0:
				why = fmt.Sprintf("%d of %d would choose it", c.Chose, t.Answers)
			default:
				why = fmt.Sprintf("%d of %d would choose it; %d more seriously considered it", c.Chose, t.Answers, c.Considered)
			}
			parts = append(parts, fmt.Sprintf("%s (%s)", c.Action, why))
		}
		return "A logical alternative exists on the evidence: " + strings.Join(parts, "; ") + "."
	case Weak:
		var parts []string
		for _, c := range t.Counts {
			if c.Weak {
				parts = append(parts, fmt.Sprintf("%s (chosen or seriously considered by %d of %d, %d%%)", c.Action, c.support(), t.Answers, 100*c.support()/t.Answers))
			}
		}
		return fmt.Sprintf("Weak evidence: %s, fewer than one peer in %s. Judge whether it is a logical alternative yourself, or poll more peers.",
			strings.Join(parts, "; "), numberWord(ShareOneIn))
	}
	return ""
}

// SplitActions reads a list of actions typed in one field: "pass, double; 5♣".
func SplitActions(text string) []string {
	var out []string
	for _, part := range strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == ';' || r == '\n' }) {
		if c := clean(part); c != "" {
			out = append(out, c)
		}
	}
	return out
}

// Key is what two actions share when they are the same: the call for anything that reads as a
// call, otherwise the words in lower case.
func Key(action string) string {
	if c, err := bridge.ParseCall(clean(action)); err == nil && c.Valid() {
		return "call " + c.String()
	}
	return "text " + strings.ToLower(clean(action))
}

// Display shows an action: the call in the app's own form ("4♠", "Pass", "X"), otherwise as typed.
func Display(action string) string {
	if c, err := bridge.ParseCall(clean(action)); err == nil && c.Valid() {
		return c.String()
	}
	return clean(action)
}

// clean trims the text and turns every run of white space into one space.
func clean(s string) string { return strings.Join(strings.Fields(s), " ") }

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func numberWord(n int) string {
	if n >= 0 && n < 10 {
		return [...]string{"none", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}[n]
	}
	return fmt.Sprint(n)
}
