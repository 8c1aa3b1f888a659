# A chain over a function's locals whose pass meets a floating-point condition reports it as
# unfused code does: each warning from its own operation's line, in order, and under
# np.errstate(all="raise") the error of the first operation that meets one.
import numpy as np


def f(x, y):
    return (x / y
            + y * 0
            - (x - 1) / (y - 1))


def g(x, y):
    return x * 2 + x / y


x = np.linspace(0, 2, 30001)
y = np.linspace(-1, 1, 30001)
r = f(x, y)
print(np.count_nonzero(np.isnan(r)), np.count_nonzero(np.isinf(r)), r[7])
r = g(x, y)
print(np.count_nonzero(np.isnan(r)), np.count_nonzero(np.isinf(r)), r[7])
with np.errstate(all="raise"):
    try:
        g(x, y)
    except FloatingPointError as e:
        print("FloatingPointError:", e)
    print(g(x + 1, y + 3)[:2])
# expect: 0 2 -0.5003501906508793
# expect: 0 1 0.00046644878721180996
# expect: FloatingPointError: divide by zero encountered in divide
# expect: [2.5     2.50015]
# expect stderr: locals_warn.py:8: RuntimeWarning: divide by zero encountered in divide
# expect stderr: locals_warn.py:10: RuntimeWarning: divide by zero encountered in divide
# expect stderr:   - (x - 1) / (y - 1))
# expect stderr: locals_warn.py:14: RuntimeWarning: divide by zero encountered in divide
