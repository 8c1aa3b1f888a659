# The empty tuple is one object, as in CPython: (), tuple(), an empty slice of a tuple.
t = (1, 2, 3)
e = ()
print(e is tuple())
print(t[0:0] is e, t[5:] is e, t[2:1] is e)
print(tuple([]) is e, tuple(x for x in []) is e)
print(t[:0] + () is e)
print(e * 3 is e, t * 0 is e)
a, b = (), ()
print(a is b, id(a) == id(b))
print(len(e), e, hash(e) == hash(tuple()))
# expect: True
# expect: True True True
# expect: True True
# expect: True
# expect: True True
# expect: True True
# expect: 0 () True
