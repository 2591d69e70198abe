//go:build wasm

// Command wasm is the browser entry of Tableside: it registers the route
// table and hands control to go-app. The server code lives in cmd/tableside,
// kept out of this binary by build tags (it would double the wasm's size).
package main

import (
	tsapp "tableside/app"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func main() {
	tsapp.Register()
	app.RunWhenOnBrowser()
}
