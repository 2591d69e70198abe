package ui

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// LogDataInt reads a number from the clicked element's data attribute (a string in the DOM).
func LogDataInt(ctx app.Context, name string) int {
	n, _ := strconv.Atoi(ctx.JSSrc().Get("dataset").Get(name).String())
	return n
}
