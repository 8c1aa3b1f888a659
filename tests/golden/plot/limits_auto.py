# autoscaled view limits: 5% margins for lines, none past an image's edges or a bar's base
import matplotlib.pyplot as plt
import numpy as np
plt.plot([1, 2, 3], [4, 5, 6])
print(plt.xlim(), plt.ylim())
plt.figure()
plt.imshow(np.zeros((4, 5)))
print(plt.xlim(), plt.ylim())
plt.figure()
plt.bar([0, 1, 2], [3, 1, 2])
print(plt.ylim()[0])
plt.figure()
print(plt.xlim(0, 10), plt.xlim())
# expect: (0.9, 3.1) (3.9, 6.1)
# expect: (-0.5, 4.5) (3.5, -0.5)
# expect: 0.0
# expect: (0.0, 10.0) (0.0, 10.0)
