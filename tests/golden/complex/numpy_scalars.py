# NumPy scalars combine with complex numbers as the Python number they hold (NumPy's complex128
# prints the same).
import numpy as np
print(np.float64(2) * 1j, 1j * np.float64(2), np.int64(3) + 1j, 1j - np.float32(0.5))
print(np.float64(2) * 1j == 2j, abs(np.float64(3) + 4j))
# expect: 2j 2j (3+1j) (-0.5+1j)
# expect: True 5.0
