# numba.typed.Dict.empty / List.empty_list with explicit types, filled and read inside @njit
# (append, indexing, len, iteration, in, get, items) and on the host.
import numpy as np
from numba import njit, types
from numba.typed import List, Dict
d = Dict.empty(key_type=types.unicode_type, value_type=types.float64)
print(d, repr(d), type(d))
l = List.empty_list(types.int64)
print(l, repr(l), type(l))

@njit
def fill(d, l):
    d['a'] = 1.0
    d['b'] = 2.5
    for i in range(3):
        l.append(i * 10)
    return len(d), len(l)
print(fill(d, l), d, l)

@njit
def use(d, l):
    s = 0.0
    for k, v in d.items():
        s += v
    t = 0
    for x in l:
        t += x
    return s, t, l[0], l[-1], 'a' in d, 'z' in d, d.get('z', -1.0), d.get('a'), d['b'], 20 in l
print(use(d, l))

print(fill.nopython_signatures)
print(use.signatures)
# expect: {} DictType[unicode_type,float64]<iv=None>({}) <class 'numba.typed.typeddict.Dict'>
# expect: [] ListType[int64]([]) <class 'numba.typed.typedlist.List'>
# expect: (2, 3) {a: 1.0, b: 2.5} [0, 10, 20]
# expect: (3.5, 30, 0, 20, True, False, -1.0, 1.0, 2.5, True)
# expect: [(DictType[unicode_type,float64]<iv=None>, ListType[int64]) -> UniTuple(int64 x 2)]
# expect: [(DictType[unicode_type,float64]<iv=None>, ListType[int64])]
