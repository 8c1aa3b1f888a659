# __index__ may answer a big int: int(), hex(), float() and operator.index() keep it whole; an
# index-sized use raises (IndexError in a subscript, OverflowError elsewhere), naming the
# object's class; a range says its index is out of range.
import operator


class A:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


print(int(A(2**64 - 1)), int(A(5)))
# expect: 18446744073709551615 5
print(hex(A(2**70)), [1, 2, 3][A(1)], operator.index(A(2**65)))
# expect: 0x400000000000000000 2 36893488147419103232
print(float(A(2**70)), oct(A(8)), bin(True), hex(2**65))
# expect: 1.1805916207174113e+21 0o10 0b1 0x20000000000000000
for f in (lambda: [1, 2][A(2**70)], lambda: range(10)[A(-2**70)], lambda: range(10)[2**63],
          lambda: "ab" * A(2**70)):
    try:
        f()
    except (IndexError, OverflowError) as e:
        print(type(e).__name__, e)
# expect: IndexError cannot fit 'A' into an index-sized integer
# expect: IndexError range object index out of range
# expect: IndexError range object index out of range
# expect: OverflowError cannot fit 'A' into an index-sized integer


class B:
    def __index__(self):
        return 1.5


try:
    operator.index(B())
except TypeError as e:
    print("TypeError", e)
# expect: TypeError __index__ returned non-int (type float)


class C:
    def __int__(self):
        return 2**80


print(int(C()))
# expect: 1208925819614629174706176
