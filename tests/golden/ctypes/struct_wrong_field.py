# A pointer field given an int.
import ctypes as ct

class Node(ct.Structure):
    _fields_ = [("value", ct.c_int), ("next", ct.POINTER(ct.c_int))]

Node(1, 2)
# expect runtime error: TypeError: expected LP_c_int instance, got int
