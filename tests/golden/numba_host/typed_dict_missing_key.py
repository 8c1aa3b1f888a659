# A typed Dict's missing key is Numba's KeyError() with no arguments (from Python and from
# jitted code); popitem on an empty one says 'dictionary is empty'. numba.core.types is
# numba.types (the documentation imports it from there).
from numba.core import types
from numba.typed import Dict
from numba import njit

d = Dict.empty(types.int64, types.int64)
d[1] = 1
for f in (lambda: d[5], lambda: d.pop(5), lambda: d.__delitem__(5),
          lambda: Dict.empty(types.int64, types.int64).popitem()):
    try:
        f()
    except KeyError as e:
        print(repr(e))

@njit
def g(d):
    return d.pop(7)

try:
    g(d)
except KeyError as e:
    print(repr(e), str(e) == "")
print(d.pop(5, 9), d.pop(1), len(d))

@njit
def look(d, k):
    return d[k]

d[3] = 30
print(look(d, 3))
look(d, 4)

# expect: KeyError()
# expect: KeyError()
# expect: KeyError()
# expect: KeyError('dictionary is empty')
# expect: KeyError() True
# expect: 9 1 0
# expect: 30
# expect runtime error: KeyError
