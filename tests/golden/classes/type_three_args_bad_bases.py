# type() with bad arguments: bases.
print("start")
type('A', 1, {})
# expect: start
# expect runtime error: TypeError: type.__new__() argument 2 must be tuple, not int
