# error: bar_mismatch
import matplotlib.pyplot as plt
plt.bar([1, 2, 3], [1, 2])
# expect runtime error: ValueError: shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape (3,) and arg 1 with shape (2,).
