# ndarray.resize: a transposed (Fortran-contiguous) view is one segment, so the error is about
# ownership; a view may take a same-size shape; a Fortran array keeps Fortran strides
import numpy as np
a = np.arange(12).reshape(3, 4)
for f in [lambda: a.T.resize(2), lambda: a[:, ::2].resize(2), lambda: a[1:].resize((2, 4))]:
    try:
        print(f())
    except ValueError as e:
        print(e)
v = a.T
v.resize((2, 6))
print(v.shape, v[0])
b = np.asfortranarray(np.arange(6).reshape(2, 3))
b.resize(7, refcheck=False)
print(b)
c = np.asfortranarray(np.arange(6).reshape(2, 3))
c.resize((3, 2), refcheck=False)
print(c.tolist(), c.flags.f_contiguous)

# expect: cannot resize this array: it does not own its data
# expect: resize only works on single-segment arrays
# expect: None
# expect: (2, 6) [ 0  2  4  6  8 10]
# expect: [0 3 1 4 2 5 0]
# expect: [[0, 4], [3, 2], [1, 5]] True
