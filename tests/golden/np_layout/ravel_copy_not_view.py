# ravel is a view only of an array already contiguous in the order asked for; a strided slice
# or a transpose read in C order gives a fresh copy (no base, owns its data), so writing to it
# leaves the source alone. np.put_along_axis(axis=None) still writes through to a strided array.
import numpy as np
m = np.arange(12).reshape(3, 4).copy()
def chk(r):
    return (r.base is None, np.shares_memory(r, m), r.flags.owndata)
print(chk(m.ravel()), chk(m[:1].ravel()))
print(chk(m.T.ravel()), chk(m.T.ravel('F')), chk(m.T.ravel('K')), chk(m.T.ravel('A')))
print(chk(m[:, ::2].ravel()), chk(m[:, ::2].ravel('K')), chk(m[:, :1].ravel()), chk(m[::-1].ravel('K')))
r = m[:, ::2].ravel()
r[0] = -5
print(m[0, 0], r[:3])
s = np.arange(10)[::2]
print(s.ravel().base is None, np.ravel(m.T).base is None)
t = m.T
np.put_along_axis(t, np.array([0, 5]), -1, axis=None)
print(m[0], m[2])
# expect: (False, True, False) (False, True, False)
# expect: (True, False, True) (False, True, False) (False, True, False) (False, True, False)
# expect: (True, False, True) (True, False, True) (True, False, True) (True, False, True)
# expect: 0 [-5  2  4]
# expect: True True
# expect: [-1  1  2  3] [ 8 -1 10 11]
