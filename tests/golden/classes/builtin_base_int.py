# A subclass of int: instances are ints (isinstance, arithmetic, printing), with extra methods;
# the results of int's operators are plain ints.
class MyInt(int):
    def double(self):
        return self * 2

m = MyInt(5)
print(m, repr(m), m.double(), isinstance(m, int), type(m).__name__)
print(m + 1, type(m + 1).__name__, 1 + m, m * m, -m, m // 2, m % 3, m ** 2, m & 4)
print(m == 5, m > 3, 3 < m, hash(m) == hash(5), bool(MyInt(0)), int(m), float(m))
print(list(range(MyInt(3))), [0] * MyInt(2), f"{m:03d}", m.bit_length(), m.real)
# expect: 5 5 10 True MyInt
# expect: 6 int 6 25 -5 2 2 25 4
# expect: True True True True False 5 5.0
# expect: [0, 1, 2] [0, 0] 005 3 5
