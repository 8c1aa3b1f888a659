# figures and axes: reprs, numbers, sizes, subplots' shapes, close
import matplotlib
matplotlib.use('Agg')
import matplotlib.pyplot as plt
fig, ax = plt.subplots()
print(fig, ax)
print(fig.number, fig.dpi, fig.get_size_inches())
fig2, axs = plt.subplots(2, 2, figsize=(8, 6))
print(fig2, axs.shape, len(axs), axs[1, 0] is not None)
fig3, row = plt.subplots(1, 3)
print(row.shape, len(list(row)))
print(plt.figure(figsize=(3, 2)))
print(plt.get_fignums())
plt.close(fig2)
print(plt.get_fignums())
plt.close('all')
print(plt.get_fignums())
# expect: Figure(640x480) AxesSubplot(0.125,0.11;0.775x0.77)
# expect: 1 100.0 [6.4 4.8]
# expect: Figure(800x600) (2, 2) 2 True
# expect: (3,) 3
# expect: Figure(300x200)
# expect: [1, 2, 3, 4]
# expect: [1, 3, 4]
# expect: []
