# Operands of different shapes broadcast in a chain exactly as the operators do one by one.
import numpy as np

x = np.linspace(0, 1, 20000).astype(np.float32)
col = np.linspace(1, 2, 3).astype(np.float32).reshape(3, 1)
g = np.exp(-x * col) * 2 + col
print(g.shape, g.dtype, g[:, ::5000].tolist())
# expect: (3, 20000) float32 [[3.0, 2.557582139968872, 2.213031053543091, 1.944697618484497], [3.5, 2.8745527267456055, 2.444697856903076, 2.149268388748169], [4.0, 3.213031053543091, 2.735722064971924, 2.4462268352508545]]
