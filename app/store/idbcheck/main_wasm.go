//go:build wasm

// Command idbcheck runs the hand records' IndexedDB backend in a real browser: phase 1
// (the page's URL ends in ?phase=1) saves, refuses, replaces, reads, deletes and saves
// again; phase 2, on a later page load, reads what phase 1 left. It reports in
// window.idbCheck = {done, failures}.
package main

import (
	"errors"
	"fmt"
	"strings"
	"syscall/js"
	"time"

	"tableside/app/store/hands"
	"tableside/engine/pbn"
)

// dbName is the database the check uses, not the app's.
const dbName = "tableside-hands-check"

const file = `[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AJ632.KQ72.J.T83 T9.AJ84.953.AQJ7 4.T953.KQT86.K95 KQ875.6.A742.642"]

[Board "2"]
[Dealer "E"]
[Vulnerable "NS"]
[Deal "N:AQ62.K962.862.75 JT5.A87.J75.9643 3.QT43.AQT4.AKQT K9874.J5.K93.J82"]
[DoubleDummyTricks "A9BAAA9CAA2412224122"]
`

var key = hands.SessionKey{Date: "2025-03-14", Name: "Evening"}

func main() {
	var failures []any
	fail := func(format string, args ...any) { failures = append(failures, fmt.Sprintf(format, args...)) }
	search := js.Global().Get("location").Get("search").String()
	if strings.Contains(search, "phase=log") {
		logPhase(fail) // log_wasm.go: the ruling log's upgrade to its indexes
	} else if strings.HasSuffix(search, "phase=2") {
		phase2(fail)
	} else {
		phase1(fail)
	}
	js.Global().Set("idbCheck", map[string]any{"done": true, "failures": failures})
	select {}
}

func records(fail func(string, ...any), at time.Time) hands.HandRecords {
	s, err := pbn.Read(file)
	if err != nil {
		fail("pbn.Read: %v", err)
	}
	h, err := hands.NewHandRecords(key, s, "check.pbn", at)
	if err != nil {
		fail("NewHandRecords: %v", err)
	}
	return h
}

func phase1(fail func(string, ...any)) {
	hs, err := hands.Open(dbName)
	if err != nil {
		fail("open: %v", err)
		return
	}
	if list, err := hs.Sessions(); err != nil || len(list) != 0 {
		fail("a new device lists %d sessions, err %v", len(list), err)
	}
	first, second := records(fail, time.Unix(1000, 0).UTC()), records(fail, time.Unix(2000, 0).UTC())
	if err := hs.Put(first, false); err != nil {
		fail("first save: %v", err)
	}
	if err := hs.Put(second, false); !errors.Is(err, hands.ErrSessionExists) {
		fail("second save without confirming: err = %v, want ErrSessionExists", err)
	}
	if h, err := hs.Session(key); err != nil || !h.Imported.Equal(first.Imported) {
		fail("after the refused save: imported %v, err %v", h.Imported, err)
	}
	if err := hs.Put(second, true); err != nil {
		fail("confirmed replace: %v", err)
	}
	if b, err := hs.Board(key, 2); err != nil || b.DD == nil || b.Hands.String() != "N:AQ62.K962.862.75 JT5.A87.J75.9643 3.QT43.AQT4.AKQT K9874.J5.K93.J82" {
		fail("board 2: %+v, err %v", b, err)
	}
	if raws, err := hs.Backup(); err != nil || len(raws) != 1 {
		fail("backup: %d records, err %v", len(raws), err)
	}
	if err := hs.Delete(key); err != nil {
		fail("delete: %v", err)
	}
	if _, err := hs.Session(key); !errors.Is(err, hands.ErrNoHandRecords) {
		fail("after delete: err = %v", err)
	}
	if err := hs.Put(second, false); err != nil {
		fail("saving again after delete: %v", err)
	}
}

func phase2(fail func(string, ...any)) {
	hs, err := hands.Open(dbName)
	if err != nil {
		fail("open: %v", err)
		return
	}
	list, err := hs.Sessions()
	if err != nil || len(list) != 1 || list[0].Err != nil || list[0].Records.Key() != key || !list[0].Records.Imported.Equal(time.Unix(2000, 0).UTC()) {
		fail("after a reload: %+v, err %v", list, err)
	}
	if b, err := hs.Board(key, 1); err != nil || b.Board != 1 {
		fail("board 1 after a reload: %+v, err %v", b, err)
	}
}
