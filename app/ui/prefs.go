package ui

import (
	"slices"
	"sync"

	"tableside/engine/law"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// PrefsKey is where the preferences live in localStorage (cheap to lose; the ruling log is
// in IndexedDB). PrefsHeadScript reads the same key and fields.
const PrefsKey = "tableside.prefs"

// Prefs are the director's preferences. The zero value is the default: follow the system's
// theme, normal text, the default regulating body.
type Prefs struct {
	Theme    string `json:"theme,omitempty"`    // "", "light" or "dark"; "" follows the system
	TextSize string `json:"textSize,omitempty"` // "", "large" or "xlarge"; "" is normal
	Body     string `json:"body,omitempty"`     // "ACBL", "EBU", "ABF" or "WBF"; "" is law.Default
}

var (
	ThemeChoices = []MenuChoice{{"system", "Follow the system"}, {"light", "Light"}, {"dark", "Dark"}}
	SizeChoices  = []MenuChoice{{"normal", "Normal"}, {"large", "Large"}, {"xlarge", "Extra large"}}
)

// WithTheme returns p with the theme set from a menu value; anything unknown follows the system.
func (p Prefs) WithTheme(v string) Prefs {
	p.Theme = ""
	if v == "light" || v == "dark" {
		p.Theme = v
	}
	return p
}

// WithTextSize returns p with the text size set from a menu value; anything unknown is normal.
func (p Prefs) WithTextSize(v string) Prefs {
	p.TextSize = ""
	if v == "large" || v == "xlarge" {
		p.TextSize = v
	}
	return p
}

// WithBody returns p with the regulating body set; anything unknown is the default body.
func (p Prefs) WithBody(v string) Prefs {
	p.Body = ""
	if b, err := law.ParseBody(v); err == nil {
		p.Body = b.String()
	}
	return p
}

// MenuTheme is the menu value of the theme: "system", "light" or "dark".
func (p Prefs) MenuTheme() string {
	if t := p.WithTheme(p.Theme).Theme; t != "" {
		return t
	}
	return "system"
}

// MenuTextSize is the menu value of the text size: "normal", "large" or "xlarge".
func (p Prefs) MenuTextSize() string {
	if s := p.WithTextSize(p.TextSize).TextSize; s != "" {
		return s
	}
	return "normal"
}

// LawBody is the chosen regulating body, law.Default until one is chosen.
func (p Prefs) LawBody() law.Body {
	if b, err := law.ParseBody(p.Body); err == nil {
		return b
	}
	return law.Default
}

// Classes are the classes <html> carries for p, given whether the system is dark: always one
// theme class ("system" resolved here, so CSS holds the dark palette once, under .theme-dark)
// and the text size unless it is normal.
func (p Prefs) Classes(systemDark bool) []string {
	theme := p.MenuTheme()
	if theme == "system" {
		theme = "light"
		if systemDark {
			theme = "dark"
		}
	}
	out := []string{"theme-" + theme}
	if s := p.MenuTextSize(); s != "normal" {
		out = append(out, "text-"+s)
	}
	return out
}

// PrefClasses lists every class applyPrefs manages, so it can remove the old ones.
var PrefClasses = []string{"theme-light", "theme-dark", "text-large", "text-xlarge"}

// LoadPrefs reads the preferences; missing or unreadable ones are the defaults.
func LoadPrefs(ctx app.Context) Prefs {
	var p Prefs
	if err := ctx.LocalStorage().Get(PrefsKey, &p); err != nil {
		return Prefs{}
	}
	return p
}

// SavePrefs remembers the preferences and applies them at once.
func SavePrefs(ctx app.Context, p Prefs) error {
	ApplyPrefs(p)
	return ctx.LocalStorage().Set(PrefsKey, p)
}

// DarkQuery is the media query a "system" theme follows, here and in PrefsHeadScript.
const DarkQuery = "(prefers-color-scheme: dark)"

var (
	shownPrefs   Prefs     // what <html> shows, re-resolved when the system's theme changes
	followSystem sync.Once // the one listener on darkQuery, for the page's lifetime
)

// ApplyPrefs sets the theme and text-size classes on <html>, and keeps a "system" theme in
// step with the system's. It does nothing on the server.
func ApplyPrefs(p Prefs) {
	if !app.IsClient {
		return
	}
	shownPrefs = p
	dark := app.Window().Call("matchMedia", DarkQuery)
	followSystem.Do(func() {
		dark.Call("addEventListener", "change", app.FuncOf(func(app.Value, []app.Value) any {
			setPrefClasses(shownPrefs.Classes(dark.Get("matches").Bool()))
			return nil
		}))
	})
	setPrefClasses(p.Classes(dark.Get("matches").Bool()))
}

func setPrefClasses(classes []string) {
	for _, c := range PrefClasses {
		SetRootClass(c, slices.Contains(classes, c))
	}
}

// SetRootClass adds or removes a class of the page's root element (<html>), which the
// stylesheet reads for the whole page: the theme and text size, an open wizard or player.
func SetRootClass(name string, on bool) {
	if !app.IsClient {
		return
	}
	list := app.Window().Get("document").Get("documentElement").Get("classList")
	if on {
		list.Call("add", name)
		return
	}
	list.Call("remove", name)
}

// StartingClass is on <html> from the first paint until the app runs (PrefsHeadScript puts it
// there, StartAtTop takes it off): web/app.css shows the page's buttons and fields disabled
// meanwhile, as a tap on them would do nothing. Links work all along, as whole page loads.
const StartingClass = "app-starting"

// PrefsHeadScript is an inline <script> for the page head: it applies the saved theme (a
// "system" one resolved from darkQuery) and text size before the first paint, so a dark-theme
// user never sees a white flash while the wasm loads. applyPrefs does the same once the app
// runs, and follows the system from then on. Unreadable storage still gets the system's theme.
// It also notes the time of every touch for the front desk's idle watch: in plain JavaScript,
// and here because the Content-Security-Policy allows this one inline script by its hash and
// no script made from a string at run time.
const PrefsHeadScript = `<script>(function(){var p={};try{p=JSON.parse(localStorage.getItem("` + PrefsKey + `"))||{}}catch(e){}` +
	`var c=document.documentElement.classList,t=p.theme;` +
	`if(t!=="light"&&t!=="dark")t=matchMedia("` + DarkQuery + `").matches?"dark":"light";` +
	`c.add("theme-"+t);if(p.textSize==="large"||p.textSize==="xlarge")c.add("text-"+p.textSize);` +
	// Until the app runs, the controls it drives look and act disabled (StartingClass).
	`c.add("` + StartingClass + `")})();` +
	// The front desk's idle watch reads the time of the last touch from here (device.go).
	`(function(){var n=function(){window.` + TouchKey + `=Date.now()},o={passive:true,capture:true};` +
	`["pointerdown","keydown","input","wheel","touchstart","scroll"].forEach(function(e){addEventListener(e,n,o)})})()</script>`
