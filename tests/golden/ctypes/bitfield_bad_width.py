# A bit field's width must be between 1 and its type's size in bits.
import ctypes as ct


class Fits(ct.Structure):
    _fields_ = [("x", ct.c_int, 32)]


print(Fits.x)


class Bad(ct.Structure):
    _fields_ = [("x", ct.c_short, 17)]
# expect: <Field type=c_int, ofs=0:0, bits=32>
# expect runtime error: ValueError: number of bits invalid for bit field
