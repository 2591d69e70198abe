//go:build js && wasm

package syncapi

import (
	"context"
	"errors"
	"syscall/js"
)

// transport is empty in the browser: requests go through fetch.
type transport struct{}

// send makes one request with the browser's fetch, called directly: net/http's client, which
// also carries a whole TCP and TLS stack for when fetch is missing, would add 5.7 MB to the
// app. Same origin only: the browser adds no credentials and the API sends no CORS headers.
func (c *Client) send(ctx context.Context, method, url string, header map[string]string, body []byte) (status int, ctype string, data []byte, err error) {
	defer func() {
		if r := recover(); r != nil { // a JavaScript exception, e.g. no fetch at all
			err = errors.New("the request could not be made: " + js.ValueOf(r).String())
		}
	}()
	abort := js.Global().Get("AbortController").New()
	headers := js.Global().Get("Object").New()
	for k, v := range header {
		headers.Set(k, v)
	}
	opts := js.Global().Get("Object").New()
	opts.Set("method", method)
	opts.Set("headers", headers)
	opts.Set("credentials", "same-origin")
	opts.Set("cache", "no-store")
	opts.Set("signal", abort.Get("signal"))
	if body != nil {
		arr := js.Global().Get("Uint8Array").New(len(body))
		js.CopyBytesToJS(arr, body)
		opts.Set("body", arr)
	}
	stop := context.AfterFunc(ctx, func() { abort.Call("abort") })
	defer stop()
	resp, err := await(js.Global().Call("fetch", url, opts))
	if err != nil {
		return 0, "", nil, err
	}
	buf, err := await(resp.Call("arrayBuffer"))
	if err != nil {
		return 0, "", nil, err
	}
	arr := js.Global().Get("Uint8Array").New(buf)
	if n := arr.Get("length").Int(); n > maxAnswer {
		return 0, "", nil, errors.New("the club's server sent too long an answer")
	}
	data = make([]byte, arr.Get("length").Int())
	js.CopyBytesToGo(data, arr)
	ct := resp.Get("headers").Call("get", "Content-Type")
	if ct.Type() == js.TypeString {
		ctype = ct.String()
	}
	return resp.Get("status").Int(), ctype, data, nil
}

// await waits for a promise; a rejection (a network failure, an abort) is an error.
func await(p js.Value) (js.Value, error) {
	type result struct {
		v   js.Value
		err error
	}
	ch := make(chan result, 1)
	ok := js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- result{v: args[0]}
		return nil
	})
	fail := js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "the request failed"
		if len(args) > 0 && args[0].Truthy() {
			msg = args[0].Call("toString").String()
		}
		ch <- result{err: errors.New(msg)}
		return nil
	})
	defer ok.Release()
	defer fail.Release()
	p.Call("then", ok, fail)
	r := <-ch
	return r.v, r.err
}
