package syncapi

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os/exec"
	"strings"
	"testing"
	"time"
)

var now = time.Date(2026, 3, 14, 19, 5, 0, 0, time.UTC).UnixMilli()

func version(id string, rev int64, body string) Version {
	return Version{ID: id, Rev: rev, UpdatedAt: now, Body: json.RawMessage(body)}
}

func TestVersionValidate(t *testing.T) {
	ok := `{"v":1,"id":"a1"}`
	for _, tc := range []struct {
		name string
		v    Version
		want string // "" = valid
	}{
		{"a plain entry", version("a1", 1, ok), ""},
		{"the app's hex id", version("0123456789abcdef0123456789abcdef", 3, `{"id":"0123456789abcdef0123456789abcdef"}`), ""},
		{"64-character id, the longest", version(strings.Repeat("a", 64), 1, `{"id":"`+strings.Repeat("a", 64)+`"}`), ""},
		{"65-character id", version(strings.Repeat("a", 65), 1, `{"id":"`+strings.Repeat("a", 65)+`"}`), "is not 1–64"},
		{"empty id", version("", 1, `{"id":""}`), "is not 1–64"},
		{"SQL in the id", version("a1'; DROP TABLE rulings;--", 1, ok), "is not 1–64"},
		{"a slash in the id", version("a/1", 1, `{"id":"a/1"}`), "is not 1–64"},
		{"rev 0", version("a1", 0, ok), "rev 0"},
		{"negative rev", version("a1", -1, ok), "rev -1"},
		{"time zero", Version{ID: "a1", Rev: 1, Body: json.RawMessage(ok)}, "updated_at 0"},
		{"time in seconds, not ms", Version{ID: "a1", Rev: 1, UpdatedAt: now / 1000, Body: json.RawMessage(ok)}, "between 2020 and 2200"},
		{"no body", Version{ID: "a1", Rev: 1, UpdatedAt: now}, "not a JSON object"},
		{"body is an array", version("a1", 1, `[1]`), "not a JSON object"},
		{"body is a string", version("a1", 1, `"{}"`), "not a JSON object"},
		{"body names another id", version("a1", 1, `{"id":"b2"}`), "another id"},
		{"body names no id", version("a1", 1, `{"v":1}`), "another id"},
		{"body one byte over the limit", version("a1", 1, `{"id":"a1","n":"`+strings.Repeat("x", MaxEntryBytes-17)+`"}`), "over the"},
		{"body at the limit", version("a1", 1, `{"id":"a1","n":"`+strings.Repeat("x", MaxEntryBytes-18)+`"}`), ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.v.Validate()
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("valid version refused: %v", err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Errorf("err = %v, want one saying %q", err, tc.want)
			}
		})
	}
}

func TestPushRequestValidate(t *testing.T) {
	v := func(id string) Version { return version(id, 1, `{"id":"`+id+`"}`) }
	many := func(n int) []Version {
		var out []Version
		for i := range n {
			out = append(out, v("e"+strings.Repeat("x", i)))
		}
		return out
	}
	for _, tc := range []struct {
		name    string
		entries []Version
		ok      bool
	}{
		{"one entry", many(1), true},
		{"the most a push may hold", many(MaxPushEntries), true},
		{"one more than that", many(MaxPushEntries + 1), false},
		{"none", nil, false},
		{"the same id twice", []Version{v("a"), v("a")}, false},
		{"one bad entry spoils the batch", []Version{v("a"), version("b", 0, `{"id":"b"}`)}, false},
	} {
		if err := (PushRequest{tc.entries}).Validate(); (err == nil) != tc.ok {
			t.Errorf("%s: err = %v", tc.name, err)
		}
	}
}

func TestStampOrdersByRevThenTimeThenDevice(t *testing.T) {
	base := Stamp{Rev: 2, UpdatedAt: 100, Device: "m"}
	for _, tc := range []struct {
		name string
		s    Stamp
		want int
	}{
		{"higher rev beats a later time", Stamp{3, 1, "a"}, 1},
		{"same rev, later time", Stamp{2, 101, "a"}, 1},
		{"same rev and time, greater device", Stamp{2, 100, "n"}, 1},
		{"the same stamp", base, 0},
		{"same rev and time, smaller device", Stamp{2, 100, "l"}, -1},
		{"same rev, earlier time", Stamp{2, 99, "z"}, -1},
		{"lower rev loses to anything", Stamp{1, 1 << 40, "z"}, -1},
	} {
		if got := tc.s.Compare(base); got != tc.want {
			t.Errorf("%s: Compare = %d, want %d", tc.name, got, tc.want)
		}
		if got := base.Compare(tc.s); got != -tc.want {
			t.Errorf("%s: reverse Compare = %d, want %d", tc.name, got, -tc.want)
		}
	}
}

func TestClientReportsWhatTheServerSaid(t *testing.T) {
	var gotAuth, gotType string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		gotAuth, gotType = r.Header.Get("Authorization"), r.Header.Get("Content-Type")
		switch r.URL.Path {
		case PathJoin:
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusUnauthorized)
			w.Write([]byte(`{"error":"that join code is not valid"}`))
		case PathPull:
			w.Header().Set("Content-Type", "application/json; charset=utf-8")
			w.Write([]byte(`{"entries":[],"cursor":` + r.URL.Query().Get("since") + `,"more":false}`))
		case PathPush:
			w.Header().Set("Content-Type", "application/json")
			w.Write([]byte(`{"results":[]}`))
		default: // what the local Go server or a proxy would send
			w.Header().Set("Content-Type", "text/html")
			w.Write([]byte("<!doctype html>"))
		}
	}))
	defer srv.Close()
	ctx := context.Background()
	c := &Client{Base: srv.URL + "/", Token: "tok"}

	_, err := c.Join(ctx, "AAAAA-BBBBB", "Phone")
	if !IsUnauthorized(err) || err.Error() != "that join code is not valid" {
		t.Errorf("join: err = %v, want the server's 401 message", err)
	}
	if gotType != "application/json" || gotAuth != "Bearer tok" {
		t.Errorf("headers: Content-Type %q, Authorization %q", gotType, gotAuth)
	}
	if p, err := c.Pull(ctx, 42, 0); err != nil || p.Cursor != 42 {
		t.Errorf("pull: %+v, %v", p, err)
	}
	if _, err := c.Push(ctx, []Version{version("a", 1, `{"id":"a"}`)}); err == nil {
		t.Error("a push answered with fewer results than entries passed")
	}
	if _, err := c.Devices(ctx); !IsAPIError(err) || !strings.Contains(err.Error(), "no shared log") {
		t.Errorf("an HTML answer: err = %v", err)
	}
	srv.Close()
	if _, err := c.Devices(ctx); err == nil || IsAPIError(err) {
		t.Errorf("no server: err = %v, want a network error", err)
	}
}

// The worker's module imports this package: it must stay free of go-app and the engine.
func TestImportsTheStandardLibraryOnly(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}{{end}}", ".").Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	for _, p := range strings.Fields(string(out)) {
		if p != "tableside/syncapi" {
			t.Errorf("syncapi imports %s", p)
		}
	}
}
