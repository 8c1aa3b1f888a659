# Sorting string arrays: items that share their first eight bytes (lengths 7 to 10), exact
# prefixes of each other, internal NULs, non-ASCII text (code point order), many ties; sort,
# argsort (ties in index order), unique with its index/inverse/counts, a strided view, bytes.
import numpy as np

base = ["abcdefgh", "abcdefg", "abcdefghi", "abcdefgha", "abcdefgh\x00z", "abcdefghij",
        "abcdefgi", "b", "", "a\x00b", "a", "é", "ée", "z", "Zebra", "abcdefgh", "abcdefg",
        "日本", "日", "abcdefghi"]
a = np.array(base * 3)
s = np.sort(a)
print(s.tolist()[:12])
print(s.tolist() == sorted(base * 3))
order = np.argsort(a, kind="stable")
print(order.tolist()[:12])
print([a[i] for i in order] == sorted(base * 3))
u, idx, inv, cnt = np.unique(a, return_index=True, return_inverse=True, return_counts=True)
print(u.tolist())
print(idx.tolist(), cnt.tolist())
print(inv.tolist()[:20])
print(np.unique(a[::3]).tolist())
print(np.argsort(np.array(base[:15])[::-2]).tolist())
b = np.array([b"abcdefgh1", b"abcdefgh", b"abcdefgh0", b"", b"zz", b"abcdefgh"])
print(np.sort(b).tolist(), np.argsort(b).tolist())

# expect: ['', '', '', 'Zebra', 'Zebra', 'Zebra', 'a', 'a', 'a', 'a\x00b', 'a\x00b', 'a\x00b']
# expect: True
# expect: [8, 28, 48, 14, 34, 54, 10, 30, 50, 9, 29, 49]
# expect: True
# expect: ['', 'Zebra', 'a', 'a\x00b', 'abcdefg', 'abcdefgh', 'abcdefgh\x00z', 'abcdefgha', 'abcdefghi', 'abcdefghij', 'abcdefgi', 'b', 'z', 'é', 'ée', '日', '日本']
# expect: [8, 14, 10, 9, 1, 0, 4, 3, 2, 5, 6, 7, 13, 11, 12, 18, 17] [3, 3, 3, 3, 6, 6, 3, 3, 6, 3, 3, 3, 3, 3, 3, 3, 3]
# expect: [5, 4, 8, 7, 6, 9, 10, 11, 0, 3, 2, 13, 14, 12, 1, 5, 4, 16, 15, 8]
# expect: ['', 'Zebra', 'a', 'a\x00b', 'abcdefg', 'abcdefgh', 'abcdefgh\x00z', 'abcdefgha', 'abcdefghi', 'abcdefghij', 'abcdefgi', 'b', 'z', 'é', 'ée', '日', '日本']
# expect: [3, 0, 2, 7, 5, 6, 4, 1]
# expect: [b'', b'abcdefgh', b'abcdefgh', b'abcdefgh0', b'abcdefgh1', b'zz'] [3, 1, 5, 2, 0, 4]
