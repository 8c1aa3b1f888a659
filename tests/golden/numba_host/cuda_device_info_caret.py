# A device-query cell without a GPU: cuda.get_current_device is missing at the lookup, as in
# Numba's CUDA simulator, so the traceback's carets mark the attribute, not the call.
from numba import cuda
print(hasattr(cuda, "get_current_device"), getattr(cuda, "get_current_device", "absent"))
try:
    cuda.get_current_device
except AttributeError as e:
    print("AttributeError:", e)
print("available:", cuda.is_available())
dev = cuda.get_current_device()
print("unreachable", dev)

# expect: False absent
# expect: AttributeError: module 'numba.cuda' has no attribute 'get_current_device'
# expect: available: True
# expect stderr:     dev = cuda.get_current_device()
# expect stderr:           ^^^^^^^^^^^^^^^^^^^^^^^
# expect runtime error: AttributeError: module 'numba.cuda' has no attribute 'get_current_device'
