package store

import (
	"encoding/csv"
	"encoding/json"
	"io"
	"strconv"
	"strings"
	"time"
)

// Row is one ruling as the club manager reads it: the CSV export and the print view show
// the same text.
type Row struct {
	Date, Time, Table, Round, Board, Dealer, Vulnerability string
	Ruling, Outcome, Laws, Choice, Notes, FollowUpsOpen    string

	// The scorer's columns (export_result.go), after the older ones so a sheet built on
	// those still reads them in place. FollowUpsOpen already leaves out the follow-ups the
	// recorded choice made moot (Entry.Open).
	Contract, Played, Ruled, Artificial, Pick string
}

// CSVHeader names the CSV columns, in Row's order.
var CSVHeader = []string{"Date", "Time", "Table", "Round", "Board", "Dealer", "Vulnerability",
	"Ruling", "Outcome", "Laws", "Choice", "Notes", "Follow-ups open",
	"Contract", "Result as played", "Result or score as ruled", "Artificial %", "Chooser's pick"}

func (r Row) cells() []string {
	return []string{r.Date, r.Time, r.Table, r.Round, r.Board, r.Dealer, r.Vulnerability,
		r.Ruling, r.Outcome, r.Laws, r.Choice, r.Notes, r.FollowUpsOpen,
		r.Contract, r.Played, r.Ruled, r.Artificial, r.Pick}
}

// RowOf gives a record's row. An unreadable record still gets one, saying so, so a report
// never silently leaves a ruling out.
func RowOf(r Record) Row {
	if !r.OK() {
		return Row{Ruling: "Unreadable entry " + r.ID, Notes: r.Err.Error()}
	}
	e := r.Entry
	row := Row{
		Date: e.SessionDate, Time: e.Created.Format("15:04"),
		Table: number(e.Table), Round: number(e.Round), Board: number(e.Board),
		Dealer: e.Dealer().String(), Vulnerability: e.Vulnerability().String(),
		Ruling: e.Ruling, Outcome: e.Outcome.Title, Laws: e.Laws(),
		Choice: e.Choice.Label, Notes: e.Notes, FollowUpsOpen: strconv.Itoa(len(e.Open())),
	}
	scoreColumns(&row, e)
	return row
}

// number leaves unknown (zero) blank rather than printing a table 0.
func number(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}

// WriteCSV writes one row per record, in the order given (pass List's result). It starts
// with a UTF-8 byte-order mark and uses CRLF, so spreadsheets show ♠♥♦♣ and line breaks in
// notes correctly.
func WriteCSV(w io.Writer, records []Record) error {
	if _, err := io.WriteString(w, "\uFEFF"); err != nil {
		return err
	}
	cw := csv.NewWriter(w)
	cw.UseCRLF = true
	if err := cw.Write(CSVHeader); err != nil {
		return err
	}
	for _, r := range records {
		row := RowOf(r)
		row.Choice, row.Notes, row.Pick = defuse(row.Choice), defuse(row.Notes), defuse(row.Pick)
		if err := cw.Write(row.cells()); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// defuse stops a spreadsheet from running free text as a formula ("=HYPERLINK(…)"): a
// leading quote makes it text. Only the director's free text can start that way.
func defuse(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

// Backup format: the envelope of a JSON export. A later app bumps BackupFormat when it
// changes the envelope; each entry carries its own version.
const (
	BackupApp    = "tableside"
	BackupFormat = 1
)

// Backup is the JSON export: every record with full fidelity.
type Backup struct {
	App      string            `json:"app"`
	Format   int               `json:"format"`
	Exported time.Time         `json:"exported"`
	Entries  []json.RawMessage `json:"entries"`
	// Policies are the club's policies (desk.go), when the device has saved its own. An older
	// app ignores them; the entries are unchanged, so the format stays 1.
	Policies json.RawMessage `json:"policies,omitempty"`
	// HandRecords are the sessions' deals (handrecords.go), as stored. Like the policies,
	// an older app ignores them and an older backup has none, so the format stays 1.
	HandRecords []json.RawMessage `json:"handRecords,omitempty"`
}

// WriteJSON writes a backup of the records as stored: deleted ones too (the bin is restored
// with the log), and unreadable ones as the same JSON (only its layout changes), so a newer app can still
// read them. A
// record whose bytes are not JSON at all is kept as a JSON string.
func WriteJSON(w io.Writer, records []Record, exported time.Time) error {
	return WriteBackup(w, records, nil, exported)
}

// WriteBackup is WriteJSON with the club's policies, when the club has saved its own (the
// starting text is not worth carrying).
func WriteBackup(w io.Writer, records []Record, policies *Policies, exported time.Time) error {
	return writeBackup(w, records, policies, nil, exported)
}

// writeBackup writes the envelope with everything the device keeps.
func writeBackup(w io.Writer, records []Record, policies *Policies, hands []json.RawMessage, exported time.Time) error {
	b := Backup{App: BackupApp, Format: BackupFormat, Exported: exported, Entries: []json.RawMessage{}, HandRecords: hands}
	if policies != nil && !policies.Updated.IsZero() {
		raw, err := encodePolicies(*policies)
		if err != nil {
			return err
		}
		b.Policies = raw
	}
	for _, r := range records {
		raw := r.Raw
		if raw == nil && r.OK() {
			var err error
			if raw, err = Encode(r.Entry); err != nil {
				return err
			}
		}
		if !json.Valid(raw) {
			raw, _ = json.Marshal(string(raw))
		}
		b.Entries = append(b.Entries, raw)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	enc.SetEscapeHTML(false) // notes with "<" or "&" stay readable in the file
	return enc.Encode(b)
}

// WriteBackupWithHands is WriteBackup with the sessions' hand records, as hands.Store.Backup
// returns them (app/store/hands).
func WriteBackupWithHands(w io.Writer, records []Record, policies *Policies, hands []json.RawMessage, exported time.Time) error {
	return writeBackup(w, records, policies, hands, exported)
}
