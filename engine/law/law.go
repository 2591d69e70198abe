// Package law names the Laws of Duplicate Bridge that a ruling rests on, the edition they come
// from, and the options a regulating body may choose where the Laws leave it one.
package law

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"
)

// Edition is the edition of the Laws the engine implements.
const Edition = "2017 Laws of Duplicate Bridge"

// Ref cites one Law, or a part of it: Ref{64, "A1"} is "Law 64A1"; Ref{16, ""} is "Law 16".
type Ref struct {
	Law  int
	Part string
}

// String returns the citation as a director would say it: "Law 64A1".
func (r Ref) String() string {
	if r.Law == 0 {
		return ""
	}
	return "Law " + strconv.Itoa(r.Law) + r.Part
}

// Valid reports whether r names a Law of the 2017 code (1–93).
func (r Ref) Valid() bool { return r.Law >= 1 && r.Law <= 93 }

// L is shorthand for a citation, so flow tables stay readable: law.L(64, "A1").
func L(number int, part string) Ref { return Ref{number, part} }

// refPattern is compiled on first use: a package-level regexp is compiled during start-up,
// before the app draws its first screen.
var refPattern = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(?i:law\s*)?(\d{1,2})([A-G](?:\d{1,2}(?:\([a-z]\))?)?)?$`)
})

// Parse reads "Law 64A1", "64A1", "law 16", "27B1(a)".
func Parse(text string) (Ref, error) {
	m := refPattern().FindStringSubmatch(strings.TrimSpace(text))
	if m == nil {
		return Ref{}, fmt.Errorf("%q is not a Law citation: write it as Law 64A1", text)
	}
	n, _ := strconv.Atoi(m[1])
	r := Ref{n, m[2]}
	if !r.Valid() {
		return Ref{}, fmt.Errorf("%q: the Laws run from 1 to 93", text)
	}
	return r, nil
}

// Join lists citations as "Law 64A1, Law 64C".
func Join(refs []Ref) string {
	parts := make([]string, 0, len(refs))
	for _, r := range refs {
		parts = append(parts, r.String())
	}
	return strings.Join(parts, ", ")
}
