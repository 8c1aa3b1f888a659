# array.array's methods: append, extend, insert, pop, remove, index, count, reverse, byteswap,
# frombytes, fromlist, buffer_info, slice assignment and deletion, + and * (in place too).
from array import array

a = array("i", [1, 2, 3])
a.append(4)
a.extend([5, 6])
a.insert(0, 0)
a.extend(array("i", [7]))
a.insert(-100, -1)
a.insert(100, 100)
print(a)
print(a.pop(), a.pop(0), a.count(2), a.index(3), a)
a[1] = 10
a[2:4] = array("i", [8, 9, 10])
del a[0]
print(a, a * 2, 2 * a, a + a)
a.remove(10)
del a[::2]
print(a)
a.reverse()
print(a)
a.byteswap()
print(a)
a.byteswap()
b = array("d")
b.frombytes(array("d", [1.5, 2.5]).tobytes())
b.fromlist([3.5])
print(b, b == array("d", [1.5, 2.5, 3.5]), b.buffer_info()[1])
c = array("h", [1, 2])
c += array("h", [3])
c *= 2
print(c)
c[::2] = array("h", [7, 7, 7])
print(c, c.__copy__(), array("u", "ab") + array("u", "c"))
# expect: array('i', [-1, 0, 1, 2, 3, 4, 5, 6, 7, 100])
# expect: 100 -1 1 3 array('i', [0, 1, 2, 3, 4, 5, 6, 7])
# expect: array('i', [10, 8, 9, 10, 4, 5, 6, 7]) array('i', [10, 8, 9, 10, 4, 5, 6, 7, 10, 8, 9, 10, 4, 5, 6, 7]) array('i', [10, 8, 9, 10, 4, 5, 6, 7, 10, 8, 9, 10, 4, 5, 6, 7]) array('i', [10, 8, 9, 10, 4, 5, 6, 7, 10, 8, 9, 10, 4, 5, 6, 7])
# expect: array('i', [9, 4, 6])
# expect: array('i', [6, 4, 9])
# expect: array('i', [100663296, 67108864, 150994944])
# expect: array('d', [1.5, 2.5, 3.5]) True 3
# expect: array('h', [1, 2, 3, 1, 2, 3])
# expect: array('h', [7, 2, 7, 1, 7, 3]) array('h', [7, 2, 7, 1, 7, 3]) array('u', 'abc')
