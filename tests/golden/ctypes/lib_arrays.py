# Arrays passed to C as pointers: C reads them and fills them.
import ctypes as ct

lib = ct.CDLL("../../../build/test/libweftffi.so")
lib.sum_doubles.restype = ct.c_double
lib.sum_doubles.argtypes = [ct.POINTER(ct.c_double), ct.c_size_t]
xs = (ct.c_double * 4)(1.5, 2.5, 3, 4)
print(lib.sum_doubles(xs, len(xs)))
out = (ct.c_double * 5)()
lib.fill_squares(out, 5)
print(list(out))
q, r = ct.c_int(), ct.c_int()
lib.divmod_int(17, 5, ct.byref(q), ct.byref(r))
print(q.value, r.value)
# expect: 11.0
# expect: [0.0, 1.0, 4.0, 9.0, 16.0]
# expect: 3 2
