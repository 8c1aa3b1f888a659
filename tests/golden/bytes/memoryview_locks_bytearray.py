# A memoryview of a bytearray forbids resizing it (same-size slice assignment is fine) until
# the view is released, leaves its with block or dies.
b = bytearray(b"abc")
m = memoryview(b)
for op in ["b.append(1)", "b.extend(b'xy')", "b.pop()", "b.clear()", "del b[0]", "del b[0:2]", "b[0:1] = b'xyz'", "b += b'q'"]:
    try:
        exec(op)
        print(op, "ok", b)
    except BufferError as e:
        print(op, type(e).__name__, e)
b[0:1] = b"z"
print(b, m[0])
m.release()
b.append(100)
print(b)
with memoryview(b) as v:
    try:
        b.pop()
    except BufferError as e:
        print("with", e)
b.pop()
print(b)
m2 = memoryview(b)[1:]
del m2
b.append(33)
print(b)
# expect: b.append(1) BufferError Existing exports of data: object cannot be re-sized
# expect: b.extend(b'xy') BufferError Existing exports of data: object cannot be re-sized
# expect: b.pop() BufferError Existing exports of data: object cannot be re-sized
# expect: b.clear() BufferError Existing exports of data: object cannot be re-sized
# expect: del b[0] BufferError Existing exports of data: object cannot be re-sized
# expect: del b[0:2] BufferError Existing exports of data: object cannot be re-sized
# expect: b[0:1] = b'xyz' BufferError Existing exports of data: object cannot be re-sized
# expect: b += b'q' BufferError Existing exports of data: object cannot be re-sized
# expect: bytearray(b'zbc') 122
# expect: bytearray(b'zbcd')
# expect: with Existing exports of data: object cannot be re-sized
# expect: bytearray(b'zbc')
# expect: bytearray(b'zbc!')
