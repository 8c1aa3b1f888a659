# struct: pack/unpack/calcsize/iter_unpack/unpack_from over the byte orders and format codes,
# with native alignment, and struct.error with CPython's messages.
import struct
print(struct.pack('<i', 5), struct.pack('>hHb', -2, 65535, -1))
print(struct.unpack('<ihd', struct.pack('<ihd', 1, 2, 3.5)))
print(struct.calcsize('iid'), struct.calcsize('@bid'), struct.calcsize('=bid'), struct.calcsize('bi'), struct.calcsize('3s2i'), struct.calcsize('<qQ'))
print(list(struct.iter_unpack('<h', b'\x01\x00\x02\x00')))
print(struct.pack('>4sB?', b'ab', 3, True), struct.pack('3p', b'abcdef'), struct.pack('<e', 1.5), struct.unpack('<e', b'\x00<'))
print(struct.unpack('>4sB?', b'ab\x00\x00\x03\x01'), struct.unpack('<f', struct.pack('<f', 0.1)))
print(struct.pack('<Q', 2**64 - 1), struct.unpack('<Q', b'\xff' * 8), struct.unpack('<q', b'\xff' * 8))
print(struct.pack('!I', 0xdeadbeef).hex(), struct.unpack_from('<h', b'xx\x05\x00', 2), struct.pack('cx', b'z'))
for f, a in [('<h', (70000,)), ('<B', (-1,)), ('<i', ('x',)), ('<ii', (1,)), ('<d', ('x',)), ('4s', (5,)), ('z', (1,)), ('<Q', (-1,)), ('<c', (b'ab',)), ('<i', (2**31,)), ('<b', (300,)), ('@l', (2**70,))]:
    try:
        print(struct.pack(f, *a))
    except struct.error as e:
        print('error', e)
for f, b in [('<i', b'abc'), ('<h', b'abcd')]:
    try:
        print(struct.unpack(f, b))
    except struct.error as e:
        print('error', e)
print(issubclass(struct.error, Exception))
# expect: b'\x05\x00\x00\x00' b'\xff\xfe\xff\xff\xff'
# expect: (1, 2, 3.5)
# expect: 16 16 13 8 12 16
# expect: [(1,), (2,)]
# expect: b'ab\x00\x00\x03\x01' b'\x02ab' b'\x00>' (1.0,)
# expect: (b'ab\x00\x00', 3, True) (0.10000000149011612,)
# expect: b'\xff\xff\xff\xff\xff\xff\xff\xff' (18446744073709551615,) (-1,)
# expect: deadbeef (5,) b'z\x00'
# expect: error short format requires -32768 <= number <= 32767
# expect: error ubyte format requires 0 <= number <= 255
# expect: error required argument is not an integer
# expect: error pack expected 2 items for packing (got 1)
# expect: error required argument is not a float
# expect: error argument for 's' must be a bytes object
# expect: error bad char in struct format
# expect: error argument out of range
# expect: error char format requires a bytes object of length 1
# expect: error 'i' format requires -2147483648 <= number <= 2147483647
# expect: error byte format requires -128 <= number <= 127
# expect: error argument out of range
# expect: error unpack requires a buffer of 4 bytes
# expect: error unpack requires a buffer of 2 bytes
# expect: True
