package solve

// WhyUnknown is whyUnknown on English strings, for the tests of package solve_test.
func WhyUnknown(msg string, cause error) string { return whyUnknown(Plain(msg), cause).String() }

// WhyUnknownText is whyUnknown itself.
var WhyUnknownText = whyUnknown
