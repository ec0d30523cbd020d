package translation

import "testing"

func TestFromEnv(t *testing.T) {
	for _, c := range []struct {
		env   map[string]string
		want  string
		found bool
	}{
		{map[string]string{}, English, false},
		{map[string]string{"LANG": "fr_FR.UTF-8"}, French, true},
		{map[string]string{"LANG": "fr_CA"}, French, true},
		{map[string]string{"LANG": "en_GB.UTF-8"}, English, true},
		{map[string]string{"LANG": "fr_FR.UTF-8", "LC_ALL": "C.UTF-8"}, English, true},
		{map[string]string{"LANG": "en_US.UTF-8", "LC_MESSAGES": "fr_BE.UTF-8"}, French, true},
		{map[string]string{"LANG": "C", "LANGUAGE": "fr"}, English, true},
		{map[string]string{"LANG": "de_DE.UTF-8", "LANGUAGE": "fr:de"}, French, true},
		{map[string]string{"LANGUAGE": "fr"}, French, true},
		{map[string]string{"LANG": "POSIX@euro", "LANGUAGE": "fr"}, English, true},
	} {
		got, found := FromEnv(func(k string) string { return c.env[k] })
		if got != c.want || found != c.found {
			t.Errorf("FromEnv(%v) = %s, %v; want %s, %v", c.env, got, found, c.want, c.found)
		}
	}
}

func TestText(t *testing.T) {
	french["test only"] = "pour le test"
	defer delete(french, "test only")
	if got := Text(French, "test only", "x"); got != "pour le test" {
		t.Errorf("French: %q", got)
	}
	if got := Text(English, "test only", "x"); got != "x" {
		t.Errorf("English: %q", got)
	}
	if got := Text(French, "absent", "fallback"); got != "fallback" {
		t.Errorf("missing key: %q", got)
	}
}
