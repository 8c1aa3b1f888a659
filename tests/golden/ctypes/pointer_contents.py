# pointer(), .contents, indexing through a pointer writes the pointee.
import ctypes as ct

x = ct.c_int(5)
p = ct.pointer(x)
print(p.contents, p[0])
p[0] = 9
print(x, p.contents.value)
q = ct.POINTER(ct.c_int)()
print(bool(q), bool(p), ct.POINTER(ct.c_int) is ct.POINTER(ct.c_int))
y = ct.c_int(40)
q.contents = y
q[0] += 2
print(y.value)
# expect: c_int(5) 5
# expect: c_int(9) 9
# expect: False True True
# expect: 42
