package store

import (
	"errors"
	"fmt"
)

// ErrQuota is what a write returns when the browser's storage for the app is full. The message
// is for the director as it stands. Deleting alone frees nothing: it is a soft delete, so the
// UI should Purge the deleted entries after the export.
var ErrQuota = errors.New("Storage is full: export the log, then delete old sessions")

// ErrStorageBusy is what a read or write returns when the browser has not opened the database
// within a few seconds: something else holds it, most likely another Tableside page.
var ErrStorageBusy = errors.New("The device's storage is not answering: another Tableside tab or window may be holding it. Close the others, then reload the app")

// ErrNotFound is returned for an id the log does not hold.
var ErrNotFound = errors.New("there is no such ruling in the log")

// StorageError is a failed IndexedDB request or transaction, with the browser's reason.
type StorageError struct {
	Op      string // what the log was doing: "save", "read", "delete", "import"
	Name    string // the DOMException name: "QuotaExceededError", "AbortError", ...
	Message string // the browser's message
	What    string // what was being used, when not the ruling log: "the hand records"
}

func (e *StorageError) Error() string {
	if e.Name == "QuotaExceededError" {
		return ErrQuota.Error()
	}
	op := e.Op
	if op == "" {
		op = "use"
	}
	what := e.What
	if what == "" {
		what = "the ruling log"
	}
	return fmt.Sprintf("could not %s %s: %s (%s)", op, what, e.Message, e.Name)
}

// Unwrap makes errors.Is(err, ErrQuota) true for a full disk, whatever the operation.
func (e *StorageError) Unwrap() error {
	if e.Name == "QuotaExceededError" {
		return ErrQuota
	}
	return nil
}

// during names the operation on a backend's StorageError, so its message says what failed.
func during(op string, err error) error {
	var se *StorageError
	if errors.As(err, &se) && se.Op == "" {
		c := *se
		c.Op = op
		return &c
	}
	return err
}
