package ui

import (
	"testing"

	"tableside/app/htmltest"
	"tableside/engine/bridge"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func TestMarkupWritesEscapedElementsAndSuits(t *testing.T) {
	for _, tc := range []struct {
		name  string
		write func(m *Markup)
		want  string
	}{
		{"text and attributes are escaped", func(m *Markup) { m.Elem("p", `a < b & "c"`, "title", `x"y`) },
			`<p title="x&quot;y">a &lt; b &amp; &quot;c&quot;</p>`},
		{"an empty id or class is left out, other empty attributes stay", func(m *Markup) { m.Elem("span", "x", "id", "", "class", "", "data-x", "") },
			`<span data-x="">x</span>`},
		{"suits inside text", func(m *Markup) { m.Suits("4♥ by South, not 3♠") },
			`4<span class="suit suit-red" role="img" aria-label="hearts">♥</span> by South, not 3<span class="suit suit-black" role="img" aria-label="spades">♠</span>`},
		{"a suit alone", func(m *Markup) { m.Suits("♦") },
			`<span class="suit suit-red" role="img" aria-label="diamonds">♦</span>`},
		{"no suits, nothing to draw", func(m *Markup) { m.Suits("No trump & more") }, `No trump &amp; more`},
		{"empty", func(m *Markup) { m.Suits("") }, ``},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var m Markup
			tc.write(&m)
			if got := m.String(); got != tc.want {
				t.Errorf("got\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

// The raw HTML's suit matches the element suitSymbol builds, so both look and read the same.
func TestMarkupSuitMatchesSuitSymbol(t *testing.T) {
	for _, s := range []bridge.Suit{bridge.Clubs, bridge.Diamonds, bridge.Hearts, bridge.Spades} {
		var m Markup
		m.Suit(s)
		raw := htmltest.ParseHTML(m.String()).One(t, "span")
		built := htmltest.Mount(t, func() app.UI { return SuitSymbol(s) }).One(t, "span")
		for _, a := range []string{"class", "role", "aria-label"} {
			if raw.Attrs[a] != built.Attrs[a] {
				t.Errorf("%v: %s %q, suitSymbol has %q", s, a, raw.Attrs[a], built.Attrs[a])
			}
		}
		if raw.TextContent() != built.TextContent() {
			t.Errorf("%v: text %q, suitSymbol has %q", s, raw.TextContent(), built.TextContent())
		}
	}
}
