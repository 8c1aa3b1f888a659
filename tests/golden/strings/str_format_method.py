# str.format with automatic, indexed and named fields and format specs.
print("{} + {} = {}".format(1, 2, 3))
print("{1} {0} {1}".format("a", "b"))
print("{name} is {age:>4} years".format(name="Ann", age=7))
print("{:.3f}|{:8.2e}|{:<6}|{:^7}|{:x}".format(3.14159, 12345.678, "ab", "mid", 255))
print("{{literal}} {0[1]} {!r}".format([5, 6], "q"))
print("{:{w}.{p}f}".format(2.5, w=8, p=2))

# expect: 1 + 2 = 3
# expect: b a b
# expect: Ann is    7 years
# expect: 3.142|1.23e+04|ab    |  mid  |ff
# expect runtime error: ValueError: cannot switch from manual field specification to automatic field numbering
