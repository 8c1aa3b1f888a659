# numba.typed containers with explicit types made inside @njit and returned, a signature over
# ListType, keys() into a new List, and the host's view of them.
import numpy as np
from numba import njit, types
from numba.typed import List, Dict
d = Dict.empty(key_type=types.unicode_type, value_type=types.float64)
d['a'] = 1.0
d['b'] = 2.5
l = List.empty_list(types.int64)
for i in range(3):
    l.append(i * 10)
@njit
def mk():
    dd = Dict.empty(key_type=types.int64, value_type=types.float64)
    for i in range(3):
        dd[i] = i / 2
    ll = List.empty_list(types.float64)
    ll.append(1.5)
    return dd, ll
dd, ll = mk()
print(dd, ll, repr(dd), repr(ll))
print(mk.nopython_signatures)
@njit(types.float64(types.ListType(types.float64)))
def lsum(l):
    s = 0.0
    for x in l:
        s += x
    return s
print(lsum(ll), lsum.nopython_signatures)
@njit
def keys(d):
    out = List()
    for k in d.keys():
        out.append(k)
    return out
print(keys(d))
print(d.get('zz'), list(d.items()), list(d.keys()), list(d.values()))
for k in d: print(k)
print(l[1], len(l), l[1:], 10 in l, l.pop(), l)
# expect: {0: 0.0, 1: 0.5, 2: 1.0} [1.5] DictType[int64,float64]<iv=None>({0: 0.0, 1: 0.5, 2: 1.0}) ListType[float64]([1.5])
# expect: [() -> Tuple(DictType[int64,float64]<iv=None>, ListType[float64])]
# expect: 1.5 [(ListType[float64],) -> float64]
# expect: [a, b]
# expect: None [('a', 1.0), ('b', 2.5)] ['a', 'b'] [1.0, 2.5]
# expect: a
# expect: b
# expect: 10 3 [10, 20] True 20 [0, 10]
