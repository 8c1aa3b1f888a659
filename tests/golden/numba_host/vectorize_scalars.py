# With only scalar arguments a vectorized function returns a NumPy scalar.
from numba import vectorize

@vectorize(['int64(int64, int64)', 'float64(float64, float64)'])
def add2(a, b):
    return a + 2 * b

r = add2(1, 2)
print(r, type(r))
s = add2(1.5, 2)
print(s, type(s))

# expect: 5 <class 'numpy.int64'>
# expect: 5.5 <class 'numpy.float64'>
