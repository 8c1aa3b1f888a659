# norm: vector and matrix orders, axis=, keepdims=, as NumPy computes them
import numpy as np
v = np.array([3.0, -4.0, 12.0])
print(repr(np.linalg.norm(v)), repr(np.linalg.norm([1, 2, 3])), np.linalg.norm(v, 1), np.linalg.norm(v, np.inf), np.linalg.norm(v, -np.inf), np.linalg.norm(v, 0))
print(repr(np.linalg.norm(v, 3)), repr(np.linalg.norm(v, 0.5)), repr(np.linalg.norm(v, 2)))
m = np.arange(1.0, 7.0).reshape(2, 3)
print(repr(np.linalg.norm(m)), repr(np.linalg.norm(m, 'fro')), np.linalg.norm(m, 1), np.linalg.norm(m, np.inf), np.linalg.norm(m, -1), np.linalg.norm(m, -np.inf))
print(repr(np.linalg.norm(m, 2)), repr(np.linalg.norm(m, -2)), repr(np.linalg.norm(m, 'nuc')))
print(repr(np.linalg.norm(m, axis=0)), repr(np.linalg.norm(m, axis=1)), repr(np.linalg.norm(m, axis=1, keepdims=True)), repr(np.linalg.norm(m, keepdims=True)))
print(repr(np.linalg.norm(m, ord=1, axis=1)), repr(np.linalg.norm(m.T)), repr(np.linalg.norm(np.arange(24.0).reshape(2, 3, 4), axis=(1, 2))))
x = np.arange(10000) * 0.001
print(repr(np.linalg.norm(x)), repr(np.linalg.norm(x.astype(np.float32))), repr(np.sqrt(np.dot(x, x))))

# expect: 13.0 3.7416573867739413 19.0 12.0 3.0 3.0
# expect: 12.207054953820636 51.78460969082653 13.0
# expect: 9.539392014169456 9.539392014169456 9.0 15.0 5.0 6.0
# expect: 9.508032000695724 0.7728696356734843 10.280901636369208
# expect: array([4.12310563, 5.38516481, 6.70820393]) array([3.74165739, 8.77496439]) array([[3.74165739],
# expect:        [8.77496439]]) array([[9.53939201]])
# expect: array([ 6., 15.]) 9.539392014169456 array([22.49444376, 61.78996682])
# expect: 577.3069677390013 577.3074 577.3069677390013
