// Package settings is /settings (theme, text size, regulating body, the device's storage,
// sharing the log with the club) and /about (version, the offline copy).
//
// May import: app/ui, app/store, the engine.
package settings
