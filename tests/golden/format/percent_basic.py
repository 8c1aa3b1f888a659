# printf-style % formatting.
print("%d items cost %.2f (%s)" % (3, 9.5, "ok"))
print("%5d|%-5d|%05d|%+d|% d" % (42, 42, 42, 42, 42))
print("%x %X %#x %o %#o %e %E %g %G" % (255, 255, 255, 8, 8, 12345.678, 0.000123, 1e-5, 1e20))
print("%10.3f|%-10.2s|%c%c|%%|%r" % (3.14159, "abcdef", 72, "i", "q"))
print("%*d|%.*f|%s" % (6, 7, 3, 2.0, [1, 2]))
print("%d %i %u" % (3.99, -2.5, True), "%s" % 5, "%.3d" % 7)

# expect: 3 items cost 9.50 (ok)
# expect:    42|42   |00042|+42| 42
# expect: ff FF 0xff 10 0o10 1.234568e+04 1.230000E-04 1e-05 1E+20
# expect:      3.142|ab        |Hi|%|'q'
# expect:      7|2.000|[1, 2]
# expect: 3 -2 1 5 007
