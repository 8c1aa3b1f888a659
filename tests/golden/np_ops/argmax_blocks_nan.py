# argmax/argmin scan in blocks of 1024: the first extreme, ties to the first, a NaN anywhere
# (first one wins), -0.0 equal to 0.0, float32 and int rows, strided rows.
import numpy as np

x = np.arange(3000.0) % 7
print(np.argmax(x), np.argmin(x), np.argmax(x[::-3]), np.argmin(x[5:]))
x[2500] = np.nan
print(np.argmax(x), np.argmin(x), np.argmax(x[:2000]))
x[7] = np.nan
print(np.argmax(x), np.argmin(x))
y = np.zeros(5000)
y[1234] = -0.0
y[4000] = 1.0
y[4500] = 1.0
print(np.argmax(y), np.argmin(y), np.argmin(-y))
print(np.argmax(np.full(5000, -np.inf)), np.argmin(np.array([0.0, -0.0, 0.0])))
f = np.linspace(0, 1, 4099).astype(np.float32)
print(np.argmax(f), np.argmin(f[::-1]))
f[4098] = np.nan
print(np.argmax(f), np.argmin(f))
i = (np.arange(5000) * 7919) % 4999
print(np.argmax(i), np.argmin(i), np.argmax(i.astype(np.int16)), np.argmax(i.astype(np.uint8)))
print(np.arange(12.0).reshape(3, 4).argmax(axis=0), np.argmin([[3, 1, 1], [0, 0, 2]], axis=1))

# expect: 6 0 6 2
# expect: 2500 2500 6
# expect: 7 7
# expect: 4000 0 4000
# expect: 0 0
# expect: 4098 4098
# expect: 4098 4098
# expect: 957 0 957 178
# expect: [2 2 2 2] [1 0]
