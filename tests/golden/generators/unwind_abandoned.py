# Abandoned, closed and half-consumed generators, starred unpacking of generators, then an error
def g():
    x = [1, 2]
    yield x
    yield from (y for y in [[3]])
gens = [g() for _ in range(5)]
for q in gens[:3]:
    next(q)
next(gens[0])
gens[1].close()
def h(*a, k=[1]):
    return a, k
print(h(*[[1]], k=[2]), h(*iter([[3]])))
a, *b = ([i] for i in range(4))
print(a, b)
first, *rest = iter([[1]])
print(first, rest)
def fail(*args):
    return args[5]
fail(*[[i] for i in range(3)])
# expect: (([1],), [2]) (([3],), [1])
# expect: [0] [[1], [2], [3]]
# expect: [1] []
# expect runtime error: IndexError: tuple index out of range
