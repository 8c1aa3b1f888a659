# A @jit function that draws random numbers keeps the generator's index in a local while it
# runs: the draws it made before a ZeroDivisionError, and a draw that crossed a twist, still
# count for the next function that draws (the stream goes on as in Numba).
import random
from numba import njit

@njit
def seed(s):
    random.seed(s)

@njit
def draw_then_divide(n, d):
    t = 0.0
    for i in range(n):
        t += random.random()
    return t / d

@njit
def draw():
    return random.random()

seed(3)
print(draw_then_divide(5, 1.0))
try:
    draw_then_divide(400, 0.0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(draw())
print(draw_then_divide(1000, 2.0))
print(draw())
# expect: 2.9536250236509423
# expect: ZeroDivisionError: division by zero
# expect: 0.4559523311068949
# expect: 256.99572657248973
# expect: 0.3007269104227249
