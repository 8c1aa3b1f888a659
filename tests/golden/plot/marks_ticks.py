# ticks by hand: labels, the view widened to show them (until more data comes), the returns
import matplotlib.pyplot as plt
fig, ax = plt.subplots()
ax.plot([1, 2, 3], [1, 4, 9])
ticks = ax.set_xticks([1, 2, 3], ['one', 'two', 'three'])
print(len(ticks), type(ticks[0]).__name__)
ax.set_yticks([0, 5, 10])
print(ax.get_ylim())
print(ax.set_yticklabels(['none', 'five', 'ten']))
locs, labels = plt.xticks([0, 1], ['a', 'b'], rotation=45)
print(labels, ax.get_xlim())
ax.plot([1, 2, 3], [2, 30, 3])
print(ax.get_ylim())
# expect: 3 XTick
# expect: (0.0, 10.0)
# expect: [Text(0, 0, 'none'), Text(0, 5, 'five'), Text(0, 10, 'ten')]
# expect: [Text(0, 0, 'a'), Text(1, 0, 'b')] (0.0, 3.1)
# expect: (-0.4500000000000002, 31.45)
