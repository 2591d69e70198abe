package syncapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"mime"
	"net/url"
	"strconv"
	"strings"
)

// Client calls a club's worker. The app uses it in the browser, where it calls fetch itself
// (client_js.go: net/http's client would add 5.7 MB to app.wasm); natively it uses net/http
// (client_native.go), for the worker's tests and cmd/club.
type Client struct {
	Base  string // the site's origin, e.g. "https://tableside.example.org"
	Token string // the device's bearer token, or the ADMIN_TOKEN for the admin calls
	// transport is where the requests go: natively it has an HTTP field, the *http.Client to
	// use (nil: http.DefaultClient). The browser build has none, so it links no net/http.
	transport
}

// APIError is an answer from the worker that is not a success.
type APIError struct {
	Status  int    // the HTTP status
	Message string // the worker's error message
}

func (e *APIError) Error() string {
	if e.Message == "" {
		return fmt.Sprintf("the club's server answered %d", e.Status)
	}
	return e.Message
}

// IsUnauthorized reports whether err says the token is missing, wrong or revoked (401).
func IsUnauthorized(err error) bool {
	var ae *APIError
	return errors.As(err, &ae) && ae.Status == statusUnauthorized
}

// IsAPIError reports whether the worker answered at all (as opposed to a network failure).
func IsAPIError(err error) bool {
	var ae *APIError
	return errors.As(err, &ae)
}

// Health asks whether a club's worker answers on this site: nil when one does, an APIError
// when the site has none (the local server, a static host), another error when the site
// could not be reached.
func (c *Client) Health(ctx context.Context) error {
	return c.call(ctx, "GET", PathHealth, nil, &OK{})
}

// CreateClub makes a new club; Token must be the worker's ADMIN_TOKEN.
func (c *Client) CreateClub(ctx context.Context, name string) (ClubResponse, error) {
	var out ClubResponse
	return out, c.call(ctx, "POST", PathClubs, CreateClubRequest{Name: name}, &out)
}

// NewJoinCode replaces a club's join code; Token must be the worker's ADMIN_TOKEN.
func (c *Client) NewJoinCode(ctx context.Context, clubID string) (ClubResponse, error) {
	var out ClubResponse
	return out, c.call(ctx, "POST", PathJoinCode, NewCodeRequest{ClubID: clubID}, &out)
}

// Join joins the club whose join code this is. It needs no token.
func (c *Client) Join(ctx context.Context, code, deviceName string) (JoinResponse, error) {
	var out JoinResponse
	return out, c.call(ctx, "POST", PathJoin, JoinRequest{JoinCode: code, DeviceName: deviceName}, &out)
}

// Leave revokes this device's own token.
func (c *Client) Leave(ctx context.Context) error {
	return c.call(ctx, "POST", PathLeave, struct{}{}, &OK{})
}

// Devices lists the club's devices.
func (c *Client) Devices(ctx context.Context) ([]Device, error) {
	var out DevicesResponse
	err := c.call(ctx, "GET", PathDevices, nil, &out)
	return out.Devices, err
}

// Revoke removes another device of the club.
func (c *Client) Revoke(ctx context.Context, deviceID string) error {
	return c.call(ctx, "POST", PathRevoke, RevokeRequest{DeviceID: deviceID}, &OK{})
}

// Push sends changed entries, at most MaxPushEntries.
func (c *Client) Push(ctx context.Context, vs []Version) (PushResponse, error) {
	var out PushResponse
	err := c.call(ctx, "POST", PathPush, PushRequest{Entries: vs}, &out)
	if err == nil && len(out.Results) != len(vs) {
		err = fmt.Errorf("the club's server answered %d results for %d entries", len(out.Results), len(vs))
	}
	return out, err
}

// Pull fetches one page of changes after since; limit 0 means the server's default.
func (c *Client) Pull(ctx context.Context, since int64, limit int) (PullResponse, error) {
	q := url.Values{"since": {strconv.FormatInt(since, 10)}}
	if limit > 0 {
		q.Set("limit", strconv.Itoa(limit))
	}
	var out PullResponse
	return out, c.call(ctx, "GET", PathPull+"?"+q.Encode(), nil, &out)
}

// Versions lists every version the server keeps of one entry, page after page.
func (c *Client) Versions(ctx context.Context, id string) ([]StoredVersion, error) {
	var all []StoredVersion
	after := 0
	for range 10000 {
		page, err := c.VersionsPage(ctx, id, after)
		if err != nil {
			return all, err
		}
		all = append(all, page.Versions...)
		if !page.More || page.Next <= after {
			break
		}
		after = page.Next
	}
	return all, nil
}

// VersionsPage fetches one page of an entry's versions, from the after-th.
func (c *Client) VersionsPage(ctx context.Context, id string, after int) (VersionsResponse, error) {
	q := url.Values{"id": {id}}
	if after > 0 {
		q.Set("after", strconv.Itoa(after))
	}
	var out VersionsResponse
	return out, c.call(ctx, "GET", PathVersions+"?"+q.Encode(), nil, &out)
}

// Erase removes an entry from the club for good: every version, and every device's copy at
// its next sync.
func (c *Client) Erase(ctx context.Context, id string) error {
	return c.call(ctx, "POST", PathErase, EraseRequest{ID: id}, &OK{})
}

// Prune removes every version of an entry but the current one.
func (c *Client) Prune(ctx context.Context, id string) error {
	return c.call(ctx, "POST", PathPrune, EraseRequest{ID: id}, &OK{})
}

// ForgetDevice removes a removed device's record for good.
func (c *Client) ForgetDevice(ctx context.Context, deviceID string) error {
	return c.call(ctx, "POST", PathForget, RevokeRequest{DeviceID: deviceID}, &OK{})
}

// DeleteClub removes a club and everything it holds; Token must be the worker's ADMIN_TOKEN.
func (c *Client) DeleteClub(ctx context.Context, clubID string) error {
	return c.call(ctx, "POST", PathDelete, NewCodeRequest{ClubID: clubID}, &OK{})
}

// call sends in as JSON (nil: no body) and decodes a success into out.
func (c *Client) call(ctx context.Context, method, path string, in, out any) error {
	var body []byte
	header := map[string]string{"Accept": "application/json"}
	if in != nil {
		// Entry bodies go as the app stored them: no HTML escaping.
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(in); err != nil {
			return err
		}
		body = buf.Bytes()
		header["Content-Type"] = "application/json"
	}
	if c.Token != "" {
		header["Authorization"] = "Bearer " + c.Token
	}
	status, ctype, data, err := c.send(ctx, method, strings.TrimSuffix(c.Base, "/")+path, header, body)
	if err != nil {
		return err
	}
	if mt, _, _ := mime.ParseMediaType(ctype); mt != "application/json" {
		// The local server (make run) or a proxy's error page: no worker behind this site.
		return &APIError{Status: status, Message: "this site has no shared log (no Tableside worker answered)"}
	}
	if status/100 != 2 {
		var e Error
		_ = json.Unmarshal(data, &e)
		return &APIError{Status: status, Message: e.Error}
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("the club's server sent an unreadable answer: %w", err)
	}
	return nil
}

// maxAnswer is the most the client reads of one answer.
const maxAnswer = 8 << 20

// statusUnauthorized is HTTP's 401, written out: importing net/http for it would link its
// package state into the browser's build.
const statusUnauthorized = 401
