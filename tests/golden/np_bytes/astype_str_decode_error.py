import numpy as np
b = np.array([b'ok', b'\xff'])
print(b)
b.astype(str)
# expect: [b'ok' b'\xff']
# expect runtime error: UnicodeDecodeError: 'ascii' codec can't decode byte 0xff in position 0: ordinal not in range(128)
