# Reductions skip masked values: sum, mean, std, var, min, max, argmin, argmax.
import numpy as np
a = np.ma.array([1, 2, 3], mask=[False, True, False])
print(a.sum(), a.mean(), a.std(), a.var(), a.min(), a.max(), a.argmin(), a.argmax())
print(type(a.sum()).__name__, type(a.mean()).__name__, type(a.min()).__name__)
x = np.ma.array([4.0, 1.5, 9.25, 2.0], mask=[1, 0, 0, 0])
print(x.sum(), x.mean(), x.std(), x.var(ddof=1), x.min(), x.argmin(), x.argmax())

# expect: 4 2.0 1.0 1.0 1 3 0 2
# expect: int64 float64 int64
# expect: 12.75 4.25 3.541421560145963 18.8125 1.5 1 2
