import numpy as np

def f(a, b=2):
    return a + b

v = np.vectorize(f, excluded={'b'})
print(v([1, 2], b=5))
v([1, 2], c=3)
# expect: [6 7]
# expect runtime error: TypeError: f() got an unexpected keyword argument 'c'
