import numpy as np
d = np.random.RandomState(5).randn(3, 40)
print(np.corrcoef(d))
print(np.corrcoef(d[0], d[2]))
print(np.corrcoef([1, 2, 3], [1, 5, 7]))
print(repr(np.corrcoef([1, 2, 3])), np.corrcoef(d)[0, 2])
# expect: [[ 1.         -0.00149844  0.1530221 ]
# expect:  [-0.00149844  1.          0.2819523 ]
# expect:  [ 0.1530221   0.2819523   1.        ]]
# expect: [[1.        0.1530221]
# expect:  [0.1530221 1.       ]]
# expect: [[1.         0.98198051]
# expect:  [0.98198051 1.        ]]
# expect: 1.0 0.15302209746769815
