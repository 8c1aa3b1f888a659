# Records with object fields pickle as NumPy's: the state holds the list of their tuples (not
# their bytes), so the copy owns its objects after the original is gone.
import copy
import pickle
import numpy as np

s = np.zeros((2, 2), dtype=[('n', 'O'), ('x', 'f8')])
s['n'] = [['a', [1]], [None, 2.5]]
d = pickle.dumps(s)
del s
t = pickle.loads(d)
print(t, t.shape, t.dtype)
c = copy.deepcopy(t)
t['n'][0, 1].append(5)
print(c['n'], t['n'][0, 1])
# expect: [[('a', 0.) (list([1]), 0.)]
# expect:  [(None, 0.) (2.5, 0.)]] (2, 2) [('n', 'O'), ('x', '<f8')]
# expect: [['a' list([1])]
# expect:  [None 2.5]] [1, 5]
