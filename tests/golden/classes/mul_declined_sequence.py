# x * seq where x's __mul__ declines: the sequence's repeat answers (CPython's sq_repeat).
class V:
    def __mul__(self, k):
        return NotImplemented
    __rmul__ = __mul__
class N:
    def __mul__(self, k):
        return NotImplemented
    def __index__(self):
        return 2
class Plain:
    pass
for seq in ["a", [1], (1,), b"x"]:
    try:
        V() * seq
    except TypeError as e:
        print("TypeError:", e)
print(N() * "ab", N() * [0], N() * (1,), N() * b"z")
for other in [1.5, None]:
    try:
        V() * other
    except TypeError as e:
        print("TypeError:", e)
try:
    Plain() * "a"
except TypeError as e:
    print("TypeError:", e)
try:
    V() + "a"
except TypeError as e:
    print("TypeError:", e)
print(b"a" * N(), bytearray(b"c") * N())
# expect: TypeError: can't multiply sequence by non-int of type 'V'
# expect: TypeError: can't multiply sequence by non-int of type 'V'
# expect: TypeError: can't multiply sequence by non-int of type 'V'
# expect: TypeError: can't multiply sequence by non-int of type 'V'
# expect: abab [0, 0] (1, 1) b'zz'
# expect: TypeError: unsupported operand type(s) for *: 'V' and 'float'
# expect: TypeError: unsupported operand type(s) for *: 'V' and 'NoneType'
# expect: TypeError: can't multiply sequence by non-int of type 'Plain'
# expect: TypeError: unsupported operand type(s) for +: 'V' and 'str'
# expect: b'aa' bytearray(b'cc')
