# A char array field reads and writes as bytes (NUL-terminated when there is room).
import ctypes as ct


class Student(ct.Structure):
    _fields_ = [("name", ct.c_char * 8), ("id", ct.c_int)]


s = Student(b"ada", 5)
print(s.name, s.id, ct.sizeof(s))
s.name = b"lovelace"
print(s.name)
s.name = b"bob"
print(s.name, bytes(ct.string_at(ct.addressof(s), 8)))
try:
    s.name = b"123456789"
except ValueError as e:
    print(e)
s.name = "bob"
# expect: b'ada' 5 12
# expect: b'lovelace'
# expect: b'bob' b'bob\x00lace'
# expect: bytes too long (9, maximum length 8)
# expect runtime error: TypeError: expected bytes, str found
