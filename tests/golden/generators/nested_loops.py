# Generators inside loops over generators, and generators consumed by natives inside them
def gen(n):
    for i in range(n):
        yield i

def pairs(n):
    for i in gen(n):
        for j in gen(i):
            yield (i, j)

print(list(pairs(4)))

def sums(n):
    for i in gen(n):
        yield sum(gen(i))

print(list(sums(6)))
total = 0
for a in gen(3):
    for b in pairs(a):
        total += b[0] * 10 + b[1]
print(total)

def chain(*its):
    for it in its:
        yield from it

print(list(chain(gen(2), "ab", (x * x for x in gen(3)))))
# expect: [(1, 0), (2, 0), (2, 1), (3, 0), (3, 1), (3, 2)]
# expect: [0, 0, 1, 3, 6, 10]
# expect: 10
# expect: [0, 1, 'a', 'b', 0, 1, 4]
