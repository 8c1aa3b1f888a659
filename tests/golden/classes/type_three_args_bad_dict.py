# type() with bad arguments: dict.
print("start")
type('A', (), 1)
# expect: start
# expect runtime error: TypeError: type.__new__() argument 3 must be dict, not int
