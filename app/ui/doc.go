// Package ui is what several screen families share: the page shell and its top bar, the
// front desk's guard and the device's wake lock and idle watch (the shell needs them on every
// page), preferences, the table context, menus, the log store's opening and its small helpers
// (logstore.go), the club sync client, and Markup.
//
// One rule for HTML, for every package above this one: interactive parts are go-app
// components. A large fragment that does not change while it is shown may be written as HTML
// with Markup and inserted with app.Raw, inside a named component, with the measured reason
// in that component's comment (the outcome, the home catalogue, the log list, the reminders,
// the bidding box). There is no third way.
//
// May import: app/store, the engine, the standard library and go-app. Never a screen package.
package ui
