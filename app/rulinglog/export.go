package rulinglog

import (
	"bytes"
	"fmt"
	"strconv"
	"time"

	"tableside/app/store"
	"tableside/app/ui"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// exportPage hands the log over: a CSV for the club manager, a JSON backup with everything,
// the print view, the import of a backup, and freeing space when the device is full.
type exportPage struct {
	app.Compo

	records []store.Record
	loaded  bool
	today   string
	err     string

	date string // the session the CSV and the print view cover; "" for all

	status string // what the last export did
	busy   bool

	report    *store.ImportReport
	importErr string

	confirmClear bool   // the second tap of "Delete old sessions"
	clearMsg     string // what the clean-up did
}

// NewExportPage is /log/export: CSV, backup, import, and freeing space.
func NewExportPage() *exportPage { return &exportPage{} }

func (p *exportPage) OnPreRender(ctx app.Context) { ui.SetTitle(ctx, "Export") }

func (p *exportPage) OnNav(ctx app.Context) {
	ui.SetTitle(ctx, "Export")
	p.load(ctx)
}

func (p *exportPage) load(ctx app.Context) {
	ctx.Async(func() {
		recs, err := ui.LogReadAll()
		ctx.Dispatch(func(ctx app.Context) { p.show(recs, err) })
	})
}

func (p *exportPage) show(recs []store.Record, err error) {
	p.records, p.loaded, p.err, p.today = recs, err == nil, ui.LogProblem(err), ui.LogToday()
}

// logCSV is one row per live ruling of the chosen session (unreadable ones included, saying
// so, when every session is chosen).
func logCSV(recs []store.Record, date, today string) ([]byte, error) {
	var buf bytes.Buffer
	err := store.WriteCSV(&buf, store.List(recs, store.Filter{SessionDate: date}, today))
	return buf.Bytes(), err
}

// logJSON is the full backup: every record, deleted and unreadable ones too, and the club's
// policies when the club has written its own.
func logJSON(recs []store.Record, now time.Time) ([]byte, error) {
	var buf bytes.Buffer
	pol, err := ui.ReadPolicies()
	if err != nil {
		// Leaving them out silently would lose them on a restore: say so instead.
		return nil, fmt.Errorf("the club's policies could not be read for the backup: %w", err)
	}
	err = store.WriteBackup(&buf, recs, &pol, now)
	return buf.Bytes(), err
}

// importPolicies takes the club's policies from a backup when they are newer than this
// device's. It blocks.
func importPolicies(data []byte) (bool, error) {
	p, err := store.BackupPolicies(data)
	if err != nil || p == nil {
		return false, err
	}
	d, err := ui.OpenDesk()
	if err != nil {
		return false, err
	}
	return d.ImportPolicies(*p)
}

// logFileName is the file's name: tableside-2025-03-14.csv, or tableside-log-<today> for all.
func logFileName(date, today, ext string) string {
	if date == "" {
		return "tableside-log-" + today + "." + ext
	}
	return "tableside-" + date + "." + ext
}

// export reads the log afresh, builds the file and offers it.
func (p *exportPage) export(ctx app.Context, kind string) {
	date, what := p.date, "CSV"
	if kind == "json" {
		what = "backup"
	}
	p.busy, p.status = true, ""
	ctx.Async(func() {
		recs, err := ui.LogReadAll()
		now := time.Now()
		var data []byte
		if err == nil {
			if kind == "json" {
				data, err = logJSON(recs, now)
			} else {
				data, err = logCSV(recs, date, store.Day(now))
			}
		}
		ctx.Dispatch(func(ctx app.Context) {
			p.busy = false
			p.show(recs, nil)
			if err != nil {
				p.status = "The " + what + " was not made: " + ui.LogProblem(err)
				return
			}
			mime := "text/csv"
			if kind == "json" {
				mime = "application/json"
			}
			name := logFileName(date, store.Day(now), kind)
			if kind == "json" {
				name = logFileName("", store.Day(now), kind)
			}
			logDeliver(name, mime, data, func(how string) {
				ctx.Dispatch(func(ctx app.Context) { p.status = how + ": " + name })
			})
		})
	})
}

// logDeliver offers a file through the share sheet when the browser can share files (a phone),
// and as a download otherwise; done says which happened. A refused or failed share falls back
// to the download; a share the director cancelled is just cancelled.
func logDeliver(name, mime string, data []byte, done func(how string)) {
	win := app.Window()
	bytes := win.Get("Uint8Array").New(len(data))
	app.CopyBytesToJS(bytes, data)
	parts := win.Get("Array").New()
	parts.Call("push", bytes)
	download := func() {
		blob := win.Get("Blob").New(parts, map[string]any{"type": mime})
		url := win.Get("URL").Call("createObjectURL", blob)
		a := win.Get("document").Call("createElement", "a")
		a.Set("href", url)
		a.Set("download", name)
		win.Get("document").Get("body").Call("appendChild", a)
		a.Call("click")
		a.Call("remove")
		// The download has started reading the blob; free it once it surely has.
		win.Call("setTimeout", app.FuncOf(func(app.Value, []app.Value) any {
			win.Get("URL").Call("revokeObjectURL", url)
			return nil
		}), 60000)
		done("Downloaded")
	}
	nav := win.Get("navigator")
	if !nav.Get("canShare").Truthy() || !nav.Get("share").Truthy() {
		download()
		return
	}
	files := win.Get("Array").New()
	files.Call("push", win.Get("File").New(parts, name, map[string]any{"type": mime}))
	if !nav.Call("canShare", map[string]any{"files": files}).Bool() {
		download()
		return
	}
	var ok, fail app.Func
	release := func() { ok.Release(); fail.Release() }
	ok = app.FuncOf(func(app.Value, []app.Value) any { release(); done("Shared"); return nil })
	fail = app.FuncOf(func(_ app.Value, args []app.Value) any {
		release()
		if len(args) > 0 && args[0].Get("name").String() == "AbortError" {
			done("Sharing cancelled")
			return nil
		}
		download()
		return nil
	})
	nav.Call("share", map[string]any{"files": files, "title": name}).Call("then", ok, fail)
}

// importFile reads the chosen backup file and merges it into the log by id.
func (p *exportPage) importFile(ctx app.Context) {
	files := ctx.JSSrc().Get("files")
	if !files.Truthy() || files.Length() == 0 {
		return
	}
	input := ctx.JSSrc()
	p.report, p.importErr, p.busy = nil, "", true
	var ok, fail app.Func
	release := func() { ok.Release(); fail.Release() }
	ok = app.FuncOf(func(_ app.Value, args []app.Value) any {
		release()
		data := []byte(args[0].String())
		input.Set("value", "") // the same file can be chosen again
		// The import blocks on IndexedDB: never inside a JS callback.
		ctx.Async(func() {
			var rep store.ImportReport
			l, err := ui.OpenLog()
			if err == nil {
				rep, err = l.Import(data)
			}
			var took bool
			var perr error
			if err == nil {
				took, perr = importPolicies(data)
			}
			recs, rerr := ui.LogReadAll()
			ctx.Dispatch(func(ctx app.Context) {
				p.imported(rep, err, recs, rerr)
				switch {
				case perr != nil:
					p.importErr = "The rulings were imported, but not the club's policies: " + ui.LogProblem(perr)
				case took:
					p.status = "The club's policies were updated from the backup's newer copy."
				}
			})
		})
		return nil
	})
	fail = app.FuncOf(func(_ app.Value, args []app.Value) any {
		release()
		ctx.Dispatch(func(ctx app.Context) {
			p.busy, p.importErr = false, "The file could not be read: "+args[0].Call("toString").String()
		})
		return nil
	})
	files.Index(0).Call("text").Call("then", ok, fail)
}

func (p *exportPage) imported(rep store.ImportReport, err error, recs []store.Record, rerr error) {
	p.busy = false
	p.show(recs, rerr)
	if err != nil {
		p.importErr = "Nothing was imported: " + ui.LogProblem(err)
		return
	}
	p.report = &rep
}

// clearOld deletes the rulings of sessions before today and then removes every deleted
// ruling for good: the way to free space once the log has been exported.
func (p *exportPage) clearOld(ctx app.Context) {
	today := ui.LogToday()
	p.confirmClear, p.busy, p.clearMsg = false, true, ""
	ctx.Async(func() {
		n := 0
		err := ui.LogWrite(func(l *store.Log) error {
			recs, err := l.All()
			if err != nil {
				return err
			}
			now := time.Now()
			for _, r := range store.List(recs, store.Filter{}, today) {
				if r.OK() && r.Entry.SessionDate < today {
					if err := l.Delete(r.ID, now); err != nil {
						return err
					}
				}
			}
			n, err = l.Purge(now.Add(time.Second))
			return err
		})
		recs, rerr := ui.LogReadAll()
		ctx.Dispatch(func(ctx app.Context) {
			p.busy = false
			p.show(recs, rerr)
			if err != nil {
				p.clearMsg = "Not cleared: " + ui.LogProblem(err)
				return
			}
			p.clearMsg = "Removed " + strconv.Itoa(n) + " " + ui.LogPlural(n, "ruling", "rulings") + " for good."
		})
	})
}

// oldCount is how many live or deleted rulings "Delete old sessions" would remove.
func (p *exportPage) oldCount() int {
	n := 0
	for _, r := range p.records {
		if r.OK() && (r.Entry.SessionDate < p.today || r.Entry.IsDeleted()) {
			n++
		}
	}
	return n
}

func (p *exportPage) onDate(ctx app.Context, e app.Event)     { p.date = ui.InputValue(ctx) }
func (p *exportPage) onCSV(ctx app.Context, e app.Event)      { p.export(ctx, "csv") }
func (p *exportPage) onJSON(ctx app.Context, e app.Event)     { p.export(ctx, "json") }
func (p *exportPage) onImport(ctx app.Context, e app.Event)   { p.importFile(ctx) }
func (p *exportPage) onClear(ctx app.Context, e app.Event)    { p.confirmClear = true }
func (p *exportPage) onKeep(ctx app.Context, e app.Event)     { p.confirmClear = false }
func (p *exportPage) onClearYes(ctx app.Context, e app.Event) { p.clearOld(ctx) }

func (p *exportPage) printHref() string {
	if p.date == "" {
		return ui.PrintPath
	}
	return ui.PrintPath + "?date=" + p.date
}

func (p *exportPage) Render() app.UI {
	return ui.NewShell().Path(ui.LogPath).Content(
		app.A().Class("back-link").Href(ui.LogPath).Text("← Ruling log"),
		app.H1().Class("page-title").Text("Export, print, import"),
		app.If(p.err != "", func() app.UI {
			return app.P().Class("form-error").Role("alert").Text(p.err)
		}),
		app.Section().Class("entry-section").Aria("labelledby", "export-title").Body(
			app.H2().ID("export-title").Class("section-title").Text("For the club manager"),
			ui.MenuField("export-date", "Session", "", ui.SessionChoices(logDates(p.records, p.today), p.today), p.date, p.onDate),
			app.Div().Class("export-actions").Body(
				ui.OffIf(app.Button().ID("export-csv").Class("button button-primary").Type("button"), p.busy).
					Text("CSV: one row per ruling").OnClick(p.onCSV),
				app.A().ID("print-view").Class("button button-secondary").Href(p.printHref()).Text("Print view"),
			),
		),
		app.Section().Class("entry-section").Aria("labelledby", "backup-title").Body(
			app.H2().ID("backup-title").Class("section-title").Text("Backup"),
			app.P().Class("export-help").Text("The backup holds every ruling with its answers, deleted and unreadable ones too. Import it on another device, or on this one after clearing the browser: rulings already there are not duplicated."),
			app.Div().Class("export-actions").Body(
				ui.OffIf(app.Button().ID("export-json").Class("button button-primary").Type("button"), p.busy).
					Text("Back up (JSON)").OnClick(p.onJSON),
				app.Label().For("import-json").Class("button button-secondary file-button").Text("Import a backup"),
				app.Input().ID("import-json").Class("visually-hidden").Type("file").Accept(".json,application/json").OnChange(p.onImport),
			),
			app.If(p.status != "", func() app.UI {
				return app.P().ID("export-status").Class("entry-status").Role("status").Text(p.status)
			}),
			app.If(p.importErr != "", func() app.UI {
				return app.P().ID("import-error").Class("form-error").Role("alert").Text(p.importErr)
			}),
			p.renderReport(),
		),
		p.renderClear(),
	)
}

func (p *exportPage) renderReport() app.UI {
	r := p.report
	if r == nil {
		return nil
	}
	rows := []struct {
		name string
		n    int
	}{{"Added", r.Added}, {"Updated (the file's copy was newer)", r.Updated}, {"Already here", r.Unchanged}, {"Skipped (unreadable)", r.Skipped}}
	return app.Div().ID("import-report").Class("import-report").Role("status").Body(
		app.H3().Class("import-report-title").Text("Import finished"),
		app.Dl().Class("status-list").Body(app.Range(rows).Slice(func(i int) app.UI {
			return app.Div().Class("status-row").DataSet("count", rows[i].name).Body(
				app.Dt().Text(rows[i].name), app.Dd().Text(strconv.Itoa(rows[i].n)),
			)
		})),
		app.If(len(r.Problems) > 0, func() app.UI {
			return app.Ul().Class("import-problems").Body(app.Range(r.Problems).Slice(func(i int) app.UI {
				return app.Li().Text(r.Problems[i])
			}))
		}),
	)
}

func (p *exportPage) renderClear() app.UI {
	n := p.oldCount()
	return app.Section().Class("entry-section").Aria("labelledby", "clear-title").Body(
		app.H2().ID("clear-title").Class("section-title").Text("Free space"),
		app.P().Class("export-help").Text("When the device says storage is full: back up first, then remove the rulings of earlier sessions and the deleted ones. Today's session is kept."),
		app.If(ui.Club.Current().Joined, func() app.UI {
			// S5 of the security review: "for good" here is this device only.
			return app.P().ID("clear-shared-note").Class("export-help").Text("This device shares its log with the club: they are removed from this device only and stay in the club's log. To remove a ruling from the club, open it, delete it and choose Erase from the club for good.")
		}),
		app.If(!p.confirmClear, func() app.UI {
			return ui.OffIf(app.Button().ID("clear-old").Class("button button-secondary").Type("button"), p.busy || n == 0).
				Text("Delete old sessions").OnClick(p.onClear)
		}).Else(func() app.UI {
			return app.Div().Class("confirm").Role("alertdialog").Aria("labelledby", "clear-question").Body(
				app.P().ID("clear-question").Text("Remove "+strconv.Itoa(n)+" "+ui.LogPlural(n, "ruling", "rulings")+" for good? Only a backup can bring "+ui.LogPlural(n, "it", "them")+" back."),
				app.Button().ID("clear-old-confirm").Class("button button-danger").Type("button").Text("Remove for good").OnClick(p.onClearYes),
				app.Button().ID("clear-old-cancel").Class("button button-secondary").Type("button").Text("Keep them").OnClick(p.onKeep),
			)
		}),
		app.If(p.clearMsg != "", func() app.UI {
			return app.P().ID("clear-status").Class("entry-status").Role("status").Text(p.clearMsg)
		}),
	)
}
