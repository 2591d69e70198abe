//go:build !(js && wasm)

package syncapi

import (
	"bytes"
	"context"
	"io"
	"net/http"
)

// transport holds the *http.Client the native Client uses; set it with c.HTTP = ….
type transport struct {
	HTTP *http.Client // nil: http.DefaultClient
}

// send makes one request with net/http.
func (c *Client) send(ctx context.Context, method, url string, header map[string]string, body []byte) (int, string, []byte, error) {
	var r io.Reader
	if body != nil {
		r = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, url, r)
	if err != nil {
		return 0, "", nil, err
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	hc := c.HTTP
	if hc == nil {
		hc = http.DefaultClient
	}
	resp, err := hc.Do(req)
	if err != nil {
		return 0, "", nil, err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, maxAnswer))
	return resp.StatusCode, resp.Header.Get("Content-Type"), data, err
}
