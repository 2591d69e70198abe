package store

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"slices"
	"strings"
	"time"

	"tableside/engine/sortby"
	"tableside/syncapi"
)

// Sharing the log with the club: the device's entries stay the source of truth here, offline
// or not. The sync store beside them keeps the club membership and, per entry, what the
// device last agreed with the club's server: the server's rev and the hash of the bytes both
// sides had. An entry whose bytes hash to anything else was changed on this device and waits
// to be pushed; so every way the app writes the log (the wizard, the entry page, an import)
// is shared without any of them knowing about sync.

const (
	clubKey     = "club" // the membership
	entryPrefix = "e:"   // + entry id: its sync state
	pullPage    = 200
	maxKept     = 5 // losing local versions kept per entry (the server keeps them all)
)

// ErrNotJoined is Sync's answer on a device that has not joined a club.
var ErrNotJoined = errors.New("this device does not share its log with a club")

// ErrRemoved is Sync's answer when the club no longer accepts this device's token.
var ErrRemoved = errors.New("this device was removed from the club's shared log: join again with the club's code")

// Membership is this device's place in a club's shared log.
type Membership struct {
	ClubID     string    `json:"clubId"`
	ClubName   string    `json:"clubName"`
	DeviceID   string    `json:"deviceId"`
	DeviceName string    `json:"deviceName"`
	Token      string    `json:"token"`  // the bearer token; only this device has it
	Cursor     int64     `json:"cursor"` // the last change pulled
	Joined     time.Time `json:"joined"`
	LastSync   time.Time `json:"lastSync,omitzero"`
	Removed    bool      `json:"removed,omitempty"` // the club revoked the token
	Left       bool      `json:"left,omitempty"`    // the device left: only ClubID and Cursor remain
}

// EntrySync is what the device knows of one entry's life in the club's log.
type EntrySync struct {
	Rev        int64             `json:"rev"`  // the server's rev this device last had
	Hash       string            `json:"hash"` // hash of the bytes both sides had then
	Conflicted bool              `json:"conflicted,omitempty"`
	By         string            `json:"by,omitempty"`   // the device whose version this device holds
	Kept       []json.RawMessage `json:"kept,omitempty"` // this device's versions that lost, newest last
}

// SyncStatus is what Settings shows.
type SyncStatus struct {
	Joined      bool
	Membership  Membership
	Waiting     int // entries changed here and not yet on the club's server
	Unshareable int // entries the server would refuse (an unusual id, a huge entry)
}

// SyncReport says what one Sync did.
type SyncReport struct {
	Pushed    int // versions the server took as current
	Stale     int // pushed versions another device's beat (kept on the server)
	Pulled    int // entries written here from the club
	Conflicts int // entries pulled with the "edited on two devices" mark
}

// Remote is the club's server: syncapi.Client, or a fake in tests.
type Remote interface {
	Push(ctx context.Context, vs []syncapi.Version) (syncapi.PushResponse, error)
	Pull(ctx context.Context, since int64, limit int) (syncapi.PullResponse, error)
}

// hashOf fingerprints an entry's bytes to tell whether they changed: FNV-1a, 128 bits, not a
// cryptographic hash (nothing here is secret), because Go's SHA-256 is slow in WebAssembly
// and the syncer hashes the whole log on every sync.
func hashOf(raw []byte) string {
	h := fnv.New128a()
	h.Write(raw)
	return hex.EncodeToString(h.Sum(nil))
}

// Membership returns the device's membership; ok is false when it has joined no club.
func (l *Log) Membership() (m Membership, ok bool, err error) {
	raws, err := l.b.LoadSync()
	if err != nil {
		return m, false, during("read", err)
	}
	for _, r := range raws {
		if r.ID == clubKey {
			if err := json.Unmarshal(r.JSON, &m); err != nil {
				return m, false, fmt.Errorf("the club membership is damaged (%v): leave and join again", err)
			}
			return m, !m.Left, nil
		}
	}
	return m, false, nil
}

// Join records the membership a club's server gave this device. Rejoining the club it left
// (or was removed from) keeps what the device knew of each entry and its cursor; joining
// another club forgets it all, so the first sync shares the whole log with that club.
func (l *Log) Join(m Membership) error {
	raws, err := l.b.LoadSync()
	if err != nil {
		return during("read", err)
	}
	keys := []string{clubKey}
	var old Membership
	for _, r := range raws {
		if r.ID == clubKey {
			_ = json.Unmarshal(r.JSON, &old)
		} else {
			keys = append(keys, r.ID)
		}
	}
	same := old.ClubID == m.ClubID
	if same {
		m.Cursor = old.Cursor
	}
	raw, err := json.Marshal(m)
	if err != nil {
		return err
	}
	return during("save", l.b.UpdateAll(nil, keys, func(_, _ map[string][]byte) (map[string][]byte, map[string][]byte, error) {
		out := map[string][]byte{clubKey: raw}
		for _, k := range keys[1:] {
			if !same {
				out[k] = nil
			}
		}
		return nil, out, nil
	}))
}

// Leave forgets the membership's token: the device stops sharing. The entries stay, and so
// does what the device knew of them, for a later Join of the same club.
func (l *Log) Leave() error {
	m, ok, err := l.Membership()
	if err != nil || !ok {
		return err
	}
	raw, err := json.Marshal(Membership{ClubID: m.ClubID, Cursor: m.Cursor, Left: true})
	if err != nil {
		return err
	}
	return during("save", l.b.UpdateAll(nil, []string{clubKey}, func(_, _ map[string][]byte) (map[string][]byte, map[string][]byte, error) {
		return nil, map[string][]byte{clubKey: raw}, nil
	}))
}

// EntrySync returns what the device knows of one entry's sync; the zero value if nothing.
func (l *Log) EntrySync(id string) (EntrySync, error) {
	raws, err := l.b.LoadSync()
	if err != nil {
		return EntrySync{}, during("read", err)
	}
	for _, r := range raws {
		if r.ID == entryPrefix+id {
			var s EntrySync
			err := json.Unmarshal(r.JSON, &s)
			return s, err
		}
	}
	return EntrySync{}, nil
}

// Conflicted lists the ids of the entries marked as edited on two devices at once.
func (l *Log) Conflicted() (map[string]bool, error) {
	_, states, err := l.syncState()
	if err != nil {
		return nil, err
	}
	out := map[string]bool{}
	for id, s := range states {
		if s.Conflicted {
			out[id] = true
		}
	}
	return out, nil
}

// syncState reads the membership (nil if none) and every entry's sync state.
func (l *Log) syncState() (*Membership, map[string]EntrySync, error) {
	raws, err := l.b.LoadSync()
	if err != nil {
		return nil, nil, during("read", err)
	}
	var m *Membership
	states := map[string]EntrySync{}
	for _, r := range raws {
		switch {
		case r.ID == clubKey:
			m = &Membership{}
			if err := json.Unmarshal(r.JSON, m); err != nil {
				return nil, nil, fmt.Errorf("the club membership is damaged (%v): leave and join again", err)
			}
			if m.Left {
				m = nil
			}
		case strings.HasPrefix(r.ID, entryPrefix):
			var s EntrySync
			if json.Unmarshal(r.JSON, &s) == nil {
				states[strings.TrimPrefix(r.ID, entryPrefix)] = s
			}
		}
	}
	return m, states, nil
}

// pending is one entry changed on this device, as it would be pushed.
type pending struct {
	version syncapi.Version
	hash    string
}

// changedAt is when an entry last changed: its last edit or its deletion.
func changedAt(e Entry) time.Time {
	if e.Deleted.After(e.Updated) {
		return e.Deleted
	}
	return e.Updated
}

// outbox lists the entries changed on this device since they were last in step with the
// server, and how many the server would refuse. Unreadable records are never pushed: they
// may be another app version's, or damaged, and are kept here as they are.
func (l *Log) outbox(states map[string]EntrySync, now time.Time) (out []pending, unshareable int, err error) {
	raws, err := l.b.Load()
	if err != nil {
		return nil, 0, during("read", err)
	}
	for _, r := range raws {
		// The hash first: decoding is most of the cost, and an entry in step with the server
		// (nearly all of a season's log) need not be read.
		h := hashOf(r.JSON)
		st, known := states[r.ID]
		if known && st.Hash == h {
			continue
		}
		rec := Decode(r.ID, r.JSON)
		if !rec.OK() {
			continue
		}
		at := changedAt(rec.Entry).UnixMilli()
		if at < time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC).UnixMilli() || at > now.Add(24*time.Hour).UnixMilli() {
			at = now.UnixMilli() // a clock that was badly wrong: the push is the change's time
		}
		v := syncapi.Version{ID: r.ID, Rev: st.Rev + 1, UpdatedAt: at, Deleted: rec.Entry.IsDeleted(), Body: r.JSON}
		if v.Validate() != nil {
			unshareable++
			continue
		}
		out = append(out, pending{v, h})
	}
	sortby.Func(out, func(a, b pending) int { return strings.Compare(a.version.ID, b.version.ID) })
	return out, unshareable, nil
}

// Status reports the membership and how many entries wait to be shared.
func (l *Log) Status(now time.Time) (SyncStatus, error) {
	m, states, err := l.syncState()
	if err != nil || m == nil {
		return SyncStatus{}, err
	}
	out, unshareable, err := l.outbox(states, now)
	if err != nil {
		return SyncStatus{}, err
	}
	return SyncStatus{Joined: true, Membership: *m, Waiting: len(out), Unshareable: unshareable}, nil
}

// Sync shares the log with the club: it pushes every entry changed on this device, then
// pulls every change since the cursor and merges it, one page per transaction with the new
// cursor. A pushed version the server keeps but does not make current (another device's
// edit of the same entry wins) is replaced here by the winner on the pull, and kept in the
// entry's sync state; an entry changed here while the sync ran keeps its change and is
// pushed next time. Sync never holds the log's data hostage: a failure leaves every entry
// as it was and the next Sync starts over.
func (l *Log) Sync(ctx context.Context, r Remote, now time.Time) (SyncReport, error) {
	var rep SyncReport
	m, states, err := l.syncState()
	switch {
	case err != nil:
		return rep, err
	case m == nil:
		return rep, ErrNotJoined
	case m.Removed:
		return rep, ErrRemoved
	}
	cursor := m.Cursor
	if cursor == 0 {
		// First sync with this club: take what it has first, so entries this device holds
		// already (the same backup imported on two devices) are recognised, not re-pushed.
		if cursor, err = l.pullAll(ctx, r, m.DeviceID, 0, nil, &rep); err != nil {
			return rep, err
		}
		if _, states, err = l.syncState(); err != nil {
			return rep, err
		}
	}
	// Push; a version beaten only by this device's own earlier push (its answer lost) goes
	// out once more at once, above that push.
	lost := map[string]string{} // id → hash of the bytes the server kept but did not make current
	for range 2 {
		again, err := l.pushAll(ctx, r, m.DeviceID, states, now, lost, &rep)
		if err != nil {
			return rep, err
		}
		if !again {
			break
		}
	}

	if _, err := l.pullAll(ctx, r, m.DeviceID, cursor, lost, &rep); err != nil {
		return rep, err
	}
	return rep, l.editMembership(func(m *Membership) { m.LastSync = now })
}

// pushAll pushes every entry changed on this device, a batch at a time, and records each
// answered batch at once. It reports whether some version must go out again: one that this
// device's own later push, whose answer was lost, had beaten on the server.
func (l *Log) pushAll(ctx context.Context, r Remote, me string, states map[string]EntrySync, now time.Time, lost map[string]string, rep *SyncReport) (again bool, err error) {
	out, _, err := l.outbox(states, now)
	if err != nil {
		return false, err
	}
	var erased []string
	for batch := range slices.Chunk(out, syncapi.MaxPushEntries) {
		vs := make([]syncapi.Version, len(batch))
		for i, p := range batch {
			vs[i] = p.version
		}
		res, err := r.Push(ctx, vs)
		if err != nil {
			return false, l.remoteFailed(err)
		}
		done := map[string]EntrySync{}
		for i, p := range batch {
			st := states[p.version.ID]
			got := res.Results[i]
			switch {
			case isCurrent(got, p.version, me):
				st.Rev, st.Hash = p.version.Rev, p.hash
				done[p.version.ID] = st
				delete(lost, p.version.ID)
				if got.Status == syncapi.Applied {
					rep.Pushed++
				}
			case got.Status == syncapi.Erased:
				erased = append(erased, p.version.ID)
			case got.Current != nil && got.Current.Device == me:
				// What beat it is this very device's earlier push, whose answer was lost
				// (a restore from the bin can even repeat that push's stamp): the bytes here
				// are the director's later action, so they go out again above its rev.
				st.Rev = max(st.Rev, got.Current.Rev)
				done[p.version.ID] = st
				again = true
			default:
				lost[p.version.ID] = p.hash
				rep.Stale++
			}
		}
		if err := l.putStates(done); err != nil {
			return false, err
		}
		for id, st := range done {
			states[id] = st
		}
	}
	return again, l.removeErased(erased)
}

// RemoveErased removes an entry the club has just erased for good, and its sync state: the
// device that asked for the erase does not wait for its next pull.
func (l *Log) RemoveErased(id string) error { return l.removeErased([]string{id}) }

// removeErased removes the entries the club erased for good, and their sync state.
func (l *Log) removeErased(ids []string) error {
	if len(ids) == 0 {
		return nil
	}
	keys := make([]string, len(ids))
	for i, id := range ids {
		keys[i] = entryPrefix + id
	}
	return during("save", l.b.UpdateAll(ids, keys, func(entries, _ map[string][]byte) (map[string][]byte, map[string][]byte, error) {
		outE, outS := map[string][]byte{}, map[string][]byte{}
		for i, id := range ids {
			if raw, ok := entries[id]; ok && Decode(id, raw).OK() {
				outE[id] = nil
			}
			outS[keys[i]] = nil
		}
		return outE, outS, nil
	}))
}

// isCurrent reports whether the pushed version is the entry's current one on the server, so
// that its bytes are what this device and the server agree on. A duplicate is current only
// if no later version beat it since (a server older than PushResult.Current says nothing
// more than "duplicate", taken as current as before).
func isCurrent(res syncapi.PushResult, v syncapi.Version, me string) bool {
	switch res.Status {
	case syncapi.Applied:
		return true
	case syncapi.Duplicate:
		return res.Current == nil || *res.Current == v.Stamp(me)
	}
	return false
}

// pullAll pulls every page after cursor, each merged in one transaction with its cursor, and
// returns the last cursor.
func (l *Log) pullAll(ctx context.Context, r Remote, me string, cursor int64, lost map[string]string, rep *SyncReport) (int64, error) {
	for range 10000 {
		page, err := r.Pull(ctx, cursor, pullPage)
		if err != nil {
			return cursor, l.remoteFailed(err)
		}
		if page.Cursor < cursor {
			return cursor, fmt.Errorf("the club's server answered cursor %d after %d", page.Cursor, cursor)
		}
		if err := l.merge(page, me, lost, rep); err != nil {
			return cursor, err
		}
		cursor = page.Cursor
		if !page.More {
			break
		}
	}
	return cursor, nil
}

// remoteFailed turns a 401 into ErrRemoved, recorded, so the device stops trying.
func (l *Log) remoteFailed(err error) error {
	if syncapi.IsUnauthorized(err) {
		if e := l.editMembership(func(m *Membership) { m.Removed = true }); e != nil {
			return e
		}
		return ErrRemoved
	}
	return err
}

func (l *Log) putStates(states map[string]EntrySync) error {
	if len(states) == 0 {
		return nil
	}
	var keys []string
	changes := map[string][]byte{}
	for id, st := range states {
		raw, err := json.Marshal(st)
		if err != nil {
			return err
		}
		keys = append(keys, entryPrefix+id)
		changes[entryPrefix+id] = raw
	}
	return during("save", l.b.UpdateAll(nil, keys, func(_, _ map[string][]byte) (map[string][]byte, map[string][]byte, error) {
		return nil, changes, nil
	}))
}

func (l *Log) editMembership(change func(*Membership)) error {
	return during("save", l.b.UpdateAll(nil, []string{clubKey}, func(_, s map[string][]byte) (map[string][]byte, map[string][]byte, error) {
		var m Membership
		if err := json.Unmarshal(s[clubKey], &m); err != nil || m.Left {
			return nil, nil, ErrNotJoined // left meanwhile
		}
		change(&m)
		raw, err := json.Marshal(m)
		return nil, map[string][]byte{clubKey: raw}, err
	}))
}

// merge writes one pulled page and its cursor in one transaction.
func (l *Log) merge(page syncapi.PullResponse, me string, lost map[string]string, rep *SyncReport) error {
	ids := make([]string, 0, len(page.Entries))
	keys := []string{clubKey}
	for _, e := range page.Entries {
		ids = append(ids, e.ID)
		keys = append(keys, entryPrefix+e.ID)
	}
	var pulled, conflicts int
	err := l.b.UpdateAll(ids, keys, func(entries, syncs map[string][]byte) (map[string][]byte, map[string][]byte, error) {
		var m Membership
		if err := json.Unmarshal(syncs[clubKey], &m); err != nil || m.Left {
			return nil, nil, ErrNotJoined // left while the sync ran: write nothing
		}
		outE, outS := map[string][]byte{}, map[string][]byte{}
		pulled, conflicts = 0, 0
		for _, e := range page.Entries {
			var st EntrySync
			if raw, ok := syncs[entryPrefix+e.ID]; ok {
				_ = json.Unmarshal(raw, &st) // a damaged state is as good as none
			}
			local, have := entries[e.ID]
			localHash := hashOf(local)
			clean := have && st.Hash == localHash
			body := []byte(e.Body)
			switch {
			case e.Erased:
				// The club erased it for good: this device's copy goes too (an unreadable
				// record excepted: the app never removes what it cannot read).
				if have && Decode(e.ID, local).OK() {
					outE[e.ID] = nil
					pulled++
				}
				outS[entryPrefix+e.ID] = nil
				continue
			case have && localHash == hashOf(body):
				st.Rev, st.Hash = e.Rev, localHash // the same bytes on both sides
			case clean && e.Device == me:
				// This device's own push, whose answer was lost, and since then the director
				// went back to the bytes last agreed (a restore from the bin is an exact
				// undo): the later action here wins. Keep it and push it above that rev.
				st.Rev, st.Hash = e.Rev, hashOf(body)
			case !have || clean:
				// Not here yet, or unchanged here since the last sync: take the club's.
				outE[e.ID] = body
				pulled++
				st.Rev, st.Hash = e.Rev, hashOf(body)
			case lost[e.ID] == localHash:
				// Pushed this sync and beaten by another device's version: take the
				// winner, keep ours (the server has it too).
				st.Kept = append(st.Kept, json.RawMessage(local))
				if len(st.Kept) > maxKept {
					st.Kept = st.Kept[len(st.Kept)-maxKept:]
				}
				st.Rev, st.Hash, st.Conflicted = e.Rev, hashOf(body), true
				outE[e.ID] = body
				pulled++
			case !Decode(e.ID, local).OK():
				continue // unreadable here: never overwritten, never pushed
			default:
				// Changed here while the sync ran (or before a first sync): the change
				// stays and goes out next time, after this version.
				if e.Device != me {
					st.Conflicted = true
				}
				st.Rev = max(st.Rev, e.Rev)
			}
			if e.Conflicted {
				st.Conflicted = true
			}
			if st.Conflicted {
				conflicts++
			}
			st.By = e.DeviceName
			raw, err := json.Marshal(st)
			if err != nil {
				return nil, nil, err
			}
			outS[entryPrefix+e.ID] = raw
		}
		m.Cursor = max(m.Cursor, page.Cursor)
		raw, err := json.Marshal(m)
		if err != nil {
			return nil, nil, err
		}
		outS[clubKey] = raw
		return outE, outS, nil
	})
	if err != nil {
		return during("save", err)
	}
	rep.Pulled += pulled
	rep.Conflicts += conflicts
	return nil
}
