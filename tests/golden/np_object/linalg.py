# numpy.linalg on object arrays: the LAPACK functions refuse them with NumPy's casting error;
# qr and norm compute on floats, matrix_power and multi_dot multiply the objects.
import numpy as np

m = np.array([[2, 1], [1, 3]], dtype=object)
v = np.array([1, 2], dtype=object)
L = np.linalg
for f in [L.det, L.inv, L.slogdet, L.eig, L.eigvals, L.eigh, L.eigvalsh, L.svd, L.cholesky,
          L.pinv, L.matrix_rank, L.cond, lambda a: L.matrix_power(a, -1), lambda a: L.tensorinv(a, 1),
          lambda a: L.solve(a, v), lambda a: L.lstsq(a, v, rcond=None), lambda a: L.solve(a, a),
          lambda a: L.eigh(a, 'U'), lambda a: L.svd(a, full_matrices=False),
          lambda a: L.svd(a, compute_uv=False), lambda a: L.solve(np.eye(2), v)]:
    try:
        f(m)
    except Exception as e:
        print(type(e).__name__ + ":", e)
print(L.norm(m), L.norm(v), L.norm(m, 'fro'))
q, r = L.qr(m)
print(q.dtype, np.round(r, 6))
print(repr(L.matrix_power(m, 3)), repr(L.multi_dot([m, m, m])))
# expect: UFuncTypeError: Cannot cast ufunc 'det' input from dtype('O') to dtype('float64') with casting rule 'same_kind'
# expect: UFuncTypeError: Cannot cast ufunc 'inv' input from dtype('O') to dtype('float64') with casting rule 'same_kind'
# expect: UFuncTypeError: Cannot cast ufunc 'slogdet' input from dtype('O') to dtype('float64') with casting rule 'same_kind'
# expect: TypeError: ufunc 'isfinite' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: TypeError: ufunc 'isfinite' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: UFuncTypeError: Cannot cast ufunc 'eigh_lo' input from dtype('O') to dtype('float64') with casting rule 'same_kind'
# expect: UFuncTypeError: Cannot cast ufunc 'eigvalsh_lo' input from dtype('O') to dtype('float64') with casting rule 'same_kind'
# expect: UFuncTypeError: Cannot cast ufunc 'svd_n_f' input from dtype('O') to dtype('float64') with casting rule 'same_kind'
# expect: UFuncTypeError: Cannot cast ufunc 'cholesky_lo' input from dtype('O') to dtype('float64') with casting rule 'same_kind'
# expect: UFuncTypeError: Cannot cast ufunc 'svd_n_s' input from dtype('O') to dtype('float64') with casting rule 'same_kind'
# expect: UFuncTypeError: Cannot cast ufunc 'svd_n' input from dtype('O') to dtype('float64') with casting rule 'same_kind'
# expect: UFuncTypeError: Cannot cast ufunc 'svd_n' input from dtype('O') to dtype('float64') with casting rule 'same_kind'
# expect: UFuncTypeError: Cannot cast ufunc 'inv' input from dtype('O') to dtype('float64') with casting rule 'same_kind'
# expect: UFuncTypeError: Cannot cast ufunc 'inv' input from dtype('O') to dtype('float64') with casting rule 'same_kind'
# expect: UFuncTypeError: Cannot cast ufunc 'solve1' input 0 from dtype('O') to dtype('float64') with casting rule 'same_kind'
# expect: UFuncTypeError: Cannot cast ufunc 'lstsq_m' input 0 from dtype('O') to dtype('float64') with casting rule 'same_kind'
# expect: UFuncTypeError: Cannot cast ufunc 'solve' input 0 from dtype('O') to dtype('float64') with casting rule 'same_kind'
# expect: UFuncTypeError: Cannot cast ufunc 'eigh_up' input from dtype('O') to dtype('float64') with casting rule 'same_kind'
# expect: UFuncTypeError: Cannot cast ufunc 'svd_n_s' input from dtype('O') to dtype('float64') with casting rule 'same_kind'
# expect: UFuncTypeError: Cannot cast ufunc 'svd_n' input from dtype('O') to dtype('float64') with casting rule 'same_kind'
# expect: UFuncTypeError: Cannot cast ufunc 'solve1' input 1 from dtype('O') to dtype('float64') with casting rule 'same_kind'
# expect: 3.872983346207417 2.23606797749979 3.872983346207417
# expect: float64 [[-2.236068 -2.236068]
# expect:  [ 0.        2.236068]]
# expect: array([[15, 20],
# expect:        [20, 35]], dtype=object) array([[15, 20],
# expect:        [20, 35]], dtype=object)
