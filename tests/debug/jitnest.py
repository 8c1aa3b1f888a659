from numba import njit


@njit
def inner(x):
    y = x * 2
    return y + 1


@njit
def outer(n):
    t = 0
    for i in range(n):
        t += inner(i)
    return t


print(outer(3))
