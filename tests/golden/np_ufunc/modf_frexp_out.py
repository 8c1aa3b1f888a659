# np.modf / np.frexp write into out=(o1, o2) or positional outputs; ufunc.signature
import numpy as np
o1, o2 = np.zeros(3), np.zeros(3)
r = np.modf(np.array([1.5, -2.25, 3.0]), out=(o1, o2))
print(o1, o2, r[0] is o1, r[1] is o2)
m = np.zeros(2)
e = np.zeros(2, dtype=np.int32)
np.frexp(np.array([8.0, 0.75]), m, e)
print(m, e)
f, i = np.modf(np.array([[2.5, -0.5]]), out=(None, np.empty((1, 2))))
print(f, i)
print(np.modf(2.75), np.frexp(12.0))
try:
    np.modf(np.ones(2), out=(o1,))
except ValueError as e:
    print("ValueError:", e)
print(np.add.signature, np.matmul.signature, np.sin.signature)


# expect: [ 0.5  -0.25  0.  ] [ 1. -2.  3.] True True
# expect: [0.5  0.75] [4 0]
# expect: [[ 0.5 -0.5]] [[ 2. -0.]]
# expect: (0.75, 2.0) (0.75, 4)
# expect: ValueError: The 'out' tuple must have exactly one entry per ufunc output
# expect: None (n?,k),(k,m?)->(n?,m?) None
