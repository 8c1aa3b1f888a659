# dispatcher.overloads: an OrderedDict from each compiled signature's argument types (as
# dispatcher.signatures lists them) to its compile result, whose .signature has the return type.
import numpy as np
from numba import njit

@njit
def f(x):
    return x + 1

print(len(f.overloads), f.overloads, type(f.overloads).__name__)
f(1)
f(2.0)
f(np.arange(3))
f(1)
print(len(f.overloads), list(f.overloads))
print(list(f.overloads.keys()) == f.signatures, f.signatures[1] in f.overloads)
for sig, res in f.overloads.items():
    print(sig, type(sig).__name__, len(sig), res.signature, res.signature.args, res.signature.return_type)
print(f.overloads[f.signatures[0]].signature == f.nopython_signatures[0])
d = {f.signatures[0]: "a"}
print(d[f.signatures[0]], hash(f.signatures[0]) == hash(f.signatures[0]))

@njit
def g(a, b):
    return a * b

g(2, 3.5)
print(len(g.overloads), list(g.overloads), [r.signature for r in g.overloads.values()])
# expect: 0 OrderedDict() OrderedDict
# expect: 3 [(int64,), (float64,), (array(int64, 1d, C),)]
# expect: True True
# expect: (int64,) tuple 1 (int64,) -> int64 (int64,) int64
# expect: (float64,) tuple 1 (float64,) -> float64 (float64,) float64
# expect: (array(int64, 1d, C),) tuple 1 (array(int64, 1d, C),) -> array(int64, 1d, C) (array(int64, 1d, C),) array(int64, 1d, C)
# expect: True
# expect: a True
# expect: 1 [(int64, float64)] [(int64, float64) -> float64]
