# @jit(forceobj=True) with an argument Numba cannot type (a dict): object mode types it as
# pyobject, so signatures lists (pyobject,) beside the typed ones; nopython_signatures stays empty.
from numba import jit
@jit(forceobj=True)
def keys_sorted(d):
    return sorted(d)
print(keys_sorted({'b': 1, 'a': 2}))
print(keys_sorted.signatures)
print(keys_sorted(3.5 and [2, 1]))
print(keys_sorted.signatures)
print(keys_sorted.nopython_signatures)
print(keys_sorted.overloads.keys())
# expect: ['a', 'b']
# expect: [(pyobject,)]
# expect: [1, 2]
# expect: [(pyobject,), (reflected list(int64)<iv=None>,)]
# expect: []
# expect: odict_keys([(pyobject,), (reflected list(int64)<iv=None>,)])
