# .value reads and writes the C value; stores wrap to the C type's width.
import ctypes as ct

x = ct.c_int(5)
x.value = 7
print(x.value, x)
x.value = 2 ** 32 + 3
print(x.value)
y = ct.c_ubyte(255)
y.value += 1
print(y.value, ct.c_bool(0).value, ct.c_uint(3).value, type(ct.c_double(1).value))
f = ct.c_float(0.1)
print(f.value, bool(ct.c_int(0)), bool(ct.c_int(2)))
# expect: 7 c_int(7)
# expect: 3
# expect: 0 False 3 <class 'float'>
# expect: 0.10000000149011612 False True
