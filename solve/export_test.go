package solve

// WhyUnknown is whyUnknown, for the tests of package solve_test.
var WhyUnknown = whyUnknown
