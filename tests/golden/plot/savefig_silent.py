# a program that only draws and saves prints nothing; the files are there
import os
import matplotlib.pyplot as plt
import numpy as np
x = np.linspace(0, 1, 20)
plt.plot(x, x ** 2)
plt.scatter(x, x, c=x, cmap='plasma')
plt.colorbar()
plt.savefig('/tmp/weft_golden_plot_silent.png')
plt.savefig('/tmp/weft_golden_plot_silent.svg')
plt.show()
print(os.path.getsize('/tmp/weft_golden_plot_silent.png') > 1000)
print(os.path.getsize('/tmp/weft_golden_plot_silent.svg') > 0)
os.remove('/tmp/weft_golden_plot_silent.png')
os.remove('/tmp/weft_golden_plot_silent.svg')
# expect: True
# expect: True
