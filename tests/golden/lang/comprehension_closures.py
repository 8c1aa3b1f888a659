# lambdas in comprehensions share the comprehension's variable; global updates
fs = [lambda: i * 10 for i in range(3)]
print([f() for f in fs])
def outer():
    xs = [1, 2, 3]
    return [lambda: x + len(xs) for x in xs]
print([g() for g in outer()])
def f():
    total = 0
    for i in range(5):
        total += i
    else:
        total *= 2
    return total
print(f())
def g(n):
    res = []
    while n:
        n -= 1
        if n == 2:
            continue
        res.append(n)
    return res
print(g(5))
x = 5
def h():
    global x
    x = x + 1
    return [x for _ in range(2)]
print(h(), x)
# expect: [20, 20, 20]
# expect: [6, 6, 6]
# expect: 20
# expect: [4, 3, 1, 0]
# expect: [6, 6] 6
