# Big ints hash by value (modulo 2**61 - 1, as CPython's), so equal ones find each other in dicts and sets.
d = {10**30: 'big', 2**64: 'two'}
print(d.get(10**30), d[2**64], 10**30 in {10**30}, len({2**70, 2**70, 2**70 + 0}))
print(hash(10**30), hash(2**64), hash(-10**30), hash(2**61 - 1), hash(12345678901234567890))
# expect: big two True 1
# expect: 465258685558744706 8 -465258685558744706 0 816463855166098135
