# type() with bad arguments: name.
print("start")
type(1, (), {})
# expect: start
# expect runtime error: TypeError: type.__new__() argument 1 must be str, not int
