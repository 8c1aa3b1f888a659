# axhline/axvline: a line across the axes (inside the data here: matplotlib's blended transform
# adds float noise to a limit that the line itself sets)
import matplotlib.pyplot as plt
fig, ax = plt.subplots()
ax.plot([1, 2, 3], [2, 3, 1])
h = ax.axhline(2.5, color='k', linestyle='--', label='limit')
v = plt.axvline(x=2, ymin=0.25, ymax=0.75, color='r')
print(type(h).__name__, type(v).__name__)
print(ax.get_xlim(), ax.get_ylim())
ax.legend()
# expect: Line2D Line2D
# expect: (0.9, 3.1) (0.9, 3.1)
