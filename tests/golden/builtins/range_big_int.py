# ranges with big-int bounds: iteration, indexing, slicing, in, reversed; len() past sys.maxsize
r = range(10**20)
it = iter(r)
print(next(it), next(it), bool(r), r.start, r.stop, r.step)
print(r[10**19], r[-1], r[5], 10**19 in r, 10**20 in r, -1 in r, 3.0 in r)
print(r.index(5), r.index(10**19 + 1), r.count(7), r.count(10**21))
print(next(reversed(r)), repr(r), r == range(10**20), r != range(10**20), hash(r) == hash(range(0, 10**20, 1)))
print(range(0, 10**20, 3)[-1], r[1:10**19:2], range(-10**20, 0, 10**18)[5], r[::-1][:3], r[10**19:][:2])
print(list(range(10**20, 10**20 + 3)), list(reversed(range(10**20, 10**20 + 6, 2))))
print(list(range(2**63 - 2, 2**63 + 2)), sum(range(2**64, 2**64 + 10)))
print(list(range(10**20, 10**20 - 3, -1)), len(range(10**20, 10**20 + 5)), range(5, 10**20)[:3] == range(5, 8))
print(type(r).__name__, isinstance(r, range), len(r[:10]), list(r[2:5]))
try:
    r.index(-3)
except ValueError as e:
    print(e)
try:
    r[10**20]
except IndexError as e:
    print(e)
try:
    range(0, 10**20, 0)
except ValueError as e:
    print(e)
print(range(20, -5, -3)[1::2**63 - 1], range(2 ** 100), range(2 ** 100)[-1])
len(r)

# expect: 0 1 True 0 100000000000000000000 1
# expect: 10000000000000000000 99999999999999999999 5 True False False True
# expect: 5 10000000000000000001 1 0
# expect: 99999999999999999999 range(0, 100000000000000000000) True False True
# expect: 99999999999999999999 range(1, 10000000000000000000, 2) -95000000000000000000 range(99999999999999999999, 99999999999999999996, -1) range(10000000000000000000, 10000000000000000002)
# expect: [100000000000000000000, 100000000000000000001, 100000000000000000002] [100000000000000000004, 100000000000000000002, 100000000000000000000]
# expect: [9223372036854775806, 9223372036854775807, 9223372036854775808, 9223372036854775809] 184467440737095516205
# expect: [100000000000000000000, 99999999999999999999, 99999999999999999998] 5 True
# expect: range True 10 [2, 3, 4]
# expect: -3 is not in range
# expect: range object index out of range
# expect: range() arg 3 must not be zero
# expect: range(17, -7, -27670116110564327421) range(0, 1267650600228229401496703205376) 1267650600228229401496703205375
# expect runtime error: OverflowError: Python int too large to convert to C ssize_t
