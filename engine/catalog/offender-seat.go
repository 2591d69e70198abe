package catalog

import (
	"tableside/engine/bridge"
	"tableside/engine/ruling"
)

// offenderSeatStepID is the step that asks where the player at fault sits. The log stores
// answers by step ID: never rename it.
const offenderSeatStepID = "seat"

// offenderSeatStep asks, first, where the player at fault sits, so that what is read to the
// table names every player by seat ("East, you may…") instead of by what they did. One tap on
// the compass. It is Inserted: a ruling logged before the question existed replays without it,
// and its script names the players in words.
func offenderSeatStep(prompt, next string) ruling.Step {
	return ruling.Step{ID: offenderSeatStepID, Inserted: true, Question: ruling.Question{
		Prompt:   prompt,
		Help:     "The seat names everyone in what you read to the table: the player, their partner and the opponents.",
		Kind:     ruling.SeatKind,
		Examples: []ruling.Answer{ruling.SeatAnswer(bridge.East)},
	}, Route: func(ruling.Session) ruling.Target { return ruling.Ask(next) }}
}

// seatsFromOffenderStep seats the table from the answer to the offender's seat question; nil
// (every player named in words) when it was not answered.
func seatsFromOffenderStep(s ruling.Session) ruling.Seats {
	return seatsAround(s.Seat(offenderSeatStepID))
}

// seatsAround seats the table around the player at fault; nil when their seat is unknown.
func seatsAround(offender bridge.Seat) ruling.Seats {
	if !offender.Valid() {
		return nil
	}
	return ruling.Seats{
		ruling.Offender:         offender,
		ruling.OffendersPartner: offender.Partner(),
		ruling.OffendersLHO:     offender.LHO(),
		ruling.OffendersRHO:     offender.RHO(),
	}
}
