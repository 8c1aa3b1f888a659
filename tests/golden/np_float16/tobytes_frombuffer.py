import numpy as np
a = np.array([[1, 2], [0.1, -65504]], dtype=np.float16)
b = a.tobytes()
print(len(b), b.hex())
print(np.frombuffer(b, dtype=np.float16), np.frombuffer(b, dtype='<f2').reshape(2, 2))
# expect: 8 003c0040662efffb
# expect: [ 1.00e+00  2.00e+00  1.00e-01 -6.55e+04] [[ 1.00e+00  2.00e+00]
# expect:  [ 1.00e-01 -6.55e+04]]
