# WEFT_JIT_LOG=1 says where each specialisation runs: native code, or the simulator and why.
# env: WEFT_JIT=native WEFT_JIT_LOG=1
from numba import njit

@njit
def plain(x):
    return x + 1

@njit
def chatty(x):
    print("x is", x)
    return x

print(plain(1), plain(2.5))
print(chatty(3))
# expect: 2 3.5
# expect: x is 3
# expect: 3
# expect stderr: weft: @jit function 'plain' (plain__i8): native code
# expect stderr: weft: @jit function 'plain' (plain__f8): native code
# expect stderr: weft: @jit function 'chatty' (chatty__i8): runs in the simulator: it prints
