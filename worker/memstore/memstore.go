// Package memstore is the API's store and rate limiter in memory: the fake the API's unit tests
// run against. It follows the same rules as the D1 store's SQL (d1store and
// migrations/0001_init.sql): the same winner per entry, every version kept, a per-club
// sequence, conflicts marked once. The end-to-end tests run the same scenarios against both.
package memstore

import (
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
func (s *Store) Push(_ context.Context, clubID, deviceID string, at time.Time, vs []syncapi.Version) ([]syncapi.PushResult, error) {
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
	seq := s.seq[clubID]
	var out []syncapi.PushResult
	for _, v := range vs {
		stamp := v.Stamp(deviceID)
		res := syncapi.PushResult{ID: v.ID, Status: syncapi.Stale}
		if slices.ContainsFunc(versions[v.ID], func(k kept) bool { return k.Version.Stamp(k.device) == stamp }) {
			res.Status = syncapi.Duplicate
		} else {
			versions[v.ID] = append(versions[v.ID], kept{v, deviceID, at})
		}
		cur := rulings[v.ID]
		if cur == nil || stamp.Compare(cur.Version.Stamp(cur.device)) > 0 {
			seq++
			nr := &row{Version: v, device: deviceID, seq: seq}
			if cur != nil {
				nr.conflicted = cur.conflicted
			}
			rulings[v.ID] = nr
			res.Status = syncapi.Applied
		}
		// Two devices pushed the same rev: they edited the same version at once.
		if r := rulings[v.ID]; !r.conflicted && concurrent(versions[v.ID]) {
			seq++
			r.conflicted, r.seq = true, seq
		}
		out = append(out, res)
	}
	s.rulings[clubID], s.versions[clubID], s.seq[clubID] = rulings, versions, seq
	return out, nil
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

func (s *Store) Pull(_ context.Context, clubID string, since int64, limit int) ([]syncapi.Entry, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []syncapi.Entry
	for _, r := range s.rulings[clubID] {
		if r.seq > since {
			out = append(out, syncapi.Entry{Version: r.Version, Device: r.device, DeviceName: s.name(r.device), Seq: r.seq, Conflicted: r.conflicted})
		}
	}
	slices.SortFunc(out, func(a, b syncapi.Entry) int { return cmp.Compare(a.Seq, b.Seq) })
	if len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}

func (s *Store) Versions(_ context.Context, clubID, id string) ([]syncapi.StoredVersion, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	cur := s.rulings[clubID][id]
	var out []syncapi.StoredVersion
	for _, k := range s.versions[clubID][id] {
		out = append(out, syncapi.StoredVersion{
			Version: k.Version, Device: k.device, DeviceName: s.name(k.device), ReceivedAt: k.received.UnixMilli(),
			Current: cur != nil && cur.Version.Stamp(cur.device) == k.Version.Stamp(k.device),
		})
	}
	slices.SortFunc(out, func(a, b syncapi.StoredVersion) int {
		return a.Version.Stamp(a.Device).Compare(b.Version.Stamp(b.Device))
	})
	return out, nil
}

func (s *Store) name(deviceID string) string {
	for _, d := range s.devices {
		if d.ID == deviceID {
			return d.Name
		}
	}
	return ""
}

// Limiter allows Limit attempts per key in each fixed window of Period, as Cloudflare's rate
// limiting binding does (its windows are fixed too, so the refusal may come a little later
// than the Limit-th attempt).
type Limiter struct {
	Limit  int
	Period time.Duration
	Now    func() time.Time

	mu    sync.Mutex
	start map[string]time.Time
	count map[string]int
}

func (l *Limiter) Allow(_ context.Context, key string) (bool, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.start == nil {
		l.start, l.count = map[string]time.Time{}, map[string]int{}
	}
	now := l.Now()
	if now.Sub(l.start[key]) >= l.Period {
		l.start[key], l.count[key] = now, 0
	}
	l.count[key]++
	return l.count[key] <= l.Limit, nil
}
