import numpy as np
a = np.array(['w%d' % i for i in range(2000)])
print(a)
print(repr(a))
# expect: ['w0' 'w1' 'w2' ... 'w1997' 'w1998' 'w1999']
# expect: array(['w0', 'w1', 'w2', ..., 'w1997', 'w1998', 'w1999'], dtype='<U5')
