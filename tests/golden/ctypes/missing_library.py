# A library that does not exist.
import ctypes as ct

try:
    ct.CDLL("libweft_no_such_library.so")
except OSError as e:
    print("OSError:", e)
ct.CDLL("./no/such/libx.so")
# expect: OSError: libweft_no_such_library.so: cannot open shared object file: No such file or directory
# expect runtime error: OSError: ./no/such/libx.so: cannot open shared object file: No such file or directory
