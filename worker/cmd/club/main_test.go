//go:build !(js && wasm)

package main

import (
	"context"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"tableside/syncapi"
	"tableside/worker/api"
	"tableside/worker/memstore"
)

func TestCreatesAClubAndANewCodeWithTheTokenFromDevVars(t *testing.T) {
	const admin = "admin-0123456789abcdef0123456789abcdef"
	st := memstore.New()
	srv := httptest.NewServer(api.New(api.Config{Store: st, Limiter: &memstore.Limiter{Limit: 5, Period: time.Minute, Now: time.Now},
		AdminToken: admin, Pepper: "pepper-0123456789abcdef0123456789abcdef", Now: time.Now}))
	defer srv.Close()
	vars := filepath.Join(t.TempDir(), ".dev.vars")
	os.WriteFile(vars, []byte("# secrets\nPEPPER=x\nADMIN_TOKEN=\""+admin+"\"\n"), 0o600)
	t.Setenv("ADMIN_TOKEN", "")
	if got := readVar(vars, "ADMIN_TOKEN"); got != admin {
		t.Fatalf("readVar = %q", got)
	}
	if err := run(srv.URL, "Riverside BC", "", "", vars); err != nil {
		t.Fatal(err)
	}
	if err := run(srv.URL, "", "no-such-club", "", vars); err == nil {
		t.Error("a new code for an unknown club succeeded")
	}
	if err := run(srv.URL, "X", "", "", filepath.Join(t.TempDir(), "none")); err == nil {
		t.Error("ran without an admin token")
	}
	if err := run(srv.URL, "X", "y", "", vars); err == nil {
		t.Error("-name and -new-code together were accepted")
	}
	if err := run(srv.URL, "X", "", "some-club", vars); err == nil {
		t.Error("-name and -delete together were accepted")
	}
}

// S5: the organiser deletes a whole club: its devices can no longer sync, its code no longer
// joins, and the store holds nothing of it. (Before: no way but SQL by hand.)
func TestDeletesAWholeClub(t *testing.T) {
	const admin = "admin-0123456789abcdef0123456789abcdef"
	st := memstore.New()
	srv := httptest.NewServer(api.New(api.Config{Store: st, Limiter: &memstore.Limiter{Limit: 5, Period: time.Minute, Now: time.Now},
		AdminToken: admin, Pepper: "pepper-0123456789abcdef0123456789abcdef", Now: time.Now}))
	defer srv.Close()
	t.Setenv("ADMIN_TOKEN", admin)
	ctx := context.Background()
	club, err := (&syncapi.Client{Base: srv.URL, Token: admin}).CreateClub(ctx, "Closing")
	if err != nil {
		t.Fatal(err)
	}
	phone := &syncapi.Client{Base: srv.URL}
	j, err := phone.Join(ctx, club.JoinCode, "Phone")
	if err != nil {
		t.Fatal(err)
	}
	phone.Token = j.Token
	if _, err := phone.Push(ctx, []syncapi.Version{{ID: "r1", Rev: 1, UpdatedAt: time.Now().UnixMilli(), Body: []byte(`{"id":"r1","notes":"Mrs Smith"}`)}}); err != nil {
		t.Fatal(err)
	}
	if err := run(srv.URL, "", "", club.ClubID, ""); err != nil {
		t.Fatal(err)
	}
	if entries, versions, devices := st.Counts(); entries+versions+devices != 0 {
		t.Errorf("after the delete the store holds %d entries, %d versions, %d devices", entries, versions, devices)
	}
	if _, err := phone.Pull(ctx, 0, 0); !syncapi.IsUnauthorized(err) {
		t.Errorf("the deleted club's device still pulls: %v", err)
	}
	if err := run(srv.URL, "", "", club.ClubID, ""); err == nil {
		t.Error("deleting an unknown club succeeded")
	}
}
