# Generator functions: iteration, next(), next() with a default, list()/sum()/sorted()/max()
def countdown(n):
    while n > 0:
        yield n
        n -= 1

for k in countdown(3):
    print(k)
g = countdown(2)
print(next(g), next(g), next(g, "done"), next(g, "again"))
print(list(countdown(5)), sum(countdown(100)), sorted(countdown(4)), max(countdown(7)))
print(iter(g) is g)

def squares(xs):
    for x in xs:
        if x % 2:
            continue
        yield x * x

print(list(squares(range(10))))
print([s + 1 for s in squares([2, 3, 4])])
print(tuple(zip(countdown(3), squares(range(6)))))
print(list(enumerate(countdown(2))), list(map(str, countdown(3))))
a, b, c = countdown(3)
print(a, b, c)
print(" ".join(str(v) for v in countdown(4)))
print(3 in countdown(5), 9 in countdown(5))
# expect: 3
# expect: 2
# expect: 1
# expect: 2 1 done again
# expect: [5, 4, 3, 2, 1] 5050 [1, 2, 3, 4] 7
# expect: True
# expect: [0, 4, 16, 36, 64]
# expect: [5, 17]
# expect: ((3, 0), (2, 4), (1, 16))
# expect: [(0, 2), (1, 1)] ['3', '2', '1']
# expect: 3 2 1
# expect: 4 3 2 1
# expect: True False
