# sys.getsizeof of lists follows CPython's allocation: append's growth rule, list() of a
# sized iterable (its length rounded up to even) or of an iterator (its hint, else 8).
import sys
g = sys.getsizeof
l = []
sizes = []
for i in range(20):
    l.append(i)
    sizes.append(g(l))
print(g([]), sizes)
print(g([x * x for x in range(1000)]), g(list(range(10))), g(list(range(3))), g(list('abcde')))
print(g(list(x for x in range(3))), g(list(x for x in range(20))), g(list(iter(range(3)))))
print(g(list(iter([]))), g(list(map(int, '123'))), g(sorted([3, 1, 2])), g([0] * 10))
a, b, c = 1, 2, 3
print(g([a]), g([a, b, c]), g([a, b, c, a, b]), g([a, b] + [c]))
# expect: 56 [88, 88, 88, 88, 120, 120, 120, 120, 184, 184, 184, 184, 184, 184, 184, 184, 248, 248, 248, 248]
# expect: 8856 136 88 104
# expect: 120 248 88
# expect: 56 120 88 136
# expect: 64 80 96 80
