# trapz (x, dx, axis) and ediff1d (to_begin, to_end).
import numpy as np
print(np.trapz([1, 2, 3]), np.trapz([1, 2, 3], x=[4, 6, 8]), np.trapz([1, 2, 3], dx=2))
print(np.trapz(np.arange(6).reshape(2, 3), axis=0), np.trapz(np.arange(6).reshape(2, 3)), np.trapz(np.sin(np.linspace(0, np.pi, 50)), np.linspace(0, np.pi, 50)))
print(np.ediff1d([1, 2, 4, 7, 0]), np.ediff1d([1, 2, 4], to_begin=-99, to_end=[88, 99]), np.ediff1d(np.array([[1.5, 2], [3, 5]])))

# expect: 4.0 8.0 8.0
# expect: [1.5 2.5 3.5] [2. 8.] 1.9993148493240622
# expect: [ 1  2  3 -7] [-99   1   2  88  99] [0.5 1.  2. ]
