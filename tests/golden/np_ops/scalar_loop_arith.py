import numpy as np
a = np.arange(5, dtype=np.float32) * np.float32(0.1)
total = np.float32(0)
for v in a:
    total = total + v * v
print(total, type(total))
acc = 0
for v in np.arange(4):
    acc = acc + v
print(acc, type(acc))
# expect: 0.3 <class 'numpy.float32'>
# expect: 6 <class 'numpy.int64'>
