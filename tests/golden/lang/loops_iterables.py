# for over tuples, lists, strings, enumerate, zip, nested loops, reversed ranges
for x in (1, 2):
    print(x)
for i, c in enumerate("ab"):
    print(i, c)
for a, b in zip([1, 2, 3], "xyz"):
    print(a, b)
for i in range(10, 0, -3):
    print(i, end=" ")
print()
for i in range(2, -3, -1):
    print(i, end=" ")
print()
total = 0
for i in range(4):
    for j in range(i):
        total += i * j
print(total)
for (a, b), c in [((1, 2), 3), ((4, 5), 6)]:
    print(a + b + c)
r = range(3)
for v in r:
    print(v)
for v in range(0):
    print("never")
print(list(range(5, 1, -1)), list(range(1, 10, 4)))
# expect: 1
# expect: 2
# expect: 0 a
# expect: 1 b
# expect: 1 x
# expect: 2 y
# expect: 3 z
# expect: 10 7 4 1 
# expect: 2 1 0 -1 -2 
# expect: 11
# expect: 6
# expect: 15
# expect: 0
# expect: 1
# expect: 2
# expect: [5, 4, 3, 2] [1, 5, 9]
