package app

import (
	"tableside/engine/law"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// prefsKey is where the preferences live in localStorage (cheap to lose; the ruling log is
// in IndexedDB). PrefsHeadScript reads the same key and fields.
const prefsKey = "tableside.prefs"

// prefs are the director's preferences. The zero value is the default: follow the system's
// theme, normal text, the default regulating body.
type prefs struct {
	Theme    string `json:"theme,omitempty"`    // "", "light" or "dark"; "" follows the system
	TextSize string `json:"textSize,omitempty"` // "", "large" or "xlarge"; "" is normal
	Body     string `json:"body,omitempty"`     // "ACBL", "EBU", "ABF" or "WBF"; "" is law.Default
}

// prefChoice is one option of a preference: the stored value and what the menu says.
type prefChoice struct{ Value, Label string }

var (
	themeChoices = []prefChoice{{"system", "Follow the system"}, {"light", "Light"}, {"dark", "Dark"}}
	sizeChoices  = []prefChoice{{"normal", "Normal"}, {"large", "Large"}, {"xlarge", "Extra large"}}
)

// withTheme returns p with the theme set from a menu value; anything unknown follows the system.
func (p prefs) withTheme(v string) prefs {
	p.Theme = ""
	if v == "light" || v == "dark" {
		p.Theme = v
	}
	return p
}

// withTextSize returns p with the text size set from a menu value; anything unknown is normal.
func (p prefs) withTextSize(v string) prefs {
	p.TextSize = ""
	if v == "large" || v == "xlarge" {
		p.TextSize = v
	}
	return p
}

// withBody returns p with the regulating body set; anything unknown is the default body.
func (p prefs) withBody(v string) prefs {
	p.Body = ""
	if b, err := law.ParseBody(v); err == nil {
		p.Body = b.String()
	}
	return p
}

// theme is the menu value of the theme: "system", "light" or "dark".
func (p prefs) theme() string {
	if t := p.withTheme(p.Theme).Theme; t != "" {
		return t
	}
	return "system"
}

// textSize is the menu value of the text size: "normal", "large" or "xlarge".
func (p prefs) textSize() string {
	if s := p.withTextSize(p.TextSize).TextSize; s != "" {
		return s
	}
	return "normal"
}

// body is the chosen regulating body, law.Default until one is chosen.
func (p prefs) body() law.Body {
	if b, err := law.ParseBody(p.Body); err == nil {
		return b
	}
	return law.Default
}

// classes are the classes <html> carries for p; CSS follows them.
func (p prefs) classes() []string {
	var out []string
	if t := p.theme(); t != "system" {
		out = append(out, "theme-"+t)
	}
	if s := p.textSize(); s != "normal" {
		out = append(out, "text-"+s)
	}
	return out
}

// prefClasses lists every class applyPrefs manages, so it can remove the old ones.
var prefClasses = []string{"theme-light", "theme-dark", "text-large", "text-xlarge"}

// loadPrefs reads the preferences; missing or unreadable ones are the defaults.
func loadPrefs(ctx app.Context) prefs {
	var p prefs
	if err := ctx.LocalStorage().Get(prefsKey, &p); err != nil {
		return prefs{}
	}
	return p
}

// savePrefs remembers the preferences and applies them at once.
func savePrefs(ctx app.Context, p prefs) error {
	applyPrefs(p)
	return ctx.LocalStorage().Set(prefsKey, p)
}

// regulatingBody is the body whose regulations the rulings follow: the director's choice,
// ACBL until one is made. The wizard and outcome read it through here.
func regulatingBody(ctx app.Context) law.Body { return loadPrefs(ctx).body() }

// applyPrefs sets the theme and text-size classes on <html>. It does nothing on the server.
func applyPrefs(p prefs) {
	if !app.IsClient {
		return
	}
	list := app.Window().Get("document").Get("documentElement").Get("classList")
	for _, c := range prefClasses {
		list.Call("remove", c)
	}
	for _, c := range p.classes() {
		list.Call("add", c)
	}
}

// PrefsHeadScript is an inline <script> for the page head: it applies the saved theme and
// text size before the first paint, so a dark-theme user never sees a white flash while the
// wasm loads. applyPrefs does the same once the app runs.
const PrefsHeadScript = `<script>try{var p=JSON.parse(localStorage.getItem("` + prefsKey + `")||"{}"),c=document.documentElement.classList;` +
	`if(p.theme==="light"||p.theme==="dark")c.add("theme-"+p.theme);` +
	`if(p.textSize==="large"||p.textSize==="xlarge")c.add("text-"+p.textSize)}catch(e){}</script>`
