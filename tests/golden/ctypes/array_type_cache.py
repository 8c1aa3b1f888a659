# Array classes are made once per element type and length: c_int * 3 is c_int * 3.
import ctypes as ct


class P(ct.Structure):
    _fields_ = [("x", ct.c_int)]


A = ct.c_int * 3
print(A is ct.c_int * 3, P * 2 is P * 2, isinstance(A(1, 2), ct.c_int * 3), A is ct.c_int * 4)
ct.c_char * 6
b = ct.create_string_buffer(b"hello")
print(type(b), type(b) is ct.c_char * 6)
ct.create_string_buffer(7)
print(ct.c_char * 7, ct.sizeof(ct.c_char * 7))
# expect: True True True False
# expect: <class '__main__.c_char_Array_6'> True
# expect: <class 'ctypes.c_char_Array_7'> 7
