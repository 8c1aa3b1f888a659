# Strings nested deeper than NumPy's 32 dimensions, and a list that holds itself, as a string
# array: NumPy's "would exceed" error (Weft said "inhomogeneous shape after 32 dimensions").
import numpy as np
x = 'a'
for i in range(33):
    x = [x]
me = []
me.append(me)
for data, dt in ((x, str), (x, 'S'), (x, None), (me, str), (me, 'U3')):
    try:
        print(np.array(data, dtype=dt).shape)
    except ValueError as e:
        print(e)
print(np.array(x, dtype=object).ndim)

# expect: setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 32.
# expect: setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 32.
# expect: setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 32.
# expect: setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 32.
# expect: setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 32.
# expect: 32
