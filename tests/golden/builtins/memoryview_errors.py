# memoryview's errors with CPython's messages.
from array import array
mv = memoryview(b"abc")
m = memoryview(bytearray(b"hello"))
ma = memoryview(array("i", [1, 2]))
for f in [lambda: mv.__setitem__(0, 1), lambda: m[10], lambda: memoryview(5), lambda: memoryview("s"),
          lambda: ma.cast("d"), lambda: memoryview(b"abc").cast("i"), lambda: m.__setitem__(0, 300),
          lambda: m.__setitem__(slice(0, 2), b"abc"), lambda: hash(m), lambda: ma.cast("x"),
          lambda: m.__setitem__(0, "a")]:
    try:
        print(f())
    except (TypeError, ValueError, IndexError) as err:
        print(type(err).__name__, err)
mv[0] = 65
# expect: TypeError cannot modify read-only memory
# expect: IndexError index out of bounds on dimension 1
# expect: TypeError memoryview: a bytes-like object is required, not 'int'
# expect: TypeError memoryview: a bytes-like object is required, not 'str'
# expect: TypeError memoryview: cannot cast between two non-byte formats
# expect: TypeError memoryview: length is not a multiple of itemsize
# expect: ValueError memoryview: invalid value for format 'B'
# expect: ValueError memoryview assignment: lvalue and rvalue have different structures
# expect: ValueError cannot hash writable memoryview object
# expect: ValueError memoryview: destination format must be a native single character format prefixed with an optional '@'
# expect: TypeError memoryview: invalid type for format 'B'
# expect runtime error: TypeError: cannot modify read-only memory
