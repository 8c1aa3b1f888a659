# text and annotate: their reprs (coordinates as given), and the view they leave alone
import matplotlib.pyplot as plt
fig, ax = plt.subplots()
ax.plot([0, 10], [0, 5])
print(ax.text(2, 4, 'max', fontsize=12, ha='center'))
print(plt.text(0.5, 1.5, "it's"))
print(ax.annotate('here', xy=(5, 2.5), xytext=(7, 1), arrowprops={'arrowstyle': '->'}))
print(ax.annotate('no arrow', (1, 1)))
print(ax.get_xlim(), ax.get_ylim())
# expect: Text(2, 4, 'max')
# expect: Text(0.5, 1.5, "it's")
# expect: Annotation(5, 2.5, 'here')
# expect: Annotation(1, 1, 'no arrow')
# expect: (-0.5, 10.5) (-0.25, 5.25)
