# errorbar: the bars' ends set the view; symmetric, asymmetric and x errors; its container's repr
import matplotlib.pyplot as plt
import numpy as np
x = np.arange(4)
y = np.array([1.0, 3.0, 2.0, 4.0])
fig, ax = plt.subplots()
print(ax.errorbar(x, y, yerr=0.5, fmt='o', capsize=4, label='runs'))
print(ax.get_xlim(), ax.get_ylim())
fig, ax = plt.subplots()
ax.errorbar(x, y, yerr=[[0.1, 0.2, 0.3, 0.4], [1, 1, 1, 1]], xerr=0.25)
print(ax.get_xlim(), ax.get_ylim())
# expect: <ErrorbarContainer object of 3 artists>
# expect: (-0.15000000000000002, 3.15) (0.3, 4.7)
# expect: (-0.42500000000000004, 3.425) (0.6950000000000001, 5.205)
