# np.savetxt's default '%.18e' format, 1-D and 2-D, read back as text and by np.loadtxt.
import os
import numpy as np
base = os.path.join("/tmp", "weft_np_io_savetxt_default_" + str(os.getpid()))
os.mkdir(base)
try:
    p = os.path.join(base, "a.txt")
    np.savetxt(p, np.arange(6.).reshape(2, 3) / 7)
    with open(p) as f:
        print(f.read(), end="")
    print(np.loadtxt(p).tolist())
    np.savetxt(p, np.arange(3))
    with open(p) as f:
        print(f.read(), end="")
    np.savetxt(p, np.array([True, False]))
    with open(p) as f:
        print(f.read(), end="")
finally:
    for name in os.listdir(base):
        os.remove(os.path.join(base, name))
    os.rmdir(base)
# expect: 0.000000000000000000e+00 1.428571428571428492e-01 2.857142857142856984e-01
# expect: 4.285714285714285476e-01 5.714285714285713969e-01 7.142857142857143016e-01
# expect: [[0.0, 0.14285714285714285, 0.2857142857142857], [0.42857142857142855, 0.5714285714285714, 0.7142857142857143]]
# expect: 0.000000000000000000e+00
# expect: 1.000000000000000000e+00
# expect: 2.000000000000000000e+00
# expect: 1.000000000000000000e+00
# expect: 0.000000000000000000e+00
