// Package memstore is the API's store and rate limiter in memory: the fake the API's unit tests
// run against. It follows the same rules as the D1 store's SQL (d1store and
// migrations/0001_init.sql): the same winner per entry, every version kept, a per-club
// sequence, conflicts marked once. The end-to-end tests run the same scenarios against both.
package memstore

import (
	"bytes"
	"cmp"
	"context"
	"fmt"
	"slices"
	"sync"
	"time"

	"tableside/syncapi"
	"tableside/worker/api"
)

type row struct {
	syncapi.Version
	device     string
	seq        int64
	conflicted bool
	erased     bool
}

type kept struct {
	syncapi.Version
	device   string
	received time.Time
}

type device struct {
	api.Device
	tokenHash string
}

// Store is an api.Store in memory. Its zero value is not ready: use New.
type Store struct {
	mu       sync.Mutex
	clubs    map[string]api.Club
	codes    map[string]string // code hash → club id
	devices  []*device
	rulings  map[string]map[string]*row   // club → entry id → current version
	versions map[string]map[string][]kept // club → entry id → every version
	seq      map[string]int64             // club → last seq
	failPush error                        // returned by Push while set, for tests
}

// New returns an empty store.
func New() *Store {
	return &Store{
		clubs: map[string]api.Club{}, codes: map[string]string{},
		rulings: map[string]map[string]*row{}, versions: map[string]map[string][]kept{}, seq: map[string]int64{},
	}
}

// FailPush makes Push fail with err (nil heals it), to check that nothing is half-stored.
func (s *Store) FailPush(err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.failPush = err
}

// Counts reports how many entries, versions and devices the store holds in all clubs: tests
// check that refused requests stored nothing.
func (s *Store) Counts() (entries, versions, devices int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, m := range s.rulings {
		entries += len(m)
	}
	for _, m := range s.versions {
		for _, vs := range m {
			versions += len(vs)
		}
	}
	return entries, versions, len(s.devices)
}

func (s *Store) CreateClub(_ context.Context, c api.Club, codeHash string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, dup := s.clubs[c.ID]; dup {
		return fmt.Errorf("club %s exists", c.ID)
	}
	if _, dup := s.codes[codeHash]; dup {
		return fmt.Errorf("join code in use")
	}
	s.clubs[c.ID] = c
	s.codes[codeHash] = c.ID
	return nil
}

func (s *Store) SetJoinCode(_ context.Context, clubID, codeHash string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.clubs[clubID]; !ok {
		return api.ErrNotFound
	}
	for h, id := range s.codes {
		if id == clubID {
			delete(s.codes, h)
		}
	}
	s.codes[codeHash] = clubID
	return nil
}

func (s *Store) ClubByCode(_ context.Context, codeHash string) (api.Club, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	id, ok := s.codes[codeHash]
	if !ok {
		return api.Club{}, api.ErrNotFound
	}
	return s.clubs[id], nil
}

func (s *Store) AddDevice(_ context.Context, d api.Device, tokenHash string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.devices = append(s.devices, &device{d, tokenHash})
	return nil
}

func (s *Store) DeviceByToken(_ context.Context, tokenHash string) (api.Device, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, d := range s.devices {
		if d.tokenHash == tokenHash {
			return d.Device, nil
		}
	}
	return api.Device{}, api.ErrNotFound
}

func (s *Store) Devices(_ context.Context, clubID string) ([]api.Device, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []api.Device
	for _, d := range s.devices {
		if d.ClubID == clubID {
			out = append(out, d.Device)
		}
	}
	return out, nil
}

func (s *Store) Revoke(_ context.Context, clubID, deviceID string, at time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, d := range s.devices {
		if d.ID == deviceID && d.ClubID == clubID {
			if d.Revoked.IsZero() {
				d.Revoked = at
			}
			return nil
		}
	}
	return api.ErrNotFound
}

func (s *Store) Seen(_ context.Context, deviceID string, at time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, d := range s.devices {
		if d.ID == deviceID {
			d.LastSeen = at
		}
	}
	return nil
}

// Push works on copies and swaps them in only at the end: all or nothing, like D1's batch.
func (s *Store) Push(_ context.Context, clubID, deviceID string, at time.Time, vs []syncapi.Version, quota int64) ([]syncapi.PushResult, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.failPush != nil {
		return nil, s.failPush
	}
	rulings := map[string]*row{}
	for id, r := range s.rulings[clubID] {
		c := *r
		rulings[id] = &c
	}
	versions := map[string][]kept{}
	for id, k := range s.versions[clubID] {
		versions[id] = slices.Clone(k)
	}
	seq, stored := s.seq[clubID], s.storedBytes(clubID)
	var out []syncapi.PushResult
	for _, v := range vs {
		cur := rulings[v.ID]
		var curRev int64
		if cur != nil {
			curRev = cur.Rev
		}
		if cur != nil && cur.erased {
			out = append(out, syncapi.PushResult{ID: v.ID, Status: syncapi.Erased, Current: stampOf(cur)})
			continue
		}
		if v.Rev > api.MaxRev(curRev) {
			return nil, &api.RevTooHighError{ID: v.ID, Rev: v.Rev, Max: api.MaxRev(curRev)}
		}
		stamp := v.Stamp(deviceID)
		var sameStamp [][]byte
		for _, k := range versions[v.ID] {
			if k.Version.Stamp(k.device) == stamp {
				sameStamp = append(sameStamp, k.Body)
			}
		}
		beats := cur == nil || stamp.Compare(cur.Version.Stamp(cur.device)) > 0
		status := api.Status(beats, v.Body, sameStamp)
		if !api.Kept(v.Body, sameStamp) {
			versions[v.ID] = append(versions[v.ID], kept{v, deviceID, at})
			stored += int64(len(v.Body))
		}
		switch status {
		case syncapi.Applied:
			seq++
			nr := &row{Version: v, device: deviceID, seq: seq}
			if cur != nil {
				nr.conflicted = cur.conflicted
			}
			rulings[v.ID] = nr
		case syncapi.Conflict:
			seq++
			cur.conflicted, cur.seq = true, seq
		}
		// Two devices pushed the same rev: they edited the same version at once.
		if r := rulings[v.ID]; !r.conflicted && concurrent(versions[v.ID]) {
			seq++
			r.conflicted, r.seq = true, seq
		}
		out = append(out, syncapi.PushResult{ID: v.ID, Status: status, Current: stampOf(rulings[v.ID])})
	}
	if stored > quota && stored > s.storedBytes(clubID) {
		return nil, api.ErrClubFull
	}
	s.rulings[clubID], s.versions[clubID], s.seq[clubID] = rulings, versions, seq
	return out, nil
}

func stampOf(r *row) *syncapi.Stamp {
	st := r.Version.Stamp(r.device)
	return &st
}

// storedBytes is the bytes of every version the club keeps, the quota's measure.
func (s *Store) storedBytes(clubID string) int64 {
	var n int64
	for _, ks := range s.versions[clubID] {
		for _, k := range ks {
			n += int64(len(k.Body))
		}
	}
	return n
}

func concurrent(ks []kept) bool {
	for i, a := range ks {
		for _, b := range ks[i+1:] {
			if a.Rev == b.Rev && a.device != b.device {
				return true
			}
		}
	}
	return false
}

func (s *Store) Pull(_ context.Context, clubID string, since int64, limit, maxBytes int) ([]syncapi.Entry, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var all []syncapi.Entry
	for _, r := range s.rulings[clubID] {
		if r.seq > since {
			all = append(all, syncapi.Entry{Version: r.Version, Device: r.device, DeviceName: s.name(r.device), Seq: r.seq, Conflicted: r.conflicted, Erased: r.erased})
		}
	}
	slices.SortFunc(all, func(a, b syncapi.Entry) int { return cmp.Compare(a.Seq, b.Seq) })
	n := api.PageLen(min(len(all), limit), maxBytes, func(i int) int64 { return int64(len(all[i].Body)) })
	return all[:n], n < len(all), nil
}

func (s *Store) Versions(_ context.Context, clubID, id string, after, maxBytes int) ([]syncapi.StoredVersion, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	cur := s.rulings[clubID][id]
	var all []syncapi.StoredVersion
	for _, k := range s.versions[clubID][id] {
		all = append(all, syncapi.StoredVersion{
			Version: k.Version, Device: k.device, DeviceName: s.name(k.device), ReceivedAt: k.received.UnixMilli(),
			Current: cur != nil && cur.Version.Stamp(cur.device) == k.Version.Stamp(k.device) && bytes.Equal(cur.Body, k.Body),
		})
	}
	slices.SortStableFunc(all, func(a, b syncapi.StoredVersion) int {
		return a.Version.Stamp(a.Device).Compare(b.Version.Stamp(b.Device))
	})
	if after >= len(all) {
		return nil, false, nil
	}
	all = all[after:]
	n := api.PageLen(len(all), maxBytes, func(i int) int64 { return int64(len(all[i].Body)) })
	return all[:n], n < len(all), nil
}

func (s *Store) Erase(_ context.Context, clubID, id, deviceID string, at time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	cur := s.rulings[clubID][id]
	if cur == nil {
		return api.ErrNotFound
	}
	s.seq[clubID]++
	s.rulings[clubID][id] = &row{
		Version: syncapi.Version{ID: id, Rev: cur.Rev + 1, UpdatedAt: at.UnixMilli(), Deleted: true, Body: api.ErasedBody(id)},
		device:  deviceID, seq: s.seq[clubID], erased: true,
	}
	delete(s.versions[clubID], id)
	return nil
}

func (s *Store) Prune(_ context.Context, clubID, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	cur := s.rulings[clubID][id]
	if cur == nil || cur.erased {
		return api.ErrNotFound
	}
	s.versions[clubID][id] = slices.DeleteFunc(s.versions[clubID][id], func(k kept) bool {
		return k.Version.Stamp(k.device) != cur.Version.Stamp(cur.device) || !bytes.Equal(k.Body, cur.Body)
	})
	return nil
}

func (s *Store) ForgetDevice(_ context.Context, clubID, deviceID string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i, d := range s.devices {
		if d.ID == deviceID && d.ClubID == clubID {
			if d.Revoked.IsZero() {
				return api.ErrStillMember
			}
			s.devices = slices.Delete(s.devices, i, i+1)
			return nil
		}
	}
	return api.ErrNotFound
}

func (s *Store) DeleteClub(_ context.Context, clubID string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.clubs[clubID]; !ok {
		return api.ErrNotFound
	}
	delete(s.clubs, clubID)
	for h, id := range s.codes {
		if id == clubID {
			delete(s.codes, h)
		}
	}
	s.devices = slices.DeleteFunc(s.devices, func(d *device) bool { return d.ClubID == clubID })
	delete(s.rulings, clubID)
	delete(s.versions, clubID)
	delete(s.seq, clubID)
	return nil
}

// ClubBytes is what the club stores, for tests of the quota and of erasure.
func (s *Store) ClubBytes(clubID string) int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.storedBytes(clubID)
}

func (s *Store) name(deviceID string) string {
	for _, d := range s.devices {
		if d.ID == deviceID {
			return d.Name
		}
	}
	return ""
}

// Limiter allows Limit attempts per key in any window of Period: a sliding window, so no
// burst of twice the limit fits around a window's edge, as d1store's limiter does.
type Limiter struct {
	Limit  int
	Period time.Duration
	Now    func() time.Time

	mu       sync.Mutex
	attempts map[string][]time.Time // allowed attempts per key, oldest first
}

func (l *Limiter) Allow(_ context.Context, key string) (bool, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.attempts == nil {
		l.attempts = map[string][]time.Time{}
	}
	now := l.Now()
	recent := slices.DeleteFunc(l.attempts[key], func(t time.Time) bool { return now.Sub(t) >= l.Period })
	if len(recent) >= l.Limit {
		l.attempts[key] = recent
		return false, nil
	}
	l.attempts[key] = append(recent, now)
	return true, nil
}
