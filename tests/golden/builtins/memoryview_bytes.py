# memoryview over bytes and bytearray: attributes, indexing, slicing with steps, tolist,
# tobytes, hex, in-place writes through a bytearray's view, equality and hashing.
b = bytearray(b"hello")
m = memoryview(b)
print(m.format, m.itemsize, m.nbytes, m.readonly, m.shape, m.strides, m.ndim, len(m), m[0], m[-1], m.obj is b)
print(m[1:3].tobytes(), m[::2].tolist(), bytes(m[1:4]), m.tolist(), list(m), m.hex(), m[1:3].nbytes, m[::-1].tobytes())
m[0] = 72
m[1:3] = b"EY"
m[3:5] = memoryview(b"LO")
print(b)
mv = memoryview(b"abc")
print(mv.readonly, mv == b"abc", mv == memoryview(b"abc"), mv != b"abd", mv.tobytes(), hash(mv) == hash(b"abc"))
print(memoryview(b"ab") == bytearray(b"ab"), memoryview(b"\x01\xff").cast("b").tolist(), type(mv).__name__)
print(memoryview(mv).tolist(), mv.toreadonly().readonly, str(mv)[:8])
# expect: B 1 5 False (5,) (1,) 1 5 104 111 True
# expect: b'el' [104, 108, 111] b'ell' [104, 101, 108, 108, 111] [104, 101, 108, 108, 111] 68656c6c6f 2 b'olleh'
# expect: bytearray(b'HEYLO')
# expect: True True True True b'abc' True
# expect: True [1, -1] memoryview
# expect: [97, 98, 99] True <memory 
