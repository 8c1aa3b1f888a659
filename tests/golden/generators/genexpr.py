# Generator expressions: as the sole argument, parenthesized, nested clauses, lazy evaluation
xs = [3, 1, 4, 1, 5, 9, 2, 6]
print(sum(x * x for x in xs))
print(max(x for x in xs if x % 2 == 0))
print(sorted((x, y) for x in range(3) for y in range(x)))
g = (x + 1 for x in xs)
print(next(g), next(g), list(g))
print(list(g))
print(any(x > 8 for x in xs), all(x > 0 for x in xs))
print(list(c.upper() for c in "abc"))
n = 10
print(sum(i * n for i in range(4)))
def scaled(k):
    return list(v * k for v in range(3))
print(scaled(5))
print(min((abs(x - 4), x) for x in xs))
lines = ["a b", "c", "d e f"]
print(sum(len(line.split()) for line in lines))
print(list((x, y) for x in "ab" for y in (1, 2) if y != x))
print(",".join(f"{i}" for i in range(5)))
# expect: 173
# expect: 6
# expect: [(1, 0), (2, 0), (2, 1)]
# expect: 4 2 [5, 2, 6, 10, 3, 7]
# expect: []
# expect: True True
# expect: ['A', 'B', 'C']
# expect: 60
# expect: [0, 5, 10]
# expect: (0, 4)
# expect: 6
# expect: [('a', 1), ('a', 2), ('b', 1), ('b', 2)]
# expect: 0,1,2,3,4
