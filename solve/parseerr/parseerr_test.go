package parseerr

import "testing"

func TestError(t *testing.T) {
	tests := []struct {
		e    Error
		want string
	}{
		{Error{"f.txt", 3, 16, "row 3 has 8 numbers, want 9"}, "f.txt:3:16: row 3 has 8 numbers, want 9"},
		{Error{"f.txt", 1, 0, "no puzzle found"}, "f.txt:1: no puzzle found"},
		{Error{"", 2, 5, "bad"}, "2:5: bad"},
	}
	for _, tt := range tests {
		if got := tt.e.Error(); got != tt.want {
			t.Errorf("%+v: %q, want %q", tt.e, got, tt.want)
		}
	}
}
