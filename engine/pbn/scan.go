package pbn

import (
	"fmt"
	"strings"
)

// The scanner turns a PBN file into tokens, following the standard's import format:
//   - a line starting with '%' is an escape line (directives such as "% PBN 2.1"): skipped;
//   - ';' starts a comment to the end of the line, and '{' … '}' a commentary that may span
//     lines: both skipped, outside strings;
//   - a string is "…" on one line, with \" for a quote and \\ for a backslash;
//   - a tag pair is [Name "value"];
//   - an empty line ends a game.
// Everything else (the auction's calls, the rows of a table) is a data token.

// tokenKind says what a token is.
type tokenKind int

const (
	tagToken   tokenKind = iota // a tag pair: name and value
	dataToken                   // a word or a string outside a tag
	blankToken                  // an empty line: the end of a game
)

type token struct {
	kind  tokenKind
	line  int
	name  string // the tag's name
	value string // the tag's value, or the data token's text
}

// Error is a file that cannot be read as hand records: the line and what is wrong there.
// Line is 0 when the problem is the file as a whole.
type Error struct {
	Line int
	Msg  string
}

func (e *Error) Error() string {
	if e.Line == 0 {
		return e.Msg
	}
	return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
}

func errorAt(line int, format string, args ...any) *Error {
	return &Error{Line: line, Msg: fmt.Sprintf(format, args...)}
}

// scan reads the whole text into tokens.
func scan(text string) ([]token, error) {
	text = strings.TrimPrefix(text, "\uFEFF")
	text = strings.ReplaceAll(text, "\r\n", "\n")
	text = strings.ReplaceAll(text, "\r", "\n")
	var out []token
	commentFrom := 0 // the line a '{' commentary opened on; 0 outside one
	for i, line := range strings.Split(text, "\n") {
		n := i + 1
		if commentFrom == 0 && strings.HasPrefix(line, "%") {
			continue
		}
		if commentFrom == 0 && strings.TrimSpace(line) == "" {
			out = append(out, token{kind: blankToken, line: n})
			continue
		}
		toks, open, err := scanLine(line, n, commentFrom)
		if err != nil {
			return nil, err
		}
		commentFrom = open
		out = append(out, toks...)
	}
	if commentFrom != 0 {
		return nil, errorAt(commentFrom, "a commentary opened with { is never closed with }")
	}
	return out, nil
}

// scanLine reads one line's tokens. commentFrom is non-zero when the line starts inside a
// '{' commentary; the returned value says whether the line ends inside one.
func scanLine(line string, n, commentFrom int) ([]token, int, error) {
	var out []token
	r := []rune(line)
	for i := 0; i < len(r); {
		c := r[i]
		switch {
		case commentFrom != 0:
			if c == '}' {
				commentFrom = 0
			}
			i++
		case c == '{':
			commentFrom = n
			i++
		case c == ';':
			return out, 0, nil
		case c == ' ' || c == '\t' || c == '\f' || c == '\v':
			i++
		case c == '"':
			s, next, err := scanString(r, i, n)
			if err != nil {
				return nil, 0, err
			}
			out = append(out, token{kind: dataToken, line: n, value: s})
			i = next
		case c == '[':
			t, next, err := scanTag(r, i, n)
			if err != nil {
				return nil, 0, err
			}
			out = append(out, t)
			i = next
		case c == ']':
			return nil, 0, errorAt(n, "a ] closes no tag")
		case c == '}':
			return nil, 0, errorAt(n, "a } closes no commentary")
		default:
			j := i
			for j < len(r) && !strings.ContainsRune(" \t\f\v\"[]{};", r[j]) {
				j++
			}
			out = append(out, token{kind: dataToken, line: n, value: string(r[i:j])})
			i = j
		}
	}
	return out, commentFrom, nil
}

// scanString reads the string starting at r[i] == '"' and returns its text and the index
// after the closing quote.
func scanString(r []rune, i, n int) (string, int, error) {
	var b strings.Builder
	for j := i + 1; j < len(r); j++ {
		switch r[j] {
		case '"':
			return b.String(), j + 1, nil
		case '\\':
			// \" and \\ escape; any other backslash is itself, as in a table's
			// column layout "Result\2R".
			if j+1 < len(r) && (r[j+1] == '"' || r[j+1] == '\\') {
				j++
			}
		}
		b.WriteRune(r[j])
	}
	return "", 0, errorAt(n, "a string opened with \" is not closed on the same line")
}

// scanTag reads the tag pair starting at r[i] == '['.
func scanTag(r []rune, i, n int) (token, int, error) {
	j := i + 1
	for j < len(r) && (r[j] == ' ' || r[j] == '\t') {
		j++
	}
	start := j
	for j < len(r) && isNameRune(r[j]) {
		j++
	}
	name := string(r[start:j])
	if name == "" {
		return token{}, 0, errorAt(n, "a tag must start with its name, as in [Board \"1\"]")
	}
	for j < len(r) && (r[j] == ' ' || r[j] == '\t') {
		j++
	}
	if j >= len(r) || r[j] != '"' {
		return token{}, 0, errorAt(n, "the tag %s has no value in quotes, as in [%s \"…\"]", name, name)
	}
	value, j, err := scanString(r, j, n)
	if err != nil {
		return token{}, 0, err
	}
	for j < len(r) && (r[j] == ' ' || r[j] == '\t') {
		j++
	}
	if j >= len(r) || r[j] != ']' {
		return token{}, 0, errorAt(n, "the tag %s is not closed with ] on the same line", name)
	}
	return token{kind: tagToken, line: n, name: name, value: value}, j + 1, nil
}

// isNameRune reports whether c may be part of a tag name: letters, digits and '_'.
func isNameRune(c rune) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
