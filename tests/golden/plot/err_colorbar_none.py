# error: colorbar_none
import matplotlib.pyplot as plt
plt.plot([1, 2]); plt.colorbar()
# expect runtime error: RuntimeError: No mappable was found to use for colorbar creation. First define a mappable such as an image (with imshow) or a contour set (with contourf).
