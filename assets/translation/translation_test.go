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

func TestElide(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"le rectangle de indice 24 en r1c2", "le rectangle d'indice 24 en r1c2"},
		{"la île en r3c4 et le île voisine", "l'île en r3c4 et l'île voisine"},
		{"plus que il ne en faut", "plus qu'il n'en faut"},
		{"si il reste une case, si ils", "s'il reste une case, s'ils"},
		{"De abord, Le essai", "D'abord, L'essai"},
		{"le hashi, la hauteur, de 1 à 8, le r3c4", "le hashi, la hauteur, de 1 à 8, le r3c4"},
		{"une grande île, la ligne", "une grande île, la ligne"}, // "de" inside a word
		{"(de indice 3)", "(d'indice 3)"},
	} {
		if got := Elide(c.in); got != c.want {
			t.Errorf("Elide(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
