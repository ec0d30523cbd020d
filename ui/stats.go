package ui

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// The statistics of puzzles finished by hand: per puzzle type and grade,
// how many and in what times, kept in the preferences under statsKey.

const statsKey = "play.stats"

// unrated is the grade of a puzzle finished before its grade was known,
// or of a type without grades.
const unrated = "unrated"

// solveRecord is one type's and grade's record.
type solveRecord struct {
	Solved int           `json:"solved"`
	Best   time.Duration `json:"best"`
	Total  time.Duration `json:"total"`
}

// solveStats are the records by type, then grade.
type solveStats map[string]map[string]solveRecord

// loadStats reads the records (none when pr is nil or holds none or
// something else).
func loadStats(pr fyne.Preferences) solveStats {
	st := solveStats{}
	if pr != nil {
		_ = json.Unmarshal([]byte(pr.String(statsKey)), &st)
	}
	return st
}

// recordSolve counts a puzzle of type typ and grade finished in took, and
// returns the record it is now part of.
func recordSolve(pr fyne.Preferences, typ, grade string, took time.Duration) solveRecord {
	st := loadStats(pr)
	if st[typ] == nil {
		st[typ] = map[string]solveRecord{}
	}
	r := st[typ][grade]
	r.Solved++
	r.Total += took
	if r.Best == 0 || took < r.Best {
		r.Best = took
	}
	st[typ][grade] = r
	if pr != nil {
		if data, err := json.Marshal(st); err == nil {
			pr.SetString(statsKey, string(data))
		}
	}
	return r
}

// recordText is the records as the Statistics window shows them: each type
// (by its tab's title), each grade with its count, best and average time.
func recordText(st solveStats, tabs []Tab) string {
	var b strings.Builder
	for _, t := range tabs {
		byGrade := st[t.Type().TypeName()]
		if len(byGrade) == 0 {
			continue
		}
		grades := make([]string, 0, len(byGrade))
		for g := range byGrade {
			grades = append(grades, g)
		}
		slices.SortFunc(grades, func(a, b string) int { return gradeOrder(t, a) - gradeOrder(t, b) })
		fmt.Fprintf(&b, "%s\n", t.Title())
		for _, g := range grades {
			r := byGrade[g]
			fmt.Fprintf(&b, tr("  %s: %s · best %s · average %s")+"\n", gradeLabel(t, g), plural("solved puzzle", r.Solved),
				clockText(r.Best), clockText(r.Total/time.Duration(max(r.Solved, 1))))
		}
	}
	if b.Len() == 0 {
		return tr("No puzzle finished by hand yet.")
	}
	return b.String()
}

// grader is a tab that knows its type's grades: their order and names.
type grader interface {
	gradeRank(id string) int
	gradeLabel(id string) string
}

func gradeOrder(t Tab, id string) int {
	if g, ok := t.(grader); ok && id != unrated {
		return g.gradeRank(id)
	}
	return 1 << 20
}

func gradeLabel(t Tab, id string) string {
	if id == unrated {
		return tr("unrated")
	}
	if g, ok := t.(grader); ok {
		return g.gradeLabel(id)
	}
	return id
}

func (c *TabCore[P, S]) gradeRank(id string) int {
	if c.typ.Logic == nil {
		return 1 << 20
	}
	if i := c.typ.Logic.GradeIndex(id); i >= 0 {
		return i
	}
	return 1 << 20
}

func (c *TabCore[P, S]) gradeLabel(id string) string {
	if c.typ.Logic != nil {
		if i := c.typ.Logic.GradeIndex(id); i >= 0 {
			return gradeName(c.typ.Logic.Grades[i])
		}
	}
	return id
}

// showStats opens View › Statistics.
func showStats(w fyne.Window, tabs []Tab) {
	text := widget.NewLabel(recordText(loadStats(prefs()), tabs))
	text.TextStyle.Monospace = true
	d := dialog.NewCustom(tr("Statistics"), tr("Close"), container.NewVScroll(text), w)
	d.Resize(fyne.NewSize(480, 360))
	showDialog(w, d)
}
