package ui

import (
	"errors"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"tableside/app/store"
)

// LogWrite runs one write on the device's log. A failed transaction is tried again twice
// (a busy or briefly failing disk); a full disk or a refused entry is reported at once. It
// blocks: call it inside ctx.Async.
func LogWrite(write func(l *store.Log) error) error {
	l, err := OpenLog()
	if err != nil {
		return err
	}
	for attempt := 1; ; attempt++ {
		err = write(l)
		var se *store.StorageError
		if err == nil || attempt == 3 || errors.Is(err, store.ErrQuota) || !errors.As(err, &se) {
			return err
		}
		time.Sleep(time.Duration(attempt) * 400 * time.Millisecond)
	}
}

// The log's pages. An entry is shown by ONE page with the id in the query string, not a
// route per id: a pattern route's concrete paths cannot be pre-cached, and the service
// worker matches navigations ignoring the query, so /log/entry?id=… opens offline.
const (
	LogPath    = "/log"
	entryPath  = "/log/entry"
	ExportPath = "/log/export"
	PrintPath  = "/log/print"
)

// LogEntryHref is the address of one logged ruling.
func LogEntryHref(id string) string { return entryPath + "?id=" + url.QueryEscape(id) }

// today is the session date of the device's local now.
func LogToday() string { return store.Day(time.Now()) }

// LogReadAll reads every record of the device's log. It blocks: call it inside ctx.Async.
func LogReadAll() ([]store.Record, error) {
	l, err := OpenLog()
	if err != nil {
		return nil, err
	}
	return l.All()
}

// problem turns a failed store call into what the director should read: a full disk says
// what to do about it.
func LogProblem(err error) string {
	switch {
	case err == nil:
		return ""
	case errors.Is(err, store.ErrQuota):
		return store.ErrQuota.Error() + " (Export, then “Delete old sessions” on the export page)."
	}
	return err.Error()
}

// LogPlace reads "Table 4 · Round 2 · Board 17", leaving out what is unknown.
func LogPlace(e store.Entry) string {
	var parts []string
	for _, p := range []struct {
		name string
		n    int
	}{{"Table", e.Table}, {"Round", e.Round}, {"Board", e.Board}} {
		if p.n > 0 {
			parts = append(parts, p.name+" "+strconv.Itoa(p.n))
		}
	}
	if len(parts) == 0 {
		return "No table recorded"
	}
	return strings.Join(parts, " · ")
}

// clock is the local time an entry was logged.
func LogClock(t time.Time) string { return t.Local().Format("15:04") }

// LogPlural is one when n is 1, many otherwise.
func LogPlural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// logName is the IndexedDB database that holds the device's ruling log.
const logName = "tableside"

// OpenLog hands every caller the same *store.Log. Its reads and writes block (IndexedDB answers
// asynchronously), so call them inside ctx.Async, never in Render.
// Component tests replace it with an in-memory log through useLog.
var OpenLog = sync.OnceValues(func() (*store.Log, error) { return store.Open(logName) })

// UseLog makes every later openLog call return l: the seam for component tests.
func UseLog(l *store.Log) {
	OpenLog = func() (*store.Log, error) { return l, nil }
}

// ResolveFollowUp marks follow-up i of a logged ruling done, now: the one write behind every
// Done button (home's reminders, the front desk). It blocks, like LogWrite.
func ResolveFollowUp(id string, i int) error {
	return LogWrite(func(l *store.Log) error {
		rec, err := l.Get(id)
		if err != nil {
			return err
		}
		if !rec.OK() {
			return rec.Err
		}
		e, err := rec.Entry.Resolve(i, true, time.Now())
		if err != nil {
			return err
		}
		return l.Put(e)
	})
}
