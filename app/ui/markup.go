package ui

import (
	"strings"
	"unicode/utf8"

	"tableside/engine/bridge"
)

// Markup writes the HTML of a part of a screen that never changes while it is shown, for
// app.Raw: the browser builds it from one innerHTML, where go-app would create each element and
// each text with JavaScript calls of its own. A ruling's outcome (35 to 125 elements, the largest
// screen a tap brings) is written this way.
type Markup struct{ strings.Builder }

// EscapeHTML makes text and attribute values (always in double quotes) safe in HTML.
var EscapeHTML = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;")

// Open writes a start tag. attrs are name, value pairs; values are escaped, and an empty id or
// class is left out, as go-app leaves it out.
func (m *Markup) Open(tag string, attrs ...string) {
	m.WriteString("<" + tag)
	for i := 0; i+1 < len(attrs); i += 2 {
		name, value := attrs[i], attrs[i+1]
		if value == "" && (name == "id" || name == "class") {
			continue
		}
		m.WriteString(" " + name + `="` + EscapeHTML.Replace(value) + `"`)
	}
	m.WriteString(">")
}

// Close writes an end tag.
func (m *Markup) Close(tag string) { m.WriteString("</" + tag + ">") }

// Text writes text, escaped.
func (m *Markup) Text(s string) { m.WriteString(EscapeHTML.Replace(s)) }

// Suits writes text as suitText shows it: each suit glyph drawn by suit.
func (m *Markup) Suits(s string) {
	for {
		i := strings.IndexAny(s, "♣♦♥♠")
		if i < 0 {
			m.Text(s)
			return
		}
		m.Text(s[:i])
		r, size := utf8.DecodeRuneInString(s[i:])
		m.Suit(suitOfGlyph[r])
		s = s[i+size:]
	}
}

// Suit writes a suit symbol as suitSymbol does: coloured, and named for screen readers.
func (m *Markup) Suit(s bridge.Suit) {
	colour := "suit-black"
	if s.IsRed() {
		colour = "suit-red"
	}
	m.Open("span", "class", "suit "+colour, "role", "img", "aria-label", s.String())
	m.Text(s.Symbol())
	m.Close("span")
}

// Elem writes a whole element holding text, with its suits drawn.
func (m *Markup) Elem(tag, text string, attrs ...string) {
	m.Open(tag, attrs...)
	m.Suits(text)
	m.Close(tag)
}
