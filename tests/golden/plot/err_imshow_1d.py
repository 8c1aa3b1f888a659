# error: imshow_1d
import matplotlib.pyplot as plt
plt.imshow([1, 2, 3])
# expect runtime error: TypeError: Invalid shape (3,) for image data
