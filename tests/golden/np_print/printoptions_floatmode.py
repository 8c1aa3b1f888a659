# floatmode: fixed pads every element to precision, unique ignores it, maxprec_equal aligns.
import numpy as np
a = np.array([0.5, 1.0 / 3.0, 2.25])
np.set_printoptions(floatmode='fixed', precision=4)
print(a, np.array([1.0, 2.0]))
np.set_printoptions(floatmode='unique')
print(a)
np.set_printoptions(floatmode='maxprec_equal', precision=8)
print(a, np.array([0.5, 0.25]))
np.set_printoptions(floatmode='maxprec')
print(a)

# expect: [0.5000 0.3333 2.2500] [1.0000 2.0000]
# expect: [0.5                0.3333333333333333 2.25              ]
# expect: [0.50000000 0.33333333 2.25000000] [0.50 0.25]
# expect: [0.5        0.33333333 2.25      ]
