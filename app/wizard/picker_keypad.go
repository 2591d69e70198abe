package wizard

import (
	"math"
	"strconv"
	"strings"

	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// A keypad for numbers, shared by the traveller and percentage pickers: a phone's own number
// keyboard often has no minus sign, and taps on the page are what the e2e tests and the
// benchmark count.
//
// Selectors: button[data-key=0..9], button[data-key="-"] (sign), button[data-key="."]
// (decimal point), button[data-key=back].

// keypadKeys are the keys in the order shown: three rows of digits, then the extras and 0.
var keypadKeys = []string{"7", "8", "9", "4", "5", "6", "1", "2", "3"}

// keypad draws the keys; minus and point say whether the sign and decimal-point keys are shown.
func keypad(minus, point bool, press func(key string)) app.UI {
	keys := append([]string(nil), keypadKeys...)
	switch {
	case minus:
		keys = append(keys, "-", "0", "back")
	case point:
		keys = append(keys, ".", "0", "back")
	default:
		keys = append(keys, "back", "0")
	}
	labels := map[string]string{"-": "±", "back": "⌫"}
	names := map[string]string{"-": "Plus or minus", ".": "Decimal point", "back": "Delete the last digit"}
	return app.Div().Class("keypad").Role("group").Aria("label", "Keypad").Body(
		app.Range(keys).Slice(func(i int) app.UI {
			k := keys[i]
			label := labels[k]
			if label == "" {
				label = k
			}
			b := app.Button().Type("button").Class("pick", "key").DataSet("key", k).Text(label)
			if n := names[k]; n != "" {
				b = b.Aria("label", n)
			}
			return b.OnClick(func(ctx app.Context, e app.Event) { press(k) }, app.EventScope(k))
		}),
	)
}

// typeKey applies a keypad key to the text being entered: a digit or point is added, the sign
// key puts a minus in front or takes it away, back deletes the last character.
func typeKey(text, key string) string {
	switch key {
	case "back":
		if text == "" {
			return text
		}
		_, size := lastRune(text)
		return text[:len(text)-size]
	case "-":
		if t, ok := strings.CutPrefix(text, "-"); ok {
			return t
		}
		return "-" + text
	case ".":
		if strings.Contains(text, ".") {
			return text
		}
	}
	return text + key
}

func lastRune(s string) (rune, int) {
	r := []rune(s)
	if len(r) == 0 {
		return 0, 0
	}
	last := r[len(r)-1]
	return last, len(string(last))
}

// parseScores reads one or more scores typed or tapped: "620", "-100", "−100 +650, 170".
// It reports the first part that is not a whole number.
func parseScores(text string) ([]int, string) {
	text = strings.NewReplacer("−", "-", "–", "-", ",", " ", ";", " ").Replace(text)
	var out []int
	for _, f := range strings.Fields(text) {
		n, err := strconv.Atoi(strings.TrimPrefix(f, "+"))
		if err != nil {
			return out, f
		}
		out = append(out, n)
	}
	return out, ""
}

// parsePercent reads a percentage typed or tapped ("57.5", "57,5%") in hundredths, rounded to
// the nearest hundredth; text that is not a number gives -1, which the engine refuses with
// the range it wants.
func parsePercent(text string) ruling.Percent {
	t := strings.TrimSpace(strings.NewReplacer("%", "", ",", ".").Replace(text))
	f, err := strconv.ParseFloat(t, 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return -1
	}
	return ruling.Percent(math.Round(f * 100))
}
