package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// go-app's server-side encoder writes a false boolean attribute as ="false" (disabled="false",
// selected="false"), which a browser reads as present: a pre-rendered button would be dead,
// and a menu would show its last option, until the wasm takes over. These helpers set such an
// attribute only when it is true.

// OffIf disables a button only when off.
func OffIf(b app.HTMLButton, off bool) app.HTMLButton {
	if off {
		return b.Disabled(true)
	}
	return b
}

// menuOption is one option of a <select>, marked selected only when chosen.
func menuOption(value, label string, chosen bool) app.HTMLOption {
	o := app.Option().Value(value).Text(label)
	if chosen {
		return o.Selected(true)
	}
	return o
}
