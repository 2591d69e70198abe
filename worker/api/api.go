// Package api is the club's sync API on /api/*, in plain Go over a Store, so it is tested
// natively against a fake store (memstore) and runs in the worker over D1 (d1store).
//
// Every response is JSON with Cache-Control: no-store and no CORS headers: the app calls the
// API from its own origin, and the browser refuses other origins the answers. Errors are
// {"error": "..."} with fixed wording about the request; what went wrong inside goes to the
// log only.
package api

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strings"
	"time"

	"tableside/syncapi"
)

// Config is what the API needs from its host.
type Config struct {
	Store   Store
	Limiter Limiter // join attempts per client address (an IPv6 address by its /64)
	// PushLimiter counts pushes per device; nil allows every push.
	PushLimiter Limiter
	// ClubQuota is the most bytes of versions a club may store; 0 means DefaultClubQuota.
	ClubQuota  int64
	AdminToken string // the ADMIN_TOKEN secret; shorter than MinSecret disables the admin calls
	Pepper     string // the PEPPER secret, mixed into join-code hashes; shorter than MinSecret disables joining
	Now        func() time.Time
	Rand       io.Reader                        // nil: crypto/rand
	Logf       func(format string, args ...any) // internal errors; nil: dropped
}

// DefaultClubQuota is a club's storage quota unless the host sets another: a season's log
// of a busy club (a thousand rulings of a few KB, each edited a few times) is about 10 MB.
const DefaultClubQuota = 64 << 20

// MinSecret is the shortest ADMIN_TOKEN or PEPPER the API accepts (openssl rand -hex 32 gives 64).
const MinSecret = 32

// seenEvery is how stale a device's last-seen time may get before a sync writes it again:
// a write per request would cost a D1 row write each time.
const seenEvery = 5 * time.Minute

type access int

const (
	public access = iota
	admin
	member // a device of a club, by its bearer token
)

type route struct {
	method, path string
	access       access
	handle       func(s *server, r *http.Request, d *Device) (any, error)
}

var routes = []route{
	{http.MethodGet, syncapi.PathHealth, public, (*server).health},
	{http.MethodPost, syncapi.PathClubs, admin, (*server).createClub},
	{http.MethodPost, syncapi.PathJoinCode, admin, (*server).newJoinCode},
	{http.MethodPost, syncapi.PathJoin, public, (*server).join},
	{http.MethodPost, syncapi.PathLeave, member, (*server).leave},
	{http.MethodGet, syncapi.PathDevices, member, (*server).devices},
	{http.MethodPost, syncapi.PathRevoke, member, (*server).revoke},
	{http.MethodPost, syncapi.PathPush, member, (*server).push},
	{http.MethodGet, syncapi.PathPull, member, (*server).pull},
	{http.MethodGet, syncapi.PathVersions, member, (*server).versions},
	{http.MethodPost, syncapi.PathErase, member, (*server).erase},
	{http.MethodPost, syncapi.PathPrune, member, (*server).prune},
	{http.MethodPost, syncapi.PathForget, member, (*server).forgetDevice},
	{http.MethodPost, syncapi.PathDelete, admin, (*server).deleteClub},
}

type server struct{ Config }

type unlimited struct{}

func (unlimited) Allow(context.Context, string) (bool, error) { return true, nil }

// New returns the API handler. It answers every path: unknown ones with a JSON 404.
func New(c Config) http.Handler {
	if c.Rand == nil {
		c.Rand = rand.Reader
	}
	if c.Now == nil {
		c.Now = time.Now
	}
	if c.Logf == nil {
		c.Logf = func(string, ...any) {}
	}
	if c.PushLimiter == nil {
		c.PushLimiter = unlimited{}
	}
	if c.ClubQuota <= 0 {
		c.ClubQuota = DefaultClubQuota
	}
	return &server{c}
}

// apiError is an answer to the client: a status and fixed text.
type apiError struct {
	status int
	msg    string
}

func (e *apiError) Error() string { return e.msg }

func fail(status int, format string, args ...any) error {
	return &apiError{status, fmt.Sprintf(format, args...)}
}

var errUnauthorized = fail(http.StatusUnauthorized, "this device is not signed in to a club: join with the club's code")

func (s *server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Cache-Control", "no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("Strict-Transport-Security", "max-age=31536000; includeSubDomains")
	defer func() {
		if v := recover(); v != nil {
			s.Logf("api: panic on %s %s: %v", r.Method, r.URL.Path, v)
			writeJSON(w, http.StatusInternalServerError, syncapi.Error{Error: "internal error"})
		}
	}()
	out, err := s.serve(w, r)
	if err != nil {
		var ae *apiError
		if !errors.As(err, &ae) {
			s.Logf("api: %s %s: %v", r.Method, r.URL.Path, err)
			ae = &apiError{http.StatusInternalServerError, "internal error"}
		}
		switch ae.status {
		case http.StatusUnauthorized:
			h.Set("WWW-Authenticate", `Bearer realm="tableside"`)
		case http.StatusTooManyRequests, http.StatusInsufficientStorage:
			h.Set("Retry-After", "60")
		}
		writeJSON(w, ae.status, syncapi.Error{Error: ae.msg})
		return
	}
	writeJSON(w, http.StatusOK, out)
}

func (s *server) serve(w http.ResponseWriter, r *http.Request) (any, error) {
	var rt *route
	var allowed []string
	for i := range routes {
		if routes[i].path == r.URL.Path {
			allowed = append(allowed, routes[i].method)
			if routes[i].method == r.Method {
				rt = &routes[i]
			}
		}
	}
	switch {
	case len(allowed) == 0:
		return nil, fail(http.StatusNotFound, "no such API endpoint")
	case rt == nil:
		w.Header().Set("Allow", strings.Join(allowed, ", "))
		return nil, fail(http.StatusMethodNotAllowed, "this endpoint does not take %s", r.Method)
	case r.ContentLength > syncapi.MaxRequestBytes:
		return nil, fail(http.StatusRequestEntityTooLarge, "the request is over %d bytes", syncapi.MaxRequestBytes)
	}
	if r.Method == http.MethodPost {
		// Only JSON: a cross-site form or a text/plain POST cannot reach a handler.
		if mt, _, _ := mime.ParseMediaType(wholeHeader(r, "Content-Type")); mt != "application/json" {
			return nil, fail(http.StatusUnsupportedMediaType, "send the request body as application/json")
		}
		r.Body = http.MaxBytesReader(w, body(r), syncapi.MaxRequestBytes)
	}
	var dev *Device
	switch rt.access {
	case admin:
		if !s.isAdmin(r) {
			return nil, fail(http.StatusUnauthorized, "this call needs the worker's admin token")
		}
	case member:
		d, err := s.authenticate(r)
		if err != nil {
			return nil, err
		}
		dev = &d
	}
	return rt.handle(s, r, dev)
}

// body is the request body; since syumai/workers v0.33.0 a request without one has a nil Body.
func body(r *http.Request) io.ReadCloser {
	if r.Body == nil {
		return io.NopCloser(strings.NewReader(""))
	}
	return r.Body
}

// decode reads exactly one JSON value into v, refusing unknown fields and anything after it.
func decode(r *http.Request, v any) error {
	dec := json.NewDecoder(body(r))
	dec.DisallowUnknownFields()
	err := dec.Decode(v)
	if err == nil {
		if _, tail := dec.Token(); tail != io.EOF {
			err = errors.New("trailing data")
		}
	}
	var tooBig *http.MaxBytesError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &tooBig):
		return fail(http.StatusRequestEntityTooLarge, "the request is over %d bytes", syncapi.MaxRequestBytes)
	case strings.HasPrefix(err.Error(), "json: unknown field"):
		return fail(http.StatusBadRequest, "the request has a field this call does not take")
	}
	return fail(http.StatusBadRequest, "the request body is not the JSON this call takes")
}

// writeJSON sends v. Entry bodies go back byte for byte as pushed: no HTML escaping, which
// the JSON content type, nosniff and the API's CSP make unnecessary.
func writeJSON(w http.ResponseWriter, status int, v any) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		status = http.StatusInternalServerError
		buf.Reset()
		buf.WriteString(`{"error":"internal error"}`)
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	w.Write(bytes.TrimSuffix(buf.Bytes(), []byte("\n")))
}

func (s *server) health(*http.Request, *Device) (any, error) { return syncapi.OK{OK: true}, nil }

// ctx is the request's context.
func ctx(r *http.Request) context.Context { return r.Context() }
