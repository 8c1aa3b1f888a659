import numpy as np
x = np.arange(100000) * 0.1
print(repr(x.sum()))
print(repr(np.sum(x[::3])))
y = x.reshape(1000, 100)
print(repr(y.sum(axis=0)[:3]))
print(repr(y.sum(axis=1)[:3]))
# expect: 499995000.0
# expect: 166668333.3
# expect: array([4995000.        , 4995100.00000001, 4995200.00000005])
# expect: array([ 495., 1495., 2495.])
