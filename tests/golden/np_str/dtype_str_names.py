import numpy as np
# np.dtype of string type names and codes, with and without the byte-order mark
print(repr(np.dtype('U5')), repr(np.dtype('<U5')), repr(np.dtype('=U3')))
print(repr(np.dtype('S3')), repr(np.dtype('|S3')), repr(np.dtype(str)), repr(np.dtype(bytes)))
print(np.dtype('U5') == np.array(['abcde']).dtype, np.dtype('U3').itemsize, np.dtype('S4').itemsize)
# expect: dtype('<U5') dtype('<U5') dtype('<U3')
# expect: dtype('S3') dtype('S3') dtype('<U') dtype('S')
# expect: True 12 4
