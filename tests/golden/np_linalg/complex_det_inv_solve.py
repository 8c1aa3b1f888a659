# complex det, slogdet, inv, solve: zgetrf/zgesv as NumPy's _umath_linalg calls them
import numpy as np
a = np.array([[1 + 2j, 2 - 1j, 0.5j], [3j, 4 + 0.5j, 1], [2, -1 + 1j, 3 - 2j]])
b = np.array([1 + 1j, 2 - 3j, -1j])
print(np.linalg.det(a))
print(np.linalg.slogdet(a))
print(np.linalg.inv(a))
print(np.linalg.solve(a, b))
print(np.linalg.solve(a, np.eye(3)))           # complex a, real b
print(np.linalg.solve(a.real, b))              # real a, complex b
print(repr(np.linalg.det(a.astype(np.complex64))))
print(repr(np.linalg.slogdet(a.astype(np.complex64))))
print(repr(np.linalg.inv(a.astype(np.complex64))))
stack = np.stack([a, a.conj(), a.T])
print(np.linalg.det(stack))
print(np.linalg.inv(stack)[2])
print(np.linalg.det(np.zeros((0, 0), complex)), np.linalg.det(np.array([[0j, 0], [0, 1]])))
print(np.linalg.slogdet(np.array([[1j, 2j], [2j, 4j]])))
print(np.linalg.matrix_power(a, -2))
print(np.linalg.matrix_power(a, 5))
try:
    np.linalg.inv(np.array([[1j, 2j], [2j, 4j]]))
except np.linalg.LinAlgError as e:
    print("caught", e)
np.linalg.solve(np.array([[1j, 2j], [2j, 4j]]), np.array([1j, 2]))

# expect: (14+0.9999999999999984j)
# expect: ((0.997458699830735+0.07124704998790954j), 2.6416018643689942)
# expect: [[ 0.95685279-0.60406091j -0.28680203+0.48477157j  0.14467005-0.22461929j]
# expect:  [-0.32994924-0.61928934j  0.51269036+0.17766497j -0.18781726-0.12944162j]
# expect:  [-0.80203046-0.2284264j   0.49238579-0.10659898j  0.01269036+0.17766497j]]
# expect: [2.21700508+2.03807107j 1.71827411-1.94416244j 0.26903553-2.73350254j]
# expect: [[ 0.95685279-0.60406091j -0.28680203+0.48477157j  0.14467005-0.22461929j]
# expect:  [-0.32994924-0.61928934j  0.51269036+0.17766497j -0.18781726-0.12944162j]
# expect:  [-0.80203046-0.2284264j   0.49238579-0.10659898j  0.01269036+0.17766497j]]
# expect: [0.05882353+1.70588235j 0.47058824-0.35294118j 0.11764706-1.58823529j]
# expect: (14+1j)
# expect: ((0.9974587+0.07124705j), 2.6416018)
# expect: array([[ 0.9568528 -0.6040609j , -0.28680202+0.48477158j,
# expect:          0.14467005-0.22461928j],
# expect:        [-0.32994923-0.61928934j,  0.51269037+0.17766498j,
# expect:         -0.18781726-0.12944162j],
# expect:        [-0.80203044-0.2284264j ,  0.49238577-0.10659899j,
# expect:          0.01269036+0.17766498j]], dtype=complex64)
# expect: [14.+1.j 14.-1.j 14.+1.j]
# expect: [[ 0.95685279-0.60406091j -0.32994924-0.61928934j -0.80203046-0.2284264j ]
# expect:  [-0.28680203+0.48477157j  0.51269036+0.17766497j  0.49238579-0.10659898j]
# expect:  [ 0.14467005-0.22461929j -0.18781726-0.12944162j  0.01269036+0.17766497j]]
# expect: (1+0j) 0j
# expect: (0j, -inf)
# expect: [[ 0.7781829 -0.99122626j -0.16747404+0.70866294j  0.16110309-0.33338916j]
# expect:  [-0.62786982-0.62266485j  0.51985364+0.15612358j -0.23951918-0.15022289j]
# expect:  [-1.10348115-0.14924373j  0.63732639-0.20433405j -0.30501945+0.10790023j]]
# expect: [[-1185.375  +462.75j      515.9375+1790.75j      310.875    -5.375j  ]
# expect:  [-2290.625  -282.0625j   -537.875 +3258.40625j   356.5625 +210.8125j ]
# expect:  [ -378.875  -225.625j     -58.4375 +324.4375j   -242.5     +78.25j   ]]
# expect: caught Singular matrix
# expect runtime error: numpy.linalg.LinAlgError: Singular matrix
