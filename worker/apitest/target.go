//go:build !(js && wasm)

// Package apitest is the API's test suite over HTTP, written once and run twice: by the unit
// tests against the API over the fake store (httptest), and by the end-to-end tests against
// `wrangler dev` with the real worker, D1 and the rate-limit binding. Each scenario creates its
// own club, so they share one server and one database without seeing each other.
package apitest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"tableside/syncapi"
)

// Target is a running API.
type Target struct {
	URL   string // the origin, e.g. http://127.0.0.1:8787
	Admin string // the worker's ADMIN_TOKEN
	// Quota is the club quota the worker was given; PushLimit its pushes per device per
	// minute; JoinLimit its joins per address per minute.
	Quota                int64
	PushLimit, JoinLimit int
	// Sleep waits d: time.Sleep against a real worker, a move of the fake clock otherwise.
	Sleep func(d time.Duration)

	addrs atomic.Int64
	mu    sync.Mutex
	bad   int        // bad inputs tried, for the report
	errs  []errorLog // every error response seen
}

type errorLog struct {
	what   string
	status int
	body   string
	header http.Header
}

// addr is a fresh client address (from a documentation range) for the rate limiter to count
// join attempts under. Cloudflare sets CF-Connecting-IP itself in production; locally the
// client's header is kept, so each scenario gets its own budget of joins. Each is in a /64
// of its own: the limiter counts a /64 as one address.
func (tg *Target) addr() string {
	n := tg.addrs.Add(1)
	return fmt.Sprintf("2001:db8:%x:%x::1", n>>16, n&0xffff)
}

// BadInputs is how many bad inputs the scenarios have sent so far.
func (tg *Target) BadInputs() int {
	tg.mu.Lock()
	defer tg.mu.Unlock()
	return tg.bad
}

// resp is one answer, read whole.
type resp struct {
	status int
	header http.Header
	body   []byte
}

func (r resp) String() string { return fmt.Sprintf("%d %s", r.status, bytes.TrimSpace(r.body)) }

// req describes one raw request.
type req struct {
	method, path string
	token        string // bearer token; "" sends none
	ctype        string // Content-Type; "" means application/json when there is a body
	body         []byte
	addr         string // CF-Connecting-IP; "" sends none
	header       map[string]string
	bad          bool // a bad input: counted, and its answer must be a clean error
}

var httpClient = &http.Client{Timeout: 30 * time.Second}

// do sends a raw request and records error answers for the leak check.
func (tg *Target) do(t *testing.T, r req) resp {
	t.Helper()
	var body io.Reader
	if r.body != nil {
		body = bytes.NewReader(r.body)
	}
	hr, err := http.NewRequest(r.method, tg.URL+r.path, body)
	if err != nil {
		t.Fatal(err)
	}
	if r.body != nil {
		ct := r.ctype
		if ct == "" {
			ct = "application/json"
		}
		hr.Header.Set("Content-Type", ct)
	}
	if r.token != "" {
		hr.Header.Set("Authorization", "Bearer "+r.token)
	}
	if r.addr != "" {
		hr.Header.Set("CF-Connecting-IP", r.addr)
	}
	for k, v := range r.header {
		hr.Header.Set(k, v)
	}
	hresp, err := httpClient.Do(hr)
	if err != nil {
		t.Fatalf("%s %s: %v", r.method, r.path, err)
	}
	defer hresp.Body.Close()
	data, err := io.ReadAll(hresp.Body)
	if err != nil {
		t.Fatalf("%s %s: reading the answer: %v", r.method, r.path, err)
	}
	out := resp{hresp.StatusCode, hresp.Header, data}
	tg.mu.Lock()
	if r.bad {
		tg.bad++
	}
	if out.status >= 400 {
		tg.errs = append(tg.errs, errorLog{r.method + " " + r.path, out.status, string(data), hresp.Header})
	}
	tg.mu.Unlock()
	return out
}

// js encodes v as JSON.
func js(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// decodeInto reads a success's body into v.
func decodeInto(t *testing.T, r resp, v any) {
	t.Helper()
	if r.status != http.StatusOK {
		t.Fatalf("want 200, got %s", r)
	}
	if err := json.Unmarshal(r.body, v); err != nil {
		t.Fatalf("unreadable answer %q: %v", r.body, err)
	}
}

// client is a syncapi.Client for one device, sending the scenario's client address.
func (tg *Target) client(token, addr string) *syncapi.Client {
	c := &syncapi.Client{Base: tg.URL, Token: token}
	c.HTTP = &http.Client{Timeout: 30 * time.Second, Transport: addrTransport{addr}}
	return c
}

type addrTransport struct{ addr string }

func (a addrTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("CF-Connecting-IP", a.addr)
	return http.DefaultTransport.RoundTrip(r)
}

// club is one scenario's club with its joined devices.
type club struct {
	tg   *Target
	id   string
	name string
	code string
	addr string
}

// device is a joined device of a club.
type device struct {
	*syncapi.Client
	id, name string
}

var bg = context.Background()

// newClub creates a club through the admin call.
func (tg *Target) newClub(t *testing.T, name string) *club {
	t.Helper()
	admin := tg.client(tg.Admin, tg.addr())
	c, err := admin.CreateClub(bg, name)
	if err != nil {
		t.Fatalf("create club %q: %v", name, err)
	}
	return &club{tg: tg, id: c.ClubID, name: c.Name, code: c.JoinCode, addr: tg.addr()}
}

// join joins a device to the club.
func (c *club) join(t *testing.T, name string) *device {
	t.Helper()
	cl := c.tg.client("", c.addr)
	j, err := cl.Join(bg, c.code, name)
	if err != nil {
		t.Fatalf("join %s as %q: %v", c.name, name, err)
	}
	if j.ClubID != c.id || j.DeviceName != name || j.Token == "" {
		t.Fatalf("join answered %+v", j)
	}
	cl.Token = j.Token
	return &device{Client: cl, id: j.DeviceID, name: name}
}

// body is an entry's body as the app would store it, with notes.
func body(id, notes string) json.RawMessage {
	b, _ := json.Marshal(map[string]any{"v": 1, "id": id, "notes": notes})
	return b
}

// at is a fixed time plus n minutes, in ms: versions carry the devices' clocks.
func at(n int) int64 {
	return time.Date(2026, 3, 14, 19, 0, 0, 0, time.UTC).Add(time.Duration(n) * time.Minute).UnixMilli()
}

func ver(id string, rev int64, minute int, notes string) syncapi.Version {
	return syncapi.Version{ID: id, Rev: rev, UpdatedAt: at(minute), Body: body(id, notes)}
}

// push pushes and returns the statuses in order.
func (d *device) push(t *testing.T, vs ...syncapi.Version) []string {
	t.Helper()
	res, err := d.Push(bg, vs)
	if err != nil {
		t.Fatalf("%s pushes: %v", d.name, err)
	}
	var out []string
	for i, r := range res.Results {
		if r.ID != vs[i].ID {
			t.Fatalf("result %d is for %s, pushed %s", i, r.ID, vs[i].ID)
		}
		out = append(out, r.Status)
	}
	return out
}

// pullAll pulls every page after since and returns the entries and the final cursor.
func (d *device) pullAll(t *testing.T, since int64, limit int) ([]syncapi.Entry, int64) {
	t.Helper()
	var all []syncapi.Entry
	for range 100 {
		p, err := d.Pull(bg, since, limit)
		if err != nil {
			t.Fatalf("%s pulls: %v", d.name, err)
		}
		if p.Cursor < since {
			t.Fatalf("cursor went back from %d to %d", since, p.Cursor)
		}
		all = append(all, p.Entries...)
		since = p.Cursor
		if !p.More {
			return all, since
		}
	}
	t.Fatal("pull never ended")
	return nil, 0
}

// byID indexes pulled entries; an id twice in one pull fails the test.
func byID(t *testing.T, es []syncapi.Entry) map[string]syncapi.Entry {
	t.Helper()
	m := map[string]syncapi.Entry{}
	for _, e := range es {
		if _, dup := m[e.ID]; dup {
			t.Errorf("entry %s pulled twice in one pass", e.ID)
		}
		m[e.ID] = e
	}
	return m
}

// notes reads the notes out of a body.
func notes(t *testing.T, b json.RawMessage) string {
	t.Helper()
	var v struct{ Notes string }
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatalf("body %s: %v", b, err)
	}
	return v.Notes
}

// nothingNew fails if the device can pull anything after the cursor: a refused request
// stored nothing.
func (d *device) nothingNew(t *testing.T, cursor int64, after string) {
	t.Helper()
	p, err := d.Pull(bg, cursor, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Entries) > 0 || p.Cursor != cursor {
		t.Errorf("after %s the log changed: %+v", after, p)
	}
}

func contains(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// doHeaders sends a GET with the headers as given, several values each if need be, and
// records its answer like do.
func (tg *Target) doHeaders(t *testing.T, method, path string, header map[string][]string) resp {
	t.Helper()
	hr, err := http.NewRequest(method, tg.URL+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	for k, vs := range header {
		for _, v := range vs {
			hr.Header.Add(k, v)
		}
	}
	hresp, err := httpClient.Do(hr)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	defer hresp.Body.Close()
	data, _ := io.ReadAll(hresp.Body)
	out := resp{hresp.StatusCode, hresp.Header, data}
	tg.mu.Lock()
	tg.bad++
	if out.status >= 400 {
		tg.errs = append(tg.errs, errorLog{method + " " + path, out.status, string(data), hresp.Header})
	}
	tg.mu.Unlock()
	return out
}
