# lambda with defaults, as key functions, immediately called
sq = lambda x: x * x
print(sq(7), (lambda a, b=10: a + b)(1), (lambda: "none")())
pairs = [(1, "b"), (3, "a"), (2, "c")]
print(sorted(pairs, key=lambda p: p[1]))
print(max([3, -7, 5], key=lambda v: abs(v)))
compose = lambda f, g: lambda x: f(g(x))
print(compose(sq, lambda x: x + 1)(3))
# expect: 49 11 none
# expect: [(3, 'a'), (1, 'b'), (2, 'c')]
# expect: -7
# expect: 16
