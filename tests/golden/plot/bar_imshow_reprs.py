# what bar, imshow and text setters return
import matplotlib.pyplot as plt
import numpy as np
print(plt.bar([1, 2, 3], [4, 5, 6]))
print(plt.bar(['a', 'b'], [1, 2]))
print(plt.imshow(np.zeros((4, 5))))
print(plt.xlabel('x'), plt.ylabel('y'), plt.title('t'))
# expect: <BarContainer object of 3 artists>
# expect: <BarContainer object of 2 artists>
# expect: AxesImage(size=(4, 5))
# expect: Text(0.5, 0, 'x') Text(0, 0.5, 'y') Text(0.5, 1.0, 't')
