import numpy as np
np.random.seed(0)
print(np.random.choice(['H', 'T'], 10))
print(np.random.choice(['a', 'b', 'c'], size=(2, 3), p=[0.2, 0.3, 0.5]))
print(np.random.choice(['x', 'yy', 'z'], 2, replace=False), np.random.choice(np.array(['q', 'r'])))
# expect: ['H' 'T' 'T' 'H' 'T' 'T' 'T' 'T' 'T' 'T']
# expect: [['c' 'b' 'c']
# expect:  ['c' 'b' 'c']]
# expect: ['yy' 'x'] r
