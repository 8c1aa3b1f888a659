# target='parallel': integer division by zero gives 0 as with target='cpu'; out= aliasing an input
import numpy as np
from numba import vectorize

for tgt in ('cpu', 'parallel'):
    f = vectorize(['int64(int64, int64)'], target=tgt)(lambda x, y: x // y)
    x = np.arange(100000, dtype=np.int64)
    y = np.ones(100000, dtype=np.int64)
    y[80000] = 0
    r = f(x, y)
    print(tgt, r.sum(), r[80000], r[99999])
    f(x, y, out=x)
    print(tgt, x.sum(), x[:3], x[-2:])
# expect: cpu 4999870000 0 99999
# expect: cpu 4999870000 [0 1 2] [99998 99999]
# expect: parallel 4999870000 0 99999
# expect: parallel 4999870000 [0 1 2] [99998 99999]
