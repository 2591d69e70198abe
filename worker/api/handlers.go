package api

import (
	"errors"
	"net/http"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"tableside/syncapi"
)

// cleanName checks a club or device name: trimmed, 1 to max characters, no control or
// invisible formatting characters (a right-to-left override or a zero-width space lets one
// name pose as another in the device list), no line or paragraph separators, and not marks
// alone. Anything else, quotes and semicolons included, is kept as typed.
func cleanName(what, s string, max int) (string, error) {
	s = strings.TrimSpace(s)
	switch {
	case s == "":
		return "", fail(http.StatusBadRequest, "the %s is empty", what)
	case utf8.RuneCountInString(s) > max:
		return "", fail(http.StatusBadRequest, "the %s is over %d characters", what, max)
	case strings.IndexFunc(s, unicode.IsControl) >= 0:
		return "", fail(http.StatusBadRequest, "the %s holds a control character", what)
	case strings.IndexFunc(s, hidden) >= 0:
		return "", fail(http.StatusBadRequest, "the %s holds an invisible character", what)
	case strings.IndexFunc(s, func(r rune) bool { return !unicode.Is(unicode.M, r) }) < 0:
		return "", fail(http.StatusBadRequest, "the %s has no letter", what)
	}
	return s, nil
}

// hidden reports characters that change how a name shows without showing themselves.
func hidden(r rune) bool {
	return unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Zl, r) || unicode.Is(unicode.Zp, r)
}

func (s *server) createClub(r *http.Request, _ *Device) (any, error) {
	var req syncapi.CreateClubRequest
	if err := decode(r, &req); err != nil {
		return nil, err
	}
	name, err := cleanName("club name", req.Name, syncapi.MaxClubName)
	if err != nil {
		return nil, err
	}
	id, err := s.newID()
	if err != nil {
		return nil, err
	}
	code, err := s.newCode()
	if err != nil {
		return nil, err
	}
	if err := s.Store.CreateClub(ctx(r), Club{ID: id, Name: name, Created: s.Now()}, s.hashCode(code)); err != nil {
		return nil, err
	}
	return syncapi.ClubResponse{ClubID: id, Name: name, JoinCode: formatCode(code)}, nil
}

func (s *server) newJoinCode(r *http.Request, _ *Device) (any, error) {
	var req syncapi.NewCodeRequest
	if err := decode(r, &req); err != nil {
		return nil, err
	}
	if !syncapi.ValidID(req.ClubID) {
		return nil, fail(http.StatusBadRequest, "the club id is not valid")
	}
	code, err := s.newCode()
	if err != nil {
		return nil, err
	}
	err = s.Store.SetJoinCode(ctx(r), req.ClubID, s.hashCode(code))
	if errors.Is(err, ErrNotFound) {
		return nil, fail(http.StatusNotFound, "there is no such club")
	} else if err != nil {
		return nil, err
	}
	return syncapi.ClubResponse{ClubID: req.ClubID, JoinCode: formatCode(code)}, nil
}

// join is rate-limited per client address before anything else is looked at, so guessing
// codes costs the guesser a minute per few tries whatever they send.
func (s *server) join(r *http.Request, _ *Device) (any, error) {
	ok, err := s.Limiter.Allow(ctx(r), "join:"+clientAddr(r))
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, fail(http.StatusTooManyRequests, "too many join attempts from this address: wait a minute")
	}
	var req syncapi.JoinRequest
	if err := decode(r, &req); err != nil {
		return nil, err
	}
	name, err := cleanName("device name", req.DeviceName, syncapi.MaxDeviceName)
	if err != nil {
		return nil, err
	}
	badCode := fail(http.StatusUnauthorized, "that join code is not valid: check it with the club")
	code, ok := normalizeCode(req.JoinCode)
	if !ok || len(s.Pepper) < MinSecret {
		return nil, badCode
	}
	club, err := s.Store.ClubByCode(ctx(r), s.hashCode(code))
	if errors.Is(err, ErrNotFound) {
		return nil, badCode
	} else if err != nil {
		return nil, err
	}
	id, err := s.newID()
	if err != nil {
		return nil, err
	}
	tok, err := s.newToken()
	if err != nil {
		return nil, err
	}
	now := s.Now()
	d := Device{ID: id, ClubID: club.ID, Name: name, Created: now, LastSeen: now}
	if err := s.Store.AddDevice(ctx(r), d, hashToken(tok)); err != nil {
		return nil, err
	}
	return syncapi.JoinResponse{ClubID: club.ID, ClubName: club.Name, DeviceID: id, DeviceName: name, Token: tok}, nil
}

func (s *server) leave(r *http.Request, d *Device) (any, error) {
	var req struct{}
	if err := decode(r, &req); err != nil {
		return nil, err
	}
	if err := s.Store.Revoke(ctx(r), d.ClubID, d.ID, s.Now()); err != nil {
		return nil, err
	}
	return syncapi.OK{OK: true}, nil
}

func (s *server) devices(r *http.Request, d *Device) (any, error) {
	ds, err := s.Store.Devices(ctx(r), d.ClubID)
	if err != nil {
		return nil, err
	}
	out := syncapi.DevicesResponse{Devices: []syncapi.Device{}}
	for _, x := range ds {
		out.Devices = append(out.Devices, syncapi.Device{
			ID: x.ID, Name: x.Name, Joined: x.Created.UnixMilli(), LastSeen: x.LastSeen.UnixMilli(),
			Revoked: millis(x.Revoked), This: x.ID == d.ID,
		})
	}
	return out, nil
}

func (s *server) revoke(r *http.Request, d *Device) (any, error) {
	var req syncapi.RevokeRequest
	if err := decode(r, &req); err != nil {
		return nil, err
	}
	if !syncapi.ValidID(req.DeviceID) {
		return nil, fail(http.StatusBadRequest, "the device id is not valid")
	}
	err := s.Store.Revoke(ctx(r), d.ClubID, req.DeviceID, s.Now())
	if errors.Is(err, ErrNotFound) {
		return nil, fail(http.StatusNotFound, "your club has no such device")
	} else if err != nil {
		return nil, err
	}
	return syncapi.OK{OK: true}, nil
}

func (s *server) push(r *http.Request, d *Device) (any, error) {
	var req syncapi.PushRequest
	if err := decode(r, &req); err != nil {
		return nil, err
	}
	if err := req.Validate(); err != nil {
		return nil, fail(http.StatusBadRequest, "nothing was stored: %v", err)
	}
	now := s.Now()
	for _, v := range req.Entries {
		if v.UpdatedAt > now.Add(syncapi.MaxClockAhead).UnixMilli() {
			return nil, fail(http.StatusBadRequest, "nothing was stored: entry %s is dated more than a day ahead of the club's server: check this device's date and time", v.ID)
		}
	}
	// Counted per device: a device past it keeps its changes and sends them a minute later.
	if ok, err := s.PushLimiter.Allow(ctx(r), "push:"+d.ID); err != nil {
		return nil, err
	} else if !ok {
		return nil, fail(http.StatusTooManyRequests, "this device is sending changes faster than the club's shared log takes them: nothing is lost, they wait on this device and go out in a minute")
	}
	res, err := s.Store.Push(ctx(r), d.ClubID, d.ID, now, req.Entries, s.ClubQuota)
	var tooHigh *RevTooHighError
	switch {
	case errors.Is(err, ErrClubFull):
		return nil, fail(http.StatusInsufficientStorage, "the club's shared log is full: nothing was stored, the changes wait on this device; the club's organiser can erase old rulings or raise the club's quota")
	case errors.As(err, &tooHigh):
		return nil, fail(http.StatusBadRequest, "nothing was stored: %v", tooHigh)
	case err != nil:
		return nil, err
	}
	s.seen(r, d)
	return syncapi.PushResponse{Results: res}, nil
}

func (s *server) pull(r *http.Request, d *Device) (any, error) {
	q := r.URL.Query()
	since, err := queryInt(q.Get("since"), 0, 0, 1<<53)
	if err != nil {
		return nil, fail(http.StatusBadRequest, "since must be a cursor from an earlier pull, or 0")
	}
	limit, err := queryInt(q.Get("limit"), syncapi.DefaultPullLimit, 1, syncapi.MaxPullLimit)
	if err != nil {
		return nil, fail(http.StatusBadRequest, "limit must be 1 to %d", syncapi.MaxPullLimit)
	}
	es, more, err := s.Store.Pull(ctx(r), d.ClubID, since, int(limit), syncapi.MaxAnswerBytes)
	if err != nil {
		return nil, err
	}
	out := syncapi.PullResponse{Entries: es, Cursor: since, More: more}
	if n := len(out.Entries); n > 0 {
		out.Cursor = out.Entries[n-1].Seq
	} else {
		out.Entries = []syncapi.Entry{}
	}
	s.seen(r, d)
	return out, nil
}

func (s *server) versions(r *http.Request, d *Device) (any, error) {
	id := r.URL.Query().Get("id")
	if !syncapi.ValidID(id) {
		return nil, fail(http.StatusBadRequest, "the entry id is not valid")
	}
	after, err := queryInt(r.URL.Query().Get("after"), 0, 0, 1<<20)
	if err != nil {
		return nil, fail(http.StatusBadRequest, "after must be the next from an earlier answer, or 0")
	}
	vs, more, err := s.Store.Versions(ctx(r), d.ClubID, id, int(after), syncapi.MaxAnswerBytes)
	if err != nil {
		return nil, err
	}
	if len(vs) == 0 {
		return nil, fail(http.StatusNotFound, "your club's log has no such entry")
	}
	out := syncapi.VersionsResponse{Versions: vs, More: more}
	if more {
		out.Next = int(after) + len(vs)
	}
	return out, nil
}

// erase removes an entry from the club for good: every version, and on every device.
func (s *server) erase(r *http.Request, d *Device) (any, error) {
	id, err := entryID(r)
	if err != nil {
		return nil, err
	}
	return okOrMissing(s.Store.Erase(ctx(r), d.ClubID, id, d.ID, s.Now()))
}

// prune removes every version of an entry but the current one.
func (s *server) prune(r *http.Request, d *Device) (any, error) {
	id, err := entryID(r)
	if err != nil {
		return nil, err
	}
	return okOrMissing(s.Store.Prune(ctx(r), d.ClubID, id))
}

func entryID(r *http.Request) (string, error) {
	var req syncapi.EraseRequest
	if err := decode(r, &req); err != nil {
		return "", err
	}
	if !syncapi.ValidID(req.ID) {
		return "", fail(http.StatusBadRequest, "the entry id is not valid")
	}
	return req.ID, nil
}

func okOrMissing(err error) (any, error) {
	if errors.Is(err, ErrNotFound) {
		return nil, fail(http.StatusNotFound, "your club's log has no such entry")
	} else if err != nil {
		return nil, err
	}
	return syncapi.OK{OK: true}, nil
}

// forgetDevice removes a removed device's record: its name and times.
func (s *server) forgetDevice(r *http.Request, d *Device) (any, error) {
	var req syncapi.RevokeRequest
	if err := decode(r, &req); err != nil {
		return nil, err
	}
	if !syncapi.ValidID(req.DeviceID) {
		return nil, fail(http.StatusBadRequest, "the device id is not valid")
	}
	err := s.Store.ForgetDevice(ctx(r), d.ClubID, req.DeviceID)
	switch {
	case errors.Is(err, ErrNotFound):
		return nil, fail(http.StatusNotFound, "your club has no such device")
	case errors.Is(err, ErrStillMember):
		return nil, fail(http.StatusConflict, "remove the device from the club before forgetting it")
	case err != nil:
		return nil, err
	}
	return syncapi.OK{OK: true}, nil
}

// deleteClub removes a club and everything it holds (admin).
func (s *server) deleteClub(r *http.Request, _ *Device) (any, error) {
	var req syncapi.NewCodeRequest
	if err := decode(r, &req); err != nil {
		return nil, err
	}
	if !syncapi.ValidID(req.ClubID) {
		return nil, fail(http.StatusBadRequest, "the club id is not valid")
	}
	err := s.Store.DeleteClub(ctx(r), req.ClubID)
	if errors.Is(err, ErrNotFound) {
		return nil, fail(http.StatusNotFound, "there is no such club")
	} else if err != nil {
		return nil, err
	}
	return syncapi.OK{OK: true}, nil
}

// seen records the device's sync, at most every seenEvery; a failure only goes to the log.
func (s *server) seen(r *http.Request, d *Device) {
	if now := s.Now(); now.Sub(d.LastSeen) >= seenEvery {
		if err := s.Store.Seen(ctx(r), d.ID, now); err != nil {
			s.Logf("api: recording device %s as seen: %v", d.ID, err)
		}
	}
}

// queryInt parses a query parameter in [min, max]; empty gives def.
func queryInt(v string, def, min, max int64) (int64, error) {
	if v == "" {
		return def, nil
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil || n < min || n > max {
		return 0, errors.New("out of range")
	}
	return n, nil
}
