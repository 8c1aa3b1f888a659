# Seeding xoroshiro128+ states under the simulator: Numba's object mode overflows NumPy uint64
# scalars, and warns at random.py's line once per registry; compiling its looping functions the
# first time (the first seeding, the first jump) clears the registries, the program's too.
import os
import sys
import warnings

import numpy as np
from numba import cuda
from numba.cuda.random import create_xoroshiro128p_states


class Shown:
    def write(self, text):
        print(text.replace(os.path.dirname(os.path.abspath(__file__)) + "/", ""), end="")

    def flush(self):
        pass


def note():
    warnings.warn("note")


sys.stderr = Shown()
note()
print("-- n=1")
create_xoroshiro128p_states(1, seed=1)
note()
print("-- n=1 again")
create_xoroshiro128p_states(1, seed=1)
note()
print("-- n=4, the first jumps")
create_xoroshiro128p_states(4, seed=7)
note()
print("-- n=4 again")
s = create_xoroshiro128p_states(4, seed=7)
print("-- subsequence 2")
create_xoroshiro128p_states(2, seed=0, subsequence_start=2)
print("-- ignored by np.errstate")
warnings.simplefilter("default")
with np.errstate(over="ignore"):
    create_xoroshiro128p_states(2, seed=3)
print("-- raised by np.errstate")
try:
    with np.errstate(over="raise"):
        create_xoroshiro128p_states(2, seed=3)
except FloatingPointError as e:
    print("FloatingPointError:", e)
print("-- an error filter")
warnings.simplefilter("error")
try:
    create_xoroshiro128p_states(2, seed=3)
except RuntimeWarning as e:
    print("RuntimeWarning:", e)
print("-- always")
warnings.simplefilter("always")
create_xoroshiro128p_states(1, seed=3)
sys.stderr = sys.__stderr__
# expect: cuda_random_warnings.py:22: UserWarning: note
# expect:   warnings.warn("note")
# expect: -- n=1
# expect: /usr/lib/python3/dist-packages/numba/cuda/random.py:263: RuntimeWarning: overflow encountered in scalar multiply
# expect:   init_xoroshiro128p_states_cpu(states_cpu, seed, subsequence_start)
# expect: cuda_random_warnings.py:22: UserWarning: note
# expect:   warnings.warn("note")
# expect: -- n=1 again
# expect: /usr/lib/python3/dist-packages/numba/cuda/random.py:263: RuntimeWarning: overflow encountered in scalar multiply
# expect:   init_xoroshiro128p_states_cpu(states_cpu, seed, subsequence_start)
# expect: -- n=4, the first jumps
# expect: /usr/lib/python3/dist-packages/numba/cuda/random.py:263: RuntimeWarning: overflow encountered in scalar add
# expect:   init_xoroshiro128p_states_cpu(states_cpu, seed, subsequence_start)
# expect: cuda_random_warnings.py:22: UserWarning: note
# expect:   warnings.warn("note")
# expect: -- n=4 again
# expect: /usr/lib/python3/dist-packages/numba/cuda/random.py:263: RuntimeWarning: overflow encountered in scalar multiply
# expect:   init_xoroshiro128p_states_cpu(states_cpu, seed, subsequence_start)
# expect: -- subsequence 2
# expect: -- ignored by np.errstate
# expect: -- raised by np.errstate
# expect: FloatingPointError: overflow encountered in scalar multiply
# expect: -- an error filter
# expect: RuntimeWarning: overflow encountered in scalar multiply
# expect: -- always
# expect: /usr/lib/python3/dist-packages/numba/cuda/random.py:263: RuntimeWarning: overflow encountered in scalar multiply
# expect:   init_xoroshiro128p_states_cpu(states_cpu, seed, subsequence_start)
# expect: /usr/lib/python3/dist-packages/numba/cuda/random.py:263: RuntimeWarning: overflow encountered in scalar multiply
# expect:   init_xoroshiro128p_states_cpu(states_cpu, seed, subsequence_start)
