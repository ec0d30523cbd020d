package main

import (
	"os"
	"syscall"
)

// grille.exe is linked as a GUI program (-H=windowsgui) so that opening the
// window shows no console. Windows then gives it no console either, and
// `grille.exe solve` typed in cmd or PowerShell would print nothing. For the
// sub-commands, attach to the console of the parent process and point the
// standard streams that have nowhere to go at it. Streams the caller
// redirected (to a file or a pipe) are valid handles and stay as they are.
//
// cmd does not wait for GUI programs: its prompt may come back before the
// output; `start /wait grille.exe solve ...` waits.
func init() {
	if len(os.Args) < 2 {
		return // the window: no console wanted
	}
	kernel32 := syscall.NewLazyDLL("kernel32.dll")
	attach := kernel32.NewProc("AttachConsole")
	const attachParentProcess = ^uintptr(0) // ATTACH_PARENT_PROCESS = (DWORD)-1
	if r, _, _ := attach.Call(attachParentProcess); r == 0 {
		return // no parent console (started from Explorer) or already one
	}
	reopen := func(std *(*os.File), handle int, name string, mode int) {
		h, err := syscall.GetStdHandle(handle)
		if err == nil && h != syscall.InvalidHandle && h != 0 {
			if t, err := syscall.GetFileType(h); err == nil && t != syscall.FILE_TYPE_UNKNOWN {
				return // redirected by the caller: keep it
			}
		}
		if f, err := os.OpenFile(name, mode, 0); err == nil {
			*std = f
		}
	}
	reopen(&os.Stdin, syscall.STD_INPUT_HANDLE, "CONIN$", os.O_RDONLY)
	reopen(&os.Stdout, syscall.STD_OUTPUT_HANDLE, "CONOUT$", os.O_WRONLY)
	reopen(&os.Stderr, syscall.STD_ERROR_HANDLE, "CONOUT$", os.O_WRONLY)
}
