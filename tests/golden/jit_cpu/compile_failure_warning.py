# A compile that fails names the function and where its C was kept, then runs it in the
# simulator with the same results (WEFT_CPU_TEST_BREAK_SOURCE makes the compiler fail).
# env: WEFT_JIT=native WEFT_CPU_TEST_BREAK_SOURCE=1 WEFT_CACHE_DIR=/tmp/weft-golden-jit-cpu
from numba import njit

@njit
def h(a, b):
    return a % b + 1

print(h(17, 5), h(-17, 5))
# expect: 3 4
# expect stderr: weft: warning: @jit function 'h' did not compile (cc exited with status 1): it runs in the simulator; its C and the compiler's messages are in /tmp/weft-golden-jit-cpu/failed/h__i8_i8.c and .log
