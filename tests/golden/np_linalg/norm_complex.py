import numpy as np
# norms of complex arrays: the 2-norm/'fro' from the real and imaginary parts' dots, the
# others from abs(x); ord=0 counts in the real dtype
z = np.array([1+2j, 3-1j, -0.5j, 2.25+0.1j])
m = z.reshape(2, 2)
print(np.linalg.norm(z), np.linalg.norm(m), np.linalg.norm(z.astype(np.complex64)))
print(np.linalg.norm(z, 1), np.linalg.norm(z, np.inf), np.linalg.norm(z, 0))
print(np.linalg.norm(m, axis=0), np.linalg.norm(m, 'fro', axis=(0, 1)), np.linalg.norm(m, 1))
# expect: 4.50804835821445 4.50804835821445 4.5080485
# expect: 8.150566763579212 3.1622776601683795 4.0
# expect: [2.29128785 3.88233177] 4.50804835821445 5.414498786079421
