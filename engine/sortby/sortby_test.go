package sortby

import (
	"cmp"
	"slices"
	"testing"
)

type pair struct {
	key   int
	order int // position before sorting, to see stability
}

func pairs(keys ...int) []pair {
	out := make([]pair, len(keys))
	for i, k := range keys {
		out[i] = pair{k, i}
	}
	return out
}

func byKey(a, b pair) int { return cmp.Compare(a.key, b.key) }

func TestFuncSortsAsSlicesSortFunc(t *testing.T) {
	for _, keys := range [][]int{nil, {1}, {2, 1}, {3, 1, 2, 1, 0, 5, 4, 4}} {
		got, want := pairs(keys...), pairs(keys...)
		Func(got, byKey)
		slices.SortFunc(want, byKey)
		for i := range got {
			if got[i].key != want[i].key {
				t.Fatalf("Func(%v): keys %v, want %v", keys, got, want)
			}
		}
	}
}

func TestStableKeepsEqualElementsInOrder(t *testing.T) {
	for _, keys := range [][]int{nil, {1}, {1, 1}, {2, 1, 2, 1, 0, 2, 1, 0}} {
		got, want := pairs(keys...), pairs(keys...)
		Stable(got, byKey)
		slices.SortStableFunc(want, byKey)
		if !slices.Equal(got, want) {
			t.Errorf("Stable(%v) = %v, want %v", keys, got, want)
		}
	}
}

func TestNamedSliceTypes(t *testing.T) {
	type names []string
	n := names{"c", "a", "b"}
	Func(n, cmp.Compare[string])
	if !slices.Equal(n, names{"a", "b", "c"}) {
		t.Errorf("got %v", n)
	}
}
