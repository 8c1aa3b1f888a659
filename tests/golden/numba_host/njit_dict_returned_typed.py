# A dict made in @njit code comes back to Python as Numba's typed Dict (its item types from the
# first item: a later item of another key type is a TypingError).
from numba import njit
from numba.typed import Dict
d = Dict()
d[1] = 2.5
print(d, type(d).__name__)
@njit
def mk(n):
    d = {}
    for i in range(n):
        d[i] = i * 0.5
    return d, {'a': 1}
r, s = mk(3)
print(r, type(r).__name__, s, type(s).__name__)
print(r[2], len(r), list(r.keys()))
r[7] = 1
print(r)
try:
    r['x'] = 1
except Exception as e:
    print(type(e).__name__)

# expect: {1: 2.5} Dict
# expect: {0: 0.0, 1: 0.5, 2: 1.0} Dict {a: 1} Dict
# expect: 1.0 3 [0, 1, 2]
# expect: {0: 0.0, 1: 0.5, 2: 1.0, 7: 1.0}
# expect: TypingError
