# struct.pack takes an object with __index__ for an integer code: int(obj) is used, and a value
# out of range raises struct.error with the code's bounds.
import struct


class Idx:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        return self.n


print(struct.pack("<i", Idx(7)))
print(struct.pack("<HbQ", Idx(65535), Idx(-3), Idx(2**62)))
print(struct.unpack("<q", struct.pack("<q", Idx(-2**63))))
for code, n in (("b", 200), ("B", -1), ("h", 2**15), ("Q", -5), ("i", 2**31)):
    try:
        struct.pack(code, Idx(n))
    except struct.error as e:
        print(code, n, e)
try:
    struct.pack("i", 2.5)
except struct.error as e:
    print("float:", e)
print(struct.pack(">I", Idx(2**32)))

# expect: b'\x07\x00\x00\x00'
# expect: b'\xff\xff\xfd\x00\x00\x00\x00\x00\x00\x00@'
# expect: (-9223372036854775808,)
# expect: b 200 byte format requires -128 <= number <= 127
# expect: B -1 ubyte format requires 0 <= number <= 255
# expect: h 32768 short format requires -32768 <= number <= 32767
# expect: Q -5 argument out of range
# expect: i 2147483648 'i' format requires -2147483648 <= number <= 2147483647
# expect: float: required argument is not an integer
# expect runtime error: struct.error: 'I' format requires 0 <= number <= 4294967295
