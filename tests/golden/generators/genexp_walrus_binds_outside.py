# An assignment expression inside a generator expression binds in the scope around it: the
# enclosing function's variable (a cell) or the module's global.
def g():
    print(sum(v for v in range(10) if (w := v * 2) > 5), w)
    print(any((hit := c) == "x" for c in "abxd"), hit)
    total = 0
    print(list((total := total + i) for i in range(4)), total)
g()
print(sum(v for v in range(10) if (w := v * 2) > 5), w)
print(max((m := n * n) for n in range(5)), m)
print(list(((z := a) for a in (b for b in range(3)))), z)
def nested():
    return [list((q := x + y) for x in range(2)) for y in range(2)], q
print(nested())

# expect: 42 18
# expect: True x
# expect: [0, 1, 3, 6] 6
# expect: 42 18
# expect: 16 16
# expect: [0, 1, 2] 2
# expect: ([[0, 1], [1, 2]], 2)
