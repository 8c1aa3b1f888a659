# Floating-point warnings of a fused chain are NumPy's, one per ufunc that met the condition.
import numpy as np

x = np.linspace(-1, 1, 20001)
y = np.log(x + 1) * 2 + np.sqrt(x) / 3
print(int(np.isnan(y).sum()), int(np.isinf(y).sum()), y[-1])
# expect: 10000 0 1.7196276944532238
# expect stderr: warnings_order.py:5: RuntimeWarning: divide by zero encountered in log
# expect stderr: warnings_order.py:5: RuntimeWarning: invalid value encountered in sqrt
