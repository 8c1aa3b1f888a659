# The attributes of a @vectorize object (Numba's DUFunc) and of its .ufunc (a NumPy ufunc):
# nin, nout, nargs, ntypes, types, identity, __name__, the class names and reprs.
import numpy as np
from numba import vectorize
@vectorize(['float64(float64, float64)', 'int64(int64, int64)'], identity=0)
def add(a, b):
    return a + b
print(type(add).__name__, type(add), add)
print(add.nin, add.nout, add.nargs, add.ntypes, add.types, add.identity, add.__name__)
u = add.ufunc
print(type(u).__name__, type(u), u)
print(u.nin, u.nout, u.nargs, u.ntypes, u.types, u.identity, u.__name__)
print(u(np.arange(3), 2), u(np.arange(3.0), np.ones(3)))
@vectorize
def mul(a, b):
    return a * b
print(type(mul).__name__, mul.ntypes, mul.types)
print(mul(2, 3), mul(np.float32(1.5), np.float32(2)))
print(mul.ntypes, mul.types)
@vectorize(['float32(float32)'], target='parallel')
def half(x):
    return x / 2
print(type(half).__name__, half, half.types)
# expect: DUFunc <class 'numba.np.ufunc.dufunc.DUFunc'> <numba._DUFunc 'add'>
# expect: 2 1 3 2 ['dd->d', 'll->l'] 0 add
# expect: ufunc <class 'numpy.ufunc'> <ufunc 'add'>
# expect: 2 1 3 2 ['dd->d', 'll->l'] 0 add
# expect: [2. 3. 4.] [1. 2. 3.]
# expect: DUFunc 0 []
# expect: 6 3.0
# expect: 2 ['ll->l', 'ff->f']
# expect: ufunc <ufunc 'half'> ['f->f']
