# a.tobytes(order=): 'F' lays the bytes out column by column, 'A' follows the array's own
# layout, 'K' and None mean C order.
import numpy as np
a = np.arange(6, dtype=np.int8).reshape(2, 3)
print(a.tobytes(), a.tobytes('F'), a.tobytes(order='C'))
print(a.T.tobytes('A'), a.T.tobytes('K'), a.T.tobytes(None), a.T.tobytes('f'))
b = np.array([[1, 2], [3, 4]], dtype=np.int16)
print(b.tobytes(order='F'))

# expect: b'\x00\x01\x02\x03\x04\x05' b'\x00\x03\x01\x04\x02\x05' b'\x00\x01\x02\x03\x04\x05'
# expect: b'\x00\x01\x02\x03\x04\x05' b'\x00\x03\x01\x04\x02\x05' b'\x00\x03\x01\x04\x02\x05' b'\x00\x01\x02\x03\x04\x05'
# expect: b'\x01\x00\x03\x00\x02\x00\x04\x00'
