# twinx: a second y axis sharing x; each keeps its own y view and colour cycle
import matplotlib.pyplot as plt
fig, ax = plt.subplots()
ax.plot([1, 2, 3], [1, 4, 9], label='time')
ax2 = ax.twinx()
ax2.plot([0, 5], [100, 50], label='speed')
print(ax2 is plt.gca())
print(ax.get_xlim(), ax2.get_xlim())
print(ax.get_ylim(), ax2.get_ylim())
ax2.set_ylabel('speed')
# expect: True
# expect: (-0.25, 5.25) (-0.25, 5.25)
# expect: (0.6, 9.4) (47.5, 102.5)
