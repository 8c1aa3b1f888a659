import numpy as np
print(np.array([b'a', b'bc']).tobytes())
print(np.array(['a', 'bc']).tobytes())
print(np.array([[b'x'], [b'yz']])[:, 0].tobytes())
# expect: b'a\x00bc'
# expect: b'a\x00\x00\x00\x00\x00\x00\x00b\x00\x00\x00c\x00\x00\x00'
# expect: b'x\x00yz'
