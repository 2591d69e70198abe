// Package catalog is the catalogue of rulings: one file per ruling flow, named by the part of the
// session it belongs to (auction-…, play-…), and the one list of them below. The flow model —
// what a flow, a session and an outcome are — is package ruling; this package only declares
// rulings with it.
package catalog

import (
	"sync"

	"tableside/engine/ruling"
	"tableside/engine/search"
)

// all lists every ruling the app offers, grouped as a director thinks of them and most common
// first within each group. The home screen, search, the route table and the service worker's
// cache list all come from it. It is the only list: a flow not named here does not exist.
var all = ruling.NewCatalog(
	// The play period.
	OpeningLeadOutOfTurn,
	LeadOutOfTurn,
	PrematurePlay,
	SimultaneousPlays,
	Revoke,
	PenaltyCardFlow,
	Claim,
	DefectiveTrick,
	DummyRights,
	CardPlayed,
	TrickAndAuctionQuestions,
	// The auction.
	InsufficientBid,
	ChangeOfCall,
	ComparableCall,
	CallOutOfRotation,
	WithdrawnCallLeads,
	InadmissibleCall,
	CardExposedInAuction,
	SimultaneousCalls,
	RetentionOfRightToCall,
	PassedOutBoard,
	// Information from partner and from elsewhere.
	UnauthorizedInformation,
	Misinformation,
	ExtraneousInformation,
	SystemRegulationBreach,
	// Board problems.
	WrongNumberOfCards,
	WrongBoard,
	// Scores: the calculator other rulings lean on, and the board and session problems that
	// end in a score.
	AdjustedScore,
	SlowPlay,
	ProceduralPenaltyFlow,
	// After the board: a score found wrong, a board played in different forms, the director's
	// own wrong ruling.
	ScoreCorrection,
	FouledBoard,
	DirectorError,
	// Conduct and the session: a pair's late arrival, behaviour at the table, and an appeal
	// against a ruling.
	LateArrival,
	Conduct,
	Appeal,
)

// Flows returns every ruling in catalogue order.
func Flows() []*ruling.Flow { return all.Flows() }

// Lookup returns the ruling with this id, or nil.
func Lookup(id string) *ruling.Flow { return all.Lookup(id) }

// InCategory returns the rulings of one home-screen category, in catalogue order.
func InCategory(c ruling.Category) []*ruling.Flow { return all.InCategory(c) }

// Search finds rulings by what players say at the table, best match first (package search).
func Search(query string) []*ruling.Flow {
	var out []*ruling.Flow
	for _, h := range Index().Search(query) {
		out = append(out, Lookup(h.Key))
	}
	return out
}

// Index is the search index over the rulings, built once, on first use. The app builds its own
// over the rulings and the reference together (search.Rulings, search.Sections).
var Index = sync.OnceValue(func() *search.Index { return search.New(search.Rulings(all.Flows())) })

// Start begins a ruling.
func Start(flowID string, ctx ruling.Context) (ruling.Session, error) { return all.Start(flowID, ctx) }

// Answer answers the current question of a ruling in progress.
func Answer(s ruling.Session, a ruling.Answer) (ruling.Session, error) { return all.Answer(s, a) }

// Decide replays a session to its current question or outcome.
func Decide(s ruling.Session) (ruling.State, error) { return all.Decide(s) }
