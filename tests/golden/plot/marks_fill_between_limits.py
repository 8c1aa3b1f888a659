# fill_between: the band's both curves set the view; where=False leaves a gap; returns a PolyCollection
import matplotlib.pyplot as plt
import numpy as np
x = np.linspace(0, 4, 9)
fig, ax = plt.subplots()
ax.plot(x, x ** 2)
band = ax.fill_between(x, x ** 2 - 1, x ** 2 + 3, alpha=0.3)
print(type(band).__name__)
print(ax.get_xlim(), ax.get_ylim())
ax2 = plt.figure().gca()
plt.fill_between([0, 1, 2, 3], [1, 2, 3, 4], where=[True, True, False, False])
print(ax2.get_ylim())
# expect: PolyCollection
# expect: (-0.2, 4.2) (-2.0, 20.0)
# expect: (-0.1, 2.1)
