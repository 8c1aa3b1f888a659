# cholesky (lower factor) and qr in the reduced, complete and r modes: LAPACK's bits.
import numpy as np
A = np.array([[4.0, -2.0, 1.0], [-2.0, 4.0, -2.0], [1.0, -2.0, 4.0]])
print(np.linalg.cholesky(A))
q, r = np.linalg.qr(A); print(q); print(r)
B = np.arange(12.0).reshape(4, 3) + np.eye(4, 3)
q, r = np.linalg.qr(B); print(q, r)
q, r = np.linalg.qr(B, mode='complete'); print(q.shape, r)
print(np.linalg.qr(B.T, mode='r'))
try:
    np.linalg.cholesky(np.array([[1.0, 2.0], [2.0, 1.0]]))
except np.linalg.LinAlgError as e:
    print('LinAlgError:', e)

# expect: [[ 2.          0.          0.        ]
# expect:  [-1.          1.73205081  0.        ]
# expect:  [ 0.5        -0.8660254   1.73205081]]
# expect: [[-8.72871561e-01 -4.87950036e-01 -5.19826282e-17]
# expect:  [ 4.36435780e-01 -7.80720058e-01  4.47213595e-01]
# expect:  [-2.18217890e-01  3.90360029e-01  8.94427191e-01]]
# expect: [[-4.58257569  3.92792202 -2.61861468]
# expect:  [ 0.         -2.92770022  2.6349302 ]
# expect:  [ 0.          0.          2.68328157]]
# expect: [[-0.08873565  0.10400756 -0.55126133]
# expect:  [-0.26620695 -0.94597354  0.09843952]
# expect:  [-0.53241391 -0.00495274 -0.6759514 ]
# expect:  [-0.79862086  0.30706995  0.47907235]] [[-11.26942767 -13.13287634 -15.08506066]
# expect:  [  0.          -1.58982988  -1.18865786]
# expect:  [  0.           0.          -1.42409177]]
# expect: (4, 4) [[-11.26942767 -13.13287634 -15.08506066]
# expect:  [  0.          -1.58982988  -1.18865786]
# expect:  [  0.           0.          -1.42409177]
# expect:  [  0.           0.           0.        ]]
# expect: [[ -2.44948974  -7.34846923 -12.655697   -16.73817991]
# expect:  [  0.          -2.23606798  -2.23606798  -4.02492236]
# expect:  [  0.           0.          -0.91287093  -2.37346442]]
# expect: LinAlgError: Matrix is not positive definite
