# Comparing two lists nested 100,000 deep: RecursionError "in comparison" as CPython's (a C
# stack overflow before); tuples too.
a, b = [], []
for _ in range(100000):
    a, b = [a], [b]
try:
    print(a == b)
except RecursionError as e:
    print(e)
x, y = (), ()
for _ in range(100000):
    x, y = (x, 1), (y, 2)
try:
    print(x < y)
except RecursionError as e:
    print(e)
print([[1, [2]]] == [[1, [2]]], ((1, (2,)),) < ((1, (3,)),))
# expect: maximum recursion depth exceeded in comparison
# expect: maximum recursion depth exceeded in comparison
# expect: True True
