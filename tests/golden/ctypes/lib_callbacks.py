# Python functions called back from C through CFUNCTYPE.
import ctypes as ct

lib = ct.CDLL("../../../build/test/libweftffi.so")
IntFn = ct.CFUNCTYPE(ct.c_int, ct.c_int)
lib.apply_twice.argtypes = [IntFn, ct.c_int]
print(lib.apply_twice(IntFn(lambda v: v * 3), 2))
DoubleFn = ct.CFUNCTYPE(ct.c_double, ct.c_double)
lib.integrate.restype = ct.c_double
lib.integrate.argtypes = [DoubleFn, ct.c_double, ct.c_double, ct.c_int]
square = DoubleFn(lambda x: x * x)
print(round(lib.integrate(square, 0.0, 3.0, 1000), 6), square(1.5))
print(IntFn)
# expect: 18
# expect: 8.999998 2.25
# expect: <class 'ctypes.CFUNCTYPE.<locals>.CFunctionType'>
