# Fresh results of calls (np.sqrt, astype, copy, a user function) may be reused by the next
# operator; the arrays the calls read must come out unchanged.
import numpy as np

a = np.arange(4.0)
r = np.sqrt(a) * 2.0 + 1.0
print(r, a)
r = a.astype(np.float32) * 2 + 1
print(r, r.dtype, a)
r = a.copy() - a
print(r, a)


def ident(x):
    return x


r = ident(a) + 1.0
print(r, a)
r = ident(a * 2.0) + ident(a * 3.0)
print(r, a)

# expect: [1.         3.         3.82842712 4.46410162] [0. 1. 2. 3.]
# expect: [1. 3. 5. 7.] float32 [0. 1. 2. 3.]
# expect: [0. 0. 0. 0.] [0. 1. 2. 3.]
# expect: [1. 2. 3. 4.] [0. 1. 2. 3.]
# expect: [ 0.  5. 10. 15.] [0. 1. 2. 3.]
