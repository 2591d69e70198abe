package ruling

import (
	"fmt"
	"slices"
	"strings"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/sortby"
)

// What the players see. Two readers of an outcome are players rather than the director: the
// chooser, shown their options on the director's phone ("Show the player"), and anyone at the
// front-desk kiosk asking "what happens when…?". Both are written here, from the same parts
// the script reads, so a player never reads anything the wizard would not say: no director's
// notes, no follow-ups (they are the director's work), no Law terms for players ("offender",
// "LHO"), only plain words and seats.

// PlayerChoice is a choice as the chooser is shown it: who chooses, by seat when the director
// gave one, and each option with what follows from it.
type PlayerChoice struct {
	// Who names the chooser as the table knows them: "South", or "Declarer", or "The partner
	// of the player who led out of turn" when the seat is not known. Capitalised: it heads the
	// screen.
	Who string
	// Seated reports whether Who is a seat, so the view can speak to the player ("South, …").
	Seated bool
	// Lede heads the options. It speaks of the chooser as the options do, in the third person
	// ("South chooses … South plays …"), and tells the reader what to do; it never switches to
	// "this choice is yours" beside options that name the same player.
	Lede    string
	Options []PlayerOption
}

// PlayerOption is one option in plain words.
type PlayerOption struct {
	Label string   // as the wizard shows it: "Accept the lead and play the hand"
	Says  []string // the consequence, then what holds if it is chosen, one sentence each
}

// ForChooser is the outcome's choice as the chooser is shown it; false when nobody chooses.
func (o Outcome) ForChooser() (PlayerChoice, bool) {
	if o.Chooser.IsZero() || len(o.Options) == 0 {
		return PlayerChoice{}, false
	}
	pc := PlayerChoice{Who: upperFirst(o.Chooser.Spoken()), Seated: o.Chooser.Seat.Valid()}
	pc.Lede = pc.Who + " chooses one of these, without consulting partner. Tap the one chosen."
	for _, c := range o.Options {
		pc.Options = append(pc.Options, PlayerOption{Label: strings.TrimSuffix(c.Label, "."), Says: optionSentences(c)})
	}
	return pc, true
}

// optionSentences is what follows from one option: its consequence, then its own obligations
// and information rules, each a sentence, as the script reads them.
func optionSentences(c Choice) []string {
	var out []string
	if s := sentence(c.Consequence); s != "" {
		out = append(out, s)
	}
	return append(out, partSentences(c.MustPass, c.PenaltyCards, c.LeadRestrictions, c.Information)...)
}

// PlayerQuestion is "What happens when…?" for one ruling, answered for players: every way the
// ruling can end, in plain words.
type PlayerQuestion struct {
	Flow    string // the flow's id
	Title   string // the flow's title: "Revoke"
	Summary string // the flow's one-line summary
	Answers []PlayerAnswer
}

// PlayerAnswer is one way a ruling ends, for players.
type PlayerAnswer struct {
	Outcome string // the ending's id
	Title   string // "Declarer chooses: five options"
	// Example lists the particular facts the text below was worked out with, as "question:
	// answer" (a card, a call, a result), since the text names them ("the ♠5"); empty when
	// the ending needs none.
	Example []string
	Says    []string      // what happens, one sentence each: the summary, then what follows
	Choice  *PlayerChoice // who chooses and the options, when someone does
	Laws    []law.Ref     // the Laws the ruling rests on, as the script cites them
}

// PlayerQuestions answers "what happens when…?" for every flow, in the order given: one answer
// per ending, written from a path that reaches it. Of the paths reaching an ending, the one
// with the fewest particular facts (cards, calls, results) is used, so the text names as
// little as possible that a player's own case may not share. No table context is given, so
// players are named by role in plain words, never by seat.
func PlayerQuestions(flows []*Flow) ([]PlayerQuestion, error) {
	out := make([]PlayerQuestion, 0, len(flows))
	for _, f := range flows {
		q, err := playerQuestion(f)
		if err != nil {
			return nil, err
		}
		out = append(out, q)
	}
	return out, nil
}

func playerQuestion(f *Flow) (PlayerQuestion, error) {
	paths, err := f.Paths()
	if err != nil {
		return PlayerQuestion{}, err
	}
	best := map[string]Path{}
	var order []string
	for _, p := range paths {
		id := p.Outcome.ID
		have, ok := best[id]
		if !ok {
			order = append(order, id)
		}
		if !ok || f.particulars(p.Session) < f.particulars(have.Session) {
			best[id] = p
		}
	}
	// Endings in the flow's declared order: the common case first, as the flow lists it.
	sortby.Stable(order, func(a, b string) int { return f.endingIndex(a) - f.endingIndex(b) })

	q := PlayerQuestion{Flow: f.ID, Title: f.Title, Summary: ThirdPerson(f.Summary)}
	for _, id := range order {
		q.Answers = append(q.Answers, f.playerAnswer(best[id]))
	}
	return q, nil
}

func (f *Flow) endingIndex(id string) int {
	for i, e := range f.Endings {
		if e.ID == id {
			return i
		}
	}
	return len(f.Endings)
}

// particulars counts the typed (non-choice) answers of a session: the facts a path makes up.
func (f *Flow) particulars(s Session) int {
	n := 0
	for _, g := range s.Answers {
		if g.Answer.Kind != ChoiceKind {
			n++
		}
	}
	return n
}

// playerAnswer writes one ending for players from a path that reaches it.
func (f *Flow) playerAnswer(p Path) PlayerAnswer {
	o := p.Outcome
	a := PlayerAnswer{Outcome: o.ID, Title: o.Title}
	for _, g := range p.Session.Answers {
		if g.Answer.Kind == ChoiceKind {
			continue
		}
		prompt := g.Step
		if st := f.step(g.Step); st != nil {
			prompt = strings.TrimSuffix(st.Prompt, "?")
		}
		a.Example = append(a.Example, fmt.Sprintf("%s: %s", prompt, g.Answer))
	}
	add := func(s string) {
		if s = sentence(s); s != "" {
			a.Says = append(a.Says, s)
		}
	}
	add(o.Summary)
	for _, c := range o.Cases {
		add(fmt.Sprintf("If %s, %s", c.If, c.Then))
	}
	for _, e := range o.Automatic {
		add(e.Text)
	}
	a.Says = append(a.Says, partSentences(o.MustPass, o.PenaltyCards, o.LeadRestrictions, nil)...)
	if t := o.Transfer; t != nil {
		add(t.Sentence())
	}
	for _, i := range o.Information {
		add(i.Sentence())
	}
	if adj := o.Adjustment; adj != nil {
		add(adj.Text)
	}
	if c, ok := o.ForChooser(); ok {
		a.Choice = &c
	}
	a.Laws = slices.Clone(o.Laws)
	if len(a.Laws) == 0 {
		a.Laws = o.AllLaws()
	}
	return a.aboutTheDirector()
}

// aboutTheDirector turns the answer's words to the third person: a player reads them alone,
// at the front desk, where "I will adjust the score" would have no speaker.
func (a PlayerAnswer) aboutTheDirector() PlayerAnswer {
	a.Title = ThirdPerson(a.Title)
	a.Example = thirdPersonAll(a.Example)
	a.Says = thirdPersonAll(a.Says)
	if a.Choice != nil {
		c := *a.Choice
		c.Lede = ThirdPerson(c.Lede)
		c.Options = slices.Clone(c.Options)
		for i, o := range c.Options {
			c.Options[i] = PlayerOption{Label: ThirdPerson(o.Label), Says: thirdPersonAll(o.Says)}
		}
		a.Choice = &c
	}
	return a
}

func thirdPersonAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = ThirdPerson(s)
	}
	return out
}

// text is every string of the answer a player reads.
func (a PlayerAnswer) text() []string {
	out := append([]string{a.Title}, a.Example...)
	out = append(out, a.Says...)
	if c := a.Choice; c != nil {
		out = append(out, c.Who, c.Lede)
		for _, o := range c.Options {
			out = append(out, o.Label)
			out = append(out, o.Says...)
		}
	}
	return out
}

// Text is every string a player reads for this question: its title and summary, and every
// answer's words. The language tests read it.
func (q PlayerQuestion) Text() []string {
	out := []string{q.Title, q.Summary}
	for _, a := range q.Answers {
		out = append(out, a.text()...)
	}
	return out
}

// AtTheTable is what binds the players at the table after the ruling, in their words, for the
// front desk ("the ♥K is a major penalty card"): the penalty cards, who must pass, the lead
// restrictions, with those of the option chosen (chosen is its index, negative when nobody has
// chosen yet). A penalty card the chosen option sends back to the hand is left out. Never the
// director's follow-ups: they are the director's work, in the Laws' words.
func (o Outcome) AtTheTable(chosen int) []string {
	passes, cards, leads := o.MustPass, o.PenaltyCards, o.LeadRestrictions
	var back []bridge.Card
	if chosen >= 0 && chosen < len(o.Options) {
		c := o.Options[chosen]
		passes = append(slices.Clone(passes), c.MustPass...)
		cards = append(slices.Clone(cards), c.PenaltyCards...)
		leads = append(slices.Clone(leads), c.LeadRestrictions...)
		back = c.PicksUp
	}
	var out []string
	for _, m := range passes {
		out = append(out, sentence(fmt.Sprintf("%s must pass %s", m.Who.Spoken(), m.Length)))
	}
	for _, p := range cards {
		if p.Card.Valid() && slices.Contains(back, p.Card) {
			continue
		}
		out = append(out, sentence(fmt.Sprintf("%s is a %s penalty card, face up in front of %s", p.Name(), p.Kind(), p.Owner.Spoken())))
	}
	for _, l := range leads {
		out = append(out, sentence(l.Sentence()))
	}
	return thirdPersonAll(out)
}
