package ruling

import (
	"errors"
	"fmt"
	"strings"
)

// maxPaths bounds the walk, so a flow whose examples multiply out of hand fails loudly
// instead of hanging the tests.
const maxPaths = 20000

// ValidID reports whether s is an id as flows, steps and endings write them, which also go into
// addresses: lower-case words of letters and digits joined by single hyphens ("lead-out-of-turn").
func ValidID(s string) bool {
	for word := range strings.SplitSeq(s, "-") {
		if word == "" || strings.ContainsFunc(word, func(r rune) bool { return !('a' <= r && r <= 'z' || '0' <= r && r <= '9') }) {
			return false
		}
	}
	return true
}

// Validate proves the flow is well formed: ids are unique and URL-safe, every choice has at
// least two distinct options, every target exists, and — walking every path through every
// option and every example answer — every step and ending is reached, every path ends in an
// outcome without looping, and every outcome has a title, a summary and at least one Law.
func (f *Flow) Validate() error {
	errs := f.checkDeclarations()
	if len(errs) > 0 {
		return errors.Join(errs...)
	}
	paths, err := f.Paths()
	if err != nil {
		return err
	}
	if _, err := f.CommonOutcome(); err != nil {
		errs = append(errs, err)
	}
	reachedStep := map[string]bool{}
	reachedEnding := map[string]bool{}
	for _, p := range paths {
		for _, g := range p.Session.Answers {
			reachedStep[g.Step] = true
		}
		reachedEnding[p.Outcome.ID] = true
		errs = append(errs, checkOutcome(f.ID, p)...)
	}
	for _, st := range f.Steps {
		if !reachedStep[st.ID] {
			errs = append(errs, fmt.Errorf("%s: step %q is never reached", f.ID, st.ID))
		}
	}
	for _, e := range f.Endings {
		if !reachedEnding[e.ID] {
			errs = append(errs, fmt.Errorf("%s: ending %q is never reached", f.ID, e.ID))
		}
	}
	return errors.Join(errs...)
}

func (f *Flow) checkDeclarations() []error {
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(f.ID+": "+format, args...)) }
	if !ValidID(f.ID) {
		bad("flow id must be lower-case words joined by hyphens")
	}
	if f.Title == "" || f.Summary == "" || f.Category.String() == "" || len(f.Phrases) == 0 || len(f.Laws) == 0 {
		bad("a flow needs a title, a summary, a category, search phrases and its Laws")
	}
	for _, r := range f.Laws {
		if !r.Valid() {
			bad("%v is not a Law of the 2017 code", r)
		}
	}
	if f.step(f.Start) == nil {
		bad("start step %q does not exist", f.Start)
	}
	ids := map[string]bool{}
	for _, e := range f.Endings {
		if !ValidID(e.ID) || ids["ending "+e.ID] {
			bad("ending id %q is empty, malformed or repeated", e.ID)
		}
		ids["ending "+e.ID] = true
	}
	for i := range f.Steps {
		st := &f.Steps[i]
		if !ValidID(st.ID) || ids["step "+st.ID] {
			bad("step id %q is empty, malformed or repeated", st.ID)
		}
		ids["step "+st.ID] = true
		if st.Prompt == "" || st.Kind.String() == "" {
			bad("step %q needs a prompt and an answer kind", st.ID)
		}
		if st.Kind == ChoiceKind {
			errs = append(errs, f.checkOptions(st)...)
		} else {
			if st.Route == nil || len(st.Examples) == 0 {
				bad("step %q takes a %s, so it needs a Route and example answers", st.ID, st.Kind)
			}
			if len(st.Options) > 0 {
				bad("step %q takes a %s but declares options", st.ID, st.Kind)
			}
		}
		if st.Inserted && (st.Route == nil || st.Route(Session{Flow: f.ID}).Step == "") {
			bad("step %q is inserted, so its Route must lead to a question without its answer, for rulings logged before it", st.ID)
		}
		if st.Kind == CountKind && st.Min > st.Max {
			bad("step %q: Min %d is above Max %d", st.ID, st.Min, st.Max)
		}
	}
	return errs
}

func (f *Flow) checkOptions(st *Step) []error {
	var errs []error
	bad := func(format string, args ...any) {
		errs = append(errs, fmt.Errorf(f.ID+": step "+st.ID+": "+format, args...))
	}
	if len(st.Options) < 2 {
		bad("a choice needs at least two options")
	}
	seenID, seenLabel := map[string]bool{}, map[string]bool{}
	for _, o := range st.Options {
		if o.ID == "" || o.Label == "" || seenID[o.ID] || seenLabel[o.Label] {
			bad("option %q/%q is blank or repeated", o.ID, o.Label)
		}
		seenID[o.ID], seenLabel[o.Label] = true, true
		if st.Route == nil && !f.exists(o.Next) {
			bad("option %q leads to a step or ending that does not exist (%+v)", o.ID, o.Next)
		}
	}
	return errs
}

func (f *Flow) exists(t Target) bool {
	switch {
	case t.Step != "" && t.Ending == "":
		return f.step(t.Step) != nil
	case t.Ending != "" && t.Step == "":
		return f.ending(t.Ending) != nil
	}
	return false
}

func checkOutcome(flowID string, p Path) []error {
	var errs []error
	o := p.Outcome
	bad := func(format string, args ...any) {
		errs = append(errs, fmt.Errorf("%s: ending %q after %s: %s", flowID, o.ID, p.Describe(), fmt.Sprintf(format, args...)))
	}
	if o.Title == "" || o.Summary == "" {
		bad("an outcome needs a title and a summary")
	}
	laws := o.AllLaws()
	if len(laws) == 0 {
		bad("an outcome must cite at least one Law")
	}
	for _, r := range laws {
		if !r.Valid() {
			bad("%v is not a Law of the 2017 code", r)
		}
	}
	if !o.Chooser.IsZero() && len(o.Options) == 0 {
		bad("a chooser with no options")
	}
	for _, c := range o.Options {
		if c.Label == "" || c.Consequence == "" {
			bad("every option needs a label and its consequence")
		}
	}
	for _, m := range o.MustPass {
		if m.Who.IsZero() || m.Length == NoPassLength || !m.Law.Valid() {
			bad("a must-pass needs who, how long and its Law")
		}
	}
	for _, l := range o.LeadRestrictions {
		if l.On.IsZero() || l.Rule == NoLeadRule || l.Which == "" || l.When == "" || l.Lasts == "" || !l.Law.Valid() {
			bad("a lead restriction needs on whom, the rule, which suits, when, how long and its Law")
		}
	}
	for _, pc := range o.PenaltyCards {
		if pc.Owner.IsZero() || !pc.Law.Valid() {
			bad("a penalty card needs its owner and its Law")
		}
	}
	for _, fu := range o.FollowUps {
		if fu.When == "" || fu.Watch == "" || !fu.Law.Valid() {
			bad("a follow-up needs when, what to watch and its Law")
		}
	}
	return errs
}

// CommonOutcome replays the flow's Common answers and returns the outcome they reach. It fails
// if there are none, one is refused, or the last answer does not reach an outcome.
func (f *Flow) CommonOutcome() (*Outcome, error) {
	if len(f.Common) == 0 {
		return nil, fmt.Errorf("%s: declare the Common path, the situation directors meet most often", f.ID)
	}
	s := Session{Flow: f.ID}
	for _, a := range f.Common {
		next, err := f.Answer(s, a)
		if err != nil {
			return nil, fmt.Errorf("%s: the Common path is refused after %s: %w", f.ID, Path{Session: s}.Describe(), err)
		}
		s = next
	}
	st, err := f.Decide(s)
	if err != nil {
		return nil, err
	}
	if !st.Done() {
		return nil, fmt.Errorf("%s: the Common path stops at question %q instead of an outcome", f.ID, st.Step.ID)
	}
	return st.Outcome, nil
}
