package api

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"tableside/syncapi"
)

// ErrNotFound is what a Store returns for a club, device or code it does not hold.
var ErrNotFound = errors.New("not found")

// ErrClubFull is what Store.Push returns, storing nothing, when the push would take the
// club's stored bytes past its quota.
var ErrClubFull = errors.New("the club's log is over its quota")

// ErrStillMember is what Store.ForgetDevice returns for a device that was not removed first.
var ErrStillMember = errors.New("the device has not been removed")

// RevTooHighError is what Store.Push returns, storing nothing, for a version whose rev is
// more than one above the entry's current rev: one push at a huge rev would otherwise put the
// entry out of every device's reach.
type RevTooHighError struct {
	ID       string
	Rev, Max int64
}

func (e *RevTooHighError) Error() string {
	return fmt.Sprintf("entry %s: rev %d is above %d, one more than the club's current rev", e.ID, e.Rev, e.Max)
}

// MaxRev is the highest rev a push may give an entry whose current rev is cur (0: the club
// does not have the entry yet). A device pushes one more than the rev it last pulled or
// pushed, which is never above the current one.
func MaxRev(cur int64) int64 { return cur + 1 }

// Status is what becomes of a pushed version, given what the store held before it:
// whether the version's stamp beats the current one's, and the bodies already kept under
// that very stamp. Both stores decide by it.
func Status(beatsCurrent bool, body []byte, sameStamp [][]byte) string {
	same := Kept(body, sameStamp)
	switch {
	case beatsCurrent:
		return syncapi.Applied
	case same && len(sameStamp) == 1:
		return syncapi.Duplicate
	case len(sameStamp) > 0:
		// One stamp, two bodies (the same device pushed different bytes under one stamp):
		// a conflict, never a silent drop of either.
		return syncapi.Conflict
	}
	return syncapi.Stale
}

// Kept reports whether body is among the bodies already kept under its version's stamp:
// the version is a re-push, and the store keeps nothing new for it.
func Kept(body []byte, sameStamp [][]byte) bool {
	return slices.ContainsFunc(sameStamp, func(b []byte) bool { return bytes.Equal(b, body) })
}

// PageLen is how many of the first n items make one page: their bodies (size(i) bytes
// each) within maxBytes, and at least one. Both stores end their pull and versions pages by it.
func PageLen(n, maxBytes int, size func(i int) int64) int {
	var total int64
	for i := range n {
		total += size(i)
		if total > int64(maxBytes) && i > 0 {
			return i
		}
	}
	return n
}

// ErasedBody is the body of an erased entry's tombstone: its id and nothing else.
func ErasedBody(id string) []byte { return []byte(`{"id":"` + id + `"}`) }

// Club is one club sharing a log.
type Club struct {
	ID      string
	Name    string
	Created time.Time
}

// Device is one device that joined a club. Its token is kept only as a hash.
type Device struct {
	ID       string
	ClubID   string
	Name     string
	Created  time.Time
	LastSeen time.Time
	Revoked  time.Time // zero while the device may sync
}

// Store keeps clubs, devices and the shared logs: D1 in the worker (d1store), memory in tests
// (memstore). Every call is scoped by what the caller passes; the API passes the club of the
// authenticated device, never one named in a request.
type Store interface {
	CreateClub(ctx context.Context, c Club, codeHash string) error
	// SetJoinCode replaces a club's join code; ErrNotFound for an unknown club.
	SetJoinCode(ctx context.Context, clubID, codeHash string) error
	// ClubByCode finds the club whose join code hashes to codeHash; ErrNotFound if none.
	ClubByCode(ctx context.Context, codeHash string) (Club, error)

	AddDevice(ctx context.Context, d Device, tokenHash string) error
	// DeviceByToken finds the device whose token hashes to tokenHash, revoked or not;
	// ErrNotFound if none.
	DeviceByToken(ctx context.Context, tokenHash string) (Device, error)
	// Devices lists a club's devices, oldest first.
	Devices(ctx context.Context, clubID string) ([]Device, error)
	// Revoke marks one of the club's devices revoked (again is fine); ErrNotFound if the club
	// has no such device.
	Revoke(ctx context.Context, clubID, deviceID string, at time.Time) error
	// Seen records that a device synced at at.
	Seen(ctx context.Context, deviceID string, at time.Time) error

	// Push stores the versions, pushed by the device, all or nothing, and says for each
	// what became of it (Status) and which version is current after it. Every new version is
	// kept whether or not it wins, a stamp with another body too; an entry edited
	// concurrently by two devices (two versions of the same rev from different devices), or
	// with two bodies under one stamp, is marked conflicted, which counts as a change. A
	// version of an erased entry is answered Erased and not stored. Nothing is stored, with
	// ErrClubFull, when the new versions would take the club past quota bytes, nor, with a
	// *RevTooHighError, when a rev is above MaxRev of its entry's current rev.
	Push(ctx context.Context, clubID, deviceID string, at time.Time, vs []syncapi.Version, quota int64) ([]syncapi.PushResult, error)
	// Pull returns up to limit entries of the club changed after since, in the order of
	// their seq, stopping before the bodies pass maxBytes (but never with none); more says
	// some are left.
	Pull(ctx context.Context, clubID string, since int64, limit, maxBytes int) (es []syncapi.Entry, more bool, err error)
	// Versions returns the versions of one entry of the club in stamp order, from the
	// after-th, stopping before the bodies pass maxBytes (never with none); more says some
	// are left.
	Versions(ctx context.Context, clubID, id string, after, maxBytes int) (vs []syncapi.StoredVersion, more bool, err error)

	// Erase removes every version of an entry for good and leaves a tombstone that names the
	// id only, with the next rev and seq, so every device removes its copy; ErrNotFound if
	// the club has no such entry.
	Erase(ctx context.Context, clubID, id, deviceID string, at time.Time) error
	// Prune removes every version of an entry but the current one (an edited-out name goes
	// with the old versions); ErrNotFound if the club has no such entry.
	Prune(ctx context.Context, clubID, id string) error
	// ForgetDevice removes a removed device's record (its name and times) for good;
	// ErrNotFound if the club has no such device, ErrStillMember if it was not removed.
	ForgetDevice(ctx context.Context, clubID, deviceID string) error
	// DeleteClub removes a club with its devices, entries and versions; ErrNotFound if none.
	DeleteClub(ctx context.Context, clubID string) error
}

// Limiter counts attempts by key (the client's address) and says when to refuse.
type Limiter interface {
	Allow(ctx context.Context, key string) (bool, error)
}

// millis is t in ms since 1970, 0 for the zero time.
func millis(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixMilli()
}
