# str and repr of exceptions as CPython makes them.
for e in (ValueError(), ValueError("one"), ValueError("a", 2), ValueError(3),
          KeyError("k"), KeyError(3), KeyError(), KeyError("a", "b"),
          StopIteration(7), SystemExit(2), RuntimeError(["x"])):
    print(repr(str(e)), repr(e), e.args)
print(StopIteration(7).value, StopIteration().value, SystemExit(2).code, SystemExit().code)
e = OSError(2, "No such file or directory", "a.txt")
print(type(e).__name__, e, e.errno, e.strerror, e.filename, e.args)
e = OSError(13, "Permission denied")
print(type(e).__name__, e, e.filename)
e = OSError("plain")
print(type(e).__name__, e, e.errno)
e = ValueError("tagged")
e.note = 42
print(e.note, e)
try:
    ValueError(x=1)
except TypeError as t:
    print(t)
# expect: '' ValueError() ()
# expect: 'one' ValueError('one') ('one',)
# expect: "('a', 2)" ValueError('a', 2) ('a', 2)
# expect: '3' ValueError(3) (3,)
# expect: "'k'" KeyError('k') ('k',)
# expect: '3' KeyError(3) (3,)
# expect: '' KeyError() ()
# expect: "('a', 'b')" KeyError('a', 'b') ('a', 'b')
# expect: '7' StopIteration(7) (7,)
# expect: '2' SystemExit(2) (2,)
# expect: "['x']" RuntimeError(['x']) (['x'],)
# expect: 7 None 2 None
# expect: FileNotFoundError [Errno 2] No such file or directory: 'a.txt' 2 No such file or directory a.txt (2, 'No such file or directory')
# expect: PermissionError [Errno 13] Permission denied None
# expect: OSError plain None
# expect: 42 tagged
# expect: ValueError() takes no keyword arguments
