package board

import (
	"fmt"
	"slices"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Record writes into the board what a finished ruling established, and returns the new board.
// ref names the ruling in the log (its flow, time, and Log, the log's id for it) and, in
// Chosen, the label of the option the chooser took, if they have chosen. A ruling recorded
// again under the same Log id (reopened from the log, finished at the end of play) replaces
// what it wrote before, so nothing is counted twice.
//
// It writes the outcome's structured parts: a change of declarer, penalty cards (and those a
// chosen option picks up), lead restrictions, the revoke's trick transfer, a claim's result,
// an adjusted score, and the follow-ups as the board's reminders. An interim ruling (play
// not over) writes its reminders only. The receiver is never changed: on error the board is
// as it was, and the message says what to do.
func (s State) Record(ref Ref, o ruling.Outcome) (State, error) {
	switch {
	case s.Closed:
		return s, fmt.Errorf("board %d is closed: reopen it to add a ruling", s.Board)
	case ref.Flow == "":
		return s, fmt.Errorf("the ruling has no flow: it cannot be recorded on the board")
	}
	var choice *ruling.Choice
	chosen := -1
	if ref.Chosen != "" {
		i := slices.IndexFunc(o.Options, func(c ruling.Choice) bool { return c.Label == ref.Chosen })
		if i < 0 {
			return s, fmt.Errorf("%q is not one of this ruling's options", ref.Chosen)
		}
		choice, chosen = &o.Options[i], i
	}
	next := s.clone()
	n := len(next.Rulings) + 1
	var named map[bridge.Card]bridge.Seat // owners the director named for this ruling's cards
	if ref.Log != "" {
		if i := slices.IndexFunc(next.Rulings, func(r Ref) bool { return r.Log == ref.Log }); i >= 0 {
			n = i + 1
			named = next.ownersNamed(n)
			next.forget(n)
		}
	}
	if ref.Outcome == "" {
		ref.Outcome = o.ID
	}
	if ref.Summary == "" {
		ref.Summary = o.Title
	}
	if len(ref.Laws) == 0 {
		ref.Laws = lawsRuled(o, choice)
	}
	w := writer{State: &next, n: n, o: o, chosen: chosen, named: named, log: ref.Log}
	if err := w.write(choice); err != nil {
		return s, err
	}
	if n > len(next.Rulings) {
		next.Rulings = append(next.Rulings, ref)
	} else {
		next.Rulings[n-1] = ref
	}
	return next, nil
}

// writer writes one ruling's parts into a board.
type writer struct {
	*State
	n int // the ruling's number on the board
	o ruling.Outcome
	// chosen is the index of the option taken, -1 before a choice.
	chosen int
	// named holds the owners the director named (NameOwner) for the cards this ruling left,
	// when it is recorded again: the pick made later must not lose them.
	named map[bridge.Card]bridge.Seat
	log   string // the ruling's id in the log, "" when it has none
}

func (w writer) write(choice *ruling.Choice) error {
	for i, f := range w.o.FollowUps {
		if w.o.MootAfter(w.chosen, i) {
			continue // the choice ended it (a penalty card picked up): the log's rule, Entry.Open
		}
		w.Reminders = append(w.Reminders, Reminder{FollowUp: f, Ruling: w.n, Log: w.log, Index: i})
	}
	if w.o.Interim {
		return nil // its facts are still to come: only its reminders hold now
	}
	if err := w.changeDeclarer(w.o.NewDeclarer); err != nil {
		return err
	}
	w.addCards(w.o.PenaltyCards)
	w.addLeads(w.o.LeadRestrictions, w.o.PenaltyCards)
	if choice != nil {
		if err := w.changeDeclarer(choice.NewDeclarer); err != nil {
			return err
		}
		w.addCards(choice.PenaltyCards)
		w.addLeads(choice.LeadRestrictions, choice.PenaltyCards)
		for _, c := range choice.PicksUp {
			w.removeCard(c)
		}
	}
	if err := w.transfer(w.o.Transfer); err != nil {
		return err
	}
	w.adjust(w.o.Adjustment)
	if p := w.o.Penalty; p != nil {
		w.Penalties = append(w.Penalties, Penalty{ProceduralPenalty: *p, Ruling: w.n})
	}
	return nil
}

// seat resolves a party to a seat: its own seat, else declarer or dummy from the board's
// contract. A defender the ruling did not place stays NoSeat.
func (w writer) seat(p ruling.Party) bridge.Seat {
	if p.Seat.Valid() {
		return p.Seat
	}
	d := w.Contract.Declarer
	if !d.Valid() {
		return bridge.NoSeat
	}
	switch p.Role {
	case ruling.Declarer:
		return d
	case ruling.Dummy:
		return d.Partner()
	}
	return bridge.NoSeat
}

// changeDeclarer makes p declarer (Law 54A). The board must know the contract's declarer, or
// the change cannot be placed.
func (w writer) changeDeclarer(p ruling.Party) error {
	if p.IsZero() {
		return nil
	}
	to := w.seat(p)
	if !to.Valid() {
		return fmt.Errorf("declarer changes, but the board does not know who was declarer: give the contract and declarer, then record the ruling again")
	}
	from := w.Contract.Declarer
	if from == to {
		return nil
	}
	w.Contract.Declarer = to
	w.DeclarerChanges = append(w.DeclarerChanges, DeclarerChange{From: from, To: to, Law: law.L(54, "A"), Ruling: w.n})
	return nil
}

// addCards puts penalty cards on the table. A card already there (a later ruling about the
// same card) is updated, not doubled; once a defender has two or more penalty cards, all are
// major (Law 50B).
func (w writer) addCards(cards []ruling.PenaltyCard) {
	for _, p := range cards {
		pc := PenaltyCard{Card: p.Card, Owner: w.seat(p.Owner), Major: p.Major, Law: p.Law, Ruling: w.n}
		if !pc.Owner.Valid() {
			pc.Owner = w.named[p.Card]
		}
		i := slices.IndexFunc(w.PenaltyCards, func(q PenaltyCard) bool { return p.Card.Valid() && q.Card == p.Card })
		if i >= 0 {
			if !pc.Owner.Valid() {
				pc.Owner = w.PenaltyCards[i].Owner
			}
			w.PenaltyCards[i] = pc
			continue
		}
		w.PenaltyCards = append(w.PenaltyCards, pc)
	}
	w.majorWhenSeveral()
}

// majorWhenSeveral makes every penalty card of a defender with two or more major (Law 50B).
func (s *State) majorWhenSeveral() {
	count := map[bridge.Seat]int{}
	for _, p := range s.PenaltyCards {
		count[p.Owner]++
	}
	for owner, n := range count {
		if n < 2 || !owner.Valid() {
			continue
		}
		for i := range s.PenaltyCards {
			if s.PenaltyCards[i].Owner == owner {
				s.PenaltyCards[i].Major = true
			}
		}
	}
}

// ownersNamed are the owners of ruling n's penalty cards, by card, before it is recorded again.
func (s State) ownersNamed(n int) map[bridge.Card]bridge.Seat {
	named := map[bridge.Card]bridge.Seat{}
	for _, p := range s.PenaltyCards {
		if p.Ruling == n && p.Owner.Valid() {
			named[p.Card] = p.Owner
		}
	}
	return named
}

// removeCard takes a penalty card off the table (played, or picked up under Law 50D2(a)), and
// with it the lead options that hung on it.
func (s *State) removeCard(c bridge.Card) {
	s.PenaltyCards = slices.DeleteFunc(s.PenaltyCards, func(p PenaltyCard) bool { return p.Card == c })
	s.Leads = slices.DeleteFunc(s.Leads, func(l LeadLimit) bool { return l.Card == c && c.Valid() })
}

// addLeads records lead restrictions. One that rests on a penalty card of the same ruling
// (Law 50D2: while the card stays on the table) is tied to that card, and lapses with it.
func (w writer) addLeads(leads []ruling.LeadRestriction, cards []ruling.PenaltyCard) {
	for _, l := range leads {
		limit := LeadLimit{On: w.seat(l.On), Rule: l.Rule, Suits: slices.Clone(l.Suits), Which: l.Which, When: l.When,
			Lasts: l.Lasts, Law: l.Law, Ruling: w.n}
		if l.Law.Law == 50 && len(cards) == 1 {
			limit.Card = cards[0].Card
		}
		w.Leads = append(w.Leads, limit)
	}
}

// transfer counts a revoke's transfer (Law 64A), each revoke on its own: the tricks go to the
// side that did not revoke. A transfer of no tricks (Law 64B) is counted too, so the board
// shows that the revoke was ruled.
func (w writer) transfer(t *ruling.TrickTransfer) error {
	if t == nil {
		return nil
	}
	if !w.Contract.Valid() && t.Scored {
		w.Contract = t.Contract
	}
	to := bridge.NoSide
	if t.Tricks > 0 {
		to = w.receiving(t)
		if to == bridge.NoSide {
			return fmt.Errorf("the board does not know the contract's declarer, so it cannot tell which side receives the %d %s: give the contract and declarer, then record the ruling again",
				t.Tricks, ruling.Plural(t.Tricks, "trick", "tricks"))
		}
	}
	w.Transfers = append(w.Transfers, Transfer{Tricks: t.Tricks, To: to, Law: t.Law, Reason: w.o.Title, Ruling: w.n})
	return nil
}

// receiving is the side that receives a transfer: the side that did not revoke.
func (w writer) receiving(t *ruling.TrickTransfer) bridge.Side {
	d := w.Contract.Declarer
	if t.Scored && t.Contract.Declarer.Valid() {
		d = t.Contract.Declarer
	}
	if !d.Valid() {
		return bridge.NoSide
	}
	switch {
	case t.Revoker == ruling.Declarer, t.Revoker == ruling.NoRole && t.Scored && t.TricksAfter < t.TricksTaken:
		return d.LHO().Side()
	case t.Revoker == ruling.Defenders, t.Revoker == ruling.NoRole && t.Scored && t.TricksAfter > t.TricksTaken:
		return d.Side()
	}
	return bridge.NoSide
}

// adjust records a claim's result, or an adjusted score once it is decided, with each side's
// score in matchpoints or IMPs where the ruling worked it out. An adjustment still to be
// decided is the ruling's reminder, not a score.
func (w writer) adjust(a *ruling.Adjustment) {
	sides := sidesOf(w.o)
	switch {
	case a == nil:
		return
	case a.Adjudicated && a.Assigned != nil:
		if !w.Contract.Valid() {
			w.Contract = a.Assigned.Contract
		}
		w.Claim = &Award{Tricks: a.Assigned.Tricks, Law: a.Law, Ruling: w.n}
	case a.Assigned != nil || len(a.Weighted) > 0 || a.Artificial || len(sides) > 0:
		adj := Adjustment{Artificial: a.Artificial, Weighted: slices.Clone(a.Weighted), Text: a.Text, Law: a.Law, Ruling: w.n, Sides: sides}
		if a.Assigned != nil {
			r := *a.Assigned
			adj.Assigned = &r
		}
		w.Adjustments = append(w.Adjustments, adj)
	}
}

// forget removes what ruling n wrote, before it is recorded again. A change of declarer it
// made is undone when it is the last one.
func (s *State) forget(n int) {
	mine := func(r int) bool { return r == n }
	s.PenaltyCards = slices.DeleteFunc(s.PenaltyCards, func(p PenaltyCard) bool { return mine(p.Ruling) })
	s.Leads = slices.DeleteFunc(s.Leads, func(l LeadLimit) bool { return mine(l.Ruling) })
	s.Transfers = slices.DeleteFunc(s.Transfers, func(t Transfer) bool { return mine(t.Ruling) })
	s.Adjustments = slices.DeleteFunc(s.Adjustments, func(a Adjustment) bool { return mine(a.Ruling) })
	s.Penalties = slices.DeleteFunc(s.Penalties, func(p Penalty) bool { return mine(p.Ruling) })
	s.Reminders = slices.DeleteFunc(s.Reminders, func(r Reminder) bool { return mine(r.Ruling) })
	if s.Claim != nil && mine(s.Claim.Ruling) {
		s.Claim = nil
	}
	if k := len(s.DeclarerChanges); k > 0 && mine(s.DeclarerChanges[k-1].Ruling) {
		s.Contract.Declarer = s.DeclarerChanges[k-1].From
		s.DeclarerChanges = s.DeclarerChanges[:k-1]
	}
}

// CardPlayed takes a penalty card off the table once it has been played (Law 50D1), with the
// lead options that hung on it. A card that is not on the table is refused.
func (s State) CardPlayed(c bridge.Card) (State, error) {
	if !slices.ContainsFunc(s.PenaltyCards, func(p PenaltyCard) bool { return p.Card == c && c.Valid() }) {
		return s, fmt.Errorf("the %s is not a penalty card on this board", c)
	}
	next := s.clone()
	next.removeCard(c)
	return next, nil
}

// LeadTaken ends lead restriction i (counted from 0 in Leads): the lead it governed was made.
func (s State) LeadTaken(i int) (State, error) {
	if i < 0 || i >= len(s.Leads) {
		return s, fmt.Errorf("there is no lead restriction %d on this board", i+1)
	}
	next := s.clone()
	next.Leads = slices.Delete(next.Leads, i, i+1)
	return next, nil
}

// Due lists the reminders not marked done on the board, in the order the rulings left them.
// They come from the rulings recorded on this board and from nowhere else. For a Logged
// reminder the app asks the log whether it is still open.
func (s State) Due() []Reminder {
	var out []Reminder
	for _, r := range s.Reminders {
		if !r.Done {
			out = append(out, r)
		}
	}
	return out
}

// ReminderDone marks reminder i (counted from 0 in Reminders) as dealt with. A Logged one is
// refused: it is marked done in the log, its one source.
func (s State) ReminderDone(i int) (State, error) {
	if i < 0 || i >= len(s.Reminders) {
		return s, fmt.Errorf("there is no reminder %d on this board", i+1)
	}
	if s.Reminders[i].Logged() {
		return s, fmt.Errorf("reminder %d comes from a logged ruling: mark it done in the log", i+1)
	}
	next := s.clone()
	next.Reminders[i].Done = true
	return next, nil
}

// WithContract gives the board its contract and declarer, or corrects them, when no ruling
// has done so. After a change of declarer the contract's declarer is the new one.
func (s State) WithContract(c bridge.Contract) (State, error) {
	if !c.Valid() || !c.Declarer.Valid() {
		return s, fmt.Errorf("enter the contract with its declarer, as 4♠X by South")
	}
	next := s.clone()
	next.Contract = c
	return next, nil
}

// WithTricks enters declarer's tricks at the end of play, as the table took them.
func (s State) WithTricks(tricks int) (State, error) {
	if tricks < 0 || tricks > 13 {
		return s, fmt.Errorf("declarer's tricks must be between 0 and 13")
	}
	next := s.clone()
	next.Tricks = &tricks
	return next, nil
}

// NamePenaltyCard says which card penalty card i (counted from 0 in PenaltyCards) is and
// whose it is, when the ruling that put it there did not ask (a penalty card ruling never asks
// which defender): the director points, and later rulings then know.
func (s State) NamePenaltyCard(i int, card bridge.Card, owner bridge.Seat) (State, error) {
	switch {
	case i < 0 || i >= len(s.PenaltyCards):
		return s, fmt.Errorf("there is no penalty card %d on this board", i+1)
	case !card.Valid():
		return s, fmt.Errorf("choose a card: a suit and a rank")
	case !owner.Valid():
		return s, fmt.Errorf("choose the seat of the defender whose card it is")
	case s.Contract.Declarer.Valid() && owner.Side() == s.Contract.Side():
		return s, fmt.Errorf("%s is declarer or dummy, whose cards are never penalty cards (Law 48A)", owner)
	}
	next := s.clone()
	next.PenaltyCards[i].Card, next.PenaltyCards[i].Owner = card, owner
	return next, nil
}

// lawsRuled are the Laws of what was ruled: every Law the outcome cites, but of its options
// only the one the chooser took, once they have chosen (the others were not applied).
func lawsRuled(o ruling.Outcome, choice *ruling.Choice) []law.Ref {
	if choice != nil {
		o.Options = []ruling.Choice{*choice}
	}
	return o.AllLaws()
}
