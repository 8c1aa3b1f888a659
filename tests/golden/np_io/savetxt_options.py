# np.savetxt's fmt (one, a list, a whole row), delimiter, newline, header, footer, comments.
import os
import numpy as np
base = os.path.join("/tmp", "weft_np_io_savetxt_options_" + str(os.getpid()))
os.mkdir(base)
try:
    p = os.path.join(base, "b.txt")
    def show(*args, **kw):
        np.savetxt(p, *args, **kw)
        with open(p) as f:
            print(repr(f.read()))
    show(np.arange(4), fmt="%d", delimiter=",", header="x,y\nsecond", footer="end", comments="## ")
    show(np.array([[1.5, 2], [3, 4]]), fmt=["%.2f", "%g"])
    show(np.array([[1.5, 2], [3, 4]]), fmt="%.3e;%5.1f")
    show(np.arange(3, dtype=np.float32) / 3, newline=" | ")
    show(np.array([[1, 2], [3, 4]]), fmt="%5d", delimiter="\t", header="a b")
finally:
    for name in os.listdir(base):
        os.remove(os.path.join(base, name))
    os.rmdir(base)
# expect: '## x,y\n## second\n0\n1\n2\n3\n## end\n'
# expect: '1.50 2\n3.00 4\n'
# expect: '1.500e+00;  2.0\n3.000e+00;  4.0\n'
# expect: '0.000000000000000000e+00 | 3.333333432674407959e-01 | 6.666666865348815918e-01 | '
# expect: '# a b\n    1\t    2\n    3\t    4\n'
