//go:build bench

package bench

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// The home search, typed a letter at a time at 4× CPU slowdown in Chromium (the goal: each
// keystroke's results within one 16 ms frame at p95), and what the search (package search:
// its code and word tables; the index itself is built in the browser from the rulings' own
// text) costs in app.wasm, brotli. make bench reports both; alone:
//
//	BENCH_ONLY=search go test -tags bench -count=1 -run '^TestBench$' -v ./bench/
//
// It serves `make build`'s output.

// searchBench is what the search section reports.
type searchBench struct {
	Keystrokes []float64 // ms from a keystroke to the frame after its results, at searchRate
	Searches   []float64 // ms the search itself took for those keystrokes (data-search-ms)
	Queries    int
	Engine     sizes // the minimal app with the engine linked in, without search
	WithSearch sizes // the same, searching the rulings and reference sections
}

// searchRate is the CPU slowdown the keystrokes are timed at.
const searchRate = 4

// typedQueries are typed into the home search a letter at a time: sentences players say,
// abbreviations, typos, calls, a Law and a query nothing matches (the fallback's path).
var typedQueries = []string{
	"they hesitated and partner bid on",
	"east led out of turn after the auction",
	"south revoked",
	"declarer claimed with a trump out",
	"12 cards in one hand",
	"insufficent bid",
	"unauthorised information",
	"1H over 1S",
	"BIT",
	"Law 64A1",
	"the cat sat on the mat",
}

// keystrokeJS types a query into #search a letter at a time and returns, for each letter that
// changes the query, the ms from its input event to the frame after #search-results shows the
// results for it (data-query; rAF, then a task, as tapJS).
const keystrokeJS = `window.__typeQuery = async (text) => {
  const box = document.querySelector('#search');
  box.value = ''; box.dispatchEvent(new Event('input', {bubbles: true}));
  await new Promise(r => setTimeout(r, 100));
  const out = [];
  let last = '';
  for (let i = 1; i <= text.length; i++) {
    const q = text.slice(0, i), want = q.trim();
    const start = performance.now();
    const shown = () => { const r = document.querySelector('#search-results'); return r && r.dataset.query === want; };
    const done = new Promise(res => {
      const obs = new MutationObserver(() => {
        if (!shown()) return;
        obs.disconnect();
        const ms = parseFloat(document.querySelector('#search-results').dataset.searchMs);
        requestAnimationFrame(() => setTimeout(() => res([performance.now() - start, ms]), 0));
      });
      obs.observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
      setTimeout(() => { obs.disconnect(); res([-1, -1]); }, 3000);
    });
    box.value = q; box.dispatchEvent(new Event('input', {bubbles: true}));
    if (want === last) { await new Promise(r => setTimeout(r, 50)); continue; } // a space: nothing to redraw
    last = want;
    out.push(await done);
  }
  return out;
}; true`

// measureKeystrokes types typedQueries into the installed app's home at searchRate: for each
// keystroke, the ms to the frame after its results, and the ms the search itself took.
func measureKeystrokes(t *testing.T, ours *build) (frames, searches []float64) {
	srv, br := ours.installed(t, t.TempDir())
	defer srv.Kill()
	defer br.Close()
	br.Load(t, srv.URL+"/")
	br.Wait(t, `!!document.querySelector('#wasm-ready')`)
	br.Eval(t, keystrokeJS, nil)
	// One search first, untimed: it loads the reference's index (a fetch) and builds the
	// search's, as a director's first tap on the box does.
	var warm [][2]float64
	br.Eval(t, `__typeQuery("revoke")`, &warm)
	time.Sleep(time.Second)
	throttle(t, br, searchRate)
	defer throttle(t, br, 1)
	for _, q := range typedQueries {
		var ms [][2]float64
		br.Eval(t, fmt.Sprintf(`__typeQuery(%q)`, q), &ms)
		for i, d := range ms {
			if d[0] < 0 {
				t.Errorf("%q: the results for its first %d letters never showed", q, i+1)
				continue
			}
			frames = append(frames, d[0])
			searches = append(searches, d[1])
		}
	}
	return frames, searches
}

// TestSearchKeystrokes times the home search alone, without the size builds: for trying a
// change to the search or its results. It serves `make build`'s output.
//
//	go test -tags bench -count=1 -run '^TestSearchKeystrokes$' -v ./bench/
func TestSearchKeystrokes(t *testing.T) {
	ours, _ := prepare(t, moduleRoot(t))
	s := &searchBench{Queries: len(typedQueries)}
	s.Keystrokes, s.Searches = measureKeystrokes(t, ours)
	t.Logf("%d keystrokes at %d× CPU: search p50 %.1f, p95 %.1f ms; to the frame p50 %.1f, p95 %.1f ms",
		len(s.Keystrokes), searchRate, pct(s.Searches, 50), pct(s.Searches, 95), pct(s.Keystrokes, 50), pct(s.Keystrokes, 95))
	s.check(t)
}

// searchSizes builds the minimal app with the engine linked in, with and without the search
// over the rulings and the reference's sections.
func searchSizes(t *testing.T, root string) (engine, withSearch sizes) {
	dir := filepath.Join(root, "build", "bench", "search")
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) }) // their main packages would otherwise join ./...
	_, engine = engineSizes(t, root, dir)
	src, err := os.ReadFile(filepath.Join(dir, "engine", "main.go"))
	if err != nil {
		t.Fatal(err)
	}
	with := strings.Replace(string(src), "import (", "import (\n\t\"tableside/engine/search\"\n", 1)
	with = strings.Replace(with, `"Hello from go-app"+useEngine()`, `"Hello from go-app"+useEngine()+useSearch()`, 1)
	if with == string(src) {
		t.Fatal("the engine app has changed: update searchSizes")
	}
	return engine, generatedAppSize(t, root, dir, "withsearch", with+searchUse)
}

// searchUse calls every part of the search the app calls.
const searchUse = `
func useSearch() string {
	ix := search.New(append(search.Rulings(catalog.Flows()), search.Sections([]search.SectionText{{Page: "laws", ID: "law-64", Heading: "Law 64"}})...))
	hits := ix.Search(app.Window().URL().Query().Get("q"))
	n := len(search.Top(hits, 8)) + len(ix.Closest("x", hits, 3)) + len(catalog.Index().Search("revoke"))
	if search.Weak(hits) {
		n++
	}
	return fmt.Sprint(n)
}
`

// measureSearch is the search section's numbers.
func measureSearch(t *testing.T, root string, ours *build) *searchBench {
	s := &searchBench{Queries: len(typedQueries)}
	s.Keystrokes, s.Searches = measureKeystrokes(t, ours)
	s.Engine, s.WithSearch = searchSizes(t, root)
	return s
}

func (s *searchBench) markdown(p func(string, ...any)) {
	p("## Search\n\n")
	p("| measure | value |\n|---|---:|\n")
	p("| keystrokes timed (%d queries) | %d |\n", s.Queries, len(s.Keystrokes))
	p("| the search itself, ms per keystroke at %d× CPU, p50 | %s |\n", searchRate, ms(pct(s.Searches, 50)))
	p("| p95 (goal: one 16 ms frame) | %s |\n", ms(pct(s.Searches, 95)))
	p("| max | %s |\n", ms(slices.Max(append([]float64{0}, s.Searches...))))
	p("| keystroke to the frame showing its results, p50 | %s |\n", ms(pct(s.Keystrokes, 50)))
	p("| p95 | %s |\n", ms(pct(s.Keystrokes, 95)))
	p("| app.wasm brotli, engine without search | %s |\n", num(float64(s.Engine.Brotli)))
	p("| the same with search (code and word tables) | %s |\n", num(float64(s.WithSearch.Brotli)))
	p("| search's cost, brotli bytes | %s |\n\n", num(float64(s.WithSearch.Brotli-s.Engine.Brotli)))
	p("The queries (%s) are typed into the home search a letter at a time, after one untimed search\n", strings.Join(quoted(typedQueries), ", "))
	p("has loaded the reference's index. *The search itself* is the time the home's render spent in the search\n")
	p("(`#search-results[data-search-ms]`, performance.now() around it); *keystroke to the frame* runs from the\n")
	p("input event to the frame after `#search-results[data-query]` shows that query's results (rAF, then a\n")
	p("task), so it includes go-app's update of the page, whose floor is the counter's tap (section 3). The\n")
	p("index is built once in\n")
	p("the browser from the rulings' own text and the reference's index, so its only cost in app.wasm is the\n")
	p("search's code and word tables, measured as two generated apps (bench/minimal with the engine) built\n")
	p("with the same flags.\n\n")
}

func quoted(qs []string) []string {
	out := make([]string, len(qs))
	for i, q := range qs {
		out[i] = fmt.Sprintf("“%s”", q)
	}
	return out
}

// searchGoalMs is the keystroke goal at p95: one frame.
const searchGoalMs = 16

// check fails the run when the search itself takes longer than a frame at p95.
func (s *searchBench) check(t *testing.T) {
	if p95 := pct(s.Searches, 95); p95 > searchGoalMs {
		t.Errorf("search: p95 %.1f ms per keystroke at %d× CPU, over the %d ms frame", p95, searchRate, searchGoalMs)
	}
}
