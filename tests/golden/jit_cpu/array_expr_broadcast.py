# Array expressions of N-D arrays and views in @njit code (native): equal shapes, length-1 axes
# and lower-rank operands broadcast as Numba broadcasts them; a shape that does not fit is its
# ValueError naming the operand (the first line of Numba's message).
# env: WEFT_JIT=native WEFT_JIT_LOG=1
import numpy as np
from numba import njit

@njit
def combine(a, b):
    return a * b + a

@njit
def hyp(a, b):
    return np.sqrt(a * a + b * b)

m = np.arange(6.0).reshape(2, 3)
print(combine(m, np.array([1.0, 2.0, 3.0])))
print(combine(m, np.array([[10.0], [20.0]])))
print(combine(np.ones((1, 3)), np.array([[2.0], [3.0]])))
print(combine(m.T, m.T))
print(combine(m[:, ::-2], m[::-1, 1:]))
print(combine(m[1], m[0]))
print(hyp(np.array([3.0, 5.0]), 4.0))
for a, b in ((np.arange(4.0), np.arange(3.0)), (m, np.arange(2.0)), (np.ones((2, 2)), np.ones((3, 2)))):
    try:
        combine(a, b)
    except ValueError as e:
        print("ValueError:", str(e).splitlines()[0])
# expect: [[ 0.  3.  8.]
# expect:  [ 6. 12. 20.]]
# expect: [[  0.  11.  22.]
# expect:  [ 63.  84. 105.]]
# expect: [[3. 3. 3.]
# expect:  [4. 4. 4.]]
# expect: [[ 0. 12.]
# expect:  [ 2. 20.]
# expect:  [ 6. 30.]]
# expect: [[10.  0.]
# expect:  [10.  9.]]
# expect: [ 3.  8. 15.]
# expect: [5.         6.40312424]
# expect: ValueError: unable to broadcast argument 1 to output array
# expect: ValueError: unable to broadcast argument 1 to output array
# expect: ValueError: unable to broadcast argument 1 to output array
# expect stderr: weft: @jit function 'combine' (combine__a2Cf8_a1Cf8): native code
# expect stderr: weft: @jit function 'combine' (combine__a2Cf8_a2Cf8): native code
# expect stderr: weft: @jit function 'combine' (combine__a1Cf8_a1Cf8): native code
# expect stderr: weft: @jit function 'hyp' (hyp__a1Cf8_f8): native code
