import matplotlib.pyplot as plt
fig, ax = plt.subplots()
ax.set_xticks([1, 2, 3], ['a', 'b'])
# expect runtime error: ValueError: The number of FixedLocator locations (3), usually from a call to set_ticks, does not match the number of ticklabels (2).
