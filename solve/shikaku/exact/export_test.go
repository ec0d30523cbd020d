package exact

// SetMaxNodes lowers the matrix limit for a test and returns the restorer.
func SetMaxNodes(n int) (restore func()) {
	old := MaxNodes
	MaxNodes = n
	return func() { MaxNodes = old }
}
