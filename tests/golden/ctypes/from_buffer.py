# from_buffer (sharing a bytearray's memory), from_buffer_copy and from_address.
import ctypes as ct


class Point(ct.Structure):
    _fields_ = [("x", ct.c_int), ("y", ct.c_int)]


buf = bytearray(8)
p = Point.from_buffer(buf)
p.x = 3
print(buf)
q = Point.from_buffer_copy(b"\x01\x00\x00\x00\x02\x00\x00\x00")
print(q.x, q.y)
i = ct.c_int.from_buffer(buf, 4)
i.value = 9
print(buf, p.y)
arr = (ct.c_short * 2).from_buffer_copy(b"\x01\x00\x02\x00")
print(list(arr))
print(ct.c_int.from_address(ct.addressof(p)).value)
r = Point.from_address(ct.addressof(p))
r.y = 1
print(p.y)
tries = [
    lambda: Point.from_buffer(bytes(8)),
    lambda: Point.from_buffer(bytearray(4)),
    lambda: Point.from_buffer(buf, -1),
    lambda: Point.from_buffer_copy(b"abc"),
    lambda: ct.c_int.from_buffer(bytearray(8), 6),
    lambda: Point.from_buffer("abc"),
    lambda: Point.from_buffer_copy(bytearray(8), 1),
]
for f in tries:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
# expect: bytearray(b'\x03\x00\x00\x00\x00\x00\x00\x00')
# expect: 1 2
# expect: bytearray(b'\x03\x00\x00\x00\t\x00\x00\x00') 9
# expect: [1, 2]
# expect: 3
# expect: 1
# expect: TypeError underlying buffer is not writable
# expect: ValueError Buffer size too small (4 instead of at least 8 bytes)
# expect: ValueError offset cannot be negative
# expect: ValueError Buffer size too small (3 instead of at least 8 bytes)
# expect: ValueError Buffer size too small (8 instead of at least 10 bytes)
# expect: TypeError memoryview: a bytes-like object is required, not 'str'
# expect: ValueError Buffer size too small (8 instead of at least 9 bytes)
