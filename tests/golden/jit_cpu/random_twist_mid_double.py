# random.random() in native code takes two 32-bit words of Python's MT19937 per double; when the
# host has drawn an odd number of words (getrandbits(32)), the state's regeneration falls between
# a double's two words, and the stream still goes on as CPython's random.random() would.
# no-cross-check: Numba's compiled code has a generator of its own, which random.seed() from Python does not seed
import random
from numba import njit

@njit
def draws(n):
    t = 0.0
    last = 0.0
    for i in range(n):
        last = random.random()
        t += last
    return t, last

random.seed(2024)
print(random.getrandbits(32))
print(draws(311))
print(draws(2))
print(random.getrandbits(32))
print(draws(1000))
print(random.random())
# expect: 2019024262
# expect: (159.04981357123665, 0.5422080545957452)
# expect: (0.2561138979209653, 0.1305405622353204)
# expect: 2972009826
# expect: (510.0563133383844, 0.47859829264354536)
# expect: 0.6774553669840074
