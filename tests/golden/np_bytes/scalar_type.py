import numpy as np
x = np.array([b'ab', b'c'])[0]
print(type(x), isinstance(x, bytes), isinstance(x, np.bytes_), repr(x), x)
print(x.upper(), x + b'z', type(x + b'z'), x.decode(), len(x), x == b'ab', {x: 1}[b'ab'])
for y in np.array([b'p', b'q']):
    print(type(y).__name__, y)
print(np.bytes_, np.string_ is np.bytes_, np.array([b'a']).dtype.type)
# expect: <class 'numpy.bytes_'> True True b'ab' b'ab'
# expect: b'AB' b'abz' <class 'bytes'> ab 2 True 1
# expect: bytes_ b'p'
# expect: bytes_ b'q'
# expect: <class 'numpy.bytes_'> True <class 'numpy.bytes_'>
