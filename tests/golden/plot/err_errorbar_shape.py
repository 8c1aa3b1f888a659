import matplotlib.pyplot as plt
plt.errorbar([1, 2, 3, 4], [1, 2, 3, 4], yerr=[1, 2, 3])
# expect runtime error: ValueError: 'yerr' (shape: (3,)) must be a scalar or a 1D or (2, n) array-like whose shape matches 'y' (shape: (4,))
