# struct.Struct objects (format, size and the module's functions as methods), pack_into and
# unpack_from with offsets (negative ones too), and struct.error's class and messages.
import struct
print(struct.error, struct.error.__qualname__, struct.error.__module__, repr(struct.error("bad")))
# expect: <class 'struct.error'> error struct error('bad')
s = struct.Struct('<hh'); print(type(s), s.format, s.size, struct.Struct)
# expect: <class '_struct.Struct'> <hh 4 <class '_struct.Struct'>
ba = bytearray(6)
struct.pack_into('<hh', ba, 1, 5, -6); print(ba)
# expect: bytearray(b'\x00\x05\x00\xfa\xff\x00')
s.pack_into(ba, -4, 7, 8); print(ba, s.unpack_from(ba, 2), s.unpack_from(ba, offset=2))
# expect: bytearray(b'\x00\x05\x07\x00\x08\x00') (7, 8) (7, 8)
for args in [(ba, 5, 1, 2), (ba, -2, 1, 2), (ba, -10, 1, 2), (b'xxxxxx', 0, 1, 2), (ba, 0, 1), (ba, 0, 70000, 1)]:
    try:
        struct.pack_into('<hh', *args); print(ba)
    except struct.error as e:
        print("error:", e)
    except TypeError as e:
        print("TypeError:", e)
# expect: error: pack_into requires a buffer of at least 9 bytes for packing 4 bytes at offset 5 (actual buffer size is 6)
# expect: error: no space to pack 4 bytes at offset -2
# expect: error: offset -10 out of range for 6-byte buffer
# expect: TypeError: argument must be read-write bytes-like object, not bytes
# expect: error: pack_into expected 2 items for packing (got 1)
# expect: error: short format requires -32768 <= number <= 32767
for bad in [(ba,), ()]:
    try:
        struct.pack_into('<hh', *bad)
    except struct.error as e:
        print(e)
# expect: pack_into expected offset argument
# expect: pack_into expected buffer argument
try:
    s.pack(1)
except struct.error as e:
    print(e)
# expect: pack expected 2 items for packing (got 1)
try:
    s.unpack(b'123')
except struct.error as e:
    print(e)
# expect: unpack requires a buffer of 4 bytes
try:
    struct.Struct(5)
except TypeError as e:
    print(e)
# expect: Struct() argument 1 must be a str or bytes object, not int
try:
    struct.Struct('<q!')
except struct.error as e:
    print(e)
# expect: bad char in struct format
print(struct.Struct(b'>i').format, struct.Struct('<ihd').pack(1, 2, 3.0), s.pack(1, 2), s.unpack(b'\x01\x00\x02\x00'))
# expect: >i b'\x01\x00\x00\x00\x02\x00\x00\x00\x00\x00\x00\x00\x08@' b'\x01\x00\x02\x00' (1, 2)
print(list(s.iter_unpack(b'\x01\x00\x02\x00\x03\x00\x04\x00')), isinstance(s, struct.Struct))
# expect: [(1, 2), (3, 4)] True
rec = struct.Struct('<10sHf')
packed = rec.pack(b'widget', 3, 1.5)
name, qty, price = rec.unpack(packed)
print(rec.size, name.rstrip(b'\0').decode(), qty, price)
# expect: 16 widget 3 1.5
try:
    struct.pack('<h', 70000)
except struct.error as e:
    print(repr(e))
# expect: error('short format requires -32768 <= number <= 32767')
