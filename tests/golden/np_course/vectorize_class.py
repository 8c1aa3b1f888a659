import numpy as np

def f(x, y=1):
    """Add y."""
    return x + y

v = np.vectorize(f)
print(type(v).__name__, type(v))
print(isinstance(v, np.vectorize), isinstance(f, np.vectorize))
print(repr(v).startswith('<numpy.vectorize object at 0x'))
print(v.pyfunc is f, v.otypes, v.excluded, v.cache, v.signature)
print(v.__doc__)
w = np.vectorize(f, otypes=[float], excluded=[1, 'y'], doc='hi', cache=True)
print(w.otypes, sorted(w.excluded, key=str), w.__doc__, w.cache)
print(w([1, 2], 3))
print(np.vectorize(f, otypes='f').otypes, np.vectorize(f, otypes=(np.int32,)).otypes)
print(np.vectorize(f, otypes='i')([1.5, 2.5]))

calls = []
def g(x):
    calls.append(x)
    return x * 2
print(np.vectorize(g)([1, 2, 3]), len(calls))
calls.clear()
print(np.vectorize(g, cache=True)([1, 2, 3]), len(calls))

@np.vectorize
def clip01(x):
    return 0.0 if x < 0 else (1.0 if x > 1 else x)

print(type(clip01).__name__, clip01([-1, 0.5, 2]))
print(clip01.pyfunc.__name__)

for bad in ('x', 5):
    try:
        np.vectorize(f, otypes=bad)
    except ValueError as e:
        print('ValueError:', e)
# expect: vectorize <class 'numpy.vectorize'>
# expect: True False
# expect: True
# expect: True None set() False None
# expect: Add y.
# expect: d [1, 'y'] hi True
# expect: [4. 5.]
# expect: f i
# expect: [2 3]
# expect: [2 4 6] 4
# expect: [2 4 6] 3
# expect: vectorize [0.  0.5 1. ]
# expect: clip01
# expect: ValueError: Invalid otype specified: x
# expect: ValueError: Invalid otype specification
