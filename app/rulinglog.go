package app

import (
	"sync"

	"tableside/app/store"
)

// logName is the IndexedDB database that holds the device's ruling log.
const logName = "tableside"

// openLog hands every caller the same *store.Log. Its reads and writes block (IndexedDB answers
// asynchronously), so call them inside ctx.Async, never in Render.
// Component tests replace it with an in-memory log through useLog.
var openLog = sync.OnceValues(func() (*store.Log, error) { return store.Open(logName) })

// useLog makes every later openLog call return l: the seam for component tests.
func useLog(l *store.Log) {
	openLog = func() (*store.Log, error) { return l, nil }
}
