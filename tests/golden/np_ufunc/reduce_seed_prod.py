# multiply.reduce along an axis (the product of rows), as course code writes it
import numpy as np
m = np.array([[1.5, 2.0, 3.0], [4.0, 0.5, 2.0]])
print(np.multiply.reduce(m, axis=1), np.multiply.reduce(m), np.multiply.reduce(m, axis=None))
print(np.multiply.reduce(np.arange(1, 11)), np.multiply.reduce(np.arange(1, 30)))

# expect: [9. 4.] [6. 1. 6.] 36.0
# expect: 3628800 -7055958792655077376
