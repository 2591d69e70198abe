// Package pbn reads a session's hand records from a PBN file (Portable Bridge Notation,
// version 2.1), as dealing software, BridgeComposer, scoring programs and BBO write them:
// for each board its number, dealer, vulnerability, the four hands, and the double-dummy
// table when the file carries one (the OptimumResultTable or DoubleDummyTricks tag).
//
// A file that cannot be read gives an *Error naming the line and what is wrong, and no
// boards: half a session is not offered as if it were the session. A board whose dealer or
// vulnerability is not the one its number gives under the standard rotation is kept, with a
// warning, since the director should know before trusting it.
package pbn

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"tableside/engine/bridge"
)

// Session is the hand records of one session, in board order.
type Session struct {
	Event  string // the file's Event tag, when it gives one
	Date   string // the file's Date tag as written ("2025.03.14"), when it gives one
	Boards []HandRecord
}

// HandRecord is one board's deal.
type HandRecord struct {
	Board    int
	Dealer   bridge.Seat
	Vul      bridge.Vulnerability
	Hands    Hands
	DD       *Table   // nil when the file carries no double-dummy table for the board
	Line     int      // the line of the board's Board tag, to point a director at it
	Warnings []string // what the director should know before trusting the board
}

// Board returns the hand record of board n, or false.
func (s Session) Board(n int) (HandRecord, bool) {
	for _, b := range s.Boards {
		if b.Board == n {
			return b, true
		}
	}
	return HandRecord{}, false
}

// game is one game's tags as read, before they are checked.
type game struct {
	tags map[string]token   // by name
	data map[string][]token // the data tokens after a tag (a table's rows, an auction), by tag name
	line int                // the game's first line
}

// Read reads a PBN file's text into hand records.
func Read(text string) (Session, error) {
	toks, err := scan(text)
	if err != nil {
		return Session{}, err
	}
	games, err := splitGames(toks)
	if err != nil {
		return Session{}, err
	}
	var s Session
	seen := map[int]int{} // board number → the line of its Board tag
	for _, g := range games {
		if s.Event == "" {
			s.Event = g.value("Event")
		}
		if s.Date == "" {
			s.Date = g.value("Date")
		}
		_, hasBoard := g.tags["Board"]
		_, hasDeal := g.tags["Deal"]
		if !hasBoard && !hasDeal {
			continue // a game of the event's details only, with no deal
		}
		b, err := g.handRecord()
		if err != nil {
			return Session{}, err
		}
		if first, dup := seen[b.Board]; dup {
			return Session{}, errorAt(b.Line, "board %d is given twice (also on line %d)", b.Board, first)
		}
		seen[b.Board] = b.Line
		s.Boards = append(s.Boards, b)
	}
	if len(s.Boards) == 0 {
		return Session{}, &Error{Msg: "this file holds no deals: a PBN hand-record file has a [Board \"…\"] and a [Deal \"…\"] tag for each board"}
	}
	slices.SortStableFunc(s.Boards, func(a, b HandRecord) int { return cmp.Compare(a.Board, b.Board) })
	return s, nil
}

// splitGames groups the tokens into games, ended by empty lines, and fills in the values
// written "#", which the standard reads as "as in the previous game".
func splitGames(toks []token) ([]game, error) {
	var games []game
	var cur *game
	var last string // the tag the data tokens belong to
	prev := map[string]string{}
	end := func() error {
		if cur == nil {
			return nil
		}
		for name, t := range cur.tags {
			if t.value == "#" {
				v, ok := prev[name]
				if !ok {
					return errorAt(t.line, "[%s \"#\"] repeats the previous game's %s, but no game before gives one", name, name)
				}
				t.value = v
				cur.tags[name] = t
			}
		}
		for name, t := range cur.tags {
			prev[name] = t.value
		}
		games = append(games, *cur)
		cur, last = nil, ""
		return nil
	}
	for _, t := range toks {
		switch t.kind {
		case blankToken:
			if err := end(); err != nil {
				return nil, err
			}
		case tagToken:
			if cur == nil {
				cur = &game{tags: map[string]token{}, data: map[string][]token{}, line: t.line}
			}
			if first, dup := cur.tags[t.name]; dup {
				return nil, errorAt(t.line, "the tag %s is given twice in one game (also on line %d): is an empty line missing between two games?", t.name, first.line)
			}
			cur.tags[t.name] = t
			last = t.name
		case dataToken:
			if cur == nil {
				return nil, errorAt(t.line, "%q is not PBN: a game starts with tags such as [Board \"1\"]", shorten(t.value))
			}
			cur.data[last] = append(cur.data[last], t)
		}
	}
	if err := end(); err != nil {
		return nil, err
	}
	return games, nil
}

// value returns a tag's value, or "" when the game does not give it.
func (g game) value(name string) string { return strings.TrimSpace(g.tags[name].value) }

// handRecord checks one game's tags and makes its hand record.
func (g game) handRecord() (HandRecord, error) {
	board, ok := g.tags["Board"]
	if !ok {
		return HandRecord{}, errorAt(g.line, "this game has a deal but no board number: add [Board \"…\"]")
	}
	n, err := strconv.Atoi(strings.TrimSpace(board.value))
	if err != nil || n < 1 {
		return HandRecord{}, errorAt(board.line, "the board number %q is not a whole number from 1 up", board.value)
	}
	b := HandRecord{Board: n, Line: board.line}
	deal, ok := g.tags["Deal"]
	if !ok {
		return HandRecord{}, errorAt(board.line, "board %d has no deal: add [Deal \"N:…\"]", n)
	}
	if b.Hands, err = ParseDeal(deal.value); err != nil {
		return HandRecord{}, errorAt(deal.line, "board %d: %v", n, err)
	}
	if err := g.dealerAndVul(&b); err != nil {
		return HandRecord{}, err
	}
	if err := g.doubleDummy(&b); err != nil {
		return HandRecord{}, err
	}
	return b, nil
}

// dealerAndVul reads the dealer and the vulnerability, and warns when either is not the one
// the board's number gives, or is missing (then the board's number gives it).
func (g game) dealerAndVul(b *HandRecord) error {
	wantDealer, wantVul := bridge.BoardDealer(b.Board), bridge.BoardVulnerability(b.Board)
	if t, ok := g.tags["Dealer"]; ok && strings.TrimSpace(t.value) != "" {
		d, err := bridge.ParseSeat(t.value)
		if err != nil {
			return errorAt(t.line, "board %d: the dealer %q is not N, E, S or W", b.Board, t.value)
		}
		b.Dealer = d
		if d != wantDealer {
			b.Warnings = append(b.Warnings, fmt.Sprintf("The file says %s dealt board %d, but board %d is dealt by %s (Law 2). Check the board in play: if it is marked as the file says, its markings apply for this session.", d, b.Board, b.Board, wantDealer))
		}
	} else {
		b.Dealer = wantDealer
		b.Warnings = append(b.Warnings, fmt.Sprintf("The file does not say who dealt board %d: %s, as the board's number gives (Law 2).", b.Board, wantDealer))
	}
	if t, ok := g.tags["Vulnerable"]; ok && strings.TrimSpace(t.value) != "" {
		v, err := bridge.ParseVulnerability(t.value)
		if err != nil {
			return errorAt(t.line, "board %d: the vulnerability %q is not None, NS, EW or All", b.Board, t.value)
		}
		b.Vul = v
		if v != wantVul {
			b.Warnings = append(b.Warnings, fmt.Sprintf("The file gives board %d vulnerability %s, but board %d is %s (Law 2). Check the board in play: if it is marked as the file says, its markings apply for this session.", b.Board, v, b.Board, wantVul))
		}
	} else {
		b.Vul = wantVul
		b.Warnings = append(b.Warnings, fmt.Sprintf("The file does not give board %d's vulnerability: %s, as the board's number gives (Law 2).", b.Board, wantVul))
	}
	return nil
}

// doubleDummy reads the board's double-dummy table, from either tag. When the file gives
// both and they disagree, neither is kept: a guide that may be wrong is worse than none.
func (g game) doubleDummy(b *HandRecord) error {
	var tables []Table
	if t, ok := g.tags["DoubleDummyTricks"]; ok && strings.TrimSpace(t.value) != "" {
		dd, err := ParseDoubleDummyTricks(t.value)
		if err != nil {
			return errorAt(t.line, "board %d: %v", b.Board, err)
		}
		tables = append(tables, dd)
	}
	if t, ok := g.tags["OptimumResultTable"]; ok {
		dd, err := parseOptimumResultTable(t, g.data["OptimumResultTable"])
		if err != nil {
			err.Msg = fmt.Sprintf("board %d: %s", b.Board, err.Msg)
			return err
		}
		tables = append(tables, dd)
	}
	switch {
	case len(tables) == 2 && !tables[0].Equal(tables[1]):
		b.Warnings = append(b.Warnings, fmt.Sprintf("The file's two double-dummy tables for board %d disagree, so neither is used.", b.Board))
	case len(tables) > 0:
		b.DD = &tables[0]
	}
	return nil
}

// shorten cuts a long token for a message.
func shorten(s string) string {
	if r := []rune(s); len(r) > 30 {
		return string(r[:30]) + "…"
	}
	return s
}
