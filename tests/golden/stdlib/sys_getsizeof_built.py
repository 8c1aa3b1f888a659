# sys.getsizeof of dicts and sets built in other ways (dict(), zip, fromkeys, copy, deletes),
# long strings, tuples and bytes.
import sys; g=sys.getsizeof
d={i:i for i in range(10)}
print(g(dict(zip(range(10), range(10)))), g(dict.fromkeys(range(10))), g(d.copy()), g(dict(d)), g(dict(a=1, b=2)), g({'x': 1, 'y': 2, 'z': 3, 'w': 4, 'v': 5, 'u': 6, 't': 7}))
e = dict(d)
for i in range(10): del e[i]
print(g(e), g({1, 2, 3, 4, 5}), g(set([1, 2, 3, 4, 5])), g(frozenset(range(100))), g(set('hello')))
print(g('a' * 1000), g('é' * 100), g(str(10**50)), g(tuple(range(100))), g(b'x' * 100))
# expect: 352 352 352 352 184 272
# expect: 352 472 728 8408 216
# expect: 1049 173 100 840 133
