# np.genfromtxt reads a file name, an open file, a list of str or bytes lines, or a generator.
import os
import numpy as np
path = os.path.join("/tmp", "weft_genfromtxt_sources_" + str(os.getpid()) + ".csv")
try:
    with open(path, "w") as f:
        f.write("x,y\n1,2\n3,4\n")
    print(repr(np.genfromtxt(path, delimiter=",", skip_header=1)))
    with open(path) as f:
        print(repr(np.genfromtxt(f, delimiter=",", skip_header=1, dtype=int)))
finally:
    os.remove(path)
print(repr(np.genfromtxt([b"1 2", b"3 4"])))
print(repr(np.genfromtxt(["1 2\n", "3 4\n"])))
print(repr(np.genfromtxt(line for line in ["5 6", "7 8"])))
print(repr(np.genfromtxt(("1 2", "3 4"), converters={0: lambda s: float(s) * 10})))
# expect: array([[1., 2.],
# expect:        [3., 4.]])
# expect: array([[1, 2],
# expect:        [3, 4]])
# expect: array([[1., 2.],
# expect:        [3., 4.]])
# expect: array([[1., 2.],
# expect:        [3., 4.]])
# expect: array([[5., 6.],
# expect:        [7., 8.]])
# expect: array([[10.,  2.],
# expect:        [30.,  4.]])
