# More initializers than the array has items.
import ctypes as ct

a = (ct.c_int * 2)(1, 2, 3)
# expect runtime error: IndexError: invalid index
