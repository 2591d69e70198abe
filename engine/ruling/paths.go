package ruling

import (
	"fmt"
	"strings"
)

// Path is one complete way through a flow: the answers, in order, and the outcome they reach.
type Path struct {
	Session Session
	Outcome Outcome
}

// Describe writes the path's answers as "faced=yes, chooser=South".
func (p Path) Describe() string {
	if len(p.Session.Answers) == 0 {
		return "no answers"
	}
	parts := make([]string, len(p.Session.Answers))
	for i, g := range p.Session.Answers {
		parts[i] = g.Step + "=" + g.Answer.String()
	}
	return strings.Join(parts, ", ")
}

// Paths walks the flow through every option of every choice and every example of every typed
// question, and returns each complete path. It fails if an example is refused, a path leads
// nowhere, a path loops, or there are more than maxPaths paths.
func (f *Flow) Paths() ([]Path, error) {
	var paths []Path
	var walk func(s Session) error
	walk = func(s Session) error {
		if len(s.Answers) > len(f.Steps) {
			return fmt.Errorf("%s: a path asks more questions than the flow has steps (a loop?): %s", f.ID, Path{Session: s}.Describe())
		}
		st, err := f.Decide(s)
		if err != nil {
			return err
		}
		if st.Done() {
			if len(paths) >= maxPaths {
				return fmt.Errorf("%s: more than %d paths; trim the examples", f.ID, maxPaths)
			}
			paths = append(paths, Path{Session: s, Outcome: *st.Outcome})
			return nil
		}
		for _, a := range st.Step.Candidates() {
			next, err := f.Answer(s, a)
			if err != nil {
				return fmt.Errorf("%s: step %q refused %s after %s: %w", f.ID, st.Step.ID, a, Path{Session: s}.Describe(), err)
			}
			if err := walk(next); err != nil {
				return err
			}
		}
		return nil
	}
	if err := walk(Session{Flow: f.ID}); err != nil {
		return nil, err
	}
	return paths, nil
}

// Candidates are the answers the walk tries at a step.
func (st *Step) Candidates() []Answer {
	if st.Kind != ChoiceKind {
		return st.Examples
	}
	out := make([]Answer, len(st.Options))
	for i, o := range st.Options {
		out[i] = Pick(o.ID)
	}
	return out
}
