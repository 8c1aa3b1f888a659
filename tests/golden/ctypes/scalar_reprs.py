# The scalar types' reprs: aliases print as the class they are on x86-64 Linux.
import ctypes as ct

print(ct.c_int(5), ct.c_uint(-1), ct.c_long(3), ct.c_longlong(4), ct.c_short(70000))
print(ct.c_byte(300), ct.c_ubyte(300), ct.c_float(1.1), ct.c_double(2.5), ct.c_bool(3))
print(ct.c_size_t(7), ct.c_void_p(None), ct.c_void_p(16), ct.c_int32(1), ct.c_int64(2))
print(ct.c_uint8(3), ct.c_char(65), ct.c_ulonglong(2 ** 64 - 1), ct.c_int16(2), ct.c_uint64(9))
print(ct.c_int(), ct.c_double(), ct.c_char(), ct.c_long(-2 ** 63))
print(ct.c_int, ct.c_size_t, ct.POINTER(ct.c_double), ct.c_double * 3, ct.c_int * 2 * 3)
print(type(ct.c_int(1)), ct.c_int.__name__, ct.POINTER(ct.c_int).__name__)
# expect: c_int(5) c_uint(4294967295) c_long(3) c_long(4) c_short(4464)
# expect: c_byte(44) c_ubyte(44) c_float(1.100000023841858) c_double(2.5) c_bool(True)
# expect: c_ulong(7) c_void_p(None) c_void_p(16) c_int(1) c_long(2)
# expect: c_ubyte(3) c_char(b'A') c_ulong(18446744073709551615) c_short(2) c_ulong(9)
# expect: c_int(0) c_double(0.0) c_char(b'\x00') c_long(-9223372036854775808)
# expect: <class 'ctypes.c_int'> <class 'ctypes.c_ulong'> <class '__main__.LP_c_double'> <class '__main__.c_double_Array_3'> <class '__main__.c_int_Array_2_Array_3'>
# expect: <class 'ctypes.c_int'> c_int LP_c_int
