# slice.indices(length) resolves a slice against a length as sequence slicing does; a slice bound
# that is no integer gets CPython's message without a type name.
print(slice(1, 10, 2).indices(5), slice(None, None, -1).indices(4), slice(-100, 100).indices(3), slice(-2, None).indices(10))
print(slice(5).indices(0), slice(None, None, -3).indices(10), slice(8, 2, -2).indices(6))
r = range(20)
s = slice(3, -2, 4)
print(list(range(*s.indices(len(r)))) == r[s], hasattr(slice(1), "indices"))
for bad in [(-1,), (2.5,), ()]:
    try:
        slice(1, 2).indices(*bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    slice(1, 2, 0).indices(5)
except ValueError as e:
    print(e)
try:
    slice("a", 2).indices(5)
except TypeError as e:
    print(e)
try:
    [1, 2]["a":]
except TypeError as e:
    print(e)
# expect: (1, 5, 2) (3, -1, -1) (0, 3, 1) (8, 10, 1)
# expect: (0, 0, 1) (9, -1, -3) (5, 2, -2)
# expect: False True
# expect: ValueError length should not be negative
# expect: TypeError 'float' object cannot be interpreted as an integer
# expect: TypeError slice.indices() takes exactly one argument (0 given)
# expect: slice step cannot be zero
# expect: slice indices must be integers or None or have an __index__ method
# expect: slice indices must be integers or None or have an __index__ method
