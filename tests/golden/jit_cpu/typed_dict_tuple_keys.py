# numba.typed.Dict and List hold tuples (UniTuple(int64 x 2) keys made in @njit code, boxed
# as Python ints), typed by the first item or by Dict.empty(key_type=types.UniTuple(...)).
import numpy as np
from numba import njit, types
from numba.typed import Dict, List

@njit
def grid_counts(xs, ys):
    d = Dict()
    for i in range(len(xs)):
        k = (xs[i] // 10, ys[i] // 10)
        if k in d:
            d[k] += 1
        else:
            d[k] = 1
    return d

d = grid_counts(np.array([1, 15, 12, 3, 25]), np.array([2, 4, 18, 9, 1]))
for k in sorted(d.keys()):
    print(k, d[k], type(k[0]).__name__)
print(len(d))

e = Dict.empty(key_type=types.UniTuple(types.int64, 2), value_type=types.float64)
e[(1, 2)] = 3.0
e[(3, 4)] = 5
print(e, e[(1, 2)], (3, 4) in e)

f = Dict()
f[(1, 2.5)] = "a"
print(f)
l = List()
l.append((1, 2))
l.append((3, 4))
print(l)
print(repr(e))

@njit
def total(dd):
    s = 0.0
    for k, v in dd.items():
        s += k[0] * v + k[1]
    return s

print(total(e), e.get((9, 9), -1.0))
# expect: (0, 0) 2 int
# expect: (1, 0) 1 int
# expect: (1, 1) 1 int
# expect: (2, 0) 1 int
# expect: 4
# expect: {(1, 2): 3.0, (3, 4): 5.0} 3.0 True
# expect: {(1, 2.5): a}
# expect: [(1, 2), (3, 4)]
# expect: DictType[UniTuple(int64 x 2),float64]<iv=None>({(1, 2): 3.0, (3, 4): 5.0})
# expect: 24.0 -1.0
