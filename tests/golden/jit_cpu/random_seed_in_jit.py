# random.seed(n) called inside @njit code seeds as Numba's does (MT19937's init_genrand with
# n's low 32 bits), so the draws that follow in jitted code are Numba's stream.
import random
from numba import njit

@njit
def seed(s):
    random.seed(s)

@njit
def monte_carlo_pi(nsamples):
    acc = 0
    for i in range(nsamples):
        x = random.random()
        y = random.random()
        if (x ** 2 + y ** 2) < 1.0:
            acc += 1
    return 4.0 * acc / nsamples

@njit
def seeded_draws(s, n):
    random.seed(s)
    t = 0.0
    for i in range(n):
        t += random.random()
    return t, random.random()

seed(42)
print(monte_carlo_pi(10000))
print(seeded_draws(7, 5))
print(seeded_draws(2**32 + 7, 5))
# expect: 3.1508
# expect: (2.996091002882509, 0.5384958704104337)
# expect: (2.996091002882509, 0.5384958704104337)
