package api

import (
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"io"
	"net/http"
	"net/netip"
	"regexp"
	"strings"
)

// Device tokens are 32 random bytes, base64url without padding: 43 characters. The store
// keeps SHA-256(token) only: a token has 256 bits, so a plain hash cannot be brute-forced,
// and a slow hash would spend CPU on every request.
var tokenRE = regexp.MustCompile(`^[A-Za-z0-9_-]{43}$`)

// codeAlphabet has no 0, O, 1 or I, which read alike; 32 symbols, so a byte maps to one
// without bias and a 10-symbol code holds 50 bits.
const codeAlphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"

const codeLen = 10

// authenticate finds the device whose bearer token the request carries. No token, a malformed
// one, an unknown one and a revoked one all get the same 401.
func (s *server) authenticate(r *http.Request) (Device, error) {
	tok, ok := bearer(r)
	if !ok || !tokenRE.MatchString(tok) {
		return Device{}, errUnauthorized
	}
	d, err := s.Store.DeviceByToken(ctx(r), hashToken(tok))
	switch {
	case errors.Is(err, ErrNotFound):
		return Device{}, errUnauthorized
	case err != nil:
		return Device{}, err
	case !d.Revoked.IsZero():
		return Device{}, fail(http.StatusUnauthorized, "this device was removed from the club: join again with the club's code")
	}
	return d, nil
}

// isAdmin checks the bearer token against ADMIN_TOKEN in constant time. Comparing hashes
// keeps the token's length from leaking through the time taken too.
func (s *server) isAdmin(r *http.Request) bool {
	tok, ok := bearer(r)
	if !ok || len(s.AdminToken) < MinSecret {
		return false
	}
	a, b := sha256.Sum256([]byte(tok)), sha256.Sum256([]byte(s.AdminToken))
	return subtle.ConstantTimeCompare(a[:], b[:]) == 1
}

// bearer reads the token from the one Authorization value. syumai/workers splits a header
// at its commas into several values (and Get returns the first), so "Bearer good, junk"
// arrives as two: any request with more than one value, or a token holding a comma or a
// space, is refused rather than read in part.
func bearer(r *http.Request) (string, bool) {
	vals := r.Header.Values("Authorization")
	if len(vals) != 1 {
		return "", false
	}
	scheme, tok, ok := strings.Cut(vals[0], " ")
	tok = strings.TrimSpace(tok)
	if !ok || !strings.EqualFold(scheme, "Bearer") || tok == "" || strings.ContainsAny(tok, ", \t") {
		return "", false
	}
	return tok, true
}

// wholeHeader is every value of a header joined again with ", ", as it was sent: a header
// split at its commas is judged whole, not by its first piece.
func wholeHeader(r *http.Request, name string) string {
	return strings.Join(r.Header.Values(name), ", ")
}

func hashToken(tok string) string {
	h := sha256.Sum256([]byte("token\x00" + tok))
	return hex.EncodeToString(h[:])
}

// hashCode hashes a normalized join code with the pepper: a copy of the database alone does
// not let anyone try codes offline.
func (s *server) hashCode(code string) string {
	h := sha256.Sum256([]byte("code\x00" + s.Pepper + "\x00" + code))
	return hex.EncodeToString(h[:])
}

// normalizeCode reads a join code as typed: case, spaces and dashes do not matter. It
// reports false for anything that cannot be a code.
func normalizeCode(typed string) (string, bool) {
	var b strings.Builder
	for _, r := range strings.ToUpper(typed) {
		switch {
		case r == '-' || r == ' ':
		case strings.ContainsRune(codeAlphabet, r):
			b.WriteRune(r)
		default:
			return "", false
		}
	}
	return b.String(), b.Len() == codeLen
}

// newCode is a fresh join code, normalized; formatCode shows it as XXXXX-XXXXX.
func (s *server) newCode() (string, error) {
	buf := make([]byte, codeLen)
	if _, err := io.ReadFull(s.Rand, buf); err != nil {
		return "", err
	}
	for i, c := range buf {
		buf[i] = codeAlphabet[int(c)%len(codeAlphabet)]
	}
	return string(buf), nil
}

func formatCode(code string) string { return code[:codeLen/2] + "-" + code[codeLen/2:] }

// newToken is a fresh device token.
func (s *server) newToken() (string, error) {
	buf := make([]byte, 32)
	if _, err := io.ReadFull(s.Rand, buf); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(buf), nil
}

// newID is 16 random bytes in hex, for clubs and devices.
func (s *server) newID() (string, error) {
	buf := make([]byte, 16)
	if _, err := io.ReadFull(s.Rand, buf); err != nil {
		return "", err
	}
	return hex.EncodeToString(buf), nil
}

// clientAddr is the key join attempts are counted under. Cloudflare sets CF-Connecting-IP
// on every request and a client cannot override it. An IPv6 address counts by its /64: one
// host is handed a whole /64, so counting each address would give it 2^64 budgets.
func clientAddr(r *http.Request) string {
	ip := r.Header.Get("CF-Connecting-IP")
	addr, err := netip.ParseAddr(ip)
	switch {
	case ip == "":
		return "unknown"
	case err != nil:
		return ip
	case addr.Is4() || addr.Is4In6():
		return addr.Unmap().String()
	}
	prefix, _ := addr.Prefix(64)
	return prefix.String()
}
