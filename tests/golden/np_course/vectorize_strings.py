import numpy as np
# np.vectorize over string and object arrays passes each element to the function
print(np.vectorize(len)(np.array(['a', 'bb', 'ccc'])))
print(np.vectorize(lambda s: s.upper())(np.array([['ab', 'c'], ['d', 'ef']])))
print(np.vectorize(lambda s: len(s) > 1)(['x', 'yy']))
print(np.vectorize(lambda o: o['k'], otypes=[float])(np.array([{'k': 1}, {'k': 2.5}], dtype=object)))
# expect: [1 2 3]
# expect: [['AB' 'C']
# expect:  ['D' 'EF']]
# expect: [False  True]
# expect: [1.  2.5]
