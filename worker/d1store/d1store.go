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
	"errors"
	"fmt"
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
	list := res.Get("results")
	for i := range list.Length() {
		rows = append(rows, list.Index(i))
	}
	return rows, nil
}

// run runs a statement and returns how many rows it changed.
func (s *Store) run(sql string, args ...any) (changes int, err error) {
	defer guard(&err)
	res, err := await(s.stmt(sql, args...).Call("run"))
	if err != nil {
		return 0, err
	}
	return res.Get("meta").Get("changes").Int(), nil
}

// batch runs statements as one transaction and returns how many rows each changed.
func (s *Store) batch(stmts []js.Value) (changes []int, err error) {
	defer guard(&err)
	arr := js.Global().Get("Array").New()
	for _, st := range stmts {
		arr.Call("push", st)
	}
	res, err := await(s.db.Call("batch", arr))
	if err != nil {
		return nil, err
	}
	for i := range res.Length() {
		changes = append(changes, res.Index(i).Get("meta").Get("changes").Int())
	}
	if len(changes) != len(stmts) {
		return nil, fmt.Errorf("d1: batch of %d statements gave %d results", len(stmts), len(changes))
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

// The three statements of each pushed version, run in one batch for the whole push.
const (
	// Keep the version, whatever wins: changes = 0 means the server had it already.
	keepVersion = `INSERT OR IGNORE INTO ruling_versions (club_id, id, rev, updated_at, device_id, deleted, body, received_at)
VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`
	// Make it current if its stamp beats the current one's (or there is none), with the club's
	// next seq: changes = 1 means applied.
	upsertCurrent = `INSERT INTO rulings (club_id, id, rev, updated_at, device_id, deleted, body, seq, conflicted)
VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, (SELECT COALESCE(MAX(seq), 0) + 1 FROM rulings WHERE club_id = ?1), 0)
ON CONFLICT (club_id, id) DO UPDATE SET
  rev = excluded.rev, updated_at = excluded.updated_at, device_id = excluded.device_id,
  deleted = excluded.deleted, body = excluded.body, seq = excluded.seq
WHERE (excluded.rev, excluded.updated_at, excluded.device_id) > (rulings.rev, rulings.updated_at, rulings.device_id)`
	// Two devices pushed the same rev: mark the entry once, with a new seq so every device
	// pulls the mark.
	markConflict = `UPDATE rulings SET conflicted = 1, seq = (SELECT MAX(seq) + 1 FROM rulings WHERE club_id = ?1)
WHERE club_id = ?1 AND id = ?2 AND conflicted = 0 AND EXISTS (
  SELECT 1 FROM ruling_versions a JOIN ruling_versions b
    ON b.club_id = a.club_id AND b.id = a.id AND b.rev = a.rev AND b.device_id <> a.device_id
  WHERE a.club_id = ?1 AND a.id = ?2)`
)

func (s *Store) Push(_ context.Context, clubID, deviceID string, at time.Time, vs []syncapi.Version) (out []syncapi.PushResult, err error) {
	defer guard(&err)
	var stmts []js.Value
	for _, v := range vs {
		stmts = append(stmts,
			s.stmt(keepVersion, clubID, v.ID, v.Rev, v.UpdatedAt, deviceID, boolInt(v.Deleted), string(v.Body), ms(at)),
			s.stmt(upsertCurrent, clubID, v.ID, v.Rev, v.UpdatedAt, deviceID, boolInt(v.Deleted), string(v.Body)),
			s.stmt(markConflict, clubID, v.ID),
		)
	}
	changes, err := s.batch(stmts)
	if err != nil {
		return nil, err
	}
	for i, v := range vs {
		inserted, applied := changes[3*i] > 0, changes[3*i+1] > 0
		r := syncapi.PushResult{ID: v.ID, Status: syncapi.Stale}
		switch {
		case applied:
			r.Status = syncapi.Applied
		case !inserted:
			r.Status = syncapi.Duplicate
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

func (s *Store) Pull(_ context.Context, clubID string, since int64, limit int) ([]syncapi.Entry, error) {
	rows, err := s.all(`SELECT r.id, r.rev, r.updated_at, r.device_id, COALESCE(d.name, '') AS device_name,
  r.deleted, r.body, r.seq, r.conflicted
FROM rulings r LEFT JOIN devices d ON d.id = r.device_id
WHERE r.club_id = ?1 AND r.seq > ?2 ORDER BY r.seq LIMIT ?3`, clubID, since, limit)
	if err != nil {
		return nil, err
	}
	var out []syncapi.Entry
	for _, r := range rows {
		out = append(out, syncapi.Entry{
			Version: version(r), Device: str(r.Get("device_id")), DeviceName: str(r.Get("device_name")),
			Seq: num(r.Get("seq")), Conflicted: num(r.Get("conflicted")) != 0,
		})
	}
	return out, nil
}

func (s *Store) Versions(_ context.Context, clubID, id string) ([]syncapi.StoredVersion, error) {
	rows, err := s.all(`SELECT v.id, v.rev, v.updated_at, v.device_id, COALESCE(d.name, '') AS device_name,
  v.deleted, v.body, v.received_at,
  (r.rev = v.rev AND r.updated_at = v.updated_at AND r.device_id = v.device_id) AS current
FROM ruling_versions v
  LEFT JOIN devices d ON d.id = v.device_id
  LEFT JOIN rulings r ON r.club_id = v.club_id AND r.id = v.id
WHERE v.club_id = ?1 AND v.id = ?2
ORDER BY v.rev, v.updated_at, v.device_id`, clubID, id)
	if err != nil {
		return nil, err
	}
	var out []syncapi.StoredVersion
	for _, r := range rows {
		out = append(out, syncapi.StoredVersion{
			Version: version(r), Device: str(r.Get("device_id")), DeviceName: str(r.Get("device_name")),
			ReceivedAt: num(r.Get("received_at")), Current: num(r.Get("current")) != 0,
		})
	}
	return out, nil
}

// Limiter is an api.Limiter over a Rate Limiting binding (env.JOIN_LIMITER).
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
