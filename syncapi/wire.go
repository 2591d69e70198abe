// Package syncapi is the wire between the app and the club's worker (worker/): the request and
// response bodies of /api/*, their limits, what a valid pushed version is, and the
// last-writer-wins rule both sides apply. It imports the standard library only, so the worker's
// own Go module uses it (through a replace directive) without pulling in go-app or the engine.
//
// The protocol: a device joins a club with the club's join code and gets a bearer token of its
// own. It pushes the entries it changed as versions {id, rev, updated_at, deleted, body}, then
// pulls everything changed since its cursor (a per-club sequence the server assigns). The server
// keeps every version ever pushed and, per entry, the one that wins by (rev, updated_at, device):
// a concurrent edit loses the comparison but is never lost. A delete is a version with deleted
// set (a tombstone); nothing is ever removed on the server.
package syncapi

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"sync"
	"time"
	"unicode/utf8"
)

// The endpoints. All take and return JSON; all but Health, Join and the admin ones need
// "Authorization: Bearer <device token>"; the admin ones need the worker's ADMIN_TOKEN.
const (
	PathHealth   = "/api/health"           // GET
	PathClubs    = "/api/clubs"            // POST CreateClubRequest (admin) → CreateClubResponse
	PathJoinCode = "/api/clubs/code"       // POST NewCodeRequest (admin) → CreateClubResponse
	PathJoin     = "/api/join"             // POST JoinRequest → JoinResponse
	PathLeave    = "/api/leave"            // POST {} → OK: revokes the caller's own token
	PathDevices  = "/api/devices"          // GET → DevicesResponse
	PathRevoke   = "/api/devices/revoke"   // POST RevokeRequest → OK
	PathPush     = "/api/rulings/push"     // POST PushRequest → PushResponse
	PathPull     = "/api/rulings/pull"     // GET ?since=<cursor>&limit=<n> → PullResponse
	PathVersions = "/api/rulings/versions" // GET ?id=<entry id>&after=<n> → VersionsResponse
	PathErase    = "/api/rulings/erase"    // POST EraseRequest → OK: the entry, every version, for good
	PathPrune    = "/api/rulings/prune"    // POST EraseRequest → OK: every version but the current one
	PathForget   = "/api/devices/forget"   // POST RevokeRequest → OK: a removed device's record, for good
	PathDelete   = "/api/clubs/delete"     // POST NewCodeRequest (admin) → OK: the club and all it holds
)

// Limits the worker enforces. A client stays under them; the worker answers 413 or 400 above them.
const (
	MaxRequestBytes  = 256 << 10 // a whole request body
	MaxEntryBytes    = 64 << 10  // one version's body (a logged ruling is a few KB)
	MaxPushEntries   = 20        // versions in one push: one D1 batch of 3 statements each
	MaxPullLimit     = 500
	DefaultPullLimit = 100
	// MaxAnswerBytes is the most entry bodies one pull page or versions page carries: past it
	// the page ends early with more set (a page always holds at least one entry). It keeps
	// the worker's memory per request small whatever the club stored.
	MaxAnswerBytes = 1 << 20
	// MaxClockAhead is how far ahead of the server's clock a pushed time may be: a device
	// whose clock is days ahead would otherwise win every same-rev conflict.
	MaxClockAhead = 24 * time.Hour
	MaxDeviceName = 60 // characters
	MaxClubName   = 80 // characters
)

// Push results.
const (
	Applied   = "applied"   // the version is now the entry's current one
	Duplicate = "duplicate" // the server already had this very version (a re-push): nothing changed
	Stale     = "stale"     // kept, but another version wins: pull to get it
	// Conflict: the server already had a version with this very stamp and another body.
	// Both are kept; the entry is marked edited twice and the one that counts comes with
	// the next pull.
	Conflict = "conflict"
	// Erased: the club erased this entry for good; the device removes its copy.
	Erased = "erased"
)

// idRE is compiled on first use: a package-level regexp is compiled during start-up,
// before the app draws its first screen.
var idRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z0-9_-]{1,64}$`) })

// ValidID reports whether s can name an entry or a device on the wire: 1–64 letters, digits,
// '-' or '_'. The app's ids are 32 hex digits.
func ValidID(s string) bool { return idRE().MatchString(s) }

// Version is one state of one log entry, as a device pushes it.
type Version struct {
	ID        string          `json:"id"`
	Rev       int64           `json:"rev"`        // 1 + the rev the device last got from the server for this id
	UpdatedAt int64           `json:"updated_at"` // ms since 1970, when the device changed it
	Deleted   bool            `json:"deleted"`    // a tombstone: the entry is in the bin
	Body      json.RawMessage `json:"body"`       // the entry as the app stores it, kept verbatim
}

// Earliest and latest times a version may carry: anything else is a broken clock or a forgery.
var (
	minTime = time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC).UnixMilli()
	maxTime = time.Date(2200, 1, 1, 0, 0, 0, 0, time.UTC).UnixMilli()
)

// Validate says what makes v unfit to store: a bad id, a rev below 1, a time out of range, a
// body that is not a JSON object naming the same id, or one over MaxEntryBytes.
func (v Version) Validate() error {
	switch {
	case !ValidID(v.ID):
		return fmt.Errorf("entry id %q is not 1–64 letters, digits, '-' or '_'", clip(v.ID))
	case v.Rev < 1 || v.Rev > 1<<50:
		return fmt.Errorf("entry %s: rev %d is out of range", v.ID, v.Rev)
	case v.UpdatedAt < minTime || v.UpdatedAt > maxTime:
		return fmt.Errorf("entry %s: updated_at %d is not a time between 2020 and 2200", v.ID, v.UpdatedAt)
	case len(v.Body) > MaxEntryBytes:
		return fmt.Errorf("entry %s: body of %d bytes is over the %d-byte limit", v.ID, len(v.Body), MaxEntryBytes)
	case !utf8.Valid(v.Body):
		// D1 would store it with U+FFFD in place of the bad bytes: not the bytes pushed.
		return fmt.Errorf("entry %s: body is not valid UTF-8", v.ID)
	}
	var head struct {
		ID *string `json:"id"`
	}
	if len(bytes.TrimSpace(v.Body)) == 0 || bytes.TrimSpace(v.Body)[0] != '{' || json.Unmarshal(v.Body, &head) != nil {
		return fmt.Errorf("entry %s: body is not a JSON object", v.ID)
	}
	if head.ID == nil || *head.ID != v.ID {
		return fmt.Errorf("entry %s: body names another id", v.ID)
	}
	return nil
}

func clip(s string) string {
	if len(s) > 70 {
		return s[:70] + "…"
	}
	return s
}

// Stamp orders the versions of one entry: the higher rev wins, then the later time, then the
// greater device id, so every device and the server pick the same winner.
type Stamp struct {
	Rev       int64  `json:"rev"`
	UpdatedAt int64  `json:"updated_at"`
	Device    string `json:"device"`
}

// Compare is -1, 0 or +1 as s loses to, equals or beats o.
func (s Stamp) Compare(o Stamp) int {
	return cmp.Or(cmp.Compare(s.Rev, o.Rev), cmp.Compare(s.UpdatedAt, o.UpdatedAt), cmp.Compare(s.Device, o.Device))
}

// Stamp is v's stamp when pushed by device.
func (v Version) Stamp(device string) Stamp { return Stamp{v.Rev, v.UpdatedAt, device} }

// PushRequest is a batch of changed entries, stored all or nothing.
type PushRequest struct {
	Entries []Version `json:"entries"`
}

// Validate checks the batch: 1 to MaxPushEntries versions, each valid, no id twice.
func (p PushRequest) Validate() error {
	if len(p.Entries) == 0 || len(p.Entries) > MaxPushEntries {
		return fmt.Errorf("a push holds 1 to %d entries, not %d", MaxPushEntries, len(p.Entries))
	}
	seen := map[string]bool{}
	var errs []error
	for _, v := range p.Entries {
		if err := v.Validate(); err != nil {
			errs = append(errs, err)
			continue
		}
		if seen[v.ID] {
			errs = append(errs, fmt.Errorf("entry %s is in the push twice", v.ID))
		}
		seen[v.ID] = true
	}
	return errors.Join(errs...)
}

// PushResult says what became of one pushed version: Applied, Duplicate, Stale, Conflict
// or Erased, and which version of the entry is current once the push is stored. A device
// takes its version as agreed with the server only when it is the current one: a duplicate
// of a version that a later push has since beaten is not.
type PushResult struct {
	ID      string `json:"id"`
	Status  string `json:"status"`
	Current *Stamp `json:"current,omitempty"` // nil from a server older than this field
}

// PushResponse has one result per pushed version, in the push's order.
type PushResponse struct {
	Results []PushResult `json:"results"`
}

// Entry is an entry's current version as pulled.
type Entry struct {
	Version
	Device     string `json:"device"`      // the id of the device that pushed it
	DeviceName string `json:"device_name"` // that device's name when it joined
	Seq        int64  `json:"seq"`         // the club's sequence number of this change
	Conflicted bool   `json:"conflicted"`  // two devices edited it at once; every version is kept
	// Erased: the club erased the entry for good. The body names the id only: every
	// device removes its copy.
	Erased bool `json:"erased,omitempty"`
}

// Stamp is the entry's stamp.
func (e Entry) Stamp() Stamp { return e.Version.Stamp(e.Device) }

// PullResponse is one page of changes after the cursor, oldest first. Cursor is where the
// next pull starts; More says there is another page now.
type PullResponse struct {
	Entries []Entry `json:"entries"`
	Cursor  int64   `json:"cursor"`
	More    bool    `json:"more"`
}

// StoredVersion is one version the server keeps, for "show every version".
type StoredVersion struct {
	Version
	Device     string `json:"device"`
	DeviceName string `json:"device_name"`
	ReceivedAt int64  `json:"received_at"` // ms since 1970
	Current    bool   `json:"current"`     // the version that won
}

// VersionsResponse lists the versions of one entry, oldest first, from the after-th on, up
// to MaxAnswerBytes of bodies; More says there are others after them (ask again with
// after = Next).
type VersionsResponse struct {
	Versions []StoredVersion `json:"versions"`
	More     bool            `json:"more,omitempty"`
	Next     int             `json:"next,omitempty"`
}

// EraseRequest names one entry of the club: to erase for good (PathErase) or to strip of
// every version but the current one (PathPrune).
type EraseRequest struct {
	ID string `json:"id"`
}

// JoinRequest asks to join a club: the code the club's organiser handed out, and a name for
// this device as the others will see it.
type JoinRequest struct {
	JoinCode   string `json:"join_code"`
	DeviceName string `json:"device_name"`
}

// JoinResponse is the device's membership. The token is shown only here: the server keeps
// only its hash.
type JoinResponse struct {
	ClubID     string `json:"club_id"`
	ClubName   string `json:"club_name"`
	DeviceID   string `json:"device_id"`
	DeviceName string `json:"device_name"`
	Token      string `json:"token"`
}

// Device is one device of the club, as listed to the club's devices.
type Device struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	Joined   int64  `json:"joined"`            // ms since 1970
	LastSeen int64  `json:"last_seen"`         // ms since 1970
	Revoked  int64  `json:"revoked,omitempty"` // ms since 1970; 0 while it may sync
	This     bool   `json:"this,omitempty"`    // the device asking
}

// DevicesResponse lists the club's devices, oldest first.
type DevicesResponse struct {
	Devices []Device `json:"devices"`
}

// RevokeRequest removes one of the club's devices: its token stops working at once.
type RevokeRequest struct {
	DeviceID string `json:"device_id"`
}

// CreateClubRequest is the organiser's (admin) request for a new club.
type CreateClubRequest struct {
	Name string `json:"name"`
}

// NewCodeRequest replaces a club's join code (admin); devices already joined keep working.
type NewCodeRequest struct {
	ClubID string `json:"club_id"`
}

// ClubResponse answers CreateClubRequest and NewCodeRequest. The join code is shown only
// here: the server keeps only its hash.
type ClubResponse struct {
	ClubID   string `json:"club_id"`
	Name     string `json:"name"`
	JoinCode string `json:"join_code"`
}

// OK is the body of a success with nothing to say.
type OK struct {
	OK bool `json:"ok"`
}

// Error is the body of every error response. The message is fixed text about the request,
// never the server's internals.
type Error struct {
	Error string `json:"error"`
}
