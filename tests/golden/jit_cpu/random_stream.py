# random.random() in native code draws from Python's generator, the stream the interpreter and
# the simulator use: seeded from Python, interleaved with draws outside, across a regeneration
# of the state (every 312 doubles).
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

random.seed(42)
print(draws(3))
print(random.random())
print(draws(700))
print(random.random())
# expect: (0.9394668720496699, 0.27502931836911926)
# expect: 0.22321073814882275
# expect: (350.5584129192698, 0.07140983685581415)
# expect: 0.16592278922072468
