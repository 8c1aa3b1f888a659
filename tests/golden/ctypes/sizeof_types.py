# sizeof and alignment of the scalar types and of instances.
import ctypes as ct

print([ct.sizeof(t) for t in (ct.c_char, ct.c_short, ct.c_int, ct.c_long, ct.c_longlong,
                             ct.c_float, ct.c_double, ct.c_void_p, ct.c_size_t, ct.c_bool)])
print(ct.sizeof(ct.c_int(3)), ct.alignment(ct.c_double), ct.sizeof(ct.c_int * 10))
# expect: [1, 2, 4, 8, 8, 4, 8, 8, 8, 1]
# expect: 4 8 40
