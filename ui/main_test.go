package ui

import (
	"os"
	"testing"
	"time"
)

// TestMain stops the play clock for every test that does not move it
// itself (finish_test.go does): a render master or a scenario must not
// depend on how long the machine took to get there ("0:00" in one run,
// "0:01" in a loaded one).
func TestMain(m *testing.M) {
	still := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	clockNow = func() time.Time { return still }
	os.Exit(m.Run())
}
