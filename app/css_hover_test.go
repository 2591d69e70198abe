package app

import (
	"strings"
	"testing"
)

// On a phone a tap leaves :hover on the card under the finger, so the ruling screen's hover
// styles apply only where a pointer really hovers: inside @media (hover: hover).
func TestStylesheetHoverOnTheRulingScreenOnlyWhereAPointerHovers(t *testing.T) {
	css := stylesheetRules(t)
	var blocks []string // the header of each block still open
	found := map[string]bool{}
	for i, line := range strings.Split(css, "\n") {
		head := strings.TrimSpace(line)
		for _, sel := range []string{".answer:hover", ".pick:hover", ".seat:hover", ".crumb:hover", ".player-option:hover"} {
			if strings.HasPrefix(head, sel) {
				found[sel] = true
				if len(blocks) == 0 || !strings.Contains(blocks[len(blocks)-1], "(hover: hover)") {
					t.Errorf("line %d: %s is not inside @media (hover: hover)", i+1, sel)
				}
			}
		}
		for _, c := range line {
			switch c {
			case '{':
				blocks = append(blocks, head)
			case '}':
				if len(blocks) > 0 {
					blocks = blocks[:len(blocks)-1]
				}
			}
		}
	}
	if len(found) == 0 {
		t.Error("no hover style of the ruling screen found: the test checks nothing")
	}
}
