# np.frombuffer shares the memory of a bytearray, memoryview and array.array (writes show both ways,
# the exporter cannot be resized while the array lives); over bytes it is read-only
import numpy as np, array
ba = bytearray(8)
a = np.frombuffer(ba, np.uint8); print(type(a.base), a.base is ba, a.flags.owndata, a.flags.writeable)
a[0] = 9; print(ba); ba[1] = 7; print(a)
try: ba.append(1)
except Exception as e: print(type(e).__name__, e)
b = np.frombuffer(b'abcdefgh', np.uint8); print(type(b.base), b.flags.writeable)
try: b[0] = 1
except Exception as e: print(type(e).__name__, e)
m = memoryview(ba); c = np.frombuffer(m, np.uint16); print(type(c.base), c.base is m, c.flags.writeable)
c[3] = 513; print(ba, m[6])
ar = array.array('d',[1,2]); d = np.frombuffer(ar); print(type(d.base), d.flags.writeable); d[0]=5; print(ar)
try: ar.append(3)
except Exception as e: print(type(e).__name__, e)
v = a[2:5]; print(v.base is a); v[:] = 1; print(ba)
f = np.frombuffer(ba, np.uint16, count=2, offset=2); f += 1; print(f, ba)
del a, v, c, f, m
import gc; gc.collect()
ba.append(1); print(len(ba))
e = np.frombuffer(memoryview(b'abcd'), np.uint8); print(e.flags.writeable)
for kw in [dict(offset=10), dict(count=5, offset=1), dict(), dict(offset=-1)]:
    try: np.frombuffer(ba, np.uint16, **kw)
    except Exception as e: print(type(e).__name__, e)
print(np.frombuffer(b'', np.uint16), np.frombuffer(ba, np.uint8, count=-2).size)
g = np.frombuffer(bytearray(b'\x00\x00\x00\x00\x00\x00\xf0?'), np.float64); print(g, g.flags.writeable)
try: np.frombuffer(5)
except Exception as e: print(type(e).__name__, e)

# expect: <class 'memoryview'> False False True
# expect: bytearray(b'\t\x00\x00\x00\x00\x00\x00\x00')
# expect: [9 7 0 0 0 0 0 0]
# expect: BufferError Existing exports of data: object cannot be re-sized
# expect: <class 'bytes'> False
# expect: ValueError assignment destination is read-only
# expect: <class 'memoryview'> False True
# expect: bytearray(b'\t\x07\x00\x00\x00\x00\x01\x02') 1
# expect: <class 'memoryview'> True
# expect: array('d', [5.0, 2.0])
# expect: BufferError cannot resize an array that is exporting buffers
# expect: True
# expect: bytearray(b'\t\x07\x01\x01\x01\x00\x01\x02')
# expect: [258   2] bytearray(b'\t\x07\x02\x01\x02\x00\x01\x02')
# expect: 9
# expect: False
# expect: ValueError offset must be non-negative and no greater than buffer length (9)
# expect: ValueError buffer is smaller than requested size
# expect: ValueError buffer size must be a multiple of element size
# expect: ValueError offset must be non-negative and no greater than buffer length (9)
# expect: [] 9
# expect: [1.] True
# expect: TypeError a bytes-like object is required, not 'int'
