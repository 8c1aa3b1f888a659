# genfromtxt's delimiter as widths: a negative fixed width gives no fields (NumPy's empty range;
# it once looped for ever), 0 splits at whitespace, a list of widths slices each line as Python
# does (negative bounds from the end, running sums wrapping as int64; it once read before the line).
import numpy as np
for d in (-1, 0, -5, (2, -1), (0, 1), [0], (-3, 1), (-1,), (2, 2**62, 2**62, 1), (-2**63, 2**63 - 1), (1, -1, 3), 3):
    try:
        print(d, repr(np.genfromtxt(["1.5,2", " 10 ,1e3", "123456"], delimiter=d, dtype=int)))
    except Exception as e:
        print(d, type(e).__name__, e)
# expect: -1 array([], dtype=int64)
# expect: 0 ValueError Some errors were detected !
# expect:     Line #2 (got 2 columns instead of 1)
# expect: -5 array([], dtype=int64)
# expect: (2, -1) array([[-1, -1],
# expect:        [ 1, -1],
# expect:        [12, -1]])
# expect: (0, 1) array([[-1,  1],
# expect:        [-1, -1],
# expect:        [-1,  1]])
# expect: [0] array([-1, -1, -1])
# expect: (-3, 1) array([[ -1,   5],
# expect:        [ -1,   1],
# expect:        [123,   4]])
# expect: (-1,) array([   -1,    -1, 12345])
# expect: (2, 4611686018427387904, 4611686018427387904, 1) array([[  -1,   -1,   -1,   -1],
# expect:        [   1,   -1,   -1,   -1],
# expect:        [  12, 3456,   -1,   -1]])
# expect: (-9223372036854775808, 9223372036854775807) array([[   -1,    -1],
# expect:        [   -1,    -1],
# expect:        [   -1, 12345]])
# expect: (1, -1, 3) array([[  1,  -1,  -1],
# expect:        [ -1,  -1,  10],
# expect:        [  1,  -1, 123]])
# expect: 3 ValueError Some errors were detected !
# expect:     Line #2 (got 3 columns instead of 2)
