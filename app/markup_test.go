package app

import (
	"testing"

	"tableside/engine/bridge"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func TestMarkupWritesEscapedElementsAndSuits(t *testing.T) {
	for _, tc := range []struct {
		name  string
		write func(m *markup)
		want  string
	}{
		{"text and attributes are escaped", func(m *markup) { m.elem("p", `a < b & "c"`, "title", `x"y`) },
			`<p title="x&quot;y">a &lt; b &amp; &quot;c&quot;</p>`},
		{"an empty id or class is left out, other empty attributes stay", func(m *markup) { m.elem("span", "x", "id", "", "class", "", "data-x", "") },
			`<span data-x="">x</span>`},
		{"suits inside text", func(m *markup) { m.suits("4♥ by South, not 3♠") },
			`4<span class="suit suit-red" role="img" aria-label="hearts">♥</span> by South, not 3<span class="suit suit-black" role="img" aria-label="spades">♠</span>`},
		{"a suit alone", func(m *markup) { m.suits("♦") },
			`<span class="suit suit-red" role="img" aria-label="diamonds">♦</span>`},
		{"no suits, nothing to draw", func(m *markup) { m.suits("No trump & more") }, `No trump &amp; more`},
		{"empty", func(m *markup) { m.suits("") }, ``},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var m markup
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
		var m markup
		m.suit(s)
		raw := parseHTML(m.String()).one(t, "span")
		built := mount(t, func() app.UI { return suitSymbol(s) }).one(t, "span")
		for _, a := range []string{"class", "role", "aria-label"} {
			if raw.attrs[a] != built.attrs[a] {
				t.Errorf("%v: %s %q, suitSymbol has %q", s, a, raw.attrs[a], built.attrs[a])
			}
		}
		if raw.textContent() != built.textContent() {
			t.Errorf("%v: text %q, suitSymbol has %q", s, raw.textContent(), built.textContent())
		}
	}
}
