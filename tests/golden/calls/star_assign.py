# Starred assignment targets, in assignments and for loops
a, *b = [1, 2, 3]
print(a, b)
*a, b = "xyz"
print(a, b)
first, *mid, last = range(6)
print(first, mid, last)
a, *b = (1,)
print(a, b)
a, *b, c = iter([1, 2])
print(a, b, c)
[a, *b] = (x * 2 for x in range(4))
print(a, b)
for head, *tail in [(1, 2, 3), (4,), "ab"]:
    print(head, tail)
(a, *b), c = [1, 2, 3], 4
print(a, b, c)
x = [1, 2, 3, 4]
x[0], *x[1:2] = 10, 20
print(x)
*rest, = range(3)
print(rest)
# expect: 1 [2, 3]
# expect: ['x', 'y'] z
# expect: 0 [1, 2, 3, 4] 5
# expect: 1 []
# expect: 1 [] 2
# expect: 0 [2, 4, 6]
# expect: 1 [2, 3]
# expect: 4 []
# expect: a ['b']
# expect: 1 [2, 3] 4
# expect: [10, 20, 3, 4]
# expect: [0, 1, 2]
