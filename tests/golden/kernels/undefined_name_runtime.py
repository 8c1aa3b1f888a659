# A name a kernel reads but nothing defines is Python's NameError in the threads that read it,
# as in Numba's simulator: a branch no thread takes runs on, a device function's unbound global
# and an undefined function raise where they are reached, and a name the program defines before
# the next launch is found then (the kernel is compiled again).
import numpy as np
from numba import cuda

@cuda.jit(device=True)
def helper(x):
    return x * scale_factor

@cuda.jit
def untaken(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] = i
    if i > 100:
        a[0] = missing_name * 2

a = np.zeros(4)
untaken[1, 8](a)
print(a)

@cuda.jit
def via_device(a):
    i = cuda.grid(1)
    a[i] = 5
    if i == 3:
        a[i] = helper(a[i])

b = np.zeros(4)
try:
    via_device[1, 4](b)
except NameError as e:
    print("NameError:", e)
print(b)

@cuda.jit
def calls_undefined(a):
    i = cuda.grid(1)
    if i == 0:
        a[i] = not_a_function(i)

try:
    calls_undefined[1, 2](b)
except NameError as e:
    print(type(e).__name__, e)
scale_factor = 3
via_device[1, 4](b)
print(b)

@cuda.jit
def typo(a):
    i = cuda.grid(1)
    a[i] = undefined_value + 1

typo[1, 1](np.zeros(1))

# expect: [0. 1. 2. 3.]
# expect: NameError: tid=[3, 0, 0] ctaid=[0, 0, 0]: name 'scale_factor' is not defined
# expect: [0. 0. 0. 0.]
# expect: NameError tid=[0, 0, 0] ctaid=[0, 0, 0]: name 'not_a_function' is not defined
# expect: [ 5.  5.  5. 15.]
# expect runtime error: NameError: tid=[0, 0, 0] ctaid=[0, 0, 0]: name 'undefined_value' is not defined
