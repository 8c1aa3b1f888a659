# np.loadtxt reads open files, lists of lines and generators; converters and max_rows.
import os
import numpy as np
path = os.path.join("/tmp", "weft_loadtxt_sources_" + str(os.getpid()) + ".txt")
try:
    np.savetxt(path, [[1, 2], [3, 4]], fmt="%d")
    with open(path) as f:
        print(repr(np.loadtxt(f)))
    with open(path, "w") as f:
        np.savetxt(f, [[5.5, 6]], fmt="%.1f", header="h")
    with open(path) as f:
        print(repr(f.read()))
finally:
    os.remove(path)
print(repr(np.loadtxt(["1 2", "3 4"])))
print(repr(np.loadtxt((x for x in ["1 2", "3 4", "5 6"]), max_rows=2)))
print(repr(np.loadtxt(["1,2", "3,4"], delimiter=",", converters={0: lambda s: float(s) * 2})))
print(repr(np.loadtxt(["1 2", "3 4"], converters=lambda s: float(s) + 0.5)))
print(repr(np.loadtxt(["1 2", "3 4"], dtype=int, converters={1: lambda s: int(s) * 10})))
for bad in (5, None):
    try:
        np.loadtxt(bad)
    except ValueError as e:
        print(e)
try:
    np.loadtxt(["1 2"], converters=5)
except TypeError as e:
    print(e)
try:
    np.savetxt(5, [1])
except ValueError as e:
    print(e)
# expect: array([[1., 2.],
# expect:        [3., 4.]])
# expect: '# h\n5.5 6.0\n'
# expect: array([[1., 2.],
# expect:        [3., 4.]])
# expect: array([[1., 2.],
# expect:        [3., 4.]])
# expect: array([[2., 2.],
# expect:        [6., 4.]])
# expect: array([[1.5, 2.5],
# expect:        [3.5, 4.5]])
# expect: array([[ 1, 20],
# expect:        [ 3, 40]])
# expect: fname must be a string, filehandle, list of strings,
# expect: or generator. Got <class 'int'> instead.
# expect: fname must be a string, filehandle, list of strings,
# expect: or generator. Got <class 'NoneType'> instead.
# expect: converters must be a dictionary mapping columns to converter functions or a single callable.
# expect: fname must be a string or file handle
