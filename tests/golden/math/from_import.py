# from math import ...; time and timeit clocks are floats that advance.
from math import exp, sqrt
import time
from timeit import default_timer
print(exp(0), sqrt(16))
t0 = time.perf_counter()
s = default_timer()
time.sleep(0.01)
print(time.perf_counter() - t0 >= 0.01, default_timer() >= s, time.time() > 1.6e9, type(time.perf_counter_ns()))

# expect: 1.0 4.0
# expect: True True True <class 'int'>
