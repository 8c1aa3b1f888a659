# cast and addressof: the same memory seen through another pointer type.
import ctypes as ct

x = ct.c_double(1.5)
print(ct.addressof(x) == ct.cast(ct.pointer(x), ct.c_void_p).value)
a = (ct.c_int * 4)(1, 2, 3, 4)
p = ct.cast(a, ct.POINTER(ct.c_int))
p[3] = 40
print(a[3], ct.cast(ct.byref(x) if False else ct.pointer(x), ct.POINTER(ct.c_double)).contents)
# expect: True
# expect: 40 c_double(1.5)
