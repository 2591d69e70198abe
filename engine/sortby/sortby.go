// Package sortby sorts slices with a comparison function, as slices.SortFunc and
// slices.SortStableFunc do, at a fraction of their size in the browser's binary: the generic
// sorts of package slices are compiled once per element type (about 20 KB of WebAssembly
// each, for a dozen types), these share package sort's one copy, which swaps elements by
// reflection. Use them where a sort runs on tens of elements, not in a hot loop.
package sortby

import "sort"

// Func sorts s by cmp (negative when a comes first), like slices.SortFunc.
func Func[S ~[]E, E any](s S, cmp func(a, b E) int) {
	sort.Slice(s, func(i, j int) bool { return cmp(s[i], s[j]) < 0 })
}

// Stable sorts s by cmp keeping equal elements in their order, like slices.SortStableFunc.
func Stable[S ~[]E, E any](s S, cmp func(a, b E) int) {
	sort.SliceStable(s, func(i, j int) bool { return cmp(s[i], s[j]) < 0 })
}
