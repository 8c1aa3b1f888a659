# typed.List.extend(a Python list) compiles Numba's _extend for a reflected list: two
# NumbaPendingDeprecationWarnings, once per pair of types; tuples and typed lists do not warn.
# List._dtype is Numba's number type itself, and a list made empty_list of it takes the items.
from numba import types
from numba.typed import List

l = List()
l.extend([1, 2, 3])
l.extend([4])
print(l)
print(l._dtype, l._dtype == types.int64)
m = List.empty_list(l._dtype)
m.extend(l)
m.extend((7, 8))
print(m, len(m))
f = List([1.5])
f.extend([2.5, 3.5])
print(f, f._dtype == types.float64)
# expect: [1, 2, 3, 4]
# expect: int64 True
# expect: [1, 2, 3, 4, 7, 8] 6
# expect: [1.5, 2.5, 3.5] True
# expect stderr: Encountered the use of a type that is scheduled for deprecation: type 'reflected list' found for argument 'iterable' of function 'impl_extend.<locals>.select_impl.<locals>.impl'.
# expect stderr: Encountered the use of a type that is scheduled for deprecation: type 'reflected list' found for argument 'iterable' of function '_extend'.
# expect stderr:   return l.extend(iterable)
# expect stderr:   warnings.warn(NumbaPendingDeprecationWarning(msg, loc=loc))
# expect stderr:             def impl(l, iterable):
