# Transcendental ufunc calls, ** 2 (np.square) and ** 0.5 (np.sqrt) inside one fused float32
# chain give NumPy's bits.
import numpy as np

x = np.linspace(-4, 4, 100003).astype(np.float32)
z = np.sin(x) * np.cos(x) + (x * x + 1.0) ** 0.5 - np.tanh(x) ** 2 + np.log(x * x + 2) / 3
print(z.dtype, int(z.view(np.uint32).astype(np.uint64).sum()))
print(z[::25000].tolist())
# expect: float32 107270020234651
# expect: [3.59322452545166, 2.2824387550354004, 1.2309690713882446, 1.525531530380249, 4.582427978515625]
