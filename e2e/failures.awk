# Prints, after a failed `go test -v` run, the output of each top-level test that failed, so
# the reason stands at the end of a long log (CI shows its tail). Input: the whole -v output.
/^=== RUN   [^\/]+$/ { name = $3; n = 0 }
{ buf[n++ % 80] = $0 }
/^--- FAIL: / && $3 == name {
	print "\n==== " name " failed; its last lines:"
	for (i = (n > 80 ? n - 80 : 0); i < n; i++) print buf[i % 80]
}
