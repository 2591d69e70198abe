//go:build !wasm

package e2e

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"tableside"

	"github.com/andybalholm/brotli"
)

func get(t *testing.T, url string, header map[string]string) (*http.Response, []byte) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	// A bare Transport: no transparent gzip, so we see what the server sends.
	resp, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, body
}

func TestWasmIsServedPrecompressed(t *testing.T) {
	skipShort(t)
	srv := StartServer(t, ServerOptions{})
	_, root := Build(t)
	raw, err := os.ReadFile(filepath.Join(root, "web", "app.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	decoders := map[string]func([]byte) ([]byte, error){
		"br": func(b []byte) ([]byte, error) { return io.ReadAll(brotli.NewReader(bytes.NewReader(b))) },
		"gzip": func(b []byte) ([]byte, error) {
			r, err := gzip.NewReader(bytes.NewReader(b))
			if err != nil {
				return nil, err
			}
			return io.ReadAll(r)
		},
		"": func(b []byte) ([]byte, error) { return b, nil },
	}
	for _, tc := range []struct{ accept, want string }{
		{"br", "br"},
		{"gzip, deflate, br, zstd", "br"},
		{"gzip", "gzip"},
		{"br;q=0, gzip", "gzip"},
		{"", ""},
		{"identity", ""},
	} {
		t.Run("Accept-Encoding "+tc.accept, func(t *testing.T) {
			resp, body := get(t, srv.URL+"/web/app.wasm", map[string]string{"Accept-Encoding": tc.accept})
			if resp.StatusCode != 200 {
				t.Fatalf("status %d", resp.StatusCode)
			}
			if got := resp.Header.Get("Content-Encoding"); got != tc.want {
				t.Errorf("Content-Encoding = %q, want %q", got, tc.want)
			}
			if got := resp.Header.Get("Content-Type"); got != "application/wasm" {
				t.Errorf("Content-Type = %q", got)
			}
			if !strings.Contains(resp.Header.Get("Vary"), "Accept-Encoding") {
				t.Errorf("Vary = %q", resp.Header.Get("Vary"))
			}
			plain, err := decoders[tc.want](body)
			if err != nil || !bytes.Equal(plain, raw) {
				t.Errorf("decoded body differs from app.wasm (err %v, %d vs %d bytes)", err, len(plain), len(raw))
			}
			t.Logf("%q: %d bytes on the wire", tc.accept, len(body))
		})
	}
	_, appJS := get(t, srv.URL+"/app.js", nil)
	if !strings.Contains(string(appJS), `goappWasmContentLength = "`+strconv.Itoa(len(raw))+`"`) {
		t.Errorf("app.js does not carry WasmContentLength = %d", len(raw))
	}
}

var manifestLink = regexp.MustCompile(`<link (rel="manifest" href="/manifest.webmanifest"|href="/manifest.webmanifest" rel="manifest")>`)

func TestManifestIsServedVerbatim(t *testing.T) {
	skipShort(t)
	srv := StartServer(t, ServerOptions{})
	for _, path := range []string{"/manifest.webmanifest", "/manifest.json"} {
		resp, body := get(t, srv.URL+path, nil)
		if !bytes.Equal(body, tableside.ManifestJSON) {
			t.Errorf("%s differs from manifest.json", path)
		}
		if ct := resp.Header.Get("Content-Type"); ct != "application/manifest+json" {
			t.Errorf("%s Content-Type = %q", path, ct)
		}
	}
	// go-app writes a tag's attributes in no fixed order.
	_, html := get(t, srv.URL+"/", nil)
	if !manifestLink.Match(html) {
		t.Error("the page does not link /manifest.webmanifest")
	}
	var m map[string]any
	if err := json.Unmarshal(tableside.ManifestJSON, &m); err != nil || m["id"] != "/" {
		t.Errorf("manifest id = %v (%v)", m["id"], err)
	}
}

func TestPagesArePrerenderedWithContent(t *testing.T) {
	skipShort(t)
	srv := StartServer(t, ServerOptions{})
	for path, want := range map[string]string{
		"/":                              "Ruling categories",
		"/about":                         "Put it on your phone",
		"/rule/revoke":                   "Law 64A1",
		"/rule/insufficient-bid":         "Law 27A",
		"/rule/opening-lead-out-of-turn": "Law 54C",
	} {
		resp, body := get(t, srv.URL+path, nil)
		if resp.StatusCode != 200 || !strings.Contains(string(body), want) {
			t.Errorf("GET %s: status %d, want the HTML to contain %q before any wasm runs", path, resp.StatusCode, want)
		}
		if strings.Contains(string(body), `id="wasm-ready"`) {
			t.Errorf("GET %s: the server rendered the client-only marker", path)
		}
	}
}
