# typed.List._dtype: the item type as a Numba type; an untyped (empty) List has none.
from numba.typed import List
from numba import types
l = List([1, 2, 3])
print(l._dtype)
print(List.empty_list(types.unicode_type)._dtype)
print(List([1.5])._dtype == types.float64)
a = List()
try:
    a._dtype
except Exception as e:
    print(type(e).__name__, e)
# expect: int64
# expect: unicode_type
# expect: True
# expect: RuntimeError invalid operation on untyped list
