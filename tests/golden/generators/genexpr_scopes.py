# Generator expressions: which names they read from enclosing scopes, and when
m = [[1, 2], [3, 4]]
print([sum(x for x in row) for row in m])
def f(m, k):
    return list(y * k for x in m for y in x if y > k)
print(f(m, 1))
def g():
    t = 10
    return [list(a + t + b for b in range(2)) for a in range(2)]
print(g())
def h():
    fs = [lambda: i for i in range(2)]
    gen = (lambda: j for j in range(2))
    return [x() for x in fs], [x() for x in gen]
print(h())
x = 5
gg = (x for _ in range(2))
x = 6
print(list(gg))
def outer():
    n = 0
    def bump():
        nonlocal n
        n += 1
        return (n * k for k in range(3))
    a = list(bump())
    b = list(bump())
    return a, b, n
print(outer())
# expect: [3, 7]
# expect: [2, 3, 4]
# expect: [[10, 11], [11, 12]]
# expect: ([1, 1], [0, 1])
# expect: [6, 6]
# expect: ([0, 1, 2], [0, 2, 4], 2)
