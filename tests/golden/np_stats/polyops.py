# np.polyadd, polysub, polymul, polydiv, polyder, polyint, poly on plain coefficient lists
# (arrays back) and on poly1ds (poly1ds back).
import numpy as np

print(np.polyadd([1, 2], [1, 2, 3]), np.polysub([1, 2, 3], [1]), np.polymul([1, 2], [1, -1]))
print(np.polydiv([1, 0, -1], [1, 1]), np.polydiv([1.0, 2, 3, 4], [2, 1]))
print(np.polyder([1, 2, 3, 4]), np.polyder([1, 2, 3], 2), np.polyder([5.0], 3))
print(np.polyint([3, 2, 1]), np.polyint([6, 2], 2), np.polyint([1, 1], k=3))
print(np.poly([1, 2, 3]), np.poly([1j, -1j]), np.poly([]), np.poly(np.array([[1.0, 2], [3, 4]])))
print(np.poly(np.array([1, 2], dtype=np.float32)).dtype, np.poly([1 + 1j, 2]))
p = np.poly1d([1, 2, 3])
print(repr(np.polyadd(p, [1])), repr(np.polydiv(p, np.poly1d([1.5, -2]))))
print(repr(np.polyder(p)), repr(np.polyint(p)), repr(np.polymul(p, p)))

# expect: [1 3 5] [1 2 2] [ 1  1 -2]
# expect: (array([ 1., -1.]), array([0.])) (array([0.5  , 0.75 , 1.125]), array([2.875]))
# expect: [3 4 3] [2] []
# expect: [1. 1. 1. 0.] [1. 1. 0. 0.] [0.5 1.  3. ]
# expect: [ 1. -6. 11. -6.] [1. 0. 1.] 1.0 [ 1. -5. -2.]
# expect: float32 [ 1.+0.j -3.-1.j  2.+2.j]
# expect: poly1d([1, 2, 4]) (poly1d([0.66666667, 2.22222222]), poly1d([7.44444444]))
# expect: poly1d([2, 2]) poly1d([0.33333333, 1.        , 3.        , 0.        ]) poly1d([ 1,  4, 10, 12,  9])
