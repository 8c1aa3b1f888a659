# while loops with break and continue, for-else, and nested ranges with steps.
from numba import njit

@njit
def collatz(n):
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps

@njit
def first_factor(n):
    for d in range(2, n):
        if d * d > n:
            break
        if n % d:
            continue
        return d
    return n

@njit
def stepped(n):
    t = 0
    for i in range(n, 0, -3):
        for j in range(0, i, 2):
            t += i ^ j
    return t

print(collatz(27), collatz(1))
print(first_factor(91), first_factor(97), first_factor(4))
print(stepped(20))
# expect: 111 0
# expect: 7 97 2
# expect: 554
