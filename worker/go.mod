module tableside/worker

go 1.26

require (
	github.com/syumai/workers v0.33.0
	tableside v0.0.0
)

require (
	github.com/google/uuid v1.6.0 // indirect
	github.com/maxence-charriere/go-app/v10 v10.1.11 // indirect
)

// The wire types (tableside/syncapi) and, for the browser tests, the e2e harness live in the
// app's module at the repository root.
replace tableside => ../
