package api

import (
	"context"
	"errors"
	"time"

	"tableside/syncapi"
)

// ErrNotFound is what a Store returns for a club, device or code it does not hold.
var ErrNotFound = errors.New("not found")

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
	// whether it was applied, a duplicate or stale (see syncapi). Every new version is kept
	// whether or not it wins; an entry edited concurrently by two devices (two versions of the
	// same rev from different devices) is marked conflicted, which counts as a change.
	Push(ctx context.Context, clubID, deviceID string, at time.Time, vs []syncapi.Version) ([]syncapi.PushResult, error)
	// Pull returns up to limit entries of the club changed after since, in the order of
	// their seq.
	Pull(ctx context.Context, clubID string, since int64, limit int) ([]syncapi.Entry, error)
	// Versions returns every version of one entry of the club, in stamp order.
	Versions(ctx context.Context, clubID, id string) ([]syncapi.StoredVersion, error)
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
