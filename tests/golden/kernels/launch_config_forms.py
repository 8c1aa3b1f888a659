# kernel[cfg] with a configuration that is not a tuple: a list or a str of 2 to 4 items is
# indexed as the tuple of them (a list launches; a str's items are not integers), and a number
# or None is not subscriptable, as Numba's simulator reports them.
import numpy as np
from numba import cuda

@cuda.jit
def k(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] = i + 1

a = np.zeros(4)
k[[1, 4]](a)
print(a)
b = np.zeros(3)
k[[2, 2, 0, 0]](b)
print(b)
for cfg in ["ab", 4, None, 2.5]:
    try:
        k[cfg](a)
        print(cfg, 'ran')
    except Exception as e:
        print(cfg, type(e).__name__, e)
# expect: [1. 2. 3. 4.]
# expect: [1. 2. 3.]
# expect: ab TypeError griddim must be a sequence of integers, got ['a']
# expect: 4 TypeError 'int' object is not subscriptable
# expect: None TypeError 'NoneType' object is not subscriptable
# expect: 2.5 TypeError 'float' object is not subscriptable
