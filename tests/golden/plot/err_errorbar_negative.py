import matplotlib.pyplot as plt
plt.errorbar([1, 2], [1, 2], yerr=[0.1, -0.1])
# expect runtime error: ValueError: 'yerr' must not contain negative values
