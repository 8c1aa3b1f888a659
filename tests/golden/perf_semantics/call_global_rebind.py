# A call of a global name reads the binding current at the call: a function may rebind its
# own name while it runs (its frame survives), builtins are found until a global shadows them.
def g(n):
    return n * 100


def f(n):
    global f
    f = g
    return n + 1


print(f(1), f(2), f(3))


def count(n):
    if n == 0:
        return 0
    return 1 + count(n - 1)


print(count(50), abs(-3 - 4), len("ab" * 3), max(2, 9 - 1))


def abs(x):
    return "shadowed"


print(abs(-5), count(3))
del abs
print(abs(-5))

# expect: 2 200 300
# expect: 50 7 6 8
# expect: shadowed 3
# expect: 5
