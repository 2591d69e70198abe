//go:build !(js && wasm)

package apitest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"

	"tableside/syncapi"
)

// Run runs every scenario against the target, then checks every error answer they got.
func Run(t *testing.T, tg *Target) {
	for _, s := range []struct {
		name string
		run  func(*testing.T, *Target)
	}{
		{"health is public JSON, never cached, with no CORS", health},
		{"only the admin token creates clubs and new join codes", adminCalls},
		{"a device joins with the code and gets a token of its own", joining},
		{"pushed on the phone, pulled on the tablet; the cursor moves on", pushPull},
		{"concurrent edits: the later wins, every version is kept, the entry says so", conflicts},
		{"re-pushing the same version changes nothing", idempotent},
		{"the same stamp with another body is a conflict, both kept (S2)", sameStampOtherBody},
		{"a time far ahead of the server's clock is refused in words (S8)", farFuture},
		{"a rev far above the current one is refused in words (S9)", revFarAhead},
		{"a token is read from exactly one Authorization value (S11)", oneAuthorization},
		{"pull and versions pages are bounded in bytes (S3)", boundedPages},
		{"a club past its quota is told in words and stores nothing (S4)", quota},
		{"a device pushing too fast is told in words and stores nothing (S4)", pushRate},
		{"overlapping pushes of two devices lose no version (S1, S2)", overlappingPushes},
		{"an IPv6 /64 is one address to the join limit (S6)", joinLimitByPrefix},
		{"the join limit has no burst at a minute's edge (S6)", joinLimitSlides},
		{"an entry erased for good is gone from every answer (S5)", erasing},
		{"pruning keeps only the current version (S5)", pruning},
		{"a removed device can be forgotten (S5)", forgettingDevices},
		{"the admin deletes a whole club (S5)", deletingClubs},
		{"names that pose as others and bodies D1 would change are refused (S12, S13)", misleadingInput},
		{"concurrent requests of two clubs, and without a token, each get their own answer", concurrentRequestsKeepApart},
		{"a delete is a tombstone and its undo a later version", tombstones},
		{"a long log pulls in pages, in order", paging},
		{"no token, a wrong token or a revoked token gets 401 everywhere", unauthorized},
		{"a device of club A never reads or writes club B", isolation},
		{"bodies over the limit get 413 and store nothing", tooLarge},
		{"malformed requests get 400 and store nothing", malformed},
		{"guessing join codes hits the rate limit", guessing},
		{"SQL metacharacters in every field are stored verbatim", metacharacters},
		{"unknown paths, wrong methods and preflights get JSON errors and no CORS", routing},
	} {
		t.Run(s.name, func(t *testing.T) { s.run(t, tg) })
	}
	t.Run("no error answer leaks internals", tg.checkErrors)
	t.Logf("bad inputs tried: %d", tg.BadInputs())
}

func health(t *testing.T, tg *Target) {
	r := tg.do(t, req{method: "GET", path: syncapi.PathHealth, header: map[string]string{"Origin": "https://evil.example"}})
	if r.status != 200 || string(r.body) != `{"ok":true}` {
		t.Fatalf("health = %s", r)
	}
	apiHeaders(t, "health", r.header)
}

// apiHeaders checks what every API answer carries, and that it allows no other origin.
func apiHeaders(t *testing.T, what string, h http.Header) {
	t.Helper()
	for k, want := range map[string]string{
		"Content-Type":              "application/json; charset=utf-8",
		"Cache-Control":             "no-store",
		"X-Content-Type-Options":    "nosniff",
		"Strict-Transport-Security": "max-age=31536000; includeSubDomains", // S10
	} {
		if got := h.Get(k); got != want {
			t.Errorf("%s: %s = %q, want %q", what, k, got, want)
		}
	}
	for k := range h {
		if strings.HasPrefix(strings.ToLower(k), "access-control-") {
			t.Errorf("%s: CORS header %s: %s", what, k, h.Get(k))
		}
	}
}

var codeRE = regexp.MustCompile(`^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$`)

func adminCalls(t *testing.T, tg *Target) {
	body := js(t, syncapi.CreateClubRequest{Name: "Riverside BC"})
	wrong := strings.Repeat("x", len(tg.Admin))
	oneOff := tg.Admin[:len(tg.Admin)-1] + string(tg.Admin[len(tg.Admin)-1]^1)
	for _, tc := range []struct{ name, auth string }{
		{"no token", ""},
		{"a wrong token of the same length", "Bearer " + wrong},
		{"the admin token with its last character changed", "Bearer " + oneOff},
		{"the admin token with a suffix", "Bearer " + tg.Admin + "x"},
		{"the admin token under another scheme", "Basic " + tg.Admin},
		{"the admin token alone", tg.Admin},
	} {
		r := tg.do(t, req{method: "POST", path: syncapi.PathClubs, body: body, header: map[string]string{"Authorization": tc.auth}, bad: true})
		if r.status != http.StatusUnauthorized {
			t.Errorf("create club with %s: %s", tc.name, r)
		}
	}
	for _, name := range []string{"", "   ", strings.Repeat("n", syncapi.MaxClubName+1), "Club\nName", "Club\x00"} {
		r := tg.do(t, req{method: "POST", path: syncapi.PathClubs, token: tg.Admin, body: js(t, syncapi.CreateClubRequest{Name: name}), bad: true})
		if r.status != http.StatusBadRequest {
			t.Errorf("create club named %q: %s", name, r)
		}
	}

	c := tg.newClub(t, "Riverside BC")
	if !codeRE.MatchString(c.code) || !syncapi.ValidID(c.id) {
		t.Fatalf("club %q, join code %q", c.id, c.code)
	}
	other := tg.newClub(t, "Riverside BC")
	if other.code == c.code || other.id == c.id {
		t.Error("two clubs got the same id or join code")
	}
	early := c.join(t, "Early tablet")

	// A new join code: the old one stops working, devices already in keep theirs.
	admin := tg.client(tg.Admin, tg.addr())
	nc, err := admin.NewJoinCode(bg, c.id)
	if err != nil || !codeRE.MatchString(nc.JoinCode) || nc.JoinCode == c.code {
		t.Fatalf("new join code: %+v, %v", nc, err)
	}
	if _, err := tg.client("", tg.addr()).Join(bg, c.code, "Late phone"); !syncapi.IsUnauthorized(err) {
		t.Errorf("the replaced code still joins: %v", err)
	}
	c.code = nc.JoinCode
	c.join(t, "Late phone")
	if _, err := early.Devices(bg); err != nil {
		t.Errorf("a device that joined with the old code was cut off: %v", err)
	}
	for _, tc := range []struct {
		body   string
		status int
	}{
		{`{"club_id":"0123456789abcdef0123456789abcdef"}`, http.StatusNotFound},
		{`{"club_id":"x' OR '1'='1"}`, http.StatusBadRequest},
		{`{"club_id":""}`, http.StatusBadRequest},
		{`{"club":"` + c.id + `"}`, http.StatusBadRequest},
	} {
		if r := tg.do(t, req{method: "POST", path: syncapi.PathJoinCode, token: tg.Admin, body: []byte(tc.body), bad: true}); r.status != tc.status {
			t.Errorf("new join code for %s: %s, want %d", tc.body, r, tc.status)
		}
	}
	if r := tg.do(t, req{method: "POST", path: syncapi.PathJoinCode, token: early.Token, body: js(t, syncapi.NewCodeRequest{ClubID: c.id}), bad: true}); r.status != http.StatusUnauthorized {
		t.Errorf("a device token made a new join code: %s", r)
	}
}

func joining(t *testing.T, tg *Target) {
	c := tg.newClub(t, "Northgate Duplicate")
	phone := c.join(t, "Director's phone")
	tablet := c.join(t, "Front desk")
	if phone.Token == tablet.Token || phone.id == tablet.id {
		t.Fatal("two devices got the same token or id")
	}
	ds, err := tablet.Devices(bg)
	if err != nil {
		t.Fatal(err)
	}
	if len(ds) != 2 {
		t.Fatalf("devices = %+v", ds)
	}
	for _, d := range ds {
		switch {
		case d.ID == tablet.id && (!d.This || d.Name != "Front desk"):
			t.Errorf("the tablet is listed as %+v", d)
		case d.ID == phone.id && (d.This || d.Name != "Director's phone"):
			t.Errorf("the phone is listed as %+v", d)
		case d.Joined == 0 || d.LastSeen == 0 || d.Revoked != 0:
			t.Errorf("device times: %+v", d)
		}
	}
	// The code is read as typed: case, spaces and dashes do not matter.
	typed := strings.ToLower(strings.ReplaceAll(c.code, "-", " "))
	if _, err := tg.client("", c.addr).Join(bg, typed, "Kiosk"); err != nil {
		t.Errorf("code typed as %q: %v", typed, err)
	}
	long := strings.Repeat("é", syncapi.MaxDeviceName)
	if _, err := tg.client("", c.addr).Join(bg, c.code, long); err != nil {
		t.Errorf("a %d-character name: %v", syncapi.MaxDeviceName, err)
	}

	addr := tg.addr()
	for _, code := range []string{"", "22222-22222", "0O1I0-O1I0O", c.code + "2", c.code[:10], "' OR 1=1 --"} {
		r := tg.do(t, req{method: "POST", path: syncapi.PathJoin, addr: addr, body: js(t, syncapi.JoinRequest{JoinCode: code, DeviceName: "Guess"}), bad: true})
		if r.status != http.StatusUnauthorized && r.status != http.StatusTooManyRequests {
			t.Errorf("join with code %q: %s", code, r)
		}
		addr = tg.addr() // a fresh budget each, so the rate limit does not hide the answer
	}
	for _, name := range []string{"", "  ", strings.Repeat("n", syncapi.MaxDeviceName+1), "Tab\nlet", "Tab\tlet", "\x1b[31m"} {
		r := tg.do(t, req{method: "POST", path: syncapi.PathJoin, addr: tg.addr(), body: js(t, syncapi.JoinRequest{JoinCode: c.code, DeviceName: name}), bad: true})
		if r.status != http.StatusBadRequest {
			t.Errorf("join named %q: %s", name, r)
		}
	}
	if ds, _ := tablet.Devices(bg); len(ds) != 4 {
		t.Errorf("refused joins added devices: %d listed, want 4", len(ds))
	}
}

func pushPull(t *testing.T, tg *Target) {
	c := tg.newClub(t, "Eastside")
	phone, tablet := c.join(t, "Phone"), c.join(t, "Tablet")
	a, b := ver("a1", 1, 0, ""), ver("b2", 1, 1, "lead out of turn")
	// Bodies come back byte for byte, HTML characters included (as the app writes them: compact).
	a.Body = json.RawMessage(`{"v":1,"id":"a1","notes":"revoke at table 3 <b>&amp;</b> 'quoted'"}`)
	if got := phone.push(t, a, b); !slices.Equal(got, []string{syncapi.Applied, syncapi.Applied}) {
		t.Fatalf("push = %v", got)
	}
	es, cursor := tablet.pullAll(t, 0, 0)
	m := byID(t, es)
	if len(es) != 2 {
		t.Fatalf("tablet pulled %d entries", len(es))
	}
	for _, v := range []syncapi.Version{a, b} {
		e := m[v.ID]
		if e.Rev != 1 || e.UpdatedAt != v.UpdatedAt || !bytes.Equal(e.Body, v.Body) || e.Device != phone.id || e.DeviceName != "Phone" || e.Conflicted {
			t.Errorf("pulled %+v, pushed %+v", e, v)
		}
	}
	if es[0].Seq >= es[1].Seq || cursor != es[1].Seq {
		t.Errorf("seqs %d, %d and cursor %d", es[0].Seq, es[1].Seq, cursor)
	}
	tablet.nothingNew(t, cursor, "a pull to the end")

	c3 := ver("c3", 1, 2, "")
	phone.push(t, c3)
	es, cursor2 := tablet.pullAll(t, cursor, 0)
	if len(es) != 1 || es[0].ID != "c3" || cursor2 <= cursor {
		t.Errorf("pull since %d = %+v (cursor %d)", cursor, es, cursor2)
	}
	// The phone pulls its own pushes back too: it needs the cursor past them.
	if es, _ := phone.pullAll(t, 0, 0); len(es) != 3 {
		t.Errorf("phone pulled %d of 3", len(es))
	}
	for _, q := range []string{"since=-1", "since=abc", "since=1.5", "since=99999999999999999999", "limit=0", "limit=-3", "limit=501", "limit=ten", "since=0&limit=1e2"} {
		if r := tg.do(t, req{method: "GET", path: syncapi.PathPull + "?" + q, token: tablet.Token, bad: true}); r.status != http.StatusBadRequest {
			t.Errorf("pull?%s: %s", q, r)
		}
	}
}

func conflicts(t *testing.T, tg *Target) {
	c := tg.newClub(t, "Westfield")
	phone, tablet := c.join(t, "Phone"), c.join(t, "Tablet")
	phone.push(t, ver("x", 1, 0, "first"), ver("y", 1, 0, "first"), ver("z", 1, 0, "first"))
	_, tabCursor := tablet.pullAll(t, 0, 0)

	// x: both edit rev 1; the phone pushes first, the tablet's later edit wins anyway.
	if got := phone.push(t, ver("x", 2, 5, "phone's edit")); got[0] != syncapi.Applied {
		t.Fatalf("phone's edit of x: %v", got)
	}
	if got := tablet.push(t, ver("x", 2, 7, "tablet's edit")); got[0] != syncapi.Applied {
		t.Fatalf("tablet's later edit of x: %v", got)
	}
	// y: the tablet pushes first; the phone's earlier edit arrives late and loses.
	tablet.push(t, ver("y", 2, 9, "tablet's edit"))
	_, tabCursor = tablet.pullAll(t, tabCursor, 0)
	if got := phone.push(t, ver("y", 2, 8, "phone's edit")); got[0] != syncapi.Stale {
		t.Fatalf("phone's earlier edit of y: %v, want stale", got)
	}
	// z: edited in turn, never at once.
	tablet.push(t, ver("z", 2, 3, "tablet"))
	phone.push(t, ver("z", 3, 4, "phone, after the tablet"))

	// The tablet learns that y was edited twice although y's winner did not change.
	es, _ := tablet.pullAll(t, tabCursor, 0)
	if e, ok := byID(t, es)["y"]; !ok || !e.Conflicted || notes(t, e.Body) != "tablet's edit" {
		t.Errorf("the tablet did not learn of y's conflict: %+v", es)
	}
	all, _ := phone.pullAll(t, 0, 0)
	m := byID(t, all)
	for id, want := range map[string]struct {
		notes      string
		device     string
		conflicted bool
	}{
		"x": {"tablet's edit", tablet.id, true},
		"y": {"tablet's edit", tablet.id, true},
		"z": {"phone, after the tablet", phone.id, false},
	} {
		e := m[id]
		if notes(t, e.Body) != want.notes || e.Device != want.device || e.Conflicted != want.conflicted {
			t.Errorf("%s = %q by %s, conflicted %v; want %q by %s, conflicted %v", id, notes(t, e.Body), e.Device, e.Conflicted, want.notes, want.device, want.conflicted)
		}
	}
	for id, want := range map[string][]string{
		"x": {"first", "phone's edit", "tablet's edit"},
		"y": {"first", "phone's edit", "tablet's edit"},
	} {
		vs, err := phone.Versions(bg, id)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		current := 0
		for _, v := range vs {
			got = append(got, notes(t, v.Body))
			if v.Current {
				current++
				if notes(t, v.Body) != "tablet's edit" || v.DeviceName != "Tablet" {
					t.Errorf("%s: current version %+v", id, v)
				}
			}
			if v.ReceivedAt == 0 {
				t.Errorf("%s: version without a received time", id)
			}
		}
		if !slices.Equal(got, want) || current != 1 {
			t.Errorf("%s versions = %q (%d current), want %q", id, got, current, want)
		}
	}
}

func idempotent(t *testing.T, tg *Target) {
	c := tg.newClub(t, "Harbour")
	phone := c.join(t, "Phone")
	a := ver("a", 1, 0, "once")
	phone.push(t, a)
	_, cursor := phone.pullAll(t, 0, 0)
	res, err := phone.Push(bg, []syncapi.Version{a})
	if err != nil || res.Results[0].Status != syncapi.Duplicate {
		t.Errorf("re-push = %+v, %v", res, err)
	} else if cur := res.Results[0].Current; cur == nil || *cur != a.Stamp(phone.id) {
		t.Errorf("a re-push of the current version names %+v as current", cur)
	}
	phone.nothingNew(t, cursor, "re-pushes")
	if got := phone.push(t, a, ver("b", 1, 0, "new")); !slices.Equal(got, []string{syncapi.Duplicate, syncapi.Applied}) {
		t.Errorf("a batch with a re-push and a new entry = %v", got)
	}
	vs, err := phone.Versions(bg, "a")
	if err != nil || len(vs) != 1 || notes(t, vs[0].Body) != "once" {
		t.Errorf("versions of a after re-pushes: %+v, %v", vs, err)
	}
}

// S2: a version whose stamp the server already holds with another body is a conflict: both
// bodies kept, the entry marked and pulled again by every device, never a silent drop.
// (Before: answered "duplicate" and the second body dropped.)
func sameStampOtherBody(t *testing.T, tg *Target) {
	c := tg.newClub(t, "Harbour Two")
	phone, tablet := c.join(t, "Phone"), c.join(t, "Tablet")
	a := ver("a", 1, 0, "original")
	phone.push(t, a)
	_, cursor := tablet.pullAll(t, 0, 0)
	same := a
	same.Body = body("a", "restored from the bin")
	res, err := phone.Push(bg, []syncapi.Version{same})
	if err != nil || res.Results[0].Status != syncapi.Conflict {
		t.Fatalf("the same stamp with another body = %+v, %v; want conflict", res, err)
	}
	es, _ := tablet.pullAll(t, cursor, 0)
	if len(es) != 1 || !es[0].Conflicted || notes(t, es[0].Body) != "original" {
		t.Errorf("the tablet was not told of the conflict: %+v", es)
	}
	vs, err := tablet.Versions(bg, "a")
	var got []string
	for _, v := range vs {
		got = append(got, notes(t, v.Body))
	}
	slices.Sort(got)
	if err != nil || !slices.Equal(got, []string{"original", "restored from the bin"}) {
		t.Errorf("versions of a: %q, %v; want both bodies", got, err)
	}
	// Pushed again, the second body is still a conflict, not a duplicate taken as current.
	if got := phone.push(t, same); got[0] != syncapi.Conflict {
		t.Errorf("the second body pushed again = %v", got)
	}
}

func tombstones(t *testing.T, tg *Target) {
	c := tg.newClub(t, "Lakeside")
	phone, tablet := c.join(t, "Phone"), c.join(t, "Tablet")
	phone.push(t, ver("d", 1, 0, "to delete"))
	_, cursor := tablet.pullAll(t, 0, 0)
	del := ver("d", 2, 1, "to delete")
	del.Deleted = true
	if got := phone.push(t, del); got[0] != syncapi.Applied {
		t.Fatalf("delete = %v", got)
	}
	es, cursor := tablet.pullAll(t, cursor, 0)
	if len(es) != 1 || !es[0].Deleted || notes(t, es[0].Body) != "to delete" {
		t.Fatalf("the tablet pulled %+v, want the tombstone with its body", es)
	}
	// A late edit made before the delete (lower rev) does not bring it back.
	if got := tablet.push(t, ver("d", 1, 5, "edit made offline before the delete")); got[0] != syncapi.Stale {
		t.Errorf("an edit of the deleted version = %v, want stale", got)
	}
	undo := ver("d", 3, 2, "to delete")
	if got := tablet.push(t, undo); got[0] != syncapi.Applied {
		t.Fatalf("undo = %v", got)
	}
	es, _ = phone.pullAll(t, 0, 0)
	if e := byID(t, es)["d"]; e.Deleted || e.Rev != 3 {
		t.Errorf("after the undo the phone pulled %+v", e)
	}
	_ = cursor
	if vs, _ := phone.Versions(bg, "d"); len(vs) != 4 || !vs[2].Deleted {
		t.Errorf("versions of d: %+v", vs)
	}
}

func paging(t *testing.T, tg *Target) {
	c := tg.newClub(t, "Pages")
	phone, tablet := c.join(t, "Phone"), c.join(t, "Tablet")
	var want []string
	for batch := range 3 {
		var vs []syncapi.Version
		for i := range 15 {
			id := fmt.Sprintf("e%02d", batch*15+i)
			want = append(want, id)
			vs = append(vs, ver(id, 1, i, id))
		}
		phone.push(t, vs...)
	}
	var got []string
	var mores []bool
	var last int64
	since := int64(0)
	for range 10 {
		p, err := tablet.Pull(bg, since, 10)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range p.Entries {
			if e.Seq <= last {
				t.Errorf("seq %d after %d", e.Seq, last)
			}
			last = e.Seq
			got = append(got, e.ID)
		}
		mores = append(mores, p.More)
		since = p.Cursor
		if !p.More {
			break
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("pulled %v, want %v", got, want)
	}
	if !slices.Equal(mores, []bool{true, true, true, true, false}) {
		t.Errorf("more flags %v, want four pages then the last", mores)
	}
}

func unauthorized(t *testing.T, tg *Target) {
	c := tg.newClub(t, "Guarded")
	phone, tablet, kiosk := c.join(t, "Phone"), c.join(t, "Tablet"), c.join(t, "Kiosk")
	phone.push(t, ver("p", 1, 0, "private"))
	if err := tablet.Revoke(bg, phone.id); err != nil {
		t.Fatalf("the tablet revokes the phone: %v", err)
	}
	if err := kiosk.Leave(bg); err != nil {
		t.Fatalf("the kiosk leaves: %v", err)
	}
	ds, _ := tablet.Devices(bg)
	for _, d := range ds {
		if (d.ID == phone.id || d.ID == kiosk.id) != (d.Revoked != 0) {
			t.Errorf("device list after revoke and leave: %+v", d)
		}
	}
	other := tg.newClub(t, "Elsewhere").join(t, "Other")
	if err := other.Leave(bg); err != nil {
		t.Fatal(err)
	}
	wrong := strings.Repeat("A", 43)
	calls := []struct{ method, path, body string }{
		{"GET", syncapi.PathPull + "?since=0", ""},
		{"GET", syncapi.PathDevices, ""},
		{"GET", syncapi.PathVersions + "?id=p", ""},
		{"POST", syncapi.PathPush, string(js(t, syncapi.PushRequest{Entries: []syncapi.Version{ver("q", 1, 0, "")}}))},
		{"POST", syncapi.PathRevoke, `{"device_id":"` + tablet.id + `"}`},
		{"POST", syncapi.PathLeave, `{}`},
		{"POST", syncapi.PathErase, `{"id":"p"}`},
		{"POST", syncapi.PathPrune, `{"id":"p"}`},
		{"POST", syncapi.PathForget, `{"device_id":"` + phone.id + `"}`},
	}
	auths := []struct{ name, header string }{
		{"no token", ""},
		{"an empty bearer", "Bearer "},
		{"a malformed token", "Bearer abc"},
		{"a well-formed wrong token", "Bearer " + wrong},
		{"a token with SQL in it", "Bearer ' OR '1'='1' --"},
		{"the admin token", "Bearer " + tg.Admin},
		{"a revoked device's token", "Bearer " + phone.Token},
		{"the token of a device that left", "Bearer " + kiosk.Token},
		{"a left device of another club", "Bearer " + other.Token},
		{"a good token under another scheme", "Token " + tablet.Token},
		{"a good token with a character changed", "Bearer " + tablet.Token[:42] + flip(tablet.Token[42])},
	}
	for _, call := range calls {
		for _, a := range auths {
			var b []byte
			if call.body != "" {
				b = []byte(call.body)
			}
			r := tg.do(t, req{method: call.method, path: call.path, body: b, header: map[string]string{"Authorization": a.header}, bad: true})
			if r.status != http.StatusUnauthorized || !strings.HasPrefix(r.header.Get("WWW-Authenticate"), "Bearer") {
				t.Errorf("%s %s with %s: %s", call.method, call.path, a.name, r)
			}
		}
	}
	if r := tg.do(t, req{method: "GET", path: syncapi.PathPull, token: phone.Token}); !strings.Contains(string(r.body), "removed from the club") {
		t.Errorf("a revoked device is not told why: %s", r)
	}
	// None of that stored anything, and the tablet still works.
	es, _ := tablet.pullAll(t, 0, 0)
	if len(es) != 1 || es[0].ID != "p" {
		t.Errorf("after the refused calls the log holds %+v", es)
	}
	if ds, _ := tablet.Devices(bg); len(ds) != 3 {
		t.Errorf("after the refused calls %d devices", len(ds))
	}
}

func flip(b byte) string {
	if b == 'A' {
		return "B"
	}
	return "A"
}

func isolation(t *testing.T, tg *Target) {
	a, b := tg.newClub(t, "Club A"), tg.newClub(t, "Club B")
	a1, b1 := a.join(t, "A's phone"), b.join(t, "B's phone")
	b1.push(t, ver("shared-id", 1, 0, "B's secret"), ver("b-only", 1, 0, "B's other secret"))

	if es, _ := a1.pullAll(t, 0, 0); len(es) != 0 {
		t.Errorf("club A pulled club B's entries: %+v", es)
	}
	for _, id := range []string{"shared-id", "b-only"} {
		if r := tg.do(t, req{method: "GET", path: syncapi.PathVersions + "?id=" + id, token: a1.Token, bad: true}); r.status != http.StatusNotFound {
			t.Errorf("club A read the versions of B's %s: %s", id, r)
		}
	}
	if r := tg.do(t, req{method: "POST", path: syncapi.PathRevoke, token: a1.Token, body: js(t, syncapi.RevokeRequest{DeviceID: b1.id}), bad: true}); r.status != http.StatusNotFound {
		t.Errorf("club A revoked club B's device: %s", r)
	}
	ds, _ := a1.Devices(bg)
	if len(ds) != 1 || ds[0].ID != a1.id {
		t.Errorf("club A lists devices %+v", ds)
	}
	// The same id in club A is club A's own entry; B's is untouched.
	if got := a1.push(t, ver("shared-id", 1, 60, "A's own")); got[0] != syncapi.Applied {
		t.Errorf("A's push of its own shared-id: %v", got)
	}
	es, _ := b1.pullAll(t, 0, 0)
	m := byID(t, es)
	if e := m["shared-id"]; len(es) != 2 || e.Rev != 1 || e.Device != b1.id || notes(t, e.Body) != "B's secret" {
		t.Errorf("club B's entry after A's push: %+v", es)
	}
	if vs, _ := b1.Versions(bg, "shared-id"); len(vs) != 1 {
		t.Errorf("club B's shared-id has %d versions", len(vs))
	}
	if _, err := b1.Devices(bg); err != nil {
		t.Errorf("B's device stopped working: %v", err)
	}
}

func tooLarge(t *testing.T, tg *Target) {
	c := tg.newClub(t, "Big")
	phone := c.join(t, "Phone")
	phone.push(t, ver("seed", 1, 0, ""))
	_, cursor := phone.pullAll(t, 0, 0)
	big := js(t, syncapi.PushRequest{Entries: []syncapi.Version{ver("huge", 1, 0, strings.Repeat("x", syncapi.MaxRequestBytes))}})
	if r := tg.do(t, req{method: "POST", path: syncapi.PathPush, token: phone.Token, body: big, bad: true}); r.status != http.StatusRequestEntityTooLarge {
		t.Errorf("a %d-byte push: %s", len(big), r)
	}
	// The same without a Content-Length (chunked): the limit holds while reading.
	hr, _ := http.NewRequest("POST", tg.URL+syncapi.PathPush, io.MultiReader(bytes.NewReader(big)))
	hr.Header.Set("Content-Type", "application/json")
	hr.Header.Set("Authorization", "Bearer "+phone.Token)
	if hresp, err := httpClient.Do(hr); err != nil {
		t.Errorf("chunked push: %v", err)
	} else {
		data, _ := io.ReadAll(hresp.Body)
		hresp.Body.Close()
		tg.mu.Lock()
		tg.bad++
		tg.errs = append(tg.errs, errorLog{"chunked push", hresp.StatusCode, string(data), hresp.Header})
		tg.mu.Unlock()
		if hresp.StatusCode != http.StatusRequestEntityTooLarge {
			t.Errorf("a chunked %d-byte push: %d %s", len(big), hresp.StatusCode, data)
		}
	}
	bigJoin := js(t, syncapi.JoinRequest{JoinCode: c.code, DeviceName: strings.Repeat("n", syncapi.MaxRequestBytes)})
	if r := tg.do(t, req{method: "POST", path: syncapi.PathJoin, addr: tg.addr(), body: bigJoin, bad: true}); r.status != http.StatusRequestEntityTooLarge {
		t.Errorf("a %d-byte join: %s", len(bigJoin), r)
	}
	// One entry over its own limit, in a request under the request limit: 400.
	over := ver("over", 1, 0, strings.Repeat("y", syncapi.MaxEntryBytes))
	if r := tg.do(t, req{method: "POST", path: syncapi.PathPush, token: phone.Token, body: js(t, syncapi.PushRequest{Entries: []syncapi.Version{over}}), bad: true}); r.status != http.StatusBadRequest {
		t.Errorf("an entry over %d bytes: %s", syncapi.MaxEntryBytes, r)
	}
	phone.nothingNew(t, cursor, "oversized pushes")
	if ds, _ := phone.Devices(bg); len(ds) != 1 {
		t.Errorf("an oversized join added a device: %d", len(ds))
	}
}

func malformed(t *testing.T, tg *Target) {
	c := tg.newClub(t, "Strict")
	phone := c.join(t, "Phone")
	phone.push(t, ver("seed", 1, 0, ""))
	_, cursor := phone.pullAll(t, 0, 0)

	good := string(js(t, ver("good", 1, 0, "fine")))
	entry := func(fields string) string { return `{"entries":[` + good + `,` + fields + `]}` }
	okBody := func(id string) string { return string(body(id, "")) }
	v := func(id string, rev, ts int64, b string) string {
		return fmt.Sprintf(`{"id":%q,"rev":%d,"updated_at":%d,"deleted":false,"body":%s}`, id, rev, ts, b)
	}
	now := at(0)
	var many []syncapi.Version
	for i := range syncapi.MaxPushEntries + 1 {
		many = append(many, ver(fmt.Sprintf("m%d", i), 1, 0, ""))
	}
	pushes := map[string]string{
		"empty body":                 ``,
		"not JSON":                   `entries please`,
		"cut short":                  `{"entries":[` + good,
		"an array":                   `[` + good + `]`,
		"null":                       `null`,
		"no entries":                 `{"entries":[]}`,
		"entries null":               `{"entries":null}`,
		"entries a string":           `{"entries":"good"}`,
		"too many entries":           string(js(t, syncapi.PushRequest{Entries: many})),
		"an unknown top-level field": `{"entries":[` + good + `],"club_id":"other"}`,
		"an unknown entry field":     `{"entries":[` + strings.TrimSuffix(good, "}") + `,"device":"someone-else"}]}`,
		"trailing data":              `{"entries":[` + good + `]} {"entries":[]}`,
		"trailing garbage":           `{"entries":[` + good + `]}x`,
		"id a number":                entry(`{"id":7,"rev":1,"updated_at":1,"body":{}}`),
		"rev a string":               entry(`{"id":"r","rev":"1","updated_at":` + fmt.Sprint(now) + `,"body":` + okBody("r") + `}`),
		"rev fractional":             entry(`{"id":"r","rev":1.5,"updated_at":` + fmt.Sprint(now) + `,"body":` + okBody("r") + `}`),
		"rev 0":                      entry(v("r", 0, now, okBody("r"))),
		"rev negative":               entry(v("r", -1, now, okBody("r"))),
		"rev huge":                   entry(v("r", 1<<60, now, okBody("r"))),
		"time 0":                     entry(v("r", 1, 0, okBody("r"))),
		"time negative":              entry(v("r", 1, -now, okBody("r"))),
		"time in seconds":            entry(v("r", 1, now/1000, okBody("r"))),
		"time in microseconds":       entry(v("r", 1, now*1000, okBody("r"))),
		"body missing":               entry(`{"id":"r","rev":1,"updated_at":` + fmt.Sprint(now) + `}`),
		"body null":                  entry(v("r", 1, now, `null`)),
		"body an array":              entry(v("r", 1, now, `[1,2]`)),
		"body a string":              entry(v("r", 1, now, `"{\"id\":\"r\"}"`)),
		"body a number":              entry(v("r", 1, now, `42`)),
		"body naming another id":     entry(v("r", 1, now, okBody("s"))),
		"body naming no id":          entry(v("r", 1, now, `{"v":1}`)),
		"body id a number":           entry(v("r", 1, now, `{"id":1}`)),
		"the same id twice":          entry(good),
		"deleted a string":           entry(`{"id":"r","rev":1,"updated_at":` + fmt.Sprint(now) + `,"deleted":"yes","body":` + okBody("r") + `}`),
	}
	for _, id := range []string{"", " ", "a b", "a/b", "../etc", "a'--", `a"b`, "a;b", "é", "a\u0000b", "a%00", strings.Repeat("i", 65), "a\nb", "<script>"} {
		pushes["id "+fmt.Sprintf("%q", id)] = entry(v(id, 1, now, okBody(id)))
	}
	for name, b := range pushes {
		r := tg.do(t, req{method: "POST", path: syncapi.PathPush, token: phone.Token, body: []byte(b), bad: true})
		if r.status != http.StatusBadRequest {
			t.Errorf("push with %s: %s", name, r)
		}
	}
	for _, ct := range []string{"text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonx"} {
		r := tg.do(t, req{method: "POST", path: syncapi.PathPush, token: phone.Token, ctype: ct, body: []byte(`{"entries":[` + good + `]}`), bad: true})
		if r.status != http.StatusUnsupportedMediaType {
			t.Errorf("push as %s: %s", ct, r)
		}
	}
	phone.nothingNew(t, cursor, "malformed pushes")
	if r := tg.do(t, req{method: "GET", path: syncapi.PathVersions + "?id=good", token: phone.Token}); r.status != http.StatusNotFound {
		t.Errorf("the good entry of a refused batch was stored: %s", r)
	}

	others := []struct{ path, body, token string }{
		{syncapi.PathJoin, `{"join_code":"` + c.code + `"`, ""},
		{syncapi.PathJoin, `{"join_code":"` + c.code + `","device_name":"X","admin":true}`, ""},
		{syncapi.PathJoin, `{"join_code":"` + c.code + `","device_name":7}`, ""},
		{syncapi.PathJoin, `["` + c.code + `"]`, ""},
		{syncapi.PathRevoke, `{"device_id":"x' OR '1'='1"}`, phone.Token},
		{syncapi.PathRevoke, `{"device_id":""}`, phone.Token},
		{syncapi.PathRevoke, `{"device":"` + phone.id + `"}`, phone.Token},
		{syncapi.PathRevoke, `{"device_id":"` + phone.id + `"} {}`, phone.Token},
		{syncapi.PathLeave, `{"now":true}`, phone.Token},
		{syncapi.PathLeave, `nope`, phone.Token},
		{syncapi.PathClubs, `{"name":"X","code":"AAAAA-AAAAA"}`, tg.Admin},
		{syncapi.PathClubs, `{"name":`, tg.Admin},
	}
	for _, o := range others {
		r := tg.do(t, req{method: "POST", path: o.path, token: o.token, addr: tg.addr(), body: []byte(o.body), bad: true})
		if r.status != http.StatusBadRequest {
			t.Errorf("%s with %s: %s", o.path, o.body, r)
		}
	}
	for _, q := range []string{"", "?id=", "?id=a'--", "?id=" + strings.Repeat("i", 65), "?id=a%2Fb"} {
		if r := tg.do(t, req{method: "GET", path: syncapi.PathVersions + q, token: phone.Token, bad: true}); r.status != http.StatusBadRequest {
			t.Errorf("versions%s: %s", q, r)
		}
	}
	ds, err := phone.Devices(bg)
	if err != nil || len(ds) != 1 || ds[0].Revoked != 0 {
		t.Errorf("after the malformed calls: devices %+v, %v", ds, err)
	}
	phone.nothingNew(t, cursor, "the malformed calls")
}

func guessing(t *testing.T, tg *Target) {
	c := tg.newClub(t, "Guessed")
	addr := tg.addr()
	var statuses []int
	for i := range 12 {
		code := fmt.Sprintf("%05d-ABCDE", 22222+i)
		code = strings.NewReplacer("0", "2", "1", "3").Replace(code)
		r := tg.do(t, req{method: "POST", path: syncapi.PathJoin, addr: addr, body: js(t, syncapi.JoinRequest{JoinCode: code, DeviceName: "Guesser"}), bad: true})
		statuses = append(statuses, r.status)
		if r.status == http.StatusTooManyRequests {
			if r.header.Get("Retry-After") == "" {
				t.Error("429 without Retry-After")
			}
			break
		}
		if r.status != http.StatusUnauthorized {
			t.Fatalf("guess %d: %s", i+1, r)
		}
	}
	if statuses[len(statuses)-1] != http.StatusTooManyRequests || len(statuses) < 3 {
		t.Fatalf("12 guesses from one address got %v, want 401s and then a 429", statuses)
	}
	t.Logf("guesses answered %v", statuses)
	// Once limited, even the right code waits: the limit comes before the code is read.
	r := tg.do(t, req{method: "POST", path: syncapi.PathJoin, addr: addr, body: js(t, syncapi.JoinRequest{JoinCode: c.code, DeviceName: "Guesser"}), bad: true})
	if r.status != http.StatusTooManyRequests {
		t.Errorf("the right code from a limited address: %s", r)
	}
	// Another address is not held up.
	c.join(t, "Director")
}

func metacharacters(t *testing.T, tg *Target) {
	nasty := []string{
		`Robert'); DROP TABLE rulings;--`,
		`" OR 1=1 --`,
		`' OR ''='`,
		`%_\ ESCAPE '\'`,
		`; DELETE FROM devices; SELECT '`,
		`NULL`,
		`?1 ?2 :name @x $y`,
		`/* comment */ UNION SELECT token_hash FROM devices`,
		"back`tick` and «ünïcödé» 🂡",
		`\u0000 \x00 \\`,
	}
	for i, s := range nasty {
		club := tg.newClub(t, clipRunes(s, syncapi.MaxClubName))
		if club.name != clipRunes(s, syncapi.MaxClubName) {
			t.Errorf("club name %q came back as %q", s, club.name)
		}
		j, err := tg.client("", club.addr).Join(bg, club.code, clipRunes(s, syncapi.MaxDeviceName))
		if err != nil {
			t.Fatalf("join as %q: %v", s, err)
		}
		if j.ClubName != club.name || j.DeviceName != clipRunes(s, syncapi.MaxDeviceName) {
			t.Errorf("join answered club %q device %q for %q", j.ClubName, j.DeviceName, s)
		}
		d := &device{Client: tg.client(j.Token, club.addr), id: j.DeviceID, name: j.DeviceName}
		id := fmt.Sprintf("meta-%d", i)
		if got := d.push(t, ver(id, 1, 0, s)); got[0] != syncapi.Applied {
			t.Fatalf("push with notes %q: %v", s, got)
		}
		es, _ := d.pullAll(t, 0, 0)
		if len(es) != 1 || notes(t, es[0].Body) != s || es[0].DeviceName != j.DeviceName {
			t.Errorf("notes %q came back as %+v", s, es)
		}
		vs, err := d.Versions(bg, id)
		if err != nil || len(vs) != 1 || notes(t, vs[0].Body) != s || vs[0].DeviceName != j.DeviceName {
			t.Errorf("versions for notes %q: %+v, %v", s, vs, err)
		}
		ds, err := d.Devices(bg)
		if err != nil || len(ds) != 1 || ds[0].Name != j.DeviceName {
			t.Errorf("devices for name %q: %+v, %v", s, ds, err)
		}
	}
}

func clipRunes(s string, n int) string {
	r := []rune(s)
	if len(r) > n {
		r = r[:n]
	}
	return strings.TrimSpace(string(r))
}

func routing(t *testing.T, tg *Target) {
	c := tg.newClub(t, "Routes")
	phone := c.join(t, "Phone")
	cases := []struct {
		method, path string
		header       map[string]string
		status       int
	}{
		{"GET", "/api/nope", nil, http.StatusNotFound},
		{"GET", "/api/", nil, http.StatusNotFound},
		{"GET", syncapi.PathJoin, nil, http.StatusMethodNotAllowed},
		{"PUT", syncapi.PathPush, nil, http.StatusMethodNotAllowed},
		{"DELETE", syncapi.PathDevices, nil, http.StatusMethodNotAllowed},
		{"OPTIONS", syncapi.PathPush, map[string]string{"Origin": "https://evil.example", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "authorization, content-type"}, http.StatusMethodNotAllowed},
		{"GET", syncapi.PathDevices, map[string]string{"Origin": "https://evil.example"}, http.StatusOK},
	}
	for _, tc := range cases {
		r := tg.do(t, req{method: tc.method, path: tc.path, token: phone.Token, header: tc.header, bad: tc.status != http.StatusOK})
		if r.status != tc.status {
			t.Errorf("%s %s: %s, want %d", tc.method, tc.path, r, tc.status)
		}
		apiHeaders(t, tc.method+" "+tc.path, r.header)
		if tc.status == http.StatusMethodNotAllowed && r.header.Get("Allow") == "" {
			t.Errorf("%s %s: 405 without Allow", tc.method, tc.path)
		}
	}
}

// leakWords are what an answer must never show: the store, the runtime, secrets.
var leakWords = []string{"sql", "d1_", "database", "panic", "goroutine", ".go:", "runtime", "syscall", "typeerror",
	"stack", "select ", "insert ", "token_hash", "code_hash", "pepper", "constraint", "undefined", "[object"}

// checkErrors checks every error answer the scenarios got: JSON with one non-empty "error",
// the API's headers, and no internals.
func (tg *Target) checkErrors(t *testing.T) {
	tg.mu.Lock()
	errs := slices.Clone(tg.errs)
	tg.mu.Unlock()
	if len(errs) < 50 {
		t.Fatalf("only %d error answers were seen: the scenarios did not run", len(errs))
	}
	for _, e := range errs {
		var body map[string]any
		if err := json.Unmarshal([]byte(e.body), &body); err != nil || len(body) != 1 {
			t.Errorf("%s: %d %q is not {\"error\": …}", e.what, e.status, e.body)
			continue
		}
		msg, _ := body["error"].(string)
		if msg == "" {
			t.Errorf("%s: %d %q has no message", e.what, e.status, e.body)
		}
		low := strings.ToLower(msg)
		for _, w := range append(slices.Clone(leakWords), strings.ToLower(tg.Admin)) {
			if strings.Contains(low, w) {
				t.Errorf("%s: %d %q shows %q", e.what, e.status, msg, w)
			}
		}
		apiHeaders(t, e.what, e.header)
	}
	t.Logf("%d error answers checked", len(errs))
}
