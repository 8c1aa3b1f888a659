# Numba types a constant argument of a call made in compiled code as a literal, so a function
# calling itself with one lists that specialisation (finished first) before its own; and
# numba.literally(n) specialises on each value of n.
from numba import njit, int64, literally

@njit(int64(int64, int64))
def ack(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ack(m - 1, 1)
    return ack(m - 1, ack(m, n - 1))

print(ack(2, 3), ack.signatures)

@njit
def g(a, b):
    if a <= 0:
        return b
    return g(a - 1, 7) + g(0, -3)

print(g(3, 1), g.signatures)

@njit
def h(n, s, flag):
    if n == 0:
        return len(s)
    return h(n - 1, "abc", True)

print(h(2, "x", False), h.signatures)

@njit
def keeps_floats(a, b):
    if a <= 0:
        return b
    return keeps_floats(a - 1, 2.5)

print(keeps_floats(3, 1.0), keeps_floats.signatures)

@njit
def power(x, n):
    return x ** literally(n)

print(power(2, 3), power(3, 2), power(2.0, 3), power(5, 3))
for s in power.signatures:
    print(s)
print(literally(4))
# expect: 9 [(int64, Literal[int](1)), (int64, int64)]
# expect: -2 [(Literal[int](0), Literal[int](-3)), (int64, Literal[int](7)), (int64, int64)]
# expect: 3 [(int64, Literal[str](abc), Literal[bool](True)), (int64, unicode_type, bool)]
# expect: 2.5 [(int64, float64)]
# expect: 8 9 8.0 125
# expect: (int64, Literal[int](3))
# expect: (int64, Literal[int](2))
# expect: (float64, Literal[int](3))
# expect: 4
