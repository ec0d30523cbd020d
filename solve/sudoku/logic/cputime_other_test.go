//go:build !linux

package logic

import "time"

// threadCPU: the thread's CPU time is read on Linux only.
func threadCPU() (time.Duration, bool) { return 0, false }
