package solve

import (
	"context"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// ParamKind is the kind of value a Param takes.
type ParamKind int

const (
	IntParam ParamKind = iota
	FloatParam
	BoolParam
)

// Choice is one named value of an IntParam shown as a list ("9×9" for 3).
type Choice struct {
	Label string
	Value int
}

// Param is one option of a Maker: a flag in the terminal, a field in the
// window's dialog.
type Param struct {
	Name    string // flag name: "rows"
	Label   string // dialog label: "Rows"
	Usage   string // one line of help
	Kind    ParamKind
	Default float64 // 0 or 1 for a BoolParam
	// Min and Max bound an IntParam or FloatParam (both 0: unbounded).
	Min, Max float64
	Choices  []Choice // an IntParam offered as a list; the values Check accepts
	// Suggested, when set, is where the window's dialog starts instead of
	// Default (which stays the terminal's, so that scripts keep their
	// output): a person asking for a puzzle expects a unique one.
	Suggested *float64
}

// Start is the value a dialog shows first.
func (p Param) Start() float64 {
	if p.Suggested != nil {
		return *p.Suggested
	}
	return p.Default
}

// Yes is a Suggested value for a yes/no parameter.
var Yes = func() *float64 { v := 1.0; return &v }()

// Check says why v is not a value of p, or nil. The message names the
// parameter and its range, so that the terminal and the dialog can show it
// as it is.
func (p Param) Check(v float64) error {
	switch p.Kind {
	case BoolParam:
		if v != 0 && v != 1 {
			return fmt.Errorf("%s: %v is not a yes/no value", p.Name, v)
		}
		return nil
	case IntParam:
		if v != math.Trunc(v) {
			return fmt.Errorf("%s: %v is not a whole number", p.Name, v)
		}
		if len(p.Choices) > 0 {
			for _, c := range p.Choices {
				if float64(c.Value) == v {
					return nil
				}
			}
			var vs []string
			for _, c := range p.Choices {
				vs = append(vs, strconv.Itoa(c.Value))
			}
			return fmt.Errorf("%s: %v is not one of %s", p.Name, v, strings.Join(vs, ", "))
		}
	}
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return fmt.Errorf("%s: %v is not a number", p.Name, v)
	}
	if (p.Min != 0 || p.Max != 0) && (v < p.Min || v > p.Max) {
		return fmt.Errorf("%s: %s is out of range %s to %s", p.Name, p.Format(v), p.Format(p.Min), p.Format(p.Max))
	}
	return nil
}

// Format writes v as the terminal and the dialog show it.
func (p Param) Format(v float64) string {
	switch p.Kind {
	case BoolParam:
		return strconv.FormatBool(v != 0)
	case IntParam:
		return strconv.FormatInt(int64(v), 10)
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}

// Values holds a Maker's parameters by name; a missing one is its default.
type Values struct {
	params []Param
	set    map[string]float64
}

// NewValues starts from every parameter's default.
func NewValues(params []Param) Values {
	return Values{params: params, set: map[string]float64{}}
}

// Set checks and records a value.
func (v Values) Set(name string, x float64) error {
	p, ok := v.param(name)
	if !ok {
		return fmt.Errorf("no parameter %q", name)
	}
	if err := p.Check(x); err != nil {
		return err
	}
	v.set[name] = x
	return nil
}

func (v Values) param(name string) (Param, bool) {
	for _, p := range v.params {
		if p.Name == name {
			return p, true
		}
	}
	return Param{}, false
}

// Float returns a parameter's value; asking for an undeclared one is a
// programming error.
func (v Values) Float(name string) float64 {
	if x, ok := v.set[name]; ok {
		return x
	}
	p, ok := v.param(name)
	if !ok {
		panic("solve: no parameter " + name)
	}
	return p.Default
}

// Int returns a whole-number parameter.
func (v Values) Int(name string) int { return int(v.Float(name)) }

// Bool returns a yes/no parameter.
func (v Values) Bool(name string) bool { return v.Float(name) != 0 }

// SideParam is the number of rows or columns of a grid, 1 to max.
func SideParam(name, label string, def, max int) Param {
	return Param{Name: name, Label: label, Usage: strings.ToLower(label) + " of the grid", Kind: IntParam,
		Default: float64(def), Min: 1, Max: float64(max)}
}

// GridBlank makes empty grids of rows×cols, def×def at first.
func GridBlank[P any](title string, def, max int, empty func(rows, cols int) P) *Maker[P] {
	return &Maker[P]{
		Title:  title,
		Params: []Param{SideParam("rows", "Rows", def, max), SideParam("cols", "Columns", def, max)},
		Make: func(_ context.Context, v Values, _ int64) (P, Text, error) {
			return empty(v.Int("rows"), v.Int("cols")), Text{}, nil
		},
	}
}
