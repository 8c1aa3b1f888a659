# An elementwise core that draws random numbers stays in the simulator (Python's one generator
# is drawn in element order there); WEFT_JIT_LOG=1 says why.
# no-cross-check: Numba draws from its own generator
# env: WEFT_JIT_LOG=1
import random
import numpy as np
from numba import vectorize

@vectorize(["float64(float64)"])
def jitter(x):
    return x + random.random()

random.seed(3)
print(jitter(np.zeros(3)))
# expect: [0.23796463 0.54422923 0.36995517]
# expect stderr: weft: @jit function 'jitter' (jitter__f8): runs in the simulator: an elementwise core draws random numbers
