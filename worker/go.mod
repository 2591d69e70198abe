module tableside/worker

go 1.26

require (
	github.com/syumai/workers v0.33.0
	tableside v0.0.0
)

// The wire types (tableside/syncapi) and, for the browser tests, the e2e harness live in the
// app's module at the repository root.
replace tableside => ../
