# np.loadtxt's dtype, comments, delimiter, skiprows, usecols, unpack and ndmin.
import os
import numpy as np
base = os.path.join("/tmp", "weft_np_io_loadtxt_options_" + str(os.getpid()))
os.mkdir(base)
try:
    p = os.path.join(base, "l.txt")
    def run(text, **kw):
        with open(p, "w") as f:
            f.write(text)
        r = np.loadtxt(p, **kw)
        print(repr(r), r.shape)
    run("# c\n1 2 3\n4 5\n", usecols=(0, 1))
    run("# c\n1 2 3\n4 5 6\n", usecols=-1)
    run("1, 2.5,3\n4,5,6 # end\n", delimiter=",")
    run("1 2\n3 4\n", dtype=int)
    run("7\n")
    run("7\n8\n")
    run("7\n", ndmin=2)
    run("7\n8\n", ndmin=2)
    run("h1 h2\n1 2\n3 4\n", skiprows=1)
    run("% x\n1 2\n\n3 4\n", comments="%", dtype=np.float32)
    run("1 2\n3 4\n", unpack=True)
    run("1e3 -inf nan\n")
    run("1 2\n", dtype=np.int8)
finally:
    for name in os.listdir(base):
        os.remove(os.path.join(base, name))
    os.rmdir(base)
# expect: array([[1., 2.],
# expect:        [4., 5.]]) (2, 2)
# expect: array([3., 6.]) (2,)
# expect: array([[1. , 2.5, 3. ],
# expect:        [4. , 5. , 6. ]]) (2, 3)
# expect: array([[1, 2],
# expect:        [3, 4]]) (2, 2)
# expect: array(7.) ()
# expect: array([7., 8.]) (2,)
# expect: array([[7.]]) (1, 1)
# expect: array([[7.],
# expect:        [8.]]) (2, 1)
# expect: array([[1., 2.],
# expect:        [3., 4.]]) (2, 2)
# expect: array([[1., 2.],
# expect:        [3., 4.]], dtype=float32) (2, 2)
# expect: array([[1., 3.],
# expect:        [2., 4.]]) (2, 2)
# expect: array([1000.,  -inf,   nan]) (3,)
# expect: array([1, 2], dtype=int8) (2,)
