# Arrays, dicts and lists as elements: arrays of unequal lengths stay elements; equal lengths
# become an axis.
import numpy as np

a = np.array([np.zeros(2), np.zeros(3)], dtype=object)
print(repr(a), a.shape)
print(a)
b = np.array([np.zeros(2), np.ones(2)], dtype=object)
print(repr(b), b.shape)
g = np.empty((2, 2), dtype=object)
g[0, 0] = np.arange(3)
g[1, 1] = {'a': 1}
print(repr(g))
print(g)
d = np.array([{'x': 1}, {'y': 2}])
print(repr(d), d[0]['x'])
x = np.empty(3, dtype=object)
for i in range(3):
    x[i] = [i] * i
print(repr(x), [len(v) for v in x])
print(repr(np.array([None])), repr(np.array(None)), np.array(None).shape)
# expect: array([array([0., 0.]), array([0., 0., 0.])], dtype=object) (2,)
# expect: [array([0., 0.]) array([0., 0., 0.])]
# expect: array([[0.0, 0.0],
# expect:        [1.0, 1.0]], dtype=object) (2, 2)
# expect: array([[array([0, 1, 2]), None],
# expect:        [None, {'a': 1}]], dtype=object)
# expect: [[array([0, 1, 2]) None]
# expect:  [None {'a': 1}]]
# expect: array([{'x': 1}, {'y': 2}], dtype=object) 1
# expect: array([list([]), list([1]), list([2, 2])], dtype=object) [0, 1, 2]
# expect: array([None], dtype=object) array(None, dtype=object) ()
