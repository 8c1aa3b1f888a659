# A C library built by the tests: int, float/double, long long and unsigned char results.
import ctypes as ct

lib = ct.CDLL("../../../build/test/libweftffi.so")
print(lib.add_ints(2, 40))
lib.scale.restype = ct.c_double
lib.scale.argtypes = [ct.c_double, ct.c_float]
print(lib.scale(1.5, 0.1))
lib.mul_ll.restype = ct.c_longlong
lib.mul_ll.argtypes = [ct.c_longlong, ct.c_longlong]
print(lib.mul_ll(2 ** 31, 2 ** 31))
lib.wrap_u8.restype = ct.c_ubyte
print(lib.wrap_u8(300))
# expect: 42
# expect: 0.15000000223517418
# expect: 4611686018427387904
# expect: 44
