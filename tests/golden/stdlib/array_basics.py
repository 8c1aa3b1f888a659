# array.array: typecodes, itemsize, repr, indexing, slicing, iteration, tolist/tobytes.
import array
from array import array as arr

a = arr("i", [1, 2, 3])
print(a, repr(arr("d")), arr("f", [0.1, 1e40]), arr("d", [1, 2.5]), arr("u", "hi"), arr("B", b"ab"))
print(a.itemsize, a.typecode, a.tolist(), a.tobytes(), len(a), a[0], a[-1], a[::2], a[1:], 2 in a, 9 in a)
print([arr(t).itemsize for t in array.typecodes], array.typecodes, type(a), type(a).__name__)
print(list(a), sum(a), max(a), list(reversed(a)), bool(arr("i")), bool(a))
print(arr("b", [1, -1]), arr("Q", [2**64 - 1]), arr("q", [-2**63]), arr("i", range(5)), arr("h", (x * x for x in range(4))))
print(arr("u", "hello").tounicode(), a == arr("i", [1, 2, 3]), a == arr("d", [1.0, 2.0, 3.0]), a != [1, 2, 3])
print(arr("i", [3, 1, 2]) < arr("i", [3, 2]), arr("i", [1]) <= arr("i", [1]))
# expect: array('i', [1, 2, 3]) array('d') array('f', [0.10000000149011612, inf]) array('d', [1.0, 2.5]) array('u', 'hi') array('B', [97, 98])
# expect: 4 i [1, 2, 3] b'\x01\x00\x00\x00\x02\x00\x00\x00\x03\x00\x00\x00' 3 1 3 array('i', [1, 3]) array('i', [2, 3]) True False
# expect: [1, 1, 4, 2, 2, 4, 4, 8, 8, 8, 8, 4, 8] bBuhHiIlLqQfd <class 'array.array'> array
# expect: [1, 2, 3] 6 3 [3, 2, 1] False True
# expect: array('b', [1, -1]) array('Q', [18446744073709551615]) array('q', [-9223372036854775808]) array('i', [0, 1, 2, 3, 4]) array('h', [0, 1, 4, 9])
# expect: hello True True True
# expect: True True
