# typical uses: removing duplicates, membership tests, common elements
data = [5, 3, 5, 1, 3, 9, 1, 5]
print(sorted(set(data)), len(set(data)))
seen = set()
unique = []
for x in data:
    if x not in seen:
        seen.add(x)
        unique.append(x)
print(unique, seen)
a = "the quick brown fox".split()
b = "the lazy brown dog".split()
print(sorted(set(a) & set(b)), sorted(set(a) - set(b)), sorted(set(a) ^ set(b)))
primes = set(range(2, 50))
for i in range(2, 8):
    primes -= set(range(i * i, 50, i))
print(primes)
# expect: [1, 3, 5, 9] 4
# expect: [5, 3, 1, 9] {1, 3, 5, 9}
# expect: ['brown', 'the'] ['fox', 'quick'] ['dog', 'fox', 'lazy', 'quick']
# expect: {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47}
