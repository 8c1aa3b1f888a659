# NumPy reads an array.array's buffer: np.array and np.frombuffer with its C type.
from array import array
import numpy as np

a = array("i", [6, 5, 10])
print(np.array(a), np.array(a).dtype, np.array(array("f", [1.5])).dtype, np.array(array("B", [1, 2])).dtype)
print(np.frombuffer(array("d", [1, 2]), dtype=np.float64), np.frombuffer(array("h", [1, 2, 3]), dtype=np.int16).sum())
print(bytes(array("B", [65, 66])), np.asarray(array("d", [0.5, 1.5])) * 2)
# expect: [ 6  5 10] int32 float32 uint8
# expect: [1. 2.] 6
# expect: b'AB' [1. 3.]
