# A Python list or set passed to @njit is Numba's reflected list/set: each compilation (each new
# set of argument types) warns NumbaPendingDeprecationWarning on stderr, once per such argument;
# calls with types compiled before do not warn again.
import warnings
from numba import njit
from numba.core.errors import NumbaPendingDeprecationWarning

@njit
def total(lst):
    s = 0
    for v in lst:
        s += v
    return s

@njit
def count_in(xs, ys):
    c = 0
    for x in xs:
        if x in ys:
            c += 1
    return c

print(total([1, 2, 3]))
print(total([4, 5]))
print(total([1.5, 2.5]))
print(count_in([1, 2, 3], {2, 3, 4}))
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    total([True, False])
    print(len(w), w[0].category.__name__, issubclass(w[0].category, PendingDeprecationWarning))
    print(str(w[0].message).splitlines()[1])
# expect stderr: Encountered the use of a type that is scheduled for deprecation: type 'reflected list' found for argument 'lst' of function 'total'.
# expect stderr: Encountered the use of a type that is scheduled for deprecation: type 'reflected set' found for argument 'ys' of function 'count_in'.
# expect stderr: File "reflected_list_warning.py", line 9:
# expect stderr: /usr/lib/python3/dist-packages/numba/core/ir_utils.py:2149: NumbaPendingDeprecationWarning: 
# expect: 6
# expect: 9
# expect: 4.0
# expect: 2
# expect: 1 NumbaPendingDeprecationWarning False
# expect: Encountered the use of a type that is scheduled for deprecation: type 'reflected list' found for argument 'lst' of function 'total'.
