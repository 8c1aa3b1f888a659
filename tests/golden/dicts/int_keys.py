# int keys: colliding hashes, negative numbers, growth, deletion and reinsertion keep order
d = {}
for i in range(0, 2000, 8):
    d[i] = i // 8
print(len(d), d[1992], d[0], 1000 in d, 1001 in d)
for i in range(0, 2000, 16):
    del d[i]
print(len(d), list(d)[:5])
d[0] = 'back'
print(list(d)[-1], d[0])
big = {2 ** 62: 'a', -2 ** 62: 'b', -1: 'c', -2: 'd'}
print(big[-1], big[-2], big[2 ** 62])
m = {i * (2 ** 61 - 1): i for i in range(4)}
print(m)
n = {}
for i in range(100000):
    n[i % 1000] = n.get(i % 1000, 0) + i
print(len(n), n[999], sum(n.values()))
# expect: 250 249 0 True False
# expect: 125 [8, 24, 40, 56, 72]
# expect: 0 back
# expect: c d a
# expect: {0: 0, 2305843009213693951: 1, 4611686018427387902: 2, 6917529027641081853: 3}
# expect: 1000 5049900 4999950000
