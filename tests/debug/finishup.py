def inner(x):
    y = x * 2
    return y


def outer(n):
    a = inner(n)
    b = a + 1
    return b


r = outer(3)
print(r)
