# A function whose every return goes through a call to itself gives Numba no return type:
# its TypingError 'cannot type infer runaway recursion' (the report quotes the function's
# address, which varies: those lines are left out). One base case is enough to type it.
from numba import njit
from numba.core.errors import TypingError

@njit
def forever(n):
    return forever(n + 1)

try:
    forever(1)
except TypingError as e:
    for line in str(e).splitlines():
        if "0x" not in line and not line.startswith("During: typing of call") and not line.startswith("File "):
            print(line)

@njit
def both_ways(n):
    if n > 3:
        return both_ways(n - 1) * 2
    return 1 + both_ways(n + 1)

try:
    both_ways(2)
except TypingError as e:
    print(str(e).splitlines()[1])

@njit
def fine(n):
    if n <= 0:
        return 0
    return fine(n - 1) + 1

print(fine(5))
forever(2)
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: cannot type infer runaway recursion
# expect: 
# expect: 
# expect: def forever(n):
# expect:     return forever(n + 1)
# expect:     ^
# expect: cannot type infer runaway recursion
# expect: 5
# expect runtime error:     ^
