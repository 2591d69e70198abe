package wizard

import "net/url"

// PollPath is the poll of peers for one logged ruling: /log/poll?id=<entry id>. Like the entry
// page it is one route with the id in the query, so it opens offline.
const PollPath = "/log/poll"

// PollHref is the poll page of one logged ruling.
func PollHref(id string) string { return PollPath + "?id=" + url.QueryEscape(id) }

// amendKeyPrefix + flow id holds the id of the logged ruling that the wizard's ruling in
// progress will replace when saved: set when a polled ruling is finished from its poll, so the
// finished ruling stays with its poll instead of becoming a second entry.
const amendKeyPrefix = "tableside.wizard.amend."

// AmendKey is where the id of the logged entry a ruling will update is kept (local storage).
func AmendKey(flowID string) string { return amendKeyPrefix + flowID }
