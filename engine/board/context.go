package board

import (
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Context is what a new ruling at this board starts with: the table and board, the contract
// and declarer as they stand (so seats, declarer, dummy and trumps are known), the regulating
// body chosen in Settings, and what earlier rulings established (ruling.Known). Pass it to
// catalog.Start.
func (s State) Context(body law.Body) ruling.Context {
	ctx := ruling.Context{Table: s.Table, Board: s.Board, Contract: s.Contract, Body: body}
	var k ruling.Known
	for _, p := range s.PenaltyCards {
		k.PenaltyCards = append(k.PenaltyCards, ruling.PenaltyCard{Card: p.Card, Owner: ruling.Party{Seat: p.Owner}, Major: p.Major, Law: p.Law})
	}
	for _, t := range s.Transfers {
		if t.Law.Law == 64 {
			k.Revokes = append(k.Revokes, ruling.TrickTransfer{Tricks: t.Tricks, Law: t.Law, To: ruling.Party{Role: ruling.NonOffendingSide, Name: t.To.String()}})
		}
	}
	k.Claimed = s.Claim != nil
	if len(k.PenaltyCards) > 0 || len(k.Revokes) > 0 || k.Claimed {
		ctx.Known = &k
	}
	return ctx
}
