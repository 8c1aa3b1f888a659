# A Monte Carlo loop calling random.random() in native code.
import math
import random
from numba import njit

@njit
def monte_carlo_pi(nsamples):
    acc = 0
    for i in range(nsamples):
        x = random.random()
        y = random.random()
        if (x ** 2 + y ** 2) < 1.0:
            acc += 1
    return 4.0 * acc / nsamples

est = monte_carlo_pi(200000)
print(abs(est - math.pi) < 0.02)
# expect: True
