package store

import (
	"crypto/pbkdf2"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"
)

// The front desk keeps two things besides the log: the club's policies, which the kiosk shows
// to players and the director edits, and the director's PIN, which keeps players out of every
// change. Both live in their own IndexedDB database (DeskName), written with the log's rules:
// strict durability, "saved" only after the transaction completes, an unreadable record never
// overwritten. A separate database leaves the log's schema version to the log.

// DeskName is the IndexedDB database of the front desk.
const DeskName = "tableside-desk"

// The desk's records.
const (
	policiesKey = "policies"
	lockKey     = "lock"
)

// PoliciesVersion is the policies' format; like an entry's, a newer one is refused, not dropped.
const PoliciesVersion = 1

// MaxPolicyText bounds one section's text: a page of a club's regulations, not a book.
const MaxPolicyText = 20000

// Policies are the club's policies as the kiosk shows them: titled sections of plain text.
type Policies struct {
	V int `json:"v"`
	// Updated is when the club last saved them; zero for the starting text, never saved. The
	// newer copy wins when a backup is imported.
	Updated  time.Time       `json:"updated,omitzero"`
	Sections []PolicySection `json:"sections"`
}

// PolicySection is one section: conduct, appeals, slow play, results, regulations.
type PolicySection struct {
	ID    string `json:"id"` // stable: "conduct"
	Title string `json:"title"`
	Text  string `json:"text"` // paragraphs separated by blank lines
}

// DefaultPolicies is the starting text a club replaces: what most clubs say, in the director's
// voice, with the places to fill in marked by square brackets.
func DefaultPolicies() Policies {
	return Policies{V: PoliciesVersion, Sections: []PolicySection{
		{ID: "conduct", Title: "Conduct and zero tolerance",
			Text: "We play bridge in a friendly, courteous way. Rude, aggressive or belittling behaviour towards partner, opponents or the director is not accepted.\n\n" +
				"If something at the table upsets you, call the director rather than argue. The director may warn a player, and may give a procedural penalty for bad behaviour (Law 74, Law 91)."},
		{ID: "rulings", Title: "Asking for a ruling, and a review",
			Text: "Call the director as soon as something goes wrong at the table: a player who calls the director is doing the right thing, not accusing anyone (Law 9B).\n\n" +
				"If you disagree with a ruling, you may ask for it to be reviewed (Law 92). Tell the director before the end of the session, or within [30 minutes] of the scores being posted. The director will explain the ruling and how the review works at this club."},
		{ID: "slow-play", Title: "Slow play",
			Text: "Each round has [15 minutes] for [2 boards]. Please keep up with the movement: if your table is late, the director may tell you not to start a board.\n\n" +
				"A board not played because of slow play may be scored as an artificial adjusted score, with the pair at fault given average minus (Law 12C2)."},
		{ID: "results", Title: "Where results are posted",
			Text: "Results are posted [on the club's website and on the notice board] by [the next morning]. Check your scores, and tell the director about any mistake within the correction period."},
		{ID: "regulations", Title: "Club regulations",
			Text: "We play under the Laws of Duplicate Bridge 2017 and the regulations of [our regulating body]. System cards are required; alerts and announcements follow [our regulating body]'s rules.\n\n" +
				"Mobile phones must be silent during play."},
	}}
}

// Validate reports what makes the policies unfit to save or read.
func (p Policies) Validate() error {
	var errs []error
	if p.V != PoliciesVersion {
		errs = append(errs, fmt.Errorf("policies format v%d, but this app writes v%d", p.V, PoliciesVersion))
	}
	seen := map[string]bool{}
	for i, s := range p.Sections {
		switch {
		case s.ID == "":
			errs = append(errs, fmt.Errorf("section %d has no id", i+1))
		case seen[s.ID]:
			errs = append(errs, fmt.Errorf("section %q is listed twice", s.ID))
		}
		seen[s.ID] = true
		if strings.TrimSpace(s.Title) == "" {
			errs = append(errs, fmt.Errorf("section %d has no title", i+1))
		}
		if n := utf8.RuneCountInString(s.Text); n > MaxPolicyText {
			errs = append(errs, fmt.Errorf("%q is %d characters long; the most is %d", s.Title, n, MaxPolicyText))
		}
	}
	return errors.Join(errs...)
}

// WithSection returns the policies with one section's title and text replaced, saved at now.
func (p Policies) WithSection(id, title, text string, now time.Time) (Policies, error) {
	out := Policies{V: p.V, Updated: now, Sections: append([]PolicySection(nil), p.Sections...)}
	for i := range out.Sections {
		if out.Sections[i].ID == id {
			out.Sections[i].Title, out.Sections[i].Text = strings.TrimSpace(title), strings.TrimSpace(text)
			return out, out.Validate()
		}
	}
	return p, fmt.Errorf("there is no policy section %q", id)
}

// Paragraphs splits a section's text at blank lines, for display.
func (s PolicySection) Paragraphs() []string {
	var out []string
	for _, p := range strings.Split(strings.ReplaceAll(s.Text, "\r\n", "\n"), "\n\n") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// DecodePolicies reads stored policies; a newer or damaged format is an error, and the caller
// keeps the stored bytes.
func DecodePolicies(raw []byte) (Policies, error) {
	var head struct {
		V *int `json:"v"`
	}
	if err := json.Unmarshal(raw, &head); err != nil {
		return Policies{}, fmt.Errorf("the club's policies cannot be read: %w: %v", ErrCorrupt, err)
	}
	switch {
	case head.V == nil:
		return Policies{}, fmt.Errorf("the club's policies cannot be read: %w: no format version", ErrCorrupt)
	case *head.V > PoliciesVersion:
		return Policies{}, fmt.Errorf("the club's policies cannot be read: %w: update Tableside", ErrNewerFormat)
	}
	var p Policies
	if err := json.Unmarshal(raw, &p); err != nil {
		return Policies{}, fmt.Errorf("the club's policies cannot be read: %w: %v", ErrCorrupt, err)
	}
	if err := p.Validate(); err != nil {
		return Policies{}, fmt.Errorf("the club's policies cannot be read: %w: %v", ErrCorrupt, err)
	}
	return p, nil
}

func encodePolicies(p Policies) ([]byte, error) {
	if err := p.Validate(); err != nil {
		return nil, fmt.Errorf("the policies were not saved: %w", err)
	}
	return json.Marshal(p)
}

// The director's PIN.

// PINIterations is PBKDF2's work factor. A PIN has few digits, so no hash makes it secret from
// someone who can read the device's storage; hashing keeps it from being read off the screen
// of the browser's developer tools, and the work factor keeps a check under a tenth of a
// second on a tablet.
const PINIterations = 20000

// ValidPIN says what is wrong with a PIN the director chose: 4 to 8 digits.
func ValidPIN(pin string) error {
	if len(pin) < 4 || len(pin) > 8 {
		return errors.New("the PIN must have 4 to 8 digits")
	}
	for _, r := range pin {
		if r < '0' || r > '9' {
			return errors.New("the PIN must be digits only")
		}
	}
	return nil
}

// Lock is the director's PIN and the recovery code, as stored: salted hashes only.
type Lock struct {
	V            int       `json:"v"`
	Iterations   int       `json:"iterations"`
	Salt         []byte    `json:"salt"`
	Hash         []byte    `json:"hash"`
	RecoverySalt []byte    `json:"recoverySalt"`
	RecoveryHash []byte    `json:"recoveryHash"`
	Set          time.Time `json:"set"`
}

// IsZero reports whether no PIN is set.
func (l Lock) IsZero() bool { return len(l.Hash) == 0 }

// NewLock hashes a PIN and its recovery code with the salts given (16 random bytes each: the
// caller draws them, as it draws entry ids).
func NewLock(pin, recovery string, salt, recoverySalt []byte, now time.Time) (Lock, error) {
	if err := ValidPIN(pin); err != nil {
		return Lock{}, err
	}
	if len(salt) < 16 || len(recoverySalt) < 16 {
		return Lock{}, errors.New("a PIN needs 16 random bytes of salt")
	}
	code := normaliseCode(recovery)
	if len(code) < 12 {
		return Lock{}, errors.New("the recovery code is too short")
	}
	l := Lock{V: 1, Iterations: PINIterations, Salt: salt, RecoverySalt: recoverySalt, Set: now}
	var err error
	if l.Hash, err = pinHash(pin, salt, l.Iterations); err != nil {
		return Lock{}, err
	}
	if l.RecoveryHash, err = pinHash(code, recoverySalt, l.Iterations); err != nil {
		return Lock{}, err
	}
	return l, nil
}

// Check reports whether pin is the director's PIN.
func (l Lock) Check(pin string) bool { return l.matches(pin, l.Salt, l.Hash) }

// CheckRecovery reports whether code is the recovery code, however it is spaced or cased.
func (l Lock) CheckRecovery(code string) bool {
	return l.matches(normaliseCode(code), l.RecoverySalt, l.RecoveryHash)
}

func (l Lock) matches(secret string, salt, want []byte) bool {
	if l.IsZero() || len(want) == 0 || secret == "" {
		return false
	}
	got, err := pinHash(secret, salt, l.Iterations)
	return err == nil && subtle.ConstantTimeCompare(got, want) == 1
}

func pinHash(secret string, salt []byte, iter int) ([]byte, error) {
	if iter < 1 {
		return nil, errors.New("the stored PIN has no work factor: it is damaged")
	}
	return pbkdf2.Key(sha256.New, secret, salt, iter, 32)
}

// codeAlphabet has no letters that read like digits (no I, O) and no 0 or 1.
const codeAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

// RecoveryCode turns 12 random bytes into a code to write down: "K7QD-92XW-MH4P".
func RecoveryCode(random []byte) string {
	var b strings.Builder
	for i, r := range random[:min(len(random), 12)] {
		if i > 0 && i%4 == 0 {
			b.WriteByte('-')
		}
		b.WriteByte(codeAlphabet[int(r)%len(codeAlphabet)])
	}
	return b.String()
}

// normaliseCode reads a typed recovery code: upper case, without spaces or dashes.
func normaliseCode(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == ' ' || r == '-':
			return -1
		case r >= 'a' && r <= 'z':
			return r - 'a' + 'A'
		}
		return r
	}, s)
}

// Desk is the front desk's storage: the policies and the lock.
type Desk struct{ b Backend }

// NewDesk returns the desk kept in b.
func NewDesk(b Backend) *Desk { return &Desk{b} }

// NewMemoryDesk returns a desk over a new Memory, and the Memory, for tests.
func NewMemoryDesk() (*Desk, *Memory) {
	m := NewMemory()
	return NewDesk(m), m
}

// Policies returns the saved policies, or the starting text when none were saved.
func (d *Desk) Policies() (Policies, error) {
	raw, err := d.b.LoadOne(policiesKey)
	if err != nil {
		return Policies{}, during("read", err)
	}
	if raw == nil {
		return DefaultPolicies(), nil
	}
	return DecodePolicies(raw)
}

// PutPolicies saves the policies in one strict transaction. It never overwrites stored
// policies it cannot read (a newer app's).
func (d *Desk) PutPolicies(p Policies) error {
	raw, err := encodePolicies(p)
	if err != nil {
		return err
	}
	return during("save", d.b.Update([]string{policiesKey}, func(_ string, old []byte) ([]byte, error) {
		if old != nil {
			if _, err := DecodePolicies(old); err != nil {
				return nil, err
			}
		}
		return raw, nil
	}))
}

// ImportPolicies saves p if it is newer than the stored policies (or none are stored) and
// reports whether it did. The starting text (zero Updated) never replaces anything.
func (d *Desk) ImportPolicies(p Policies) (bool, error) {
	if p.Updated.IsZero() {
		return false, nil
	}
	raw, err := encodePolicies(p)
	if err != nil {
		return false, err
	}
	took := false
	err = d.b.Update([]string{policiesKey}, func(_ string, old []byte) ([]byte, error) {
		if old != nil {
			have, err := DecodePolicies(old)
			if err != nil {
				return nil, err
			}
			if !p.Updated.After(have.Updated) {
				return old, nil
			}
		}
		took = true
		return raw, nil
	})
	if err != nil {
		return false, during("import", err)
	}
	return took, nil
}

// Lock returns the director's PIN as stored; the zero Lock when none is set.
func (d *Desk) Lock() (Lock, error) {
	raw, err := d.b.LoadOne(lockKey)
	if err != nil || raw == nil {
		return Lock{}, during("read", err)
	}
	var l Lock
	if err := json.Unmarshal(raw, &l); err != nil || l.IsZero() {
		// A damaged lock must not open the desk: say so, and let the reset replace it.
		return Lock{}, fmt.Errorf("the director PIN cannot be read (%v): use the reset on the PIN screen", err)
	}
	return l, nil
}

// PutLock saves a new PIN; a zero Lock removes it. Either is one strict transaction.
func (d *Desk) PutLock(l Lock) error {
	var raw []byte
	if !l.IsZero() {
		var err error
		if raw, err = json.Marshal(l); err != nil {
			return err
		}
	}
	return during("save", d.b.Update([]string{lockKey}, func(string, []byte) ([]byte, error) { return raw, nil }))
}
