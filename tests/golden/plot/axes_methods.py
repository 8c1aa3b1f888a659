# the object-oriented interface: Axes methods of the pyplot functions' names
import matplotlib.pyplot as plt
import numpy as np
fig, ax = plt.subplots()
ax.plot(np.arange(5), np.arange(5) ** 2, label='squares')
print(ax.set_xlabel('n'), ax.set_title('growth'))
ax.set_yscale('log')
ax.set_xlim(0, 4)
print(ax.get_xlim())
ax.legend()
ax.grid(True)
print(ax.set_ylim(1, 100))
print(ax.figure is not None)
# expect: Text(0.5, 0, 'n') Text(0.5, 1.0, 'growth')
# expect: (0.0, 4.0)
# expect: (1, 100)
# expect: True
