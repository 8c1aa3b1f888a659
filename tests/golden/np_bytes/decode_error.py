import numpy as np
np.char.decode(np.array([b'ok', b'\xff']), 'ascii')
# expect runtime error: UnicodeDecodeError: 'ascii' codec can't decode byte 0xff in position 0: ordinal not in range(128)
