# random.seed(n) inside @njit code compiles natively (it sent the function to the interpreter
# tier): MT19937's init_genrand with n's low 32 bits, as Numba's numba_rnd_init, then the draws
# that follow, in the same call and in later ones, are Numba's stream.
# env: WEFT_JIT_LOG=1
import random
from numba import njit

@njit
def pi_estimate(n, s):
    random.seed(s)
    c = 0
    for _ in range(n):
        x = random.random()
        y = random.random()
        if x * x + y * y < 1.0:
            c += 1
    return 4.0 * c / n

@njit
def draw():
    return random.random()

print(pi_estimate(10000, 1))
print(draw())
print(pi_estimate(1000, 2**32 + 1), pi_estimate(1000, 1) == pi_estimate(1000, 2**32 + 1))
# expect: 3.1336
# expect: 0.8058020363002086
# expect: 3.092 True
# expect stderr: weft: @jit function 'pi_estimate' (pi_estimate__i8_i8): native code
