# A chain whose operands have different dtypes promotes as NumPy does at every step: float32
# with a float64 array gives float64, an int array divided gives float64, an int chain stays int.
import numpy as np

f = np.linspace(0, 1, 20000).astype(np.float32)
d = np.linspace(1, 2, 20000)
i = np.arange(20000)
r1 = f * d + f * 3
print(r1.dtype, r1[::5000].tolist())
r2 = i / 7 + f * 2
print(r2.dtype, r2[::5000].tolist())
r3 = i * 3 - i * i + 7
print(r3.dtype, r3[::5000].tolist())
r4 = f * 2 + i
print(r4.dtype, r4[::5000].tolist())
# expect: float64 [0.0, 1.0625561659956246, 2.2501248262025, 3.5627062711943873]
# expect: float64 [0.0, 714.7857392600605, 1429.571478520121, 2144.357217839786]
# expect: int64 [7, -24984993, -99969993, -224954993]
# expect: float64 [0.0, 5000.500024974346, 10001.000049948692, 15001.500074982643]
