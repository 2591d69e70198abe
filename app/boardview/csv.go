package boardview

import (
	"bytes"
	"encoding/csv"
	"sort"
	"strconv"
	"strings"

	"tableside/engine/board"
)

// BoardsCSVHeader names the columns of the boards CSV: one line per board, once, whatever the
// number of rulings on it (the rulings' own CSV is the log's export).
var BoardsCSVHeader = []string{"table", "board", "contract", "tricks at the table", "rulings", "changes", "final score", "matchpoints or IMPs", "closed"}

// BoardsCSV writes one line per board, ordered by table then board. A board with no score yet
// says why in its final score column, so the scorer sees it is not finished.
func BoardsCSV(boards []board.State) ([]byte, error) {
	sorted := append([]board.State(nil), boards...)
	sort.Slice(sorted, func(i, j int) bool {
		if sorted[i].Table != sorted[j].Table {
			return sorted[i].Table < sorted[j].Table
		}
		return sorted[i].Board < sorted[j].Board
	})
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	if err := w.Write(BoardsCSVHeader); err != nil {
		return nil, err
	}
	for _, b := range sorted {
		if err := w.Write(boardLine(b)); err != nil {
			return nil, err
		}
	}
	w.Flush()
	return buf.Bytes(), w.Error()
}

func boardLine(b board.State) []string {
	tricks := ""
	if b.Tricks != nil {
		tricks = strconv.Itoa(*b.Tricks)
	}
	contract := ""
	if b.Contract.Level != 0 {
		contract = b.Contract.String()
	}
	var rulings []string
	for _, r := range b.Rulings {
		rulings = append(rulings, r.Summary)
	}
	final, changes, units := "", "", ""
	if sc, err := b.Result(); err != nil {
		final = "no score yet: " + err.Error()
	} else {
		final, units = sc.Final(), sc.Units()
		var steps []string
		for _, s := range sc.Steps {
			if s.Law.Law != 0 { // the table result, with no Law, is its own column
				steps = append(steps, stepText(s))
			}
		}
		changes = strings.Join(steps, "; ")
	}
	closed := "no"
	if b.Closed {
		closed = "yes"
	}
	return []string{strconv.Itoa(b.Table), strconv.Itoa(b.Board), contract, tricks, strings.Join(rulings, "; "), changes, final, units, closed}
}
