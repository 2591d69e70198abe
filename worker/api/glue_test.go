//go:build !(js && wasm)

package api

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The worker's JavaScript front door (glue/serve.mjs) refuses, before Go starts, a member or
// admin call without a well-formed token and an unknown path, answering as Go does. It keeps
// its own copy of the routes, of the messages and of the headers: this test holds the copy to
// the Go API, so a route added here cannot be answered 404 there (the unit tests never run
// the JavaScript; only worker-e2e would see it).
func TestTheJavaScriptFrontDoorKnowsEveryRouteAndAnswersAsGoDoes(t *testing.T) {
	src, err := os.ReadFile("../glue/serve.mjs")
	if err != nil {
		t.Fatal(err)
	}
	js := string(src)
	sets := map[access][]string{}
	for name, a := range map[string]access{"publicPaths": public, "adminPaths": admin, "memberPaths": member} {
		m := regexp.MustCompile(`(?s)const ` + name + ` = new Set\(\[(.*?)\]\)`).FindStringSubmatch(js)
		if m == nil {
			t.Fatalf("serve.mjs has no %s", name)
		}
		for _, q := range regexp.MustCompile(`"([^"]*)"`).FindAllStringSubmatch(m[1], -1) {
			sets[a] = append(sets[a], q[1])
		}
	}
	want := map[access][]string{}
	for _, rt := range routes {
		if !slices.Contains(want[rt.access], rt.path) {
			want[rt.access] = append(want[rt.access], rt.path)
		}
	}
	for a, paths := range want {
		slices.Sort(paths)
		slices.Sort(sets[a])
		if !slices.Equal(paths, sets[a]) {
			t.Errorf("access %d: serve.mjs lists %q, the Go routes %q", a, sets[a], paths)
		}
	}

	// What Go answers to a token-less call of each kind, and to an unknown path: serve.mjs
	// gives the same message and the same headers.
	h := New(Config{})
	for _, path := range []string{want[member][0], want[admin][0], "/api/nope"} {
		method := http.MethodGet
		for _, rt := range routes {
			if rt.path == path {
				method = rt.method
			}
		}
		r := httptest.NewRequest(method, path, strings.NewReader("{}"))
		r.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		var e struct{ Error string }
		if err := json.Unmarshal(w.Body.Bytes(), &e); err != nil || e.Error == "" {
			t.Fatalf("%s %s: %d %s", method, path, w.Code, w.Body)
		}
		if !strings.Contains(js, `"`+e.Error+`"`) {
			t.Errorf("%s %s: Go answers %d %q, which serve.mjs does not say", method, path, w.Code, e.Error)
		}
		for k, vs := range w.Header() {
			if k == "Retry-After" || k == "Allow" {
				continue
			}
			if !regexp.MustCompile(`(?i:"` + regexp.QuoteMeta(k) + `"): ["']` + regexp.QuoteMeta(vs[0]) + `["']`).MatchString(js) {
				t.Errorf("%s %s: Go's header %s: %s is not in serve.mjs", method, path, k, vs[0])
			}
		}
	}
}
