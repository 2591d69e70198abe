//go:build js && wasm

// Package d1store is the API's store on Cloudflare D1, and its join limiter on the Rate
// Limiting binding. It calls the bindings' JavaScript API directly: a push must be one
// DB.batch() (D1 runs a batch as one transaction, and offers no other), which syumai/workers'
// database/sql driver does not expose; reads go the same way, so there is one path to D1.
//
// The SQL mirrors memstore rule for rule; the end-to-end tests run the API suite against it.
package d1store

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"syscall/js"
	"time"

	"tableside/syncapi"
	"tableside/worker/api"
)

// Store is an api.Store over a D1 binding.
type Store struct{ db js.Value }

// New returns the store over the D1 binding (env.DB).
func New(binding js.Value) (*Store, error) {
	if binding.IsUndefined() || binding.IsNull() {
		return nil, errors.New("d1store: no D1 binding (is d1_databases set in wrangler.jsonc?)")
	}
	return &Store{binding}, nil
}

// stmt prepares one statement with positional (?1, ?2, …) arguments.
func (s *Store) stmt(sql string, args ...any) js.Value {
	p := s.db.Call("prepare", sql)
	if len(args) > 0 {
		p = p.Call("bind", args...)
	}
	return p
}

// await waits for a promise. A rejection becomes an error with the JavaScript message.
func await(p js.Value) (js.Value, error) {
	type result struct {
		v   js.Value
		err error
	}
	ch := make(chan result, 1)
	then := js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- result{v: args[0]}
		return nil
	})
	catch := js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "rejected"
		if len(args) > 0 {
			msg = args[0].Call("toString").String()
		}
		ch <- result{err: errors.New(msg)}
		return nil
	})
	defer then.Release()
	defer catch.Release()
	p.Call("then", then, catch)
	r := <-ch
	return r.v, r.err
}

// guard turns a JavaScript exception thrown synchronously (a panic in syscall/js) into an error.
func guard(err *error) {
	if r := recover(); r != nil {
		*err = fmt.Errorf("d1: %v", r)
	}
}

// all runs a query and returns its rows.
func (s *Store) all(sql string, args ...any) (rows []js.Value, err error) {
	defer guard(&err)
	res, err := await(s.stmt(sql, args...).Call("all"))
	if err != nil {
		return nil, err
	}
	return rowsOf(res), nil
}

// rowsOf is the rows of one statement's result.
func rowsOf(res js.Value) []js.Value {
	list := res.Get("results")
	var rows []js.Value
	for i := range list.Length() {
		rows = append(rows, list.Index(i))
	}
	return rows
}

// changesOf is how many rows one statement's result says it changed.
func changesOf(res js.Value) int { return res.Get("meta").Get("changes").Int() }

// run runs a statement and returns how many rows it changed.
func (s *Store) run(sql string, args ...any) (changes int, err error) {
	defer guard(&err)
	res, err := await(s.stmt(sql, args...).Call("run"))
	if err != nil {
		return 0, err
	}
	return changesOf(res), nil
}

// results runs statements as one transaction (DB.batch) and returns each one's result.
func (s *Store) results(stmts ...js.Value) (res []js.Value, err error) {
	defer guard(&err)
	arr := js.Global().Get("Array").New()
	for _, st := range stmts {
		arr.Call("push", st)
	}
	all, err := await(s.db.Call("batch", arr))
	if err != nil {
		return nil, err
	}
	if all.Length() != len(stmts) {
		return nil, fmt.Errorf("d1: batch of %d statements gave %d results", len(stmts), all.Length())
	}
	for i := range all.Length() {
		res = append(res, all.Index(i))
	}
	return res, nil
}

// batch runs statements as one transaction and returns how many rows each changed.
func (s *Store) batch(stmts []js.Value) ([]int, error) {
	res, err := s.results(stmts...)
	if err != nil {
		return nil, err
	}
	changes := make([]int, len(res))
	for i, r := range res {
		changes[i] = changesOf(r)
	}
	return changes, nil
}

func ms(t time.Time) int64 { return t.UnixMilli() }

func str(v js.Value) string {
	if v.Type() != js.TypeString {
		return ""
	}
	return v.String()
}

func num(v js.Value) int64 {
	if v.Type() != js.TypeNumber {
		return 0
	}
	return int64(v.Float())
}

func when(v js.Value) time.Time {
	if n := num(v); n != 0 {
		return time.UnixMilli(n)
	}
	return time.Time{}
}

func boolInt(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

func (s *Store) CreateClub(_ context.Context, c api.Club, codeHash string) error {
	_, err := s.run(`INSERT INTO clubs (id, name, code_hash, created_at) VALUES (?1, ?2, ?3, ?4)`,
		c.ID, c.Name, codeHash, ms(c.Created))
	return err
}

func (s *Store) SetJoinCode(_ context.Context, clubID, codeHash string) error {
	n, err := s.run(`UPDATE clubs SET code_hash = ?2 WHERE id = ?1`, clubID, codeHash)
	if err == nil && n == 0 {
		return api.ErrNotFound
	}
	return err
}

func (s *Store) ClubByCode(_ context.Context, codeHash string) (api.Club, error) {
	rows, err := s.all(`SELECT id, name, created_at FROM clubs WHERE code_hash = ?1`, codeHash)
	if err != nil {
		return api.Club{}, err
	}
	if len(rows) == 0 {
		return api.Club{}, api.ErrNotFound
	}
	r := rows[0]
	return api.Club{ID: str(r.Get("id")), Name: str(r.Get("name")), Created: when(r.Get("created_at"))}, nil
}

func (s *Store) AddDevice(_ context.Context, d api.Device, tokenHash string) error {
	_, err := s.run(`INSERT INTO devices (id, club_id, name, token_hash, created_at, last_seen) VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
		d.ID, d.ClubID, d.Name, tokenHash, ms(d.Created), ms(d.LastSeen))
	return err
}

const deviceCols = `id, club_id, name, created_at, last_seen, revoked_at`

func device(r js.Value) api.Device {
	return api.Device{
		ID: str(r.Get("id")), ClubID: str(r.Get("club_id")), Name: str(r.Get("name")),
		Created: when(r.Get("created_at")), LastSeen: when(r.Get("last_seen")), Revoked: when(r.Get("revoked_at")),
	}
}

func (s *Store) DeviceByToken(_ context.Context, tokenHash string) (api.Device, error) {
	rows, err := s.all(`SELECT `+deviceCols+` FROM devices WHERE token_hash = ?1`, tokenHash)
	if err != nil {
		return api.Device{}, err
	}
	if len(rows) == 0 {
		return api.Device{}, api.ErrNotFound
	}
	return device(rows[0]), nil
}

func (s *Store) Devices(_ context.Context, clubID string) ([]api.Device, error) {
	rows, err := s.all(`SELECT `+deviceCols+` FROM devices WHERE club_id = ?1 ORDER BY created_at, id`, clubID)
	if err != nil {
		return nil, err
	}
	var out []api.Device
	for _, r := range rows {
		out = append(out, device(r))
	}
	return out, nil
}

func (s *Store) Revoke(_ context.Context, clubID, deviceID string, at time.Time) error {
	n, err := s.run(`UPDATE devices SET revoked_at = COALESCE(revoked_at, ?3) WHERE club_id = ?1 AND id = ?2`,
		clubID, deviceID, ms(at))
	if err == nil && n == 0 {
		return api.ErrNotFound
	}
	return err
}

func (s *Store) Seen(_ context.Context, deviceID string, at time.Time) error {
	_, err := s.run(`UPDATE devices SET last_seen = ?2 WHERE id = ?1`, deviceID, ms(at))
	return err
}

// The statements of each pushed version, run in one batch for the whole push.
const (
	// Keep the version, whatever wins, unless the entry was erased meanwhile: changes = 0
	// means the server had this very version (stamp and body) already.
	keepVersion = `INSERT OR IGNORE INTO ruling_versions (club_id, id, rev, updated_at, device_id, deleted, body, received_at, body_hash)
SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9
WHERE NOT EXISTS (SELECT 1 FROM rulings WHERE club_id = ?1 AND id = ?2 AND erased = 1)`
	// Make it current if its stamp beats the current one's (or there is none), with the club's
	// next seq: changes = 1 means applied. An erased entry stays erased.
	upsertCurrent = `INSERT INTO rulings (club_id, id, rev, updated_at, device_id, deleted, body, seq, conflicted)
VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, (SELECT COALESCE(MAX(seq), 0) + 1 FROM rulings WHERE club_id = ?1), 0)
ON CONFLICT (club_id, id) DO UPDATE SET
  rev = excluded.rev, updated_at = excluded.updated_at, device_id = excluded.device_id,
  deleted = excluded.deleted, body = excluded.body, seq = excluded.seq
WHERE rulings.erased = 0
  AND (excluded.rev, excluded.updated_at, excluded.device_id) > (rulings.rev, rulings.updated_at, rulings.device_id)`
	// Two devices pushed the same rev: mark the entry once, with a new seq so every device
	// pulls the mark.
	markConflict = `UPDATE rulings SET conflicted = 1, seq = (SELECT MAX(seq) + 1 FROM rulings WHERE club_id = ?1)
WHERE club_id = ?1 AND id = ?2 AND conflicted = 0 AND EXISTS (
  SELECT 1 FROM ruling_versions a JOIN ruling_versions b
    ON b.club_id = a.club_id AND b.id = a.id AND b.rev = a.rev AND b.device_id <> a.device_id
  WHERE a.club_id = ?1 AND a.id = ?2)`
	// One stamp came with two bodies (S2): mark the entry, and give it a new seq every time
	// so every device pulls the version that counts.
	markStampConflict = `UPDATE rulings SET conflicted = 1, seq = (SELECT MAX(seq) + 1 FROM rulings WHERE club_id = ?1)
WHERE club_id = ?1 AND id = ?2 AND erased = 0`
)

// prior is what the club held of the pushed entries before the push.
type prior struct {
	current   map[string]syncapi.Stamp
	erased    map[string]bool
	sameStamp map[string][][]byte // id → bodies already kept under the pushed version's stamp
	stored    int64               // the club's stored bytes
}

// placeholders is "?from, ?from+1, …" for n arguments.
func placeholders(from, n int) string {
	var b strings.Builder
	for i := range n {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "?%d", from+i)
	}
	return b.String()
}

// currentStamps selects the current stamp of each entry of vs the club holds, and whether
// it was erased.
func (s *Store) currentStamps(clubID string, vs []syncapi.Version) js.Value {
	args := []any{clubID}
	for _, v := range vs {
		args = append(args, v.ID)
	}
	return s.stmt(`SELECT id, rev, updated_at, device_id, erased FROM rulings WHERE club_id = ?1 AND id IN (`+placeholders(2, len(vs))+`)`, args...)
}

func stampOf(r js.Value) syncapi.Stamp {
	return syncapi.Stamp{Rev: num(r.Get("rev")), UpdatedAt: num(r.Get("updated_at")), Device: str(r.Get("device_id"))}
}

// readPrior reads, in one batch, the current stamps of the pushed entries, this device's
// versions under the very stamps pushed, and the club's stored bytes.
func (s *Store) readPrior(clubID, deviceID string, vs []syncapi.Version) (p prior, err error) {
	defer guard(&err)
	stamps := []any{clubID, deviceID}
	var tuples []string
	for i, v := range vs {
		stamps = append(stamps, v.ID, v.Rev, v.UpdatedAt)
		tuples = append(tuples, fmt.Sprintf("(?%d, ?%d, ?%d)", 3+3*i, 4+3*i, 5+3*i))
	}
	res, err := s.results(
		s.currentStamps(clubID, vs),
		s.stmt(`SELECT id, body FROM ruling_versions WHERE club_id = ?1 AND device_id = ?2
  AND (id, rev, updated_at) IN (VALUES `+strings.Join(tuples, ", ")+`)`, stamps...),
		s.stmt(`SELECT stored_bytes FROM clubs WHERE id = ?1`, clubID),
	)
	if err != nil {
		return p, err
	}
	p = prior{current: map[string]syncapi.Stamp{}, erased: map[string]bool{}, sameStamp: map[string][][]byte{}}
	for _, r := range rowsOf(res[0]) {
		id := str(r.Get("id"))
		p.current[id] = stampOf(r)
		p.erased[id] = num(r.Get("erased")) != 0
	}
	for _, r := range rowsOf(res[1]) {
		id := str(r.Get("id"))
		p.sameStamp[id] = append(p.sameStamp[id], []byte(str(r.Get("body"))))
	}
	if rows := rowsOf(res[2]); len(rows) > 0 {
		p.stored = num(rows[0].Get("stored_bytes"))
	}
	return p, nil
}

func bodyHash(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

func (s *Store) Push(_ context.Context, clubID, deviceID string, at time.Time, vs []syncapi.Version, quota int64) (out []syncapi.PushResult, err error) {
	defer guard(&err)
	p, err := s.readPrior(clubID, deviceID, vs)
	if err != nil {
		return nil, err
	}
	var stmts []js.Value
	var added int64
	type pending struct {
		v         syncapi.Version
		upsertAt  int // index of its upsert in stmts; -1: not stored (erased)
		sameStamp [][]byte
	}
	var todo []pending
	for _, v := range vs {
		if p.erased[v.ID] {
			todo = append(todo, pending{v: v, upsertAt: -1})
			continue
		}
		if max := api.MaxRev(p.current[v.ID].Rev); v.Rev > max {
			return nil, &api.RevTooHighError{ID: v.ID, Rev: v.Rev, Max: max}
		}
		same := p.sameStamp[v.ID]
		if !api.Kept(v.Body, same) {
			added += int64(len(v.Body))
			stmts = append(stmts, s.stmt(keepVersion, clubID, v.ID, v.Rev, v.UpdatedAt, deviceID, boolInt(v.Deleted), string(v.Body), ms(at), bodyHash(v.Body)))
		}
		todo = append(todo, pending{v: v, upsertAt: len(stmts), sameStamp: same})
		stmts = append(stmts,
			s.stmt(upsertCurrent, clubID, v.ID, v.Rev, v.UpdatedAt, deviceID, boolInt(v.Deleted), string(v.Body)),
			s.stmt(markConflict, clubID, v.ID),
		)
		if api.Status(false, v.Body, same) == syncapi.Conflict {
			stmts = append(stmts, s.stmt(markStampConflict, clubID, v.ID))
		}
	}
	if added > 0 && p.stored+added > quota {
		return nil, api.ErrClubFull
	}
	stmts = append(stmts, s.currentStamps(clubID, vs))
	res, err := s.results(stmts...)
	if err != nil {
		return nil, err
	}
	current := map[string]*syncapi.Stamp{}
	for _, r := range rowsOf(res[len(res)-1]) {
		st := stampOf(r)
		current[str(r.Get("id"))] = &st
	}
	for _, t := range todo {
		r := syncapi.PushResult{ID: t.v.ID, Current: current[t.v.ID]}
		switch {
		case t.upsertAt < 0:
			r.Status = syncapi.Erased
		default:
			applied := changesOf(res[t.upsertAt]) > 0
			r.Status = api.Status(applied, t.v.Body, t.sameStamp)
		}
		out = append(out, r)
	}
	return out, nil
}

func version(r js.Value) syncapi.Version {
	return syncapi.Version{
		ID: str(r.Get("id")), Rev: num(r.Get("rev")), UpdatedAt: num(r.Get("updated_at")),
		Deleted: num(r.Get("deleted")) != 0, Body: []byte(str(r.Get("body"))),
	}
}

// Pull reads the sizes of the page's candidates first and the bodies of only those that fit:
// the worker never holds more than a page of bodies.
func (s *Store) Pull(_ context.Context, clubID string, since int64, limit, maxBytes int) ([]syncapi.Entry, bool, error) {
	heads, err := s.all(`SELECT seq, length(CAST(body AS BLOB)) AS size FROM rulings WHERE club_id = ?1 AND seq > ?2 ORDER BY seq LIMIT ?3`,
		clubID, since, limit+1)
	if err != nil || len(heads) == 0 {
		return nil, false, err
	}
	n := api.PageLen(min(len(heads), limit), maxBytes, func(i int) int64 { return num(heads[i].Get("size")) })
	last := num(heads[n-1].Get("seq"))
	rows, err := s.all(`SELECT r.id, r.rev, r.updated_at, r.device_id, COALESCE(d.name, '') AS device_name,
  r.deleted, r.body, r.seq, r.conflicted, r.erased
FROM rulings r LEFT JOIN devices d ON d.id = r.device_id
WHERE r.club_id = ?1 AND r.seq > ?2 AND r.seq <= ?3 ORDER BY r.seq`, clubID, since, last)
	if err != nil {
		return nil, false, err
	}
	var out []syncapi.Entry
	for _, r := range rows {
		out = append(out, syncapi.Entry{
			Version: version(r), Device: str(r.Get("device_id")), DeviceName: str(r.Get("device_name")),
			Seq: num(r.Get("seq")), Conflicted: num(r.Get("conflicted")) != 0, Erased: num(r.Get("erased")) != 0,
		})
	}
	return out, n < len(heads), nil
}

const versionOrder = `ORDER BY v.rev, v.updated_at, v.device_id, v.body_hash`

func (s *Store) Versions(_ context.Context, clubID, id string, after, maxBytes int) ([]syncapi.StoredVersion, bool, error) {
	heads, err := s.all(`SELECT length(CAST(v.body AS BLOB)) AS size FROM ruling_versions v WHERE v.club_id = ?1 AND v.id = ?2 `+versionOrder+` LIMIT -1 OFFSET ?3`,
		clubID, id, after)
	if err != nil || len(heads) == 0 {
		return nil, false, err
	}
	n := api.PageLen(len(heads), maxBytes, func(i int) int64 { return num(heads[i].Get("size")) })
	rows, err := s.all(`SELECT v.id, v.rev, v.updated_at, v.device_id, COALESCE(d.name, '') AS device_name,
  v.deleted, v.body, v.received_at,
  (r.rev = v.rev AND r.updated_at = v.updated_at AND r.device_id = v.device_id AND r.body = v.body) AS current
FROM ruling_versions v
  LEFT JOIN devices d ON d.id = v.device_id
  LEFT JOIN rulings r ON r.club_id = v.club_id AND r.id = v.id
WHERE v.club_id = ?1 AND v.id = ?2
`+versionOrder+` LIMIT ?3 OFFSET ?4`, clubID, id, n, after)
	if err != nil {
		return nil, false, err
	}
	var out []syncapi.StoredVersion
	for _, r := range rows {
		out = append(out, syncapi.StoredVersion{
			Version: version(r), Device: str(r.Get("device_id")), DeviceName: str(r.Get("device_name")),
			ReceivedAt: num(r.Get("received_at")), Current: num(r.Get("current")) != 0,
		})
	}
	return out, n < len(heads), nil
}

func (s *Store) Erase(_ context.Context, clubID, id, deviceID string, at time.Time) (err error) {
	defer guard(&err)
	changes, err := s.batch([]js.Value{
		s.stmt(`UPDATE rulings SET rev = rev + 1, updated_at = ?3, device_id = ?4, deleted = 1, erased = 1, body = ?5,
  conflicted = 0, seq = (SELECT MAX(seq) + 1 FROM rulings WHERE club_id = ?1)
WHERE club_id = ?1 AND id = ?2`, clubID, id, ms(at), deviceID, string(api.ErasedBody(id))),
		s.stmt(`DELETE FROM ruling_versions WHERE club_id = ?1 AND id = ?2`, clubID, id),
	})
	if err == nil && changes[0] == 0 {
		return api.ErrNotFound
	}
	return err
}

func (s *Store) Prune(_ context.Context, clubID, id string) error {
	rows, err := s.all(`SELECT 1 AS live FROM rulings WHERE club_id = ?1 AND id = ?2 AND erased = 0`, clubID, id)
	if err != nil {
		return err
	}
	if len(rows) == 0 {
		return api.ErrNotFound
	}
	_, err = s.run(`DELETE FROM ruling_versions AS v WHERE v.club_id = ?1 AND v.id = ?2 AND NOT EXISTS (
  SELECT 1 FROM rulings r WHERE r.club_id = v.club_id AND r.id = v.id
    AND r.rev = v.rev AND r.updated_at = v.updated_at AND r.device_id = v.device_id AND r.body = v.body)`, clubID, id)
	return err
}

func (s *Store) ForgetDevice(_ context.Context, clubID, deviceID string) error {
	rows, err := s.all(`SELECT revoked_at FROM devices WHERE club_id = ?1 AND id = ?2`, clubID, deviceID)
	switch {
	case err != nil:
		return err
	case len(rows) == 0:
		return api.ErrNotFound
	case num(rows[0].Get("revoked_at")) == 0:
		return api.ErrStillMember
	}
	_, err = s.run(`DELETE FROM devices WHERE club_id = ?1 AND id = ?2 AND revoked_at IS NOT NULL`, clubID, deviceID)
	return err
}

func (s *Store) DeleteClub(_ context.Context, clubID string) error {
	changes, err := s.batch([]js.Value{
		s.stmt(`DELETE FROM ruling_versions WHERE club_id = ?1`, clubID),
		s.stmt(`DELETE FROM rulings WHERE club_id = ?1`, clubID),
		s.stmt(`DELETE FROM devices WHERE club_id = ?1`, clubID),
		s.stmt(`DELETE FROM clubs WHERE id = ?1`, clubID),
	})
	if err == nil && changes[3] == 0 {
		return api.ErrNotFound
	}
	return err
}

// Limiter is an api.Limiter over a Rate Limiting binding (env.PUSH_LIMITER): Cloudflare's
// counts, per location and per fixed minute, which is enough to slow a runaway device.
type Limiter struct{ binding js.Value }

// NewLimiter returns the limiter over the binding.
func NewLimiter(binding js.Value) (*Limiter, error) {
	if binding.IsUndefined() || binding.IsNull() {
		return nil, errors.New("d1store: no rate limiting binding (is ratelimits set in wrangler.jsonc?)")
	}
	return &Limiter{binding}, nil
}

func (l *Limiter) Allow(_ context.Context, key string) (ok bool, err error) {
	defer guard(&err)
	res, err := await(l.binding.Call("limit", map[string]any{"key": key}))
	if err != nil {
		return false, err
	}
	return res.Get("success").Bool(), nil
}

// WindowLimiter is an api.Limiter on D1 that allows Limit attempts per key in any Period: a
// sliding window over the attempts it allowed, so no second budget opens at a minute's edge
// (the Rate Limiting binding counts per fixed minute). A refused attempt writes nothing.
type WindowLimiter struct {
	Store  *Store
	Limit  int
	Period time.Duration
	Now    func() time.Time
}

func (l *WindowLimiter) Allow(_ context.Context, key string) (bool, error) {
	now := ms(l.Now())
	from := now - l.Period.Milliseconds()
	changes, err := l.Store.batch([]js.Value{
		l.Store.stmt(`DELETE FROM join_attempts WHERE at <= ?1`, from),
		l.Store.stmt(`INSERT INTO join_attempts (key, at) SELECT ?1, ?2
WHERE (SELECT COUNT(*) FROM join_attempts WHERE key = ?1 AND at > ?3) < ?4`, key, now, from, l.Limit),
	})
	if err != nil {
		return false, err
	}
	return changes[1] == 1, nil
}
