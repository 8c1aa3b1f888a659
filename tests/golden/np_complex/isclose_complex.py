# np.isclose / np.allclose on complex arrays compare both parts (|x - y| of complex values);
# a non-finite complex value goes through NumPy's multiplication by ones, so inf+1j equals
# nothing unless equal_nan=True.
import numpy as np

x = np.array([1.0, 2.0, 3.0, 4.0])
f = np.fft.fft(x)
print(np.allclose(f + 1e-12j, f), np.allclose(np.array([1 + 1j]), np.array([1 + 1j])))
print(np.allclose(np.array([1 + 1j]), np.array([1 - 1j])))
a = np.array([1 + 1j, 2 - 1j, np.nan + 0j, np.inf + 1j])
b = np.array([1 + 1.0000001j, 2 - 1.1j, np.nan + 0j, np.inf + 1j])
print(np.isclose(a, b), np.isclose(a, b, equal_nan=True))
print(np.isclose(a, 1 + 1j), np.isclose(np.array([1.0, 2.0]), np.array([1 + 0j, 2 + 1e-9j])))
# expect: True True
# expect: False
# expect: [ True False False False] [ True False  True  True]
# expect: [ True False False False] [ True  True]
