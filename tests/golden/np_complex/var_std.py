import numpy as np
z = np.array([1+1j, 2-1j, 3, -2j])
print(np.var(z), np.std(z), np.var(z).dtype)
# expect: 2.5 1.5811388300841898 float64
