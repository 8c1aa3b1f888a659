# numpy.emath / numpy.lib.scimath as NumPy 1.24 has them (sqrt, log, log2, log10, logn, power,
# arccos, arcsin, arctanh going complex outside the real domain), and complex log10/log2.
import numpy as np
from numpy.lib.scimath import sqrt, log
import numpy.lib.scimath as sm
print(np.lib.scimath.sqrt([-1, 4]), sqrt(-9), log(-1))
print(sm.power(-2, 0.5), sm.arccos(2), sm.log10(-100), sm.logn(2, -8))
print(np.emath.sqrt(-4))
print(np.emath.sqrt([4, -4]), np.emath.sqrt(np.array([-1.0], dtype=np.float32)), np.emath.sqrt(np.array([-1], dtype=np.int8)))
print(np.emath.log2([-8, 8]), np.emath.log10(1000), np.emath.arcsin([0.5, 2]), np.emath.arctanh(np.array([0.5, -2.0])))
print(np.emath.power([2, 4], -1), np.emath.power([-4, 9], 0.5), np.emath.power(2, 3), np.emath.logn(10, [100, -1]))
print(np.emath.sqrt(np.array([-1.0], dtype=np.float16)).dtype, type(np.emath.sqrt(4)), np.emath.arccos(0.5))
print(np.emath.sqrt(-1 + 0j), np.emath.log(np.e))
z = np.array([1 + 1j, -2 + 0.5j, 1e-3j, -1 + 0j])
print(np.log10(z))
print(np.log2(z))
print(np.log10(z.astype(np.complex64)), np.log2(np.complex64(8 + 0j)))
print(np.log10(-100 + 0j), np.log2(1j))


# expect: [0.+1.j 2.+0.j] 3j 3.141592653589793j
# expect: (8.659560562354932e-17+1.414213562373095j) -1.3169578969248166j (2+1.3643763538418412j) (2.9999999999999996+4.532360141827193j)
# expect: 2j
# expect: [2.+0.j 0.+2.j] [0.+1.j] [0.+1.j]
# expect: [3.+4.53236014j 3.+0.j        ] 3.0 [0.52359878+0.j        1.57079633+1.3169579j] [ 0.54930614+0.j         -0.54930614+1.57079633j]
# expect: [0.5  0.25] [1.2246468e-16+2.j 3.0000000e+00+0.j] 8 [2.+0.j         0.+1.36437635j]
# expect[!avx512_skx]: complex128 <class 'numpy.float64'> 1.0471975511965979
# expect[avx512_skx]: complex128 <class 'numpy.float64'> 1.0471975511965976
# expect[!avx512_skx]: 1j 1.0
# expect[avx512_skx]: 1j 0.9999999999999999
# expect: [ 0.150515  +0.34109409j  0.31419447+1.25798347j -3.        +0.68218818j
# expect:   0.        +1.36437635j]
# expect: [ 0.5       +1.13309004j  1.04373142+4.17893064j -9.96578428+2.26618007j
# expect:   0.        +4.53236014j]
# expect: [ 0.150515  +0.3410941j  0.31419447+1.2579836j -3.        +0.6821882j
# expect:   0.        +1.3643764j] (3+0j)
# expect: (2+1.3643763538418412j) 2.2661800709135966j
