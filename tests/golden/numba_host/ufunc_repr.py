# How the decorated objects print: Numba's DUFunc/GUFunc for the cpu target, plain ufuncs for parallel.
from numba import vectorize, guvectorize

def f(x):
    return x

def h(x, r):
    r[0] = x[0]

print(vectorize(['f8(f8)'])(f), vectorize(f), vectorize(['f8(f8)'], target='parallel')(f))
print(guvectorize(['void(f8[:], f8[:])'], '(n)->()')(h))
print(guvectorize(['void(f8[:], f8[:])'], '(n)->()', target='parallel')(h))

# expect: <numba._DUFunc 'f'> <numba._DUFunc 'f'> <ufunc 'f'>
# expect: <numba._GUFunc 'h'>
# expect: <ufunc 'h'>
