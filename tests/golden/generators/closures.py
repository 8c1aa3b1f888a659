# Generators read and rebind enclosing variables, and capture their own locals
def make(prefix):
    count = 0
    def gen(n):
        nonlocal count
        for i in range(n):
            count += 1
            yield f"{prefix}{i}"
    def total():
        return count
    return gen, total

gen, total = make("p")
print(list(gen(3)), total())
print(list(gen(2)), total())

def fns():
    for i in range(3):
        yield lambda x, i=i: x + i

print([f(10) for f in fns()])

def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b

f = fib()
print([next(f) for _ in range(10)])
# expect: ['p0', 'p1', 'p2'] 3
# expect: ['p0', 'p1'] 5
# expect: [10, 11, 12]
# expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
