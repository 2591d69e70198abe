//go:build !(js && wasm)

package apitest

import (
	"fmt"
	"math/rand/v2"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"tableside/syncapi"
)

// The scenarios of the security review's findings (S1–S11): each failed against the worker
// as it was before the fix.

// bigNotes fills a body close to MaxEntryBytes.
var bigNotes = strings.Repeat("n", syncapi.MaxEntryBytes-200)

// S8: a version dated more than a day ahead of the server is refused whole, in words; the
// same version dated now is taken. (Before: a clock in 2199 won every same-rev conflict.)
func farFuture(t *testing.T, tg *Target) {
	c := tg.newClub(t, "Clocks")
	tablet, phone := c.join(t, "Tablet"), c.join(t, "Phone")
	phone.push(t, ver("c1", 1, 0, "first"))
	future := ver("c1", 2, 0, "tablet, clock in 2199")
	future.UpdatedAt = time.Date(2199, 12, 31, 0, 0, 0, 0, time.UTC).UnixMilli()
	_, err := tablet.Push(bg, []syncapi.Version{future})
	if ae, ok := err.(*syncapi.APIError); !ok || ae.Status != http.StatusBadRequest || !strings.Contains(ae.Message, "date and time") {
		t.Fatalf("a push dated 2199 = %v, want a 400 about the device's clock", err)
	}
	if got := phone.push(t, ver("c1", 2, 1, "phone, real time")); got[0] != syncapi.Applied {
		t.Errorf("the phone's edit after the refused one = %v", got)
	}
}

// S9: a rev more than one above the entry's current rev is refused, so no device can put an
// entry out of reach; one above is fine. (Before: rev 2^50 froze the entry for every device.)
func revFarAhead(t *testing.T, tg *Target) {
	c := tg.newClub(t, "Revs")
	tablet, phone := c.join(t, "Tablet"), c.join(t, "Phone")
	phone.push(t, ver("f1", 1, 0, "first"))
	for _, rev := range []int64{1 << 50, 3} {
		_, err := tablet.Push(bg, []syncapi.Version{ver("f1", rev, 1, "far ahead")})
		if ae, ok := err.(*syncapi.APIError); !ok || ae.Status != http.StatusBadRequest || !strings.Contains(ae.Message, "rev") {
			t.Errorf("rev %d over a current rev 1 = %v, want 400", rev, err)
		}
	}
	if _, err := tablet.Push(bg, []syncapi.Version{ver("new1", 2, 1, "a new entry at rev 2")}); !syncapi.IsAPIError(err) {
		t.Errorf("a new entry at rev 2 was taken")
	}
	if got := phone.push(t, ver("f1", 2, 2, "the next rev")); got[0] != syncapi.Applied {
		t.Errorf("the next rev after the refused ones = %v", got)
	}
}

// S11: syumai/workers splits a header at its commas, so "Bearer <good>, junk" arrives as two
// values; natively the same is two Authorization headers. Either is refused; the token alone
// is taken. (Before: the first value was read and the request served.)
func oneAuthorization(t *testing.T, tg *Target) {
	c := tg.newClub(t, "Headers")
	phone := c.join(t, "Phone")
	for _, vals := range [][]string{
		{"Bearer " + phone.Token + ", anything-at-all"},
		{"Bearer " + phone.Token, "Bearer anything"},
		{"Bearer " + phone.Token + ",Bearer " + phone.Token},
	} {
		r := tg.doHeaders(t, "GET", syncapi.PathDevices, map[string][]string{"Authorization": vals})
		if r.status != http.StatusUnauthorized {
			t.Errorf("Authorization %q: %s, want 401", vals, r)
		}
	}
	// A content type judged whole: its first piece alone does not make it JSON.
	r := tg.do(t, req{method: "POST", path: syncapi.PathPush, token: phone.Token, ctype: "application/json, text/plain",
		body: js(t, syncapi.PushRequest{Entries: []syncapi.Version{ver("h1", 1, 0, "")}}), bad: true})
	if r.status != http.StatusUnsupportedMediaType {
		t.Errorf("Content-Type application/json, text/plain: %s, want 415", r)
	}
	if _, err := phone.Devices(bg); err != nil {
		t.Errorf("the token alone: %v", err)
	}
}

// S3: a club whose entries are all at the size limit still pulls, each page within
// MaxAnswerBytes of bodies, and an entry's many versions come in pages too. (Before: one
// page of 500 such entries was ~30 MB, built whole in the worker's memory.)
func boundedPages(t *testing.T, tg *Target) {
	c := tg.newClub(t, "Heavy")
	phone, tablet := c.join(t, "Phone"), c.join(t, "Tablet")
	const n = 24
	var batch []syncapi.Version
	for i := range n {
		batch = append(batch, ver(fmt.Sprintf("big%02d", i), 1, i, bigNotes))
		if len(batch) == 3 { // three big entries a request, under MaxRequestBytes
			phone.push(t, batch...)
			batch = nil
		}
	}
	var got int
	since := int64(0)
	for pages := 0; ; pages++ {
		if pages > n {
			t.Fatal("the pull never ended")
		}
		r := tg.do(t, req{method: "GET", path: fmt.Sprintf("%s?since=%d&limit=%d", syncapi.PathPull, since, syncapi.MaxPullLimit), token: tablet.Token})
		var p syncapi.PullResponse
		decodeInto(t, r, &p)
		size := 0
		for _, e := range p.Entries {
			size += len(e.Body)
		}
		if size > syncapi.MaxAnswerBytes || len(r.body) > syncapi.MaxAnswerBytes+64<<10 {
			t.Errorf("a pull page of %d entries holds %d bytes of bodies (%d in all)", len(p.Entries), size, len(r.body))
		}
		got += len(p.Entries)
		since = p.Cursor
		if !p.More {
			break
		}
	}
	if got != n {
		t.Errorf("pulled %d of %d big entries", got, n)
	}

	// One entry's versions, each near the limit, pushed in turn by the tablet.
	const revs = 20
	for rev := int64(1); rev <= revs; rev++ {
		tablet.push(t, ver("many", rev, int(rev), bigNotes))
	}
	first, err := tablet.VersionsPage(bg, "many", 0)
	if err != nil {
		t.Fatal(err)
	}
	if !first.More || len(first.Versions) >= revs {
		t.Errorf("%d versions near the size limit came in one page", len(first.Versions))
	}
	all, err := tablet.Versions(bg, "many")
	if err != nil || len(all) != revs || all[revs-1].Rev != revs || !all[revs-1].Current {
		t.Errorf("every version, page after page: %d, %v", len(all), err)
	}
}

// S4: past the club's quota a push is refused whole, with words the director can act on;
// versions already kept and re-pushes still pass. (Before: no quota.)
func quota(t *testing.T, tg *Target) {
	if tg.Quota == 0 {
		t.Skip("the target's quota is not known")
	}
	c := tg.newClub(t, "Full")
	phone, tablet := c.join(t, "Phone"), c.join(t, "Tablet")
	var refused error
	stored := 0
	for i := 0; refused == nil && int64(stored) <= tg.Quota+1<<20; i++ {
		d := []*device{phone, tablet}[i%2] // two devices: the push rate is not what stops it
		vs := []syncapi.Version{ver(fmt.Sprintf("q%03da", i), 1, i, bigNotes), ver(fmt.Sprintf("q%03db", i), 1, i, bigNotes)}
		_, refused = d.Push(bg, vs)
		if refused == nil {
			stored += len(vs[0].Body) + len(vs[1].Body)
		}
	}
	ae, ok := refused.(*syncapi.APIError)
	if !ok || ae.Status != http.StatusInsufficientStorage || !strings.Contains(ae.Message, "the club's shared log is full") {
		t.Fatalf("after %d bytes past a quota of %d: %v", stored, tg.Quota, refused)
	}
	if int64(stored) > tg.Quota {
		t.Errorf("%d bytes were stored under a quota of %d", stored, tg.Quota)
	}
	es, _ := tablet.pullAll(t, 0, 0)
	if len(es)*len(ver("q000a", 1, 0, bigNotes).Body) != stored {
		t.Errorf("the refused push stored something: %d entries pulled for %d bytes", len(es), stored)
	}
	// A re-push of a version the club has takes no room.
	if got := phone.push(t, ver("q000a", 1, 0, bigNotes)); got[0] != syncapi.Duplicate {
		t.Errorf("a re-push in a full club = %v", got)
	}
}

// S4: a device past its push rate is told to wait, in words, and its push stores nothing.
// (Before: no limit.)
func pushRate(t *testing.T, tg *Target) {
	if tg.PushLimit == 0 {
		t.Skip("the target's push rate is not known")
	}
	c := tg.newClub(t, "Busy")
	phone := c.join(t, "Phone")
	v := ver("r1", 1, 0, "")
	var refused error
	for i := 0; i < tg.PushLimit*2 && refused == nil; i++ {
		_, refused = phone.Push(bg, []syncapi.Version{v})
	}
	ae, ok := refused.(*syncapi.APIError)
	if !ok || ae.Status != http.StatusTooManyRequests || !strings.Contains(ae.Message, "nothing is lost") {
		t.Fatalf("%d pushes in a row: %v, want a 429 saying nothing is lost", tg.PushLimit*2, refused)
	}
	_, err := phone.Push(bg, []syncapi.Version{ver("r2", 1, 0, "")})
	if err == nil {
		t.Fatal("a push right after the refusal went through")
	}
	if es, _ := phone.pullAll(t, 0, 0); len(es) != 1 {
		t.Errorf("refused pushes stored entries: %d pulled", len(es))
	}
}

// S1/S2 at the API: two devices push the same entries at the same rev at the same moment,
// round after round, with deletes among them. Every version is kept with its body, each
// entry has exactly one current version, and it is the highest stamp.
func overlappingPushes(t *testing.T, tg *Target) {
	c := tg.newClub(t, "Overlap")
	devs := []*device{c.join(t, "Phone"), c.join(t, "Tablet")}
	ids := []string{"o1", "o2", "o3", "o4", "o5"}
	const rounds = 12
	type pushed struct {
		v      syncapi.Version
		device string
	}
	var mu sync.Mutex
	var all []pushed
	for round := range rounds {
		var wg sync.WaitGroup
		for i, d := range devs {
			rng := rand.New(rand.NewPCG(uint64(round), uint64(i)))
			var vs []syncapi.Version
			for _, id := range ids {
				v := ver(id, int64(round+1), rng.IntN(60), fmt.Sprintf("%s round %d", d.name, round))
				v.Deleted = rng.IntN(10) == 0
				vs = append(vs, v)
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				res, err := d.Push(bg, vs)
				if err != nil {
					t.Errorf("%s, round %d: %v", d.name, round, err)
					return
				}
				mu.Lock()
				defer mu.Unlock()
				for i, r := range res.Results {
					if r.Status == syncapi.Duplicate || r.Status == syncapi.Erased {
						t.Errorf("%s: a new version answered %s", r.ID, r.Status)
					}
					all = append(all, pushed{vs[i], d.id})
				}
			}()
		}
		wg.Wait()
	}
	for _, id := range ids {
		vs, err := devs[0].Versions(bg, id)
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		var best syncapi.Stamp
		for _, p := range all {
			if p.v.ID == id {
				want = append(want, notes(t, p.v.Body))
				if st := p.v.Stamp(p.device); st.Compare(best) > 0 {
					best = st
				}
			}
		}
		var got []string
		current := 0
		for _, v := range vs {
			got = append(got, notes(t, v.Body))
			if v.Current {
				current++
				if v.Stamp(v.Device) != best {
					t.Errorf("%s: the current version is %+v, the highest stamp %+v", id, v.Stamp(v.Device), best)
				}
			}
		}
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) || current != 1 {
			t.Errorf("%s: %d versions kept of %d pushed, %d current", id, len(got), len(want), current)
		}
	}
}

// S6: join attempts from addresses of one IPv6 /64 count as one address. (Before: each of a
// host's 2^64 addresses had its own budget.)
func joinLimitByPrefix(t *testing.T, tg *Target) {
	c := tg.newClub(t, "Prefix")
	prefix := strings.TrimSuffix(tg.addr(), "::1")
	limited := false
	for i := range tg.joinLimit() + 2 {
		r := tg.do(t, req{method: "POST", path: syncapi.PathJoin, addr: fmt.Sprintf("%s::%x", prefix, i+1),
			body: js(t, syncapi.JoinRequest{JoinCode: "22222-22222", DeviceName: "Rotating"}), bad: true})
		if r.status == http.StatusTooManyRequests {
			limited = true
			break
		}
	}
	if !limited {
		t.Errorf("%d guesses from one /64 were never limited", tg.joinLimit()+2)
	}
	c.join(t, "Director") // another address is not held up
}

// S6: the join limit counts the attempts of the last minute, wherever a minute begins: one
// attempt, then the rest of the budget 59 s later, then two more 2 s after that: the last is
// refused. (Before, a fixed window let a second full budget through once it reset.)
func joinLimitSlides(t *testing.T, tg *Target) {
	if tg.Sleep == nil {
		t.Skip("the target cannot wait")
	}
	addr := tg.addr()
	guess := func() int {
		return tg.do(t, req{method: "POST", path: syncapi.PathJoin, addr: addr,
			body: js(t, syncapi.JoinRequest{JoinCode: "22222-22222", DeviceName: "Patient"}), bad: true}).status
	}
	var statuses []int
	statuses = append(statuses, guess())
	tg.Sleep(59 * time.Second)
	for range tg.joinLimit() - 1 {
		statuses = append(statuses, guess())
	}
	tg.Sleep(2 * time.Second)
	statuses = append(statuses, guess(), guess())
	if statuses[len(statuses)-1] != http.StatusTooManyRequests {
		t.Errorf("guesses answered %v: a second budget opened within a minute", statuses)
	}
}

func (tg *Target) joinLimit() int {
	if tg.JoinLimit == 0 {
		return 5
	}
	return tg.JoinLimit
}

// S5: an entry erased for good leaves a tombstone that names its id only; its versions are
// gone, and a device that still had it and pushes it again is told it was erased.
func erasing(t *testing.T, tg *Target) {
	c := tg.newClub(t, "Forgetful")
	phone, tablet := c.join(t, "Phone"), c.join(t, "Tablet")
	secret := "North (Mrs J. Smith, member 4411) hesitated"
	phone.push(t, ver("e1", 1, 0, secret), ver("keep", 1, 0, "kept"))
	del := ver("e1", 2, 1, secret)
	del.Deleted = true
	phone.push(t, del)
	_, cursor := tablet.pullAll(t, 0, 0)
	if err := phone.Erase(bg, "e1"); err != nil {
		t.Fatalf("erase: %v", err)
	}
	es, _ := tablet.pullAll(t, cursor, 0)
	if len(es) != 1 || !es[0].Erased || !es[0].Deleted || string(es[0].Body) != `{"id":"e1"}` {
		t.Fatalf("after the erase the tablet pulled %+v", es)
	}
	all, _ := tablet.pullAll(t, 0, 0)
	for _, e := range all {
		if strings.Contains(string(e.Body), "Smith") {
			t.Errorf("the erased text is still pulled: %s", e.Body)
		}
	}
	if r := tg.do(t, req{method: "GET", path: syncapi.PathVersions + "?id=e1", token: tablet.Token, bad: true}); r.status != http.StatusNotFound {
		t.Errorf("versions of an erased entry: %s", r)
	}
	res, err := tablet.Push(bg, []syncapi.Version{ver("e1", 3, 2, secret)})
	if err != nil || res.Results[0].Status != syncapi.Erased {
		t.Errorf("a push of the erased entry = %+v, %v; want erased", res, err)
	}
	if r := tg.do(t, req{method: "GET", path: syncapi.PathVersions + "?id=e1", token: tablet.Token, bad: true}); r.status != http.StatusNotFound {
		t.Errorf("the erased entry's push was stored: %s", r)
	}
	if r := tg.do(t, req{method: "POST", path: syncapi.PathErase, token: tablet.Token, body: []byte(`{"id":"nope"}`), bad: true}); r.status != http.StatusNotFound {
		t.Errorf("erasing an entry the club does not have: %s", r)
	}
}

// S5: pruning an entry keeps its current version only, so a name edited out of a note is
// gone from its history.
func pruning(t *testing.T, tg *Target) {
	c := tg.newClub(t, "Pruned")
	phone, tablet := c.join(t, "Phone"), c.join(t, "Tablet")
	phone.push(t, ver("p1", 1, 0, "North (Mrs J. Smith) hesitated"))
	phone.push(t, ver("p1", 2, 1, "North hesitated (name removed)"))
	if err := tablet.Prune(bg, "p1"); err != nil {
		t.Fatal(err)
	}
	vs, err := tablet.Versions(bg, "p1")
	if err != nil || len(vs) != 1 || notes(t, vs[0].Body) != "North hesitated (name removed)" || !vs[0].Current {
		t.Errorf("after pruning: %+v, %v", vs, err)
	}
}

// S5: a removed device's record (name, times) can be forgotten; a device still in cannot.
func forgettingDevices(t *testing.T, tg *Target) {
	c := tg.newClub(t, "Tidy")
	phone, tablet := c.join(t, "Lost phone"), c.join(t, "Tablet")
	if r := tg.do(t, req{method: "POST", path: syncapi.PathForget, token: tablet.Token, body: js(t, syncapi.RevokeRequest{DeviceID: phone.id}), bad: true}); r.status != http.StatusConflict {
		t.Errorf("forgetting a device still in: %s, want 409", r)
	}
	if err := tablet.Revoke(bg, phone.id); err != nil {
		t.Fatal(err)
	}
	if err := tablet.ForgetDevice(bg, phone.id); err != nil {
		t.Fatalf("forget: %v", err)
	}
	ds, _ := tablet.Devices(bg)
	if len(ds) != 1 || ds[0].ID != tablet.id {
		t.Errorf("after forgetting the phone the club lists %+v", ds)
	}
	if _, err := phone.Devices(bg); !syncapi.IsUnauthorized(err) {
		t.Errorf("the forgotten phone's token: %v", err)
	}
}

// S5: the admin deletes a whole club: its code, tokens and log stop existing.
func deletingClubs(t *testing.T, tg *Target) {
	c := tg.newClub(t, "Closing down")
	phone := c.join(t, "Phone")
	phone.push(t, ver("x", 1, 0, "a ruling"))
	if r := tg.do(t, req{method: "POST", path: syncapi.PathDelete, token: phone.Token, body: js(t, syncapi.NewCodeRequest{ClubID: c.id}), bad: true}); r.status != http.StatusUnauthorized {
		t.Errorf("a device deleting its club: %s", r)
	}
	admin := tg.client(tg.Admin, tg.addr())
	if err := admin.DeleteClub(bg, c.id); err != nil {
		t.Fatalf("delete club: %v", err)
	}
	if _, err := phone.Pull(bg, 0, 0); !syncapi.IsUnauthorized(err) {
		t.Errorf("a device of the deleted club still pulls: %v", err)
	}
	if _, err := tg.client("", tg.addr()).Join(bg, c.code, "Late"); !syncapi.IsUnauthorized(err) {
		t.Errorf("the deleted club's code still joins: %v", err)
	}
	if err := admin.DeleteClub(bg, c.id); !syncapi.IsAPIError(err) {
		t.Errorf("deleting it again: %v", err)
	}
}

// S12, S13: device names that could pose as another device, and bodies whose bytes D1 would
// change, are refused. (Before: all stored.)
func misleadingInput(t *testing.T, tg *Target) {
	c := tg.newClub(t, "Careful")
	phone := c.join(t, "Phone")
	for _, name := range []string{"\u202eenohp s'rotceriD", "Front\u200bdesk", "a\u2028b", "a\u2029b", "\u0301\u0301\u0301", "\ufeffPhone"} {
		r := tg.do(t, req{method: "POST", path: syncapi.PathJoin, addr: tg.addr(), body: js(t, syncapi.JoinRequest{JoinCode: c.code, DeviceName: name}), bad: true})
		if r.status != http.StatusBadRequest {
			t.Errorf("join named %q: %s", name, r)
		}
	}
	for _, name := range []string{"Café", "Zoë's tablet", "Directeur·rice", "東京"} {
		if _, err := tg.client("", tg.addr()).Join(bg, c.code, name); err != nil {
			t.Errorf("join named %q: %v", name, err)
		}
	}
	bad := []byte(`{"entries":[{"id":"u1","rev":1,"updated_at":` + fmt.Sprint(at(0)) + `,"deleted":false,"body":{"id":"u1","notes":"` + "\xff\xfe" + `"}}]}`)
	if r := tg.do(t, req{method: "POST", path: syncapi.PathPush, token: phone.Token, body: bad, bad: true}); r.status != http.StatusBadRequest {
		t.Errorf("a body with invalid UTF-8: %s", r)
	}
}

// One Go instance serves every request of an isolate (worker/entry.mjs): requests of devices
// of two clubs, and requests with no token, sent at the same moment, each get their own
// answer, and nothing of one request shows in another.
func concurrentRequestsKeepApart(t *testing.T, tg *Target) {
	a, b := tg.newClub(t, "Apart A"), tg.newClub(t, "Apart B")
	devs := []*device{a.join(t, "A1"), a.join(t, "A2"), b.join(t, "B1"), b.join(t, "B2")}
	devs[0].push(t, ver("a-only", 1, 0, "club A's"))
	devs[2].push(t, ver("b-only", 1, 0, "club B's"))
	var wg sync.WaitGroup
	for i := range 48 {
		d := devs[i%len(devs)]
		wg.Add(1)
		go func() {
			defer wg.Done()
			switch i % 3 {
			case 0:
				ds, err := d.Devices(bg)
				if err != nil {
					t.Errorf("%s: %v", d.name, err)
					return
				}
				for _, x := range ds {
					if x.This != (x.ID == d.id) || x.Name[0] != d.name[0] {
						t.Errorf("%s was answered with another's devices: %+v", d.name, ds)
					}
				}
			case 1:
				es, err := d.Pull(bg, 0, 0)
				if err != nil || len(es.Entries) != 1 || es.Entries[0].ID[0] != strings.ToLower(d.name)[0] {
					t.Errorf("%s pulled %+v, %v", d.name, es.Entries, err)
				}
			default:
				if r := tg.do(t, req{method: "GET", path: syncapi.PathDevices, bad: true}); r.status != http.StatusUnauthorized {
					t.Errorf("a request without a token beside %s's: %s", d.name, r)
				}
			}
		}()
	}
	wg.Wait()
}
