import numpy as np
z = np.array([1+2j, 3-4j])
print(z.conj(), np.conj(z), np.conjugate(z), z.conjugate())
print(np.conj(np.arange(3)))
# expect: [1.-2.j 3.+4.j] [1.-2.j 3.+4.j] [1.-2.j 3.+4.j] [1.-2.j 3.+4.j]
# expect: [0 1 2]
