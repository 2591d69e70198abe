//go:build bench

package bench

import (
	"bytes"
	"errors"
	"fmt"
)

// wasmModule is what the size report needs from a WebAssembly binary: where
// its bytes go, section by section and function by function. Only the parts
// Go's linker writes are read; everything else is skipped by its length.
type wasmModule struct {
	Size     int            // the whole file
	Sections []wasmSection  // in file order
	Imports  int            // imported functions: they take the first function indices
	Bodies   []int          // bytes of each defined function's code entry (length prefix and body), index Imports+i
	Names    map[int]string // function index → name, from the "name" custom section (absent when stripped with -s)
}

// wasmSection is one section; Size counts its id and length bytes too, so
// the sections and the 8-byte header add up to the file.
type wasmSection struct {
	ID   byte
	Name string // custom sections (id 0) only
	Size int
}

const (
	wasmCustom = 0
	wasmImport = 2
	wasmCode   = 10
	wasmData   = 11
)

// sectionSize is the total size of the sections with this id.
func (m *wasmModule) sectionSize(id byte) int {
	n := 0
	for _, s := range m.Sections {
		if s.ID == id {
			n += s.Size
		}
	}
	return n
}

// parseWasm reads a WebAssembly binary (core spec, version 1).
func parseWasm(b []byte) (*wasmModule, error) {
	if len(b) < 8 || !bytes.Equal(b[:8], []byte("\x00asm\x01\x00\x00\x00")) {
		return nil, errors.New("wasm: not a version 1 WebAssembly binary")
	}
	m := &wasmModule{Size: len(b)}
	r := &wasmReader{b: b, off: 8}
	for r.off < len(b) {
		start := r.off
		id := r.byte()
		n := r.uint()
		body := r.bytes(n)
		if r.err != nil {
			return nil, fmt.Errorf("wasm: section at offset %d: %w", start, r.err)
		}
		s := wasmSection{ID: id, Size: r.off - start}
		sr := &wasmReader{b: body}
		var err error
		switch id {
		case wasmCustom:
			s.Name = sr.name()
			if s.Name == "name" {
				m.Names, err = parseNames(sr)
			}
		case wasmImport:
			m.Imports, err = countFuncImports(sr)
		case wasmCode:
			m.Bodies, err = codeEntries(sr)
		}
		if err == nil {
			err = sr.err
		}
		if err != nil {
			return nil, fmt.Errorf("wasm: section %d at offset %d: %w", id, start, err)
		}
		m.Sections = append(m.Sections, s)
	}
	return m, nil
}

// countFuncImports counts the imports of kind function (0); the others
// (table, memory, global, tag) are read only to step over them.
func countFuncImports(r *wasmReader) (int, error) {
	funcs := 0
	for n := r.uint(); n > 0 && r.err == nil; n-- {
		r.name() // module
		r.name() // field
		switch kind := r.byte(); kind {
		case 0: // function: type index
			r.uint()
			funcs++
		case 1: // table: reference type, limits
			r.byte()
			r.limits()
		case 2: // memory: limits
			r.limits()
		case 3: // global: value type, mutability
			r.byte()
			r.byte()
		case 4: // tag: attribute, type index
			r.byte()
			r.uint()
		default:
			return 0, fmt.Errorf("import kind %d", kind)
		}
	}
	return funcs, nil
}

// codeEntries returns each function's share of the code section.
func codeEntries(r *wasmReader) ([]int, error) {
	n := r.uint()
	if r.err != nil || n > len(r.b) {
		return nil, errors.New("bad function count")
	}
	sizes := make([]int, 0, n)
	for ; n > 0 && r.err == nil; n-- {
		start := r.off
		r.bytes(r.uint())
		sizes = append(sizes, r.off-start)
	}
	return sizes, nil
}

// parseNames reads the function names (subsection 1) of a "name" section
// and skips the others (module and local names).
func parseNames(r *wasmReader) (map[int]string, error) {
	names := map[int]string{}
	for r.off < len(r.b) && r.err == nil {
		id := r.byte()
		sub := &wasmReader{b: r.bytes(r.uint())}
		if id != 1 {
			continue
		}
		for n := sub.uint(); n > 0 && sub.err == nil; n-- {
			i := sub.uint()
			names[i] = sub.name()
		}
		if sub.err != nil {
			return nil, fmt.Errorf("function names: %w", sub.err)
		}
	}
	return names, nil
}

// wasmReader reads LEB128 numbers and names; the first error sticks and
// later reads return zero values, so callers check err once.
type wasmReader struct {
	b   []byte
	off int
	err error
}

func (r *wasmReader) fail(what string) {
	if r.err == nil {
		r.err = fmt.Errorf("%s at offset %d: truncated or malformed", what, r.off)
	}
}

func (r *wasmReader) byte() byte {
	if r.err != nil || r.off >= len(r.b) {
		r.fail("byte")
		return 0
	}
	r.off++
	return r.b[r.off-1]
}

// uint reads an unsigned LEB128 number that must fit in 32 bits, as every
// count, index and length in the format does.
func (r *wasmReader) uint() int {
	var v uint64
	for shift := 0; shift < 35; shift += 7 {
		c := r.byte()
		if r.err != nil {
			return 0
		}
		v |= uint64(c&0x7f) << shift
		if c&0x80 == 0 {
			if v > 1<<32-1 {
				break
			}
			return int(v)
		}
	}
	r.fail("LEB128 number")
	return 0
}

func (r *wasmReader) bytes(n int) []byte {
	if r.err != nil || n < 0 || n > len(r.b)-r.off {
		r.fail("bytes")
		return nil
	}
	r.off += n
	return r.b[r.off-n : r.off]
}

func (r *wasmReader) name() string { return string(r.bytes(r.uint())) }

// limits steps over a table's or memory's limits: flags, minimum and, when
// flag bit 0 is set, a maximum.
func (r *wasmReader) limits() {
	if r.byte()&1 != 0 {
		r.uint()
	}
	r.uint()
}
