# A structure cannot be a field of itself (a pointer to it can).
import ctypes as ct

class Node(ct.Structure):
    pass

Node._fields_ = [("value", ct.c_int), ("inner", Node)]
# expect runtime error: AttributeError: Structure or union cannot contain itself
