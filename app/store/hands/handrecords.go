package hands

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"tableside/app/store"
	"time"

	"tableside/engine/bridge"
	"tableside/engine/pbn"
	"tableside/engine/sortby"
)

// A session's hand records (the deals, read from the club's PBN file) are kept with the
// log's rules in a database of their own (HandRecordsName): one record per session, written
// in a strict-durability transaction and reported saved only once it has completed; a record
// this app cannot read (damaged, or from a newer app) is listed as such and never
// overwritten or removed. A database of their own leaves the log's schema version alone:
// an older log database opens as it did.

// HandRecordsName is the IndexedDB database of the sessions' hand records.
const HandRecordsName = "tableside-hands"

// HandRecordsVersion is the stored format of a session's hand records; a newer one is
// refused, not dropped.
const HandRecordsVersion = 1

// ErrSessionExists is what HandStore.Put returns, without writing, when the session already
// has hand records and the caller has not confirmed their replacement.
var ErrSessionExists = errors.New("this session already has hand records")

// ErrNoHandRecords is returned for a session, or a board, with no hand records.
var ErrNoHandRecords = errors.New("there are no hand records for it")

// SessionKey names a club session: its day and, when the club runs more than one that day,
// a name ("Afternoon"). Names that differ only in case or spacing are the same session.
type SessionKey struct {
	Date string // YYYY-MM-DD
	Name string // optional
}

// Validate says what is wrong with the key.
func (k SessionKey) Validate() error {
	if _, err := time.Parse(store.DateLayout, k.Date); err != nil {
		return fmt.Errorf("session date %q is not a date like 2025-03-14", k.Date)
	}
	if len([]rune(k.Name)) > 60 {
		return errors.New("the session's name is longer than 60 characters")
	}
	return nil
}

// id is the stored key: the date, then the name folded to lower case with single spaces.
func (k SessionKey) id() string {
	name := strings.ToLower(strings.Join(strings.Fields(k.Name), " "))
	if name == "" {
		return k.Date
	}
	return k.Date + " " + name
}

// String is the session as a director reads it: "2025-03-14" or "2025-03-14 Afternoon".
func (k SessionKey) String() string {
	if name := strings.Join(strings.Fields(k.Name), " "); name != "" {
		return k.Date + " " + name
	}
	return k.Date
}

// HandRecords are one session's deals as stored.
type HandRecords struct {
	V        int           `json:"v"`
	Date     string        `json:"date"`
	Name     string        `json:"name,omitempty"`
	Imported time.Time     `json:"imported"`         // the newer copy wins when a backup is merged
	Source   string        `json:"source,omitempty"` // the file's name, as the director picked it
	Boards   []StoredBoard `json:"boards"`
}

// StoredBoard is one board in a readable form: the deal in PBN notation from North, and the
// double-dummy table, when the file carried one, as PBN's DoubleDummyTricks digits (declarers
// N, S, E, W, each in no trump, spades, hearts, diamonds, clubs).
type StoredBoard struct {
	Board    int      `json:"board"`
	Dealer   string   `json:"dealer"`       // N, E, S or W
	Vul      string   `json:"vul"`          // None, N-S, E-W or Both
	Deal     string   `json:"deal"`         // "N:AKQ.J2.T98.765 …"
	DD       string   `json:"dd,omitempty"` // 20 hexadecimal digits
	Warnings []string `json:"warnings,omitempty"`
}

// Key is the session the records belong to.
func (h HandRecords) Key() SessionKey { return SessionKey{Date: h.Date, Name: h.Name} }

// NewHandRecords makes a session's hand records from a PBN file that pbn.Read has read.
func NewHandRecords(key SessionKey, s pbn.Session, source string, imported time.Time) (HandRecords, error) {
	if err := key.Validate(); err != nil {
		return HandRecords{}, err
	}
	if len(s.Boards) == 0 {
		return HandRecords{}, errors.New("the file holds no boards")
	}
	h := HandRecords{V: HandRecordsVersion, Date: key.Date, Name: strings.Join(strings.Fields(key.Name), " "),
		Imported: imported, Source: source}
	for _, b := range s.Boards {
		sb := StoredBoard{Board: b.Board, Dealer: b.Dealer.Letter(), Vul: b.Vul.String(), Deal: b.Hands.String(), Warnings: b.Warnings}
		if b.DD != nil {
			sb.DD = b.DD.DoubleDummyTricks()
		}
		h.Boards = append(h.Boards, sb)
	}
	return h, h.validate()
}

// Board returns board n's deal, or ErrNoHandRecords.
func (h HandRecords) Board(n int) (pbn.HandRecord, error) {
	for _, b := range h.Boards {
		if b.Board == n {
			return b.decode()
		}
	}
	return pbn.HandRecord{}, fmt.Errorf("board %d of %s: %w", n, h.Key(), ErrNoHandRecords)
}

// decode turns a stored board back into the engine's.
func (b StoredBoard) decode() (pbn.HandRecord, error) {
	r := pbn.HandRecord{Board: b.Board, Warnings: b.Warnings}
	var err error
	if b.Board < 1 {
		return r, fmt.Errorf("board number %d", b.Board)
	}
	if r.Dealer, err = bridge.ParseSeat(b.Dealer); err != nil {
		return r, fmt.Errorf("board %d: %v", b.Board, err)
	}
	if r.Vul, err = bridge.ParseVulnerability(b.Vul); err != nil {
		return r, fmt.Errorf("board %d: %v", b.Board, err)
	}
	if r.Hands, err = pbn.ParseDeal(b.Deal); err != nil {
		return r, fmt.Errorf("board %d: %v", b.Board, err)
	}
	if b.DD != "" {
		dd, err := pbn.ParseDoubleDummyTricks(b.DD)
		if err != nil {
			return r, fmt.Errorf("board %d: %v", b.Board, err)
		}
		r.DD = &dd
	}
	return r, nil
}

// validate checks every board, so that what is stored always reads back.
func (h HandRecords) validate() error {
	if err := h.Key().Validate(); err != nil {
		return err
	}
	seen := map[int]bool{}
	for _, b := range h.Boards {
		if _, err := b.decode(); err != nil {
			return err
		}
		if seen[b.Board] {
			return fmt.Errorf("board %d is given twice", b.Board)
		}
		seen[b.Board] = true
	}
	return nil
}

// DecodeHandRecords reads a stored session and checks every board; a newer or damaged
// format is an error, and the caller keeps the stored bytes.
func DecodeHandRecords(raw []byte) (HandRecords, error) {
	h, err := decodeHandRecordsHead(raw)
	if err != nil {
		return HandRecords{}, err
	}
	if err := h.validate(); err != nil {
		return HandRecords{}, fmt.Errorf("hand records cannot be read: %w: %v", store.ErrCorrupt, err)
	}
	return h, nil
}

// decodeHandRecordsHead reads a stored session without checking its boards' deals: enough
// to list a season's sessions without reading thousands of deals on a slow phone.
func decodeHandRecordsHead(raw []byte) (HandRecords, error) {
	var head struct {
		V *int `json:"v"`
	}
	if err := json.Unmarshal(raw, &head); err != nil {
		return HandRecords{}, fmt.Errorf("hand records cannot be read: %w: %v", store.ErrCorrupt, err)
	}
	switch {
	case head.V == nil:
		return HandRecords{}, fmt.Errorf("hand records cannot be read: %w: no format version", store.ErrCorrupt)
	case *head.V > HandRecordsVersion:
		return HandRecords{}, fmt.Errorf("hand records cannot be read: %w: update Tableside", store.ErrNewerFormat)
	}
	var h HandRecords
	if err := json.Unmarshal(raw, &h); err != nil {
		return HandRecords{}, fmt.Errorf("hand records cannot be read: %w: %v", store.ErrCorrupt, err)
	}
	if err := h.Key().Validate(); err != nil {
		return HandRecords{}, fmt.Errorf("hand records cannot be read: %w: %v", store.ErrCorrupt, err)
	}
	return h, nil
}

// HandStore keeps the sessions' hand records.
type HandStore struct{ b store.Backend }

// NewHandStore returns the hand records kept in b.
func NewHandStore(b store.Backend) *HandStore { return &HandStore{b} }

// NewMemoryHandStore returns a HandStore over a new store.Memory, and the store.Memory, for tests.
func NewMemoryHandStore() (*HandStore, *store.Memory) {
	m := store.NewMemory()
	return NewHandStore(m), m
}

// handsDuring names the operation and the hand records on a backend's StorageError.
func handsDuring(op string, err error) error {
	var se *store.StorageError
	if errors.As(err, &se) && se.Op == "" {
		c := *se
		c.Op, c.What = op, "the hand records"
		return &c
	}
	return err
}

// Put saves a session's hand records in one strict transaction. When the session already
// has some, it returns ErrSessionExists and writes nothing unless replace is set: ask the
// director first, then call again with replace. Records it cannot read are never replaced.
func (s *HandStore) Put(h HandRecords, replace bool) error {
	if err := h.validate(); err != nil {
		return fmt.Errorf("the hand records were not saved: %w", err)
	}
	raw, err := json.Marshal(h)
	if err != nil {
		return err
	}
	err = s.b.Update([]string{h.Key().id()}, func(_ string, old []byte) ([]byte, error) {
		if old == nil {
			return raw, nil
		}
		if _, err := DecodeHandRecords(old); err != nil {
			return nil, fmt.Errorf("the stored hand records of %s were not replaced: %w", h.Key(), err)
		}
		if !replace {
			return nil, fmt.Errorf("%s: %w", h.Key(), ErrSessionExists)
		}
		return raw, nil
	})
	return handsDuring("save", err)
}

// StoredSession is one session in the list: its records, or why they cannot be read.
type StoredSession struct {
	ID      string // the stored key
	Records HandRecords
	Err     error // non-nil when the stored bytes cannot be read; they are kept
}

// Sessions lists every stored session, the latest day first and a day's by name, unreadable
// ones (which have no date) last.
func (s *HandStore) Sessions() ([]StoredSession, error) {
	raws, err := s.b.Load()
	if err != nil {
		return nil, handsDuring("read", err)
	}
	out := make([]StoredSession, 0, len(raws))
	for _, r := range raws {
		h, err := decodeHandRecordsHead(r.JSON)
		out = append(out, StoredSession{ID: r.ID, Records: h, Err: err})
	}
	sortby.Func(out, func(a, b StoredSession) int {
		if c := strings.Compare(b.Records.Date, a.Records.Date); c != 0 {
			return c
		}
		return strings.Compare(a.ID, b.ID)
	})
	return out, nil
}

// Session returns one session's hand records, or ErrNoHandRecords.
func (s *HandStore) Session(key SessionKey) (HandRecords, error) {
	raw, err := s.b.LoadOne(key.id())
	if err != nil {
		return HandRecords{}, handsDuring("read", err)
	}
	if raw == nil {
		return HandRecords{}, fmt.Errorf("session %s: %w", key, ErrNoHandRecords)
	}
	return DecodeHandRecords(raw)
}

// Board returns one board of a session, or ErrNoHandRecords.
func (s *HandStore) Board(key SessionKey, n int) (pbn.HandRecord, error) {
	h, err := s.Session(key)
	if err != nil {
		return pbn.HandRecord{}, err
	}
	return h.Board(n)
}

// Delete removes a session's hand records (they can be imported again from the file, so
// there is no bin). Records it cannot read are left alone, as the log leaves its own.
func (s *HandStore) Delete(key SessionKey) error {
	err := s.b.Update([]string{key.id()}, func(_ string, old []byte) ([]byte, error) {
		if old == nil {
			return nil, fmt.Errorf("session %s: %w", key, ErrNoHandRecords)
		}
		if _, err := DecodeHandRecords(old); err != nil {
			return nil, fmt.Errorf("the stored hand records of %s were not deleted: %w", key, err)
		}
		return nil, nil
	})
	return handsDuring("delete", err)
}
