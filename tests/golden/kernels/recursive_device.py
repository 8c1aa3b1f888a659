# Recursive device functions run as in Numba's simulator: a function calling itself once
# (fact, a sum), twice (fib, with a float variable whose type widens), one returning before
# and after its call (power), two calling each other, and a recursive call inside a
# conditional expression (gcd, whose return type is learnt from its other branch).
import numpy as np
from numba import cuda

@cuda.jit(device=True)
def fact(n):
    if n <= 1:
        return 1
    return n * fact(n - 1)

@cuda.jit(device=True)
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)

@cuda.jit(device=True)
def power(x, n):
    if n == 0:
        return 1.0
    half = power(x, n // 2)
    if n % 2 == 0:
        return half * half
    return half * half * x

@cuda.jit(device=True)
def is_even(n):
    if n == 0:
        return True
    return is_odd(n - 1)

@cuda.jit(device=True)
def is_odd(n):
    if n == 0:
        return False
    return is_even(n - 1)

@cuda.jit(device=True)
def gcd(a, b):
    return a if b == 0 else gcd(b, a % b)

@cuda.jit(device=True)
def walk(n, x):
    s = 0
    for j in range(n):
        s += x * 0.5
    if n < 2:
        return s
    return walk(n - 1, x) + walk(n - 2, x)

@cuda.jit(device=True)
def total(n):
    if n == 0:
        return 0
    return n + total(n - 1)

@cuda.jit
def k(f, g, p, e, d, w):
    i = cuda.grid(1)
    if i < f.size:
        f[i] = fact(i + 8)
        g[i] = fib(i)
        p[i] = power(1.5, i)
        e[i] = is_even(i)
        d[i] = gcd(i * 12, 18)
        w[i] = walk(i, 1.0) + total(i * 2)

n = 12
f = np.zeros(n, dtype=np.int64)
g = np.zeros(n, dtype=np.int64)
p = np.zeros(n)
e = np.zeros(n, dtype=np.bool_)
d = np.zeros(n, dtype=np.int64)
w = np.zeros(n)
k[1, 16](f, g, p, e, d, w)
print(f)
print(g)
print(p)
print(e)
print(d)
print(w)
# expect: [             40320             362880            3628800
# expect:            39916800          479001600         6227020800
# expect:         87178291200      1307674368000     20922789888000
# expect:     355687428096000   6402373705728000 121645100408832000]
# expect: [ 0  1  1  2  3  5  8 13 21 34 55 89]
# expect: [ 1.          1.5         2.25        3.375       5.0625      7.59375
# expect:  11.390625   17.0859375  25.62890625 38.44335938 57.66503906 86.49755859]
# expect: [ True False  True False  True False  True False  True False  True False]
# expect: [18  6  6 18  6  6 18  6  6 18  6  6]
# expect: [  0.    3.5  10.5  22.   37.5  57.5  82.  111.5 146.5 188.  237.5 297.5]
