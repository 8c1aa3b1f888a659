# typed.List.empty_list and typed.Dict.empty take NumPy scalar types (np.int64) as item types,
# in and out of @njit code and in a jitclass's __init__.
from numba.typed import List, Dict
from numba import njit, types
import numpy as np
try:
    l = List.empty_list(np.int64)
    print(l, type(l))
except Exception as e:
    print(type(e).__name__, e)
@njit
def f():
    l = List.empty_list(np.float64)
    l.append(1)
    d = Dict.empty(types.int64, np.float64)
    d[1] = 2
    return l, d
print(f())
from numba.experimental import jitclass

@jitclass
class Bag:
    items: types.ListType(types.int64)
    def __init__(self):
        self.items = List.empty_list(np.int64)
    def add(self, v):
        self.items.append(v)

b = Bag()
b.add(3)
b.add(4)
print(list(b.items), len(b.items))
# expect: [] <class 'numba.typed.typedlist.List'>
# expect: (ListType[float64]([1.0]), DictType[int64,float64]<iv=None>({1: 2.0}))
# expect: [3, 4] 2
