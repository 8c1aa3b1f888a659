# A program that ends in an exception raised two Python frames below a native (sorted's key): the
# profiler's call stack must still balance and the report stay consistent.
# expect runtime error: ZeroDivisionError: integer division or modulo by zero
def inner(n):
    s = 0
    for k in range(n):
        s += k
    return 10 // (s - s)


def outer(n):
    return inner(n) + 1


print(sorted([3000], key=outer))
