//go:build !(js && wasm)

package api_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"tableside/syncapi"
	"tableside/worker/api"
	"tableside/worker/apitest"
	"tableside/worker/memstore"
)

const (
	adminToken = "test-admin-token-0123456789abcdef0123456789abcdef"
	pepper     = "test-pepper-0123456789abcdef0123456789abcdef"
)

// clock is a fake clock the tests move by hand.
type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

// The limits the unit tests give the API, and the end-to-end test gives the worker.
const (
	testQuota     = 4 << 20
	testPushLimit = 60
)

func newServer(t *testing.T, st *memstore.Store, c *clock) *httptest.Server {
	t.Helper()
	h := api.New(api.Config{
		Store:       st,
		Limiter:     &memstore.Limiter{Limit: 5, Period: time.Minute, Now: c.now},
		PushLimiter: &memstore.Limiter{Limit: testPushLimit, Period: time.Minute, Now: c.now},
		ClubQuota:   testQuota,
		AdminToken:  adminToken,
		Pepper:      pepper,
		Now:         c.now,
		Logf:        t.Logf,
	})
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv
}

// The whole HTTP suite, the one the end-to-end test runs against wrangler dev, over the fake.
func TestAPIOverTheFakeStore(t *testing.T) {
	c := &clock{time.Date(2026, 3, 14, 19, 0, 0, 0, time.UTC)}
	srv := newServer(t, memstore.New(), c)
	apitest.Run(t, &apitest.Target{URL: srv.URL, Admin: adminToken, Quota: testQuota, PushLimit: testPushLimit,
		Sleep: func(d time.Duration) { c.t = c.t.Add(d) }})
}

func join(t *testing.T, srv *httptest.Server, admin string) *syncapi.Client {
	t.Helper()
	ctx := context.Background()
	club, err := (&syncapi.Client{Base: srv.URL, Token: admin}).CreateClub(ctx, "Club")
	if err != nil {
		t.Fatal(err)
	}
	c := &syncapi.Client{Base: srv.URL}
	j, err := c.Join(ctx, club.JoinCode, "Phone")
	if err != nil {
		t.Fatal(err)
	}
	c.Token = j.Token
	return c
}

func entry(id string) syncapi.Version {
	return syncapi.Version{ID: id, Rev: 1, UpdatedAt: time.Date(2026, 3, 14, 19, 0, 0, 0, time.UTC).UnixMilli(), Body: []byte(`{"id":"` + id + `"}`)}
}

// A store that fails mid-push: the answer is a bare 500, the reason goes to the log only, and
// nothing of the batch is stored.
func TestAFailingStoreAnswersAPlain500(t *testing.T) {
	st := memstore.New()
	var logged []string
	c := &clock{time.Date(2026, 3, 14, 19, 0, 0, 0, time.UTC)}
	h := api.New(api.Config{Store: st, Limiter: &memstore.Limiter{Limit: 5, Period: time.Minute, Now: c.now},
		AdminToken: adminToken, Pepper: pepper, Now: c.now,
		Logf: func(f string, a ...any) { logged = append(logged, fmt.Sprintf(f, a...)) }})
	srv := httptest.NewServer(h)
	defer srv.Close()
	phone := join(t, srv, adminToken)
	st.FailPush(errors.New("D1_ERROR: UNIQUE constraint failed: rulings.club_id, rulings.seq: SQLITE_CONSTRAINT"))
	_, err := phone.Push(context.Background(), []syncapi.Version{entry("a"), entry("b")})
	var ae *syncapi.APIError
	if !errors.As(err, &ae) || ae.Status != http.StatusInternalServerError || ae.Message != "internal error" {
		t.Fatalf("push on a failing store: %v", err)
	}
	if len(logged) != 1 || !strings.Contains(logged[0], "SQLITE_CONSTRAINT") {
		t.Errorf("the reason was not logged: %q", logged)
	}
	if entries, versions, _ := st.Counts(); entries != 0 || versions != 0 {
		t.Errorf("a failed push stored %d entries, %d versions", entries, versions)
	}
	st.FailPush(nil)
	if res, err := phone.Push(context.Background(), []syncapi.Version{entry("a")}); err != nil || res.Results[0].Status != syncapi.Applied {
		t.Errorf("after the store healed: %+v, %v", res, err)
	}
}

// panicky is a store whose every call panics, as a nil js.Value would in the worker.
type panicky struct{ api.Store }

func (panicky) DeviceByToken(context.Context, string) (api.Device, error) {
	panic("js: call of Value.Get on undefined")
}

func TestAPanicIsAJSON500(t *testing.T) {
	h := api.New(api.Config{Store: panicky{}, Now: time.Now})
	rec := httptest.NewRecorder()
	req := httptest.NewRequest("GET", syncapi.PathDevices, nil)
	req.Header.Set("Authorization", "Bearer "+strings.Repeat("a", 43))
	h.ServeHTTP(rec, req)
	if rec.Code != 500 || rec.Body.String() != `{"error":"internal error"}` || rec.Header().Get("Cache-Control") != "no-store" {
		t.Errorf("panic answered %d %q %v", rec.Code, rec.Body, rec.Header())
	}
}

// Without its secrets set (or with short ones) the worker creates no clubs and lets no one join.
func TestMissingSecretsDisableAdminAndJoin(t *testing.T) {
	st := memstore.New()
	c := &clock{time.Now()}
	for _, tc := range []struct{ name, admin, pepper string }{
		{"no secrets", "", ""},
		{"short secrets", "short", "short"},
	} {
		h := api.New(api.Config{Store: st, Limiter: &memstore.Limiter{Limit: 100, Period: time.Minute, Now: c.now}, AdminToken: tc.admin, Pepper: tc.pepper, Now: c.now})
		srv := httptest.NewServer(h)
		_, err := (&syncapi.Client{Base: srv.URL, Token: tc.admin}).CreateClub(context.Background(), "Club")
		if !syncapi.IsUnauthorized(err) {
			t.Errorf("%s: create club = %v, want 401", tc.name, err)
		}
		srv.Close()
	}
	// A club made while the pepper was set cannot be joined once it is gone.
	good := newServer(t, st, c)
	club, err := (&syncapi.Client{Base: good.URL, Token: adminToken}).CreateClub(context.Background(), "Club")
	if err != nil {
		t.Fatal(err)
	}
	h := api.New(api.Config{Store: st, Limiter: &memstore.Limiter{Limit: 100, Period: time.Minute, Now: c.now}, AdminToken: adminToken, Now: c.now})
	srv := httptest.NewServer(h)
	defer srv.Close()
	if _, err := (&syncapi.Client{Base: srv.URL}).Join(context.Background(), club.JoinCode, "Phone"); !syncapi.IsUnauthorized(err) {
		t.Errorf("join without a pepper = %v, want 401", err)
	}
}

// Last seen is written at most every five minutes: a write per sync would cost a D1 row each.
func TestLastSeenIsWrittenAtMostEveryFiveMinutes(t *testing.T) {
	c := &clock{time.Date(2026, 3, 14, 19, 0, 0, 0, time.UTC)}
	srv := newServer(t, memstore.New(), c)
	phone := join(t, srv, adminToken)
	ctx := context.Background()
	lastSeen := func() time.Time {
		ds, err := phone.Devices(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return time.UnixMilli(ds[0].LastSeen).UTC()
	}
	joined := c.t
	c.t = c.t.Add(4 * time.Minute)
	phone.Pull(ctx, 0, 0)
	if got := lastSeen(); !got.Equal(joined) {
		t.Errorf("after 4 minutes last seen moved to %v", got)
	}
	c.t = c.t.Add(2 * time.Minute)
	phone.Pull(ctx, 0, 0)
	if got := lastSeen(); !got.Equal(c.t) {
		t.Errorf("after 6 minutes last seen = %v, want %v", got, c.t)
	}
}
