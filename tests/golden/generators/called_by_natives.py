# Generator functions called by natives (map, sorted's key), and generators passed through them
def gen(n):
    for i in range(n):
        yield i * n

print([list(g) for g in map(gen, [1, 2, 3])])
print(sorted(gen(4), key=lambda v: -v))
print(list(filter(None, gen(3))), list(reversed(list(gen(3)))))
print(list(zip(gen(3), gen(4), "abc")))
print(min(gen(5)), max(gen(5), key=lambda v: v % 7))
def decorate(f):
    def wrapper(*args):
        return list(f(*args))
    return wrapper
@decorate
def evens(n):
    yield from range(0, n, 2)
print(evens(9))
print(any(gen(1)), all(gen(3)), list(enumerate(gen(2), start=5)))
print("-".join(map(str, gen(3))))
# expect: [[0], [0, 2], [0, 3, 6]]
# expect: [12, 8, 4, 0]
# expect: [3, 6] [6, 3, 0]
# expect: [(0, 0, 'a'), (3, 4, 'b'), (6, 8, 'c')]
# expect: 0 20
# expect: [0, 2, 4, 6, 8]
# expect: False False [(5, 0), (6, 2)]
# expect: 0-3-6
