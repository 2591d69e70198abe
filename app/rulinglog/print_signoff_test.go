package rulinglog

import (
	"strings"
	"testing"

	"tableside/app/apptest"
	"tableside/app/htmltest"
	"tableside/app/ui"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The printed log opens with lines for the director, the event and a signature, before the
// rulings, whether the session has rulings or none.
func TestThePrintedLogHasRoomForTheDirectorAndASignature(t *testing.T) {
	l, _ := apptest.MemoryLog(t)
	apptest.MustPut(t, l, apptest.Entry(t, "p1", ui.LogToday(), 3, apptest.Now))
	for name, full := range map[string]bool{"with a ruling": true, "empty": false} {
		t.Run(name, func(t *testing.T) {
			p := NewPrintPage()
			if full {
				p.show(apptest.MustAll(t, l), nil)
			} else {
				p.show(nil, nil)
			}
			html := app.HTMLString(p.Render())
			doc := htmltest.ParseHTML(html)
			for _, sel := range []string{"#print-director", "#print-signature"} {
				doc.One(t, sel)
			}
			if !strings.Contains(doc.One(t, "#print-director").TextContent(), "Director / event") {
				t.Error("no Director / event line")
			}
			if len(doc.All(".print-signoff-space")) != 2 {
				t.Error("no space to write on")
			}
			if full && strings.Index(html, "print-signoff") > strings.Index(html, `data-entry="p1"`) {
				t.Error("the sign-off comes after the rulings: it heads the sheet")
			}
		})
	}
}
