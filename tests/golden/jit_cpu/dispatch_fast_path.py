# A @jit function called again with arguments of the same kinds reuses its code without
# binding or typing them again (kir_host.c's fast path); every change of kind, keyword, default
# or recompile() must still find the right specialisation.
from numba import njit

K = 1

@njit
def f(x, y):
    return x * 2 + y + K

@njit
def g(x, y=3):
    return x - y

@njit
def h(b):
    return 1 if b else 0

@njit(boundscheck=True)
def nb(x):
    return x // 2

t = 0.0
for i in range(5):
    t += f(i, 0.5)
print(t)
print(f(1, 2), f(1.5, 2), f(1, 2.5), f(True, 1), f(1, 2))
print(g(10), g(10, 4), g(x=10, y=1), g(10, y=2), g(10.5), g(10))
print(h(True), h(False), h(1), h(0.0), h(True))
print(nb(7), nb(7.0), nb(-7))
K = 100
print(f(1, 2))
f.recompile()
print(f(1, 2), f(1, 2))
print(f.signatures)
big = 2 ** 62
print(f(big, 0), f(-big, -big))
try:
    f(1)
except TypeError as e:
    print("TypeError:", e)
try:
    f(1, 2, 3)
except TypeError as e:
    print("TypeError:", e)
# expect: 27.5
# expect: 5 6.0 5.5 4 5
# expect: 7 6 9 8 7.5 7
# expect: 1 0 1 0 1
# expect: 3 3.0 -4
# expect: 5
# expect: 104 104
# expect: [(int64, float64), (int64, int64), (float64, int64), (bool, int64)]
# expect: -9223372036854775708 4611686018427388004
# expect: TypeError: not enough arguments: expected 2, got 1
# expect: TypeError: too many arguments: expected 2, got 3
