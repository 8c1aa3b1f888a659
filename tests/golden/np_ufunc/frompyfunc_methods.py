# np.frompyfunc makes a ufunc: repr, nin/nout/nargs/identity/__name__, and reduce, accumulate (axis 0, over Python values) and outer.
import numpy as np
fz = np.frompyfunc(lambda a, b: a + b, 2, 1)
print(fz, fz.nin, fz.nout, fz.nargs, fz.identity, fz.__name__, type(fz).__name__)
print(fz(np.arange(3), 10), fz(1, 2))
r = fz.reduce(np.arange(5))
print(r, type(r))
print(fz.reduce(np.arange(6).reshape(2, 3)), fz.reduce([[1, 2], [3, 4]], axis=0))
print(fz.accumulate(np.arange(5)), fz.accumulate(['a', 'b', 'c']))
print(fz.outer([1, 2], [10, 20, 30]))
print(fz.reduce(['x', 'y', 'z']), fz.reduce([], initial=0) if False else fz.reduce([5]))
cat = np.frompyfunc(lambda s, t: s + '-' + t, 2, 1)
print(cat.reduce(np.array(['a', 'b', 'c'], dtype=object)), cat.accumulate(np.array(['p', 'q'], dtype=object)))
g = np.frompyfunc(max, 2, 1, identity=-100)
print(g.reduce([3, 9, 2]), g.identity, g.reduce(np.array([], dtype=int)))
try:
    fz.reduce(np.array([], dtype=int))
except ValueError as e:
    print(e)

# expect: <ufunc '<lambda> (vectorized)'> 2 1 3 None <lambda> (vectorized) ufunc
# expect: [10 11 12] 3
# expect: 10 <class 'int'>
# expect: [3 5 7] [4 6]
# expect: [0 1 3 6 10] ['a' 'ab' 'abc']
# expect: [[11 21 31]
# expect:  [12 22 32]]
# expect: xyz 5
# expect: a-b-c ['p' 'p-q']
# expect: 9 -100 -100
# expect: zero-size array to reduction operation <lambda> (vectorized) which has no identity
