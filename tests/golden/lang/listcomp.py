# list comprehensions: nested for/if, own scope, closures over enclosing locals
print([x * y for x in range(1, 4) for y in range(x) if (x + y) % 2 == 0])
print([[i * j for j in range(3)] for i in range(3)])
x = "outer"
print([x for x in range(3)], x)
def f(k):
    return [k + i for i in range(3) if i != k]
print(f(1))
words = ["apple", "kiwi", "banana"]
print([w.upper() for w in words if len(w) > 4])
print([(i, c) for i, c in enumerate("abc")])
print(sum([v * v for v in range(10)]))
# expect: [0, 3]
# expect: [[0, 0, 0], [0, 1, 2], [0, 2, 4]]
# expect: [0, 1, 2] outer
# expect: [1, 3]
# expect: ['APPLE', 'BANANA']
# expect: [(0, 'a'), (1, 'b'), (2, 'c')]
# expect: 285
