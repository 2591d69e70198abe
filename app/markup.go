package app

import (
	"strings"
	"unicode/utf8"

	"tableside/engine/bridge"
)

// markup writes the HTML of a part of a screen that never changes while it is shown, for
// app.Raw: the browser builds it from one innerHTML, where go-app would create each element and
// each text with JavaScript calls of its own. A ruling's outcome (35 to 125 elements, the largest
// screen a tap brings) is written this way.
type markup struct{ strings.Builder }

// escapeHTML makes text and attribute values (always in double quotes) safe in HTML.
var escapeHTML = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;")

// open writes a start tag. attrs are name, value pairs; values are escaped, and an empty id or
// class is left out, as go-app leaves it out.
func (m *markup) open(tag string, attrs ...string) {
	m.WriteString("<" + tag)
	for i := 0; i+1 < len(attrs); i += 2 {
		name, value := attrs[i], attrs[i+1]
		if value == "" && (name == "id" || name == "class") {
			continue
		}
		m.WriteString(" " + name + `="` + escapeHTML.Replace(value) + `"`)
	}
	m.WriteString(">")
}

func (m *markup) close(tag string) { m.WriteString("</" + tag + ">") }

// text writes text, escaped.
func (m *markup) text(s string) { m.WriteString(escapeHTML.Replace(s)) }

// suits writes text as suitText shows it: each suit glyph drawn by suit.
func (m *markup) suits(s string) {
	for {
		i := strings.IndexAny(s, "♣♦♥♠")
		if i < 0 {
			m.text(s)
			return
		}
		m.text(s[:i])
		r, size := utf8.DecodeRuneInString(s[i:])
		m.suit(suitOfGlyph[r])
		s = s[i+size:]
	}
}

// suit writes a suit symbol as suitSymbol does: coloured, and named for screen readers.
func (m *markup) suit(s bridge.Suit) {
	colour := "suit-black"
	if s.IsRed() {
		colour = "suit-red"
	}
	m.open("span", "class", "suit "+colour, "role", "img", "aria-label", s.String())
	m.text(s.Symbol())
	m.close("span")
}

// elem writes a whole element holding text, with its suits drawn.
func (m *markup) elem(tag, text string, attrs ...string) {
	m.open(tag, attrs...)
	m.suits(text)
	m.close(tag)
}
