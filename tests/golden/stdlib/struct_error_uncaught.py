# An uncaught struct.error ends the program with CPython's last traceback line.
import struct
print(struct.unpack('<HH', b'\x01\x00\x02\x00'))
struct.unpack('<i', b'abc')
# expect: (1, 2)
# expect runtime error: struct.error: unpack requires a buffer of 4 bytes
