# split with and without a separator, maxsplit, rsplit, and join.
print("a b  c\td\n".split())
print("  lead and trail  ".split())
print("a,b,,c".split(","), "a,b,,c".split(",", 1), "".split(","), "".split())
print("a b c d".split(None, 2), "a b c d".rsplit(None, 2), "a,b,c".rsplit(",", 1))
print("x--y--z".split("--"), "-".join(["a", "b", "c"]), "".join([]), ", ".join("xyz"))
print("line1\nline2\r\nline3".splitlines(), "a\n\nb\n".splitlines(), "a\nb".splitlines(True))

# expect: ['a', 'b', 'c', 'd']
# expect: ['lead', 'and', 'trail']
# expect: ['a', 'b', '', 'c'] ['a', 'b,,c'] [''] []
# expect: ['a', 'b', 'c d'] ['a b', 'c', 'd'] ['a,b', 'c']
# expect: ['x', 'y', 'z'] a-b-c  x, y, z
# expect: ['line1', 'line2', 'line3'] ['a', '', 'b'] ['a\n', 'b']
