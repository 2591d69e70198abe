//go:build !(js && wasm)

package main

import (
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

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
	if err := run(srv.URL, "Riverside BC", "", vars); err != nil {
		t.Fatal(err)
	}
	if err := run(srv.URL, "", "no-such-club", vars); err == nil {
		t.Error("a new code for an unknown club succeeded")
	}
	if err := run(srv.URL, "X", "", filepath.Join(t.TempDir(), "none")); err == nil {
		t.Error("ran without an admin token")
	}
	if err := run(srv.URL, "X", "y", vars); err == nil {
		t.Error("-name and -new-code together were accepted")
	}
}
