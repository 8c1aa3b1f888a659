import numpy as np
print(np.arange(4, dtype=np.int32).sum().dtype)
print(np.array([True, True, False]).sum(), np.array([True, True]).sum().dtype)
print(np.arange(4, dtype=np.float32).sum().dtype)
print(np.arange(4, dtype=np.uint8).sum().dtype)
print(np.arange(4, dtype=np.int8).prod().dtype)
print(np.arange(5).sum(dtype=np.float32))
# expect: int64
# expect: 2 int64
# expect: float32
# expect: uint64
# expect: int64
# expect: 10.0
