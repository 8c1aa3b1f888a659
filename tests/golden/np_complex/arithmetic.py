import numpy as np
a = np.array([1+2j, 3-1j])
b = np.array([0.5-1j, 2j])
print(a + b, a - b)
print((a * b).tolist())
print((a / b).tolist())
print(-a, a + 1, a / 2)
# expect: [1.5+1.j 3. +1.j] [0.5+3.j 3. -3.j]
# expect: [(2.5+0j), (2+6j)]
# expect: [(-1.2000000000000002+1.6j), (-0.5-1.5j)]
# expect: [-1.-2.j -3.+1.j] [2.+2.j 4.-1.j] [0.5+1.j  1.5-0.5j]
