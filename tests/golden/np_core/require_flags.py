# np.require: an array with the flags asked for (C/F order, writeable, owndata, ...), copied
# only when it lacks one; both C and F, or an unknown flag, are errors
import numpy as np
a = np.arange(6).reshape(2, 3)
col = a[:, 1]
c = np.require(col, requirements=['C'])
print(c.flags['C_CONTIGUOUS'], c, np.shares_memory(c, a))
f = np.require(a, dtype=np.float32, requirements='F')
print(f.flags['F_CONTIGUOUS'], f.dtype, f)
same = np.require(a, requirements=['C', 'A', 'W'])
print(same is a, np.require(a) is a, np.require([1, 2]).dtype)
o = np.require(a[:1], requirements=['O'])
print(o.flags['OWNDATA'], o)
ro = np.broadcast_to(np.arange(3), (2, 3))
w = np.require(ro, requirements=['W'])
print(w.flags.writeable, w)
print(np.require(a, requirements=['c_contiguous', 'e']).flags['C'])
for bad in (['C', 'F'], ['X']):
    try:
        np.require(a, requirements=bad)
    except (ValueError, KeyError) as e:
        print(type(e).__name__, e)
# expect: True [1 4] False
# expect: True float32 [[0. 1. 2.]
# expect:  [3. 4. 5.]]
# expect: True True int64
# expect: True [[0 1 2]]
# expect: True [[0 1 2]
# expect:  [0 1 2]]
# expect: True
# expect: ValueError Cannot specify both "C" and "F" order
# expect: KeyError 'X'
