package ui

// SyncOnce and Settled open the syncer to its external test (sync_test.go), which uses
// app/apptest's fake club server.
func (s *syncer) SyncOnce() { s.syncOnce() }

// Settled says no sync is running and the last one succeeded.
func (s *syncer) Settled() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return !s.running && s.status.State == "synced" && !s.status.LastSync.IsZero()
}
